/**
 * The sensitive-word rules of PRODUCT.md §5: text with VPN-related or promotional words is rejected
 * outright; other text is checked against a word list the pxv server serves (one word per line at
 * /api/sensitive-words, configurable). Matching ignores case and the spaces people put inside
 * words to get past filters.
 */

/** Rejected everywhere: VPN and promotion vocabulary, in English and Chinese. */
export const PROMOTIONAL_WORDS: readonly string[] = [
  "vpn",
  "recommend",
  "good to use",
  "proxy",
  "airport",
  "clash",
  "download",
  "推荐",
  "好用",
  "代理",
  "机场",
  "翻墙",
  "梯子",
  "下载",
];

function fold(text: string): string {
  return text.toLowerCase().replace(/\s+/g, "");
}

/** Parses the server's word list: one word per line, blank lines and `#` comments ignored. */
export function parseSensitiveWordList(text: string): string[] {
  const words = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  return [...new Set(words)];
}

/** True when the text contains a promotional word or a word of the given list. */
export function containsSensitiveWord(text: string, wordList: readonly string[] = []): boolean {
  const folded = fold(text);
  if (folded === "") return false;
  for (const word of PROMOTIONAL_WORDS) if (folded.includes(fold(word))) return true;
  for (const word of wordList) {
    const needle = fold(word);
    if (needle !== "" && folded.includes(needle)) return true;
  }
  return false;
}
