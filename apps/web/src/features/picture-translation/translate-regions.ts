/**
 * Translates the recognised texts of a picture's regions into an interface language: through the
 * instance's chat-completions service (`POST /api/picture-translate`, the whole picture in one
 * request, batched within @pxv/pixiv's PICTURE_TRANSLATION_LIMITS), or, when the server answers 503
 * (no service configured), with the browser's built-in Translator (lib/built-in-translator.ts). With
 * neither it throws NoPictureTranslator, so the page can show the recognised text with a notice;
 * other failures are PictureTranslationErrors saying which side failed. A region with nothing on it
 * is not sent; its translation is empty.
 */
import {
  PICTURE_TRANSLATION_LIMITS,
  PICTURE_TRANSLATION_TIMEOUT_MS,
  PXV_API_PATHS,
  isPictureTranslationLanguage,
  regionTextLine,
  type PictureTranslationBody,
} from "@pxv/pixiv";
import { DataSourceError } from "../../data/errors";
import { loadWireSchemas } from "../../data/load-wire-schemas";
import { postJson } from "../../data/pxv-client";
import { builtInTranslator, translatorLanguage } from "../../lib/built-in-translator";
import type { PictureTranslator } from "./translated-picture";

/** The language the recognised text is in (the OCR reads Japanese only). */
const SOURCE_LANGUAGE = "ja";

export interface RegionTranslations {
  readonly translator: Exclude<PictureTranslator, "none">;
  /** One per text, in the same order. */
  readonly translations: string[];
}

/** Neither the instance nor the browser can translate: the recognised text is all there is. */
export class NoPictureTranslator extends Error {
  constructor(message = "Neither the instance nor this browser can translate the picture's text") {
    super(message);
    this.name = "NoPictureTranslator";
  }
}

/**
 * Why a translation failed: pxv's server could not be reached (`offline`), the server or its
 * translation service failed (`service`), or the browser's translator did (`browser`).
 */
export type PictureTranslationFailure = "offline" | "service" | "browser";

export class PictureTranslationError extends Error {
  constructor(
    readonly failure: PictureTranslationFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "PictureTranslationError";
  }
}

/** The lines to send, in batches each within one request's limits. */
function batches(lines: readonly string[]): string[][] {
  const { maxTexts, totalMaxCharacters } = PICTURE_TRANSLATION_LIMITS;
  const all: string[][] = [];
  let current: string[] = [];
  let characters = 0;
  for (const line of lines) {
    if (current.length === maxTexts || characters + line.length > totalMaxCharacters) {
      all.push(current);
      current = [];
      characters = 0;
    }
    current.push(line);
    characters += line.length;
  }
  if (current.length > 0) all.push(current);
  return all;
}

/** Marks the server's 503: the instance has no translation service. */
const NO_SERVICE = Symbol("no translation service");

async function translateOnServer(
  lines: readonly string[],
  language: string,
  signal: AbortSignal | undefined,
): Promise<string[] | typeof NO_SERVICE> {
  const translations: string[] = [];
  for (const batch of batches(lines)) {
    let answer: PictureTranslationBody;
    try {
      answer = await postJson(
        PXV_API_PATHS.pictureTranslation,
        { language, texts: batch },
        {
          signal,
          timeoutMs: PICTURE_TRANSLATION_TIMEOUT_MS,
          schema: async () => (await loadWireSchemas()).pictureTranslationBodySchema,
        },
      );
    } catch (error) {
      signal?.throwIfAborted();
      if (error instanceof DataSourceError && error.status === 503) return NO_SERVICE;
      if (error instanceof DataSourceError && error.kind === "network")
        throw new PictureTranslationError("offline", `pxv's server could not be reached: ${error.message}`, {
          cause: error,
        });
      throw new PictureTranslationError(
        "service",
        `The translation service failed: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    }
    if (answer.translations.length !== batch.length) {
      throw new PictureTranslationError(
        "service",
        `The server answered ${String(answer.translations.length)} translations for ${String(batch.length)} texts`,
      );
    }
    translations.push(...answer.translations);
  }
  return translations;
}

/** A failure of the browser's translator: the pair it cannot translate is no translator at all. */
function browserFailure(error: unknown, signal: AbortSignal | undefined, language: string): Error {
  signal?.throwIfAborted();
  if (error instanceof DOMException && error.name === "NotSupportedError")
    return new NoPictureTranslator(`This browser cannot translate Japanese into ${language}`);
  return new PictureTranslationError("browser", `The browser's translator failed: ${String(error)}`, {
    cause: error,
  });
}

async function translateInBrowser(
  lines: readonly string[],
  language: string,
  signal: AbortSignal | undefined,
): Promise<string[]> {
  const factory = builtInTranslator();
  if (factory === null) {
    throw new NoPictureTranslator("No translation service is configured and this browser has no translator");
  }
  const pair = { sourceLanguage: SOURCE_LANGUAGE, targetLanguage: translatorLanguage(language) };
  let translator;
  try {
    // Only a model already on the device: creating one that must be downloaded first can wait for
    // ever (offline, or a browser that never fetches it), leaving the page's pictures unread.
    const availability = await factory.availability?.(pair);
    if (availability !== undefined && availability !== "available")
      throw new DOMException(`${pair.sourceLanguage} → ${pair.targetLanguage}`, "NotSupportedError");
    translator = await factory.create(signal === undefined ? pair : { ...pair, signal });
  } catch (error) {
    throw browserFailure(error, signal, language);
  }
  try {
    const translations: string[] = [];
    for (const line of lines) {
      signal?.throwIfAborted();
      translations.push(await translator.translate(line, signal === undefined ? {} : { signal }));
    }
    return translations;
  } catch (error) {
    throw browserFailure(error, signal, language);
  } finally {
    translator.destroy?.();
  }
}

/**
 * Each text's translation into `language` (an interface language), in order, and who made it: the
 * instance's service, else the browser's translator. Throws NoPictureTranslator when neither exists.
 */
export async function translateRegionTexts(
  texts: readonly string[],
  language: string,
  signal?: AbortSignal,
): Promise<RegionTranslations> {
  if (!isPictureTranslationLanguage(language))
    throw new RangeError(`${language} is not one of the interface languages`);
  const lines = texts.map((text) =>
    regionTextLine(text).slice(0, PICTURE_TRANSLATION_LIMITS.textMaxCharacters),
  );
  const sent = lines.filter((line) => line !== "");
  const placed = (translated: readonly string[]): string[] => {
    let next = 0;
    return lines.map((line) => (line === "" ? "" : (translated[next++] ?? "")));
  };
  if (sent.length === 0) return { translator: "service", translations: placed([]) };
  const onServer = await translateOnServer(sent, language, signal);
  if (onServer !== NO_SERVICE) return { translator: "service", translations: placed(onServer) };
  return { translator: "browser", translations: placed(await translateInBrowser(sent, language, signal)) };
}
