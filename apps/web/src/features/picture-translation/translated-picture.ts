/**
 * A picture's translation, as the overlay draws it and the cache keeps it: the picture's size (the
 * regions' coordinate space, whatever size it is shown at), the target language, who translated it,
 * and each text region with its recognised Japanese and its translation. Kept per work, page and
 * language (storage/picture-translations.ts), so a picture is read once per language.
 */
import type { Box } from "./text-regions";

export interface TranslatedRegion {
  /** Where the original text's ink is, in the picture's pixels. */
  readonly box: Box;
  /** The speech bubble's or caption's bounds, when the text is framed: room for the translation. */
  readonly frame: Box | null;
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
