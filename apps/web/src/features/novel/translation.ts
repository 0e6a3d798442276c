/**
 * Novel translation (PRODUCT.md §4 "Translation replaces novel text; result cached", PRODUCT.md
 * §B7.3). The server's chat-completions translation streams as plain text from
 * /api/pixiv-novel-translate/{id}.txt and is shown as it arrives; the browser's built-in Translator
 * (where it exists) is the alternative. A finished translation is kept in localStorage per novel
 * and translator, so reopening it costs nothing. Failures are silent to the page (PRODUCT.md §8) but
 * reject, so the caller can restore the original. Both server answers come through the client
 * (data/pxv-client.ts): the stream's deadline is its first words (the novel, then the service's
 * first piece), the whole one's a generous bound on every piece.
 */
import {
  API_TIMEOUT_MS,
  detectNovelLanguage,
  novelTranslationPath,
  TRANSLATE_PIECE_TIMEOUT_MS,
} from "@pxv/pixiv";
import { getText } from "../../data/pxv-client";
import { getStream, readFailure } from "../../data/pxv-files";
import { builtInTranslator, translatorLanguage } from "../../lib/built-in-translator";
import { tokenizeHtml } from "../../lib/html-tokens";

/** The streamed translation's first words: the novel's text, then the service's first piece. */
const FIRST_WORDS_TIMEOUT_MS = API_TIMEOUT_MS + TRANSLATE_PIECE_TIMEOUT_MS;
/** The whole translation, made piece by piece before the server answers. */
const WHOLE_TRANSLATION_TIMEOUT_MS = 10 * 60_000;

export type TranslatorKind = "ai" | "browser";

const cacheKey = (id: number, kind: TranslatorKind): string => `pxv-novel-translation-${kind}-${id}`;

export function cachedTranslation(id: number, kind: TranslatorKind): string | null {
  try {
    return localStorage.getItem(cacheKey(id, kind));
  } catch {
    return null;
  }
}

function remember(id: number, kind: TranslatorKind, text: string): void {
  try {
    localStorage.setItem(cacheKey(id, kind), text);
  } catch {
    // Storage full: the translation is not cached this time.
  }
}

/**
 * The server's whole translation as HTML paragraphs (`.html`, cached by the server), read back as
 * text lines with the inert tokenizer; for browsers that cannot read a response as a stream.
 */
async function translateOnServerWhole(id: number, signal?: AbortSignal): Promise<string> {
  const html = await getText(novelTranslationPath(id, "html"), {
    signal,
    timeoutMs: WHOLE_TRANSLATION_TIMEOUT_MS,
    retry: null,
  });
  const paragraphs: string[] = [];
  let paragraph: string | null = null;
  for (const token of tokenizeHtml(html)) {
    if (token.type === "start" && token.name === "p") paragraph = "";
    else if (token.type === "text" && paragraph !== null) paragraph += token.text;
    else if (token.type === "end" && token.name === "p" && paragraph !== null) {
      paragraphs.push(paragraph);
      paragraph = null;
    }
  }
  return paragraphs.join("\n");
}

/** Streams the server's translation (`.txt`); `onText` receives the whole text so far. */
export async function translateOnServer(
  id: number,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  if (typeof TextDecoderStream === "undefined") {
    const text = await translateOnServerWhole(id, signal);
    onText(text);
    remember(id, "ai", text);
    return text;
  }
  const body = await getStream(novelTranslationPath(id, "txt"), {
    signal,
    timeoutMs: FIRST_WORDS_TIMEOUT_MS,
    retry: null,
  });
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += value;
      onText(text);
    }
  } catch (error) {
    throw readFailure(error, signal, "The translation");
  }
  if (text.trim() === "") throw new Error("The translation came back empty");
  remember(id, "ai", text);
  return text;
}

export { hasBrowserTranslator } from "../../lib/built-in-translator";

/** Translates line by line with the browser's Translator into Simplified Chinese. */
export async function translateInBrowser(
  id: number,
  source: string,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  const factory = builtInTranslator();
  if (factory === null) throw new Error("This browser has no built-in translator");
  const translator = await factory.create({
    sourceLanguage: detectNovelLanguage(source),
    targetLanguage: translatorLanguage("zh-CN"),
  });
  const lines: string[] = [];
  try {
    for (const line of source.split("\n")) {
      signal?.throwIfAborted();
      lines.push(line.trim() === "" ? line : await translator.translate(line));
      onText(lines.join("\n"));
    }
  } finally {
    translator.destroy?.();
  }
  const text = lines.join("\n");
  remember(id, "browser", text);
  return text;
}
