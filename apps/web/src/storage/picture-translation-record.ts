/**
 * A picture translation as the overlay draws it, the store keeps it (picture-translations.ts) and sync
 * carries it: the picture's size (the regions' coordinate space, whatever size it is shown at), the
 * target language, who translated it, and each text region with its recognised Japanese and its
 * translation; its bounds, and the one check every picture passes before it is kept, read back or
 * taken from another device, so that a corrupt or hostile row is dropped, never drawn. The check
 * answers a fresh copy: nothing but the known fields is kept. The features use these types through
 * features/picture-translation/translated-picture.ts.
 */
import { isLanguage } from "../i18n/languages";

/** A rectangle in the picture's pixels. */
export interface RegionBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface TranslatedRegion {
  /** Where the original text's ink is, in the picture's pixels. */
  readonly box: RegionBox;
  /** The speech bubble's or caption's bounds, when the text is framed: room for the translation. */
  readonly frame: RegionBox | null;
  /** Whether the original text runs in columns (top to bottom, right to left). */
  readonly vertical: boolean;
  /** The recognised Japanese text. */
  readonly text: string;
  /** The translation; null when no translator was available (the recognised text is shown then). */
  readonly translation: string | null;
}

/** Who translated the regions: the instance's chat-completions service, the browser, or nobody. */
export type PictureTranslator = "service" | "browser" | "none";

export interface TranslatedPicture {
  readonly width: number;
  readonly height: number;
  /** The target language, one of the interface languages (i18n/languages.ts). */
  readonly language: string;
  readonly translator: PictureTranslator;
  readonly regions: readonly TranslatedRegion[];
}

export interface PictureTranslationRow {
  readonly illustId: number;
  readonly page: number;
  readonly language: string;
  /** Milliseconds since the epoch; the store drops the oldest first. */
  readonly storedAt: number;
  readonly picture: TranslatedPicture;
}

/** More text regions than a page of manga holds: a picture with more is not one the overlay draws. */
export const PICTURE_REGIONS_MAX = 200;
/** The longest recognised text or translation of one region, in UTF-16 units. */
export const REGION_TEXT_MAX_CHARS = 2000;

const TRANSLATORS: readonly PictureTranslator[] = ["service", "browser", "none"];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isSize = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;
const isRegionText = (value: unknown): value is string =>
  typeof value === "string" && value.length <= REGION_TEXT_MAX_CHARS;

function boxOf(value: unknown): RegionBox | null {
  if (!isRecord(value)) return null;
  const { x, y, width, height } = value;
  return isSize(x) && isSize(y) && isSize(width) && isSize(height) ? { x, y, width, height } : null;
}

function regionOf(value: unknown): TranslatedRegion | null {
  if (!isRecord(value)) return null;
  const box = boxOf(value["box"]);
  const frame = value["frame"] === null ? null : boxOf(value["frame"]);
  const { vertical, text, translation } = value;
  if (box === null || (frame === null && value["frame"] !== null)) return null;
  if (typeof vertical !== "boolean" || !isRegionText(text)) return null;
  if (translation !== null && !isRegionText(translation)) return null;
  return { box, frame, vertical, text, translation };
}

/**
 * The translated picture a value holds, within the bounds, in `language` (one of the interface
 * languages) when given; null when it is anything else.
 */
export function translatedPictureOf(value: unknown, language?: string): TranslatedPicture | null {
  if (!isRecord(value)) return null;
  const { width, height, translator, regions } = value;
  const pictureLanguage = value["language"];
  if (!isSize(width) || !isSize(height) || !isLanguage(pictureLanguage)) return null;
  if (language !== undefined && pictureLanguage !== language) return null;
  if (!TRANSLATORS.includes(translator as PictureTranslator)) return null;
  if (!Array.isArray(regions) || regions.length > PICTURE_REGIONS_MAX) return null;
  const kept = regions.map(regionOf);
  if (kept.some((region) => region === null)) return null;
  return {
    width,
    height,
    language: pictureLanguage,
    translator: translator as PictureTranslator,
    regions: kept as TranslatedRegion[],
  };
}

/** The key of a kept translation: a work's id (above 0), its page (0-based) and the language. */
export const isPictureTranslationKey = (illustId: number, page: number, language: string): boolean =>
  Number.isSafeInteger(illustId) &&
  illustId > 0 &&
  Number.isSafeInteger(page) &&
  page >= 0 &&
  isLanguage(language);
