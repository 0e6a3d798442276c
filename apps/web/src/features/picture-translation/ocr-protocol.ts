/**
 * Messages between the page and the OCR worker (ocr-worker.ts): the page asks for a picture by URL
 * (the worker fetches and decodes it itself, so the page's thread only waits), the worker answers
 * with the picture's size and its recognised regions, or a failure with its kind.
 */
import type { RecognisedRegion } from "./recognise-page";

export interface OcrRequest {
  readonly id: number;
  /** A picture on pxv's own origin (its image proxy). */
  readonly url: string;
}

/** Why a picture could not be read: its bytes did not come, the OCR could not start, or memory ran out. */
export type OcrFailureKind = "picture" | "engine" | "memory";

export type OcrAnswer =
  | {
      readonly id: number;
      readonly kind: "done";
      readonly width: number;
      readonly height: number;
      readonly regions: readonly RecognisedRegion[];
    }
  | {
      readonly id: number;
      readonly kind: "failed";
      readonly failure: OcrFailureKind;
      readonly message: string;
    };
