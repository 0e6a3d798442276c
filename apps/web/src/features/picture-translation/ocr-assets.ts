/**
 * Where the OCR's files are: pxv's own build output, never another host. vite.config.ts copies
 * tesseract.js's worker script, its WASM core (with and without SIMD, LSTM only) and the Japanese
 * data (horizontal and vertical) from their npm packages into one folder named by a hash of their
 * bytes (`/assets/ocr-<hash>/`), and tells the app that folder as `__PXV_OCR_BASE__`; the service
 * worker keeps the files after first use like the other optional assets. In the dev server the
 * same folder is answered from node_modules.
 */

declare const __PXV_OCR_BASE__: string | undefined;

/** The files, by the name they have in the folder. */
export const OCR_FILES = {
  worker: "worker.min.js",
  coreSimd: "tesseract-core-simd-lstm.wasm.js",
  core: "tesseract-core-lstm.wasm.js",
  jpn: "jpn.traineddata.gz",
  jpnVert: "jpn_vert.traineddata.gz",
} as const;

/** The folder's path on pxv's origin (ends with a slash), or null in a build without it (tests). */
export const ocrAssetBase = (): string | null =>
  typeof __PXV_OCR_BASE__ === "string" ? __PXV_OCR_BASE__ : null;

/** A tiny WASM module that uses a SIMD instruction: valid only where WASM SIMD is supported. */
const SIMD_PROBE = Uint8Array.from(atob("AGFzbQEAAAABBQFgAAF7AwIBAAoKAQgAQQD9D/1iCw=="), (character) =>
  character.charCodeAt(0),
);

/** The OCR's file URLs on `origin`: the SIMD core where WASM SIMD works, the plain one elsewhere. */
export function ocrAssetUrls(base: string, origin: string) {
  const at = (file: string): string => new URL(`${base}${file}`, origin).href;
  return {
    workerPath: at(OCR_FILES.worker),
    corePath: at(WebAssembly.validate(SIMD_PROBE) ? OCR_FILES.coreSimd : OCR_FILES.core),
    // Both languages' data sit in the one folder (Tesseract adds `<lang>.traineddata.gz`).
    languagePath: new URL(base, origin).href.replace(/\/$/, ""),
  };
}
