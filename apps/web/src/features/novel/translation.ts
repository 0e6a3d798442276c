/**
 * Novel translation (PRODUCT.md §4 "Translation replaces novel text; result cached", PRODUCT.md
 * §B7.3). The server's chat-completions translation streams as plain text from
 * /api/pixiv-novel-translate/{id}.txt and is shown as it arrives; the browser's built-in Translator
 * (where it exists) is the alternative. A finished translation is kept in localStorage per novel
 * and translator, so reopening it costs nothing. Failures are silent to the page (PRODUCT.md §8) but
 * reject, so the caller can restore the original.
 */
import { detectNovelLanguage } from "@pxv/pixiv";
import { tokenizeHtml } from "../../lib/html-tokens";

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
  const response = await fetch(`/api/pixiv-novel-translate/${id}.html`, { ...(signal ? { signal } : {}) });
  if (!response.ok) throw new Error(`Translation failed: HTTP ${response.status}`);
  const html = await response.text();
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
  const response = await fetch(`/api/pixiv-novel-translate/${id}.txt`, { ...(signal ? { signal } : {}) });
  if (!response.ok || response.body === null) throw new Error(`Translation failed: HTTP ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += value;
    onText(text);
  }
  if (text.trim() === "") throw new Error("The translation came back empty");
  remember(id, "ai", text);
  return text;
}

interface BuiltInTranslator {
  translate(text: string): Promise<string>;
  destroy?: () => void;
}
interface TranslatorFactory {
  create(options: { sourceLanguage: string; targetLanguage: string }): Promise<BuiltInTranslator>;
}

function builtInTranslator(): TranslatorFactory | null {
  const candidate = (globalThis as { Translator?: TranslatorFactory }).Translator;
  return candidate !== undefined && typeof candidate.create === "function" ? candidate : null;
}

export const hasBrowserTranslator = (): boolean => builtInTranslator() !== null;

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
    targetLanguage: "zh",
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
