/**
 * The OCR worker: reads pictures for picture translation off the page's thread. On its first
 * request it starts the Tesseract engine (tesseract-engine.ts) with the files pxv serves itself
 * (ocr-assets.ts); it then fetches each picture through the client (data/pxv-files.ts), decodes it (createImageBitmap, OffscreenCanvas)
 * and runs recognise-page.ts on its pixels. One request at a time, in order.
 */
import { getBytes } from "../../data/pxv-files";
import { ocrAssetBase, ocrAssetUrls } from "./ocr-assets";
import type { OcrAnswer, OcrFailureKind, OcrRequest } from "./ocr-protocol";
import { recognisePage } from "./recognise-page";
import { createTesseractEngine, type TesseractEngine } from "./tesseract-engine";

let engine: Promise<TesseractEngine> | null = null;

function startEngine(): Promise<TesseractEngine> {
  const base = ocrAssetBase();
  if (base === null) return Promise.reject(new Error("This build carries no OCR files"));
  const urls = ocrAssetUrls(base, self.location.origin);
  return createTesseractEngine({
    workerPath: urls.workerPath,
    corePath: urls.corePath,
    jpnPath: urls.languagePath,
    jpnVertPath: urls.languagePath,
  });
}

class PictureError extends Error {}

const pictureError = (error: unknown): PictureError =>
  new PictureError(error instanceof Error ? error.message : String(error));

async function pixelsOf(url: string): Promise<ImageData> {
  // Through the client's one transport (its deadline, failure classes and retry), as every request.
  const bytes = await getBytes(url).catch((error: unknown) => {
    throw pictureError(error);
  });
  const bitmap = await createImageBitmap(new Blob([bytes])).catch((error: unknown) => {
    throw pictureError(error);
  });
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext("2d");
  if (context === null) throw new PictureError("No 2D canvas in this worker");
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

const failureOf = (error: unknown): OcrFailureKind => {
  if (error instanceof PictureError) return "picture";
  if (error instanceof RangeError || /out of memory|allocation/i.test(String(error))) return "memory";
  return "engine";
};

async function answer(request: OcrRequest): Promise<OcrAnswer> {
  try {
    const image = await pixelsOf(request.url);
    engine ??= startEngine();
    // A failed start is not kept: the next request tries again.
    const ready = await engine.catch((error: unknown) => {
      engine = null;
      throw error;
    });
    const regions = await recognisePage(image, ready);
    return { id: request.id, kind: "done", width: image.width, height: image.height, regions };
  } catch (error) {
    return {
      id: request.id,
      kind: "failed",
      failure: failureOf(error),
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

let queue: Promise<void> = Promise.resolve();

self.addEventListener("message", (event: MessageEvent<OcrRequest>) => {
  const request = event.data;
  queue = queue.then(async () => {
    (self as unknown as Worker).postMessage(await answer(request));
  });
});
