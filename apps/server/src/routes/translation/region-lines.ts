/**
 * Picture translation's text regions as one chat-completions request: each region's text on a line
 * of its own (@pxv/pixiv `regionTextLine`: its line breaks joined as its script writes them), the
 * instruction naming the target language by its English name and its tag, and the answer split back
 * into one translation per region. A service that
 * merges or splits lines cannot be paired up line for line; then each region is asked on its own
 * (a few at a time), so the answer is still right, at the price of more requests.
 */
import {
  PICTURE_TRANSLATION_LANGUAGES,
  regionTextLine,
  textLines,
  type PictureTranslationLanguage,
} from "@pxv/pixiv";
import { UpstreamError } from "../../errors.js";
import type { ChatMessage } from "./chat-service.js";

const SYSTEM_PROMPT =
  "You translate the text of manga and illustrations. Each line of the text is one speech bubble or " +
  "caption. Answer with the translations only: exactly one line for each line of the text, in the " +
  "same order, without numbers, quotes or notes.";

/** Regions asked at once when they are asked one by one. */
const SINGLE_REQUESTS_AT_ONCE = 4;

/** The instruction and the system prompt for these region lines, into `language`. */
export function regionMessages(
  lines: readonly string[],
  language: PictureTranslationLanguage,
): ChatMessage[] {
  const name = PICTURE_TRANSLATION_LANGUAGES[language];
  const count = lines.length === 1 ? "one line" : `${String(lines.length)} lines`;
  return [
    { role: "system", content: SYSTEM_PROMPT },
    {
      role: "user",
      content: `Translate the following Japanese text into ${name} (${language}), ${count}, line for line:\n${lines.join("\n")}`,
    },
  ];
}

/** Asks the service one completion for these messages and gives its text. */
export type Complete = (messages: ChatMessage[]) => Promise<string>;

/** Runs `task` on each item, at most `limit` at a time, keeping the items' order in the results. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Each text's translation into `language`, in order: one request for all of them, and when its
 * answer does not have one line per text, one request per text (a multi-line answer to a single
 * text is that text's translation, its lines joined). A text with nothing on it is not sent; its
 * translation is empty. A service that answers nothing is a 502.
 */
export async function translateRegionLines(
  texts: readonly string[],
  language: PictureTranslationLanguage,
  complete: Complete,
): Promise<string[]> {
  const lines = texts.map(regionTextLine);
  const sent = lines.filter((line) => line !== "");
  if (sent.length === 0) return lines;
  const one = async (line: string): Promise<string> => {
    const answer = regionTextLine(textLines(await complete(regionMessages([line], language))).join("\n"));
    if (answer === "") throw new UpstreamError("translation", "answered an empty translation");
    return answer;
  };
  const together = textLines(await complete(regionMessages(sent, language)));
  const translated =
    together.length === sent.length
      ? together
      : sent.length === 1
        ? [regionTextLine(together.join("\n"))]
        : await mapLimited(sent, SINGLE_REQUESTS_AT_ONCE, one);
  if (translated.every((line) => line === ""))
    throw new UpstreamError("translation", "answered an empty translation");
  let next = 0;
  return lines.map((line) => (line === "" ? "" : (translated[next++] as string)));
}
