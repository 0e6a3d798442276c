// Messages between the page and the ugoira export worker (export-worker.ts).
import type { EncodedFrame } from "./frame-reader";

/** Formats made in the browser. */
export type BrowserExportFormat = "gif" | "apng" | "webm" | "mp4";

export interface ExportRequest {
  readonly format: BrowserExportFormat;
  readonly frames: readonly (EncodedFrame & { readonly file: string })[];
  /** Bits per second, for the videos. */
  readonly bitrate: number;
}

export type ExportMessage =
  | { readonly kind: "progress"; readonly done: number; readonly total: number }
  | { readonly kind: "done"; readonly bytes: Uint8Array; readonly type: string }
  | { readonly kind: "error"; readonly message: string };

export const EXPORT_MIME_TYPES: Readonly<Record<BrowserExportFormat, string>> = {
  gif: "image/gif",
  apng: "image/apng",
  webm: "video/webm",
  mp4: "video/mp4",
};
