/**
 * Ugoira → APNG with upng-js, lossless (colour count 0) with each frame's own delay, as the
 * reference viewer makes it.
 */
import { effectiveDelay, type UgoiraFrameTiming } from "@pxv/pixiv";
import type { FrameReader } from "./frame-reader";
import { loadUpng } from "./upng-loader";

export async function encodeApng(
  reader: FrameReader,
  timing: readonly UgoiraFrameTiming[],
  onProgress: (done: number, total: number) => void,
): Promise<Uint8Array> {
  const buffers: ArrayBuffer[] = [];
  // One more step than frames: the compression at the end.
  const total = reader.count + 1;
  for (let index = 0; index < reader.count; index += 1) {
    const rgba = await reader.pixels(index);
    buffers.push(rgba.slice().buffer);
    onProgress(index + 1, total);
  }
  const delays = timing.map((frame) => Math.round(effectiveDelay(frame.delay)));
  const upng = await loadUpng();
  const png = upng.encode(buffers, reader.width, reader.height, 0, delays);
  onProgress(total, total);
  return new Uint8Array(png);
}
