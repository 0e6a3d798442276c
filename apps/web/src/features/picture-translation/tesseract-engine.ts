/**
 * The OCR engine of recognise-page.ts on tesseract.js: one Tesseract worker for horizontal Japanese
 * (jpn, read as a uniform block) and one for vertical (jpn_vert, a vertical block), LSTM only (the
 * `best_int` data, 2 MB each). Where the files come from is the caller's: in the browser pxv's own
 * build output (ocr-assets.ts), in Node the npm packages' folders. Tesseract's own cache
 * (IndexedDB, or files in Node) is off: the service worker keeps the files after first use.
 */
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";
import type { OcrEngine } from "./recognise-page";

export interface TesseractPaths {
  /** tesseract.js's worker script (browser only; Node uses its own). */
  readonly workerPath?: string;
  /** The WASM core: a file, or a folder Tesseract picks a build from (browser only). */
  readonly corePath?: string;
  /** The folder (or URL) of each language's `<lang>.traineddata.gz`. */
  readonly jpnPath: string;
  readonly jpnVertPath: string;
}

export interface TesseractEngine extends OcrEngine {
  terminate(): Promise<void>;
}

async function languageWorker(language: string, langPath: string, psm: PSM, paths: TesseractPaths) {
  const worker = await createWorker(language, OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cacheMethod: "none",
    workerBlobURL: false,
    ...(paths.workerPath === undefined ? {} : { workerPath: paths.workerPath }),
    ...(paths.corePath === undefined ? {} : { corePath: paths.corePath }),
  });
  await worker.setParameters({ tessedit_pageseg_mode: psm });
  return worker;
}

export async function createTesseractEngine(paths: TesseractPaths): Promise<TesseractEngine> {
  const [horizontal, vertical] = await Promise.all([
    languageWorker("jpn", paths.jpnPath, PSM.SINGLE_BLOCK, paths),
    languageWorker("jpn_vert", paths.jpnVertPath, PSM.SINGLE_BLOCK_VERT_TEXT, paths),
  ]);
  const read = async (worker: Worker, image: Uint8Array) => {
    // tesseract.js takes bytes of an encoded image; its typings list Buffer, which Node's bytes are.
    const { data } = await worker.recognize(image as Buffer);
    return { text: data.text, confidence: data.confidence };
  };
  return {
    recognise: (image, isVertical) => read(isVertical ? vertical : horizontal, image),
    terminate: async () => {
      await Promise.all([horizontal.terminate(), vertical.terminate()]);
    },
  };
}
