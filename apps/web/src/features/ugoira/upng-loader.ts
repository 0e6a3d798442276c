/**
 * Loads upng-js inside the export worker. upng-js is a script that publishes itself as
 * `window.UPNG` and reads `window.pako` when it finds no CommonJS `module`/`require` — which is what
 * it finds in the bundled worker, where there is no `window` either. So the worker's global scope
 * stands in for `window`, and where upng-js looks for pako it finds fflate's zlib compressor
 * (the same zlib stream PNG needs, faster than pako), then the encoder is read back. upng-js
 * deflates every frame once per PNG row filter it tries and keeps the smallest; here each frame is
 * filtered once with "Sub", which suits the photographic frames of an ugoira, so an export costs
 * one deflate per frame instead of two to five.
 */
import { zlibSync } from "fflate";

/** The one pako function upng-js calls, on fflate. */
const pakoOnFflate = { deflate: (data: Uint8Array): Uint8Array => zlibSync(data, { level: 4 }) };

/** PNG's "Sub" row filter (each byte minus the one a pixel to its left). */
const SUB_FILTER = 1;

type FilterLine = (
  out: Uint8Array,
  image: Uint8Array,
  row: number,
  bpl: number,
  bpp: number,
  type: number,
) => void;
type FilterZero = (
  image: Uint8Array,
  height: number,
  bpp: number,
  bpl: number,
  out: Uint8Array,
) => Uint8Array;

interface Upng {
  encode: ((
    frames: ArrayBuffer[],
    width: number,
    height: number,
    colors: number,
    delays?: number[],
  ) => ArrayBuffer) & { _filterZero?: FilterZero; _filterLine?: FilterLine };
}

/** One filter pass and one deflate per frame (see the module comment). */
function filterOnce(upng: Upng): void {
  const filterLine = upng.encode._filterLine;
  if (filterLine === undefined) return;
  upng.encode._filterZero = (image, height, bpp, bpl, out) => {
    for (let row = 0; row < height; row += 1) filterLine(out, image, row, bpl, bpp, SUB_FILTER);
    return pakoOnFflate.deflate(out);
  };
}

export async function loadUpng(): Promise<Upng> {
  const scope = globalThis as unknown as { window?: unknown; pako?: unknown; UPNG?: Upng };
  scope.window ??= globalThis;
  scope.pako ??= pakoOnFflate;
  const module = (await import("upng-js")) as { default?: Partial<Upng> };
  const upng = typeof module.default?.encode === "function" ? (module.default as Upng) : scope.UPNG;
  if (upng === undefined) throw new Error("The APNG encoder did not load");
  filterOnce(upng);
  return upng;
}
