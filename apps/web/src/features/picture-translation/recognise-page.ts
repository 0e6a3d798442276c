/**
 * Reads a picture's Japanese text: finds the text regions (text-regions.ts), then has an OCR engine
 * read each one, vertically (Tesseract's jpn_vert, a vertical block) or horizontally (jpn, a block),
 * both for a region that could be either, keeping the more confident reading; an unsure reading is
 * tried again at other scales. Free-text candidates
 * are kept only when the reading is Japanese and confident (art makes glyph-like shapes too); framed
 * ones whenever they read as Japanese. The engine is given, so the same code runs in the browser's
 * worker (ocr-worker.ts) and in Node (the quality test).
 */
import { cropAsPgm, findTextCandidates, toGrey, type Box, type RgbaImage } from "./text-regions";

export interface OcrReading {
  readonly text: string;
  /** Tesseract's mean word confidence, 0–100. */
  readonly confidence: number;
}

/** Reads one crop (PGM bytes) as vertical or horizontal Japanese. */
export interface OcrEngine {
  recognise(image: Uint8Array, vertical: boolean): Promise<OcrReading>;
}

export interface RecognisedRegion {
  /** Where the text's ink is, in the picture's pixels. */
  readonly box: Box;
  /** The speech bubble's or caption's bounds, when the text is framed: room for a translation. */
  readonly frame: Box | null;
  readonly text: string;
  readonly vertical: boolean;
  readonly confidence: number;
}

/** Hiragana, katakana (with the long-vowel mark) and CJK ideographs. */
const JAPANESE = /[\u3041-\u309f\u30a0-\u30ff\u3400-\u9fff]/gu;
/** What a free-text reading needs to count as text rather than art. */
const MIN_FREE_CONFIDENCE = 60;
const MIN_FREE_JAPANESE = 2;
/** A reading at least this confident is not tried again at another scale. */
const SURE_CONFIDENCE = 80;
const RETRY_SCALES: readonly number[] = [1, 0.75, 1.5];

/** A reading without the spaces Tesseract puts between CJK characters and without line breaks. */
export const compactText = (text: string): string => text.replace(/\s+/gu, "");

const japaneseCount = (text: string): number => text.match(JAPANESE)?.length ?? 0;

/** Recognises every text region of a picture, framed ones first, each top to bottom. */
export async function recognisePage(image: RgbaImage, engine: OcrEngine): Promise<RecognisedRegion[]> {
  const grey = toGrey(image);
  const regions: RecognisedRegion[] = [];
  for (const candidate of findTextCandidates(grey)) {
    const orientations =
      candidate.orientation === "either" ? [true, false] : [candidate.orientation === "vertical"];
    let best: { reading: OcrReading; vertical: boolean } | null = null;
    // Tesseract's reading of a crop can hinge on its exact size: an unsure one is read again at
    // other scales, and the surest reading kept.
    for (const scale of RETRY_SCALES) {
      const crop = cropAsPgm(grey, candidate, scale);
      for (const vertical of orientations) {
        const reading = await engine.recognise(crop, vertical);
        if (best === null || reading.confidence > best.reading.confidence) best = { reading, vertical };
      }
      if (best !== null && best.reading.confidence >= SURE_CONFIDENCE) break;
    }
    if (best === null) continue;
    const text = compactText(best.reading.text);
    const japanese = japaneseCount(text);
    const free = candidate.frame === null;
    if (japanese === 0) continue;
    if (free && (japanese < MIN_FREE_JAPANESE || best.reading.confidence < MIN_FREE_CONFIDENCE)) continue;
    regions.push({
      box: candidate.box,
      frame: candidate.frame,
      text,
      vertical: best.vertical,
      confidence: best.reading.confidence,
    });
  }
  return regions;
}
