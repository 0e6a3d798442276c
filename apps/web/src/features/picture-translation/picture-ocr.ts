/**
 * The page's side of picture OCR: `recognisePicture(url)` reads a picture's Japanese text in the OCR
 * worker (ocr-worker.ts), started on first use and kept for the next pictures; `stopPictureOcr`
 * ends it (freeing its memory). Nothing here loads before a picture is first asked for: the worker's
 * module and the OCR files are fetched then, and kept by the service worker afterwards.
 */
import type { OcrAnswer, OcrFailureKind } from "./ocr-protocol";
import type { RecognisedRegion } from "./recognise-page";

export interface RecognisedPicture {
  readonly width: number;
  readonly height: number;
  readonly regions: readonly RecognisedRegion[];
}

/** A picture that could not be read, and why (the message is for logs, not for people). */
export class PictureOcrError extends Error {
  constructor(
    readonly failure: OcrFailureKind,
    message: string,
  ) {
    super(message);
    this.name = "PictureOcrError";
  }
}

interface Pending {
  readonly resolve: (picture: RecognisedPicture) => void;
  readonly reject: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const entry of pending.values()) entry.reject(error);
  pending.clear();
}

function ocrWorker(): Worker {
  if (worker !== null) return worker;
  const started = new Worker(new URL("./ocr-worker.ts", import.meta.url), { type: "module" });
  started.addEventListener("message", (event: MessageEvent<OcrAnswer>) => {
    const message = event.data;
    const entry = pending.get(message.id);
    if (entry === undefined) return;
    pending.delete(message.id);
    if (message.kind === "done") entry.resolve(message);
    else entry.reject(new PictureOcrError(message.failure, message.message));
  });
  started.addEventListener("error", (event) => {
    // The worker itself died (a crash, memory): every waiting picture fails, the next starts anew.
    failAll(new PictureOcrError("engine", event.message || "The OCR worker stopped"));
    stopPictureOcr();
  });
  worker = started;
  return started;
}

/** Reads the text regions of the picture at `url` (pxv's own origin). */
export function recognisePicture(url: string): Promise<RecognisedPicture> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    ocrWorker().postMessage({ id, url: new URL(url, location.href).href });
  });
}

/** Ends the OCR worker; a later picture starts it again. */
export function stopPictureOcr(): void {
  worker?.terminate();
  worker = null;
  failAll(new PictureOcrError("engine", "The OCR was stopped"));
}
