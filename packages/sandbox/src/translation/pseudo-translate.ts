/**
 * A deterministic pseudo-translation into "Simplified Chinese" for the sandbox's translation host:
 * each kana becomes a fixed common Chinese character, Latin words become a fixed two-character
 * word, while kanji, digits, punctuation, line breaks and `[名字i]` placeholders are kept. The
 * result is obviously different from the input, keeps its line structure (so a reader can pair
 * lines), and is the same on every run.
 */

const TARGET = "的一是了我不人在他有这个上们来到时大地为子中你说生国年着就那和要她出也得里后自以会";
const PLACEHOLDER = /\[名字\d+\]/g;

function hashWord(word: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < word.length; index++)
    hash = Math.imul(hash ^ word.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

const targetAt = (index: number): string => TARGET[index % TARGET.length] as string;

function translateRun(text: string): string {
  return text
    .replace(/[\u3041-\u30ff]/g, (kana) => targetAt(kana.charCodeAt(0)))
    .replace(/[A-Za-z]+/g, (word) => {
      const hash = hashWord(word.toLowerCase());
      return targetAt(hash) + targetAt(hash >>> 8);
    });
}

/** The pseudo-translation of `text`, line by line. */
export function pseudoTranslate(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      let result = "";
      let last = 0;
      for (const match of line.matchAll(PLACEHOLDER)) {
        result += translateRun(line.slice(last, match.index)) + match[0];
        last = match.index + match[0].length;
      }
      return result + translateRun(line.slice(last));
    })
    .join("\n");
}

/**
 * The text a translation request asks for: the last user message, without its first line when
 * that line is the instruction (`…翻译…` / `…translate…`), as pxv and the reference viewer send it.
 */
export function textToTranslate(userMessage: string): string {
  const [first = "", ...rest] = userMessage.split("\n");
  return rest.length > 0 && /翻译|翻訳|translat/i.test(first) ? rest.join("\n") : userMessage;
}
