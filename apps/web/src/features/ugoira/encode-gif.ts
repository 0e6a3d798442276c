/**
 * Ugoira → GIF with gifenc. The frames kept follow the 100-frame rule (ugoira-timing
 * `gifFrameSelection`). One palette serves every frame: it is quantized from pixels sampled
 * evenly across up to PALETTE_SAMPLE_FRAMES frames, so each frame only needs the fast nearest-
 * colour pass — an ugoira's frames share their colours, and a shared palette also keeps colours
 * from flickering between frames.
 */
import { gifDelaysCentiseconds, gifFrameSelection, type UgoiraFrameTiming } from "@pxv/pixiv";
import { applyPalette, GIFEncoder, quantize } from "gifenc";
import type { FrameReader } from "./frame-reader";

const PALETTE_SAMPLE_FRAMES = 8;
/** Every n-th pixel of a sampled frame goes into the palette sample. */
const PALETTE_PIXEL_STEP = 4;

async function sharedPalette(reader: FrameReader, indexes: readonly number[]) {
  const step = Math.max(1, Math.floor(indexes.length / PALETTE_SAMPLE_FRAMES));
  const sampled = indexes.filter((_, position) => position % step === 0).slice(0, PALETTE_SAMPLE_FRAMES);
  const pixelCount = reader.width * reader.height;
  const perFrame = Math.ceil(pixelCount / PALETTE_PIXEL_STEP);
  const sample = new Uint8ClampedArray(perFrame * sampled.length * 4);
  let offset = 0;
  for (const index of sampled) {
    const rgba = await reader.pixels(index);
    for (let pixel = 0; pixel < pixelCount; pixel += PALETTE_PIXEL_STEP) {
      sample.set(rgba.subarray(pixel * 4, pixel * 4 + 4), offset);
      offset += 4;
    }
  }
  return quantize(sample.subarray(0, offset), 256);
}

export async function encodeGif(
  reader: FrameReader,
  timing: readonly UgoiraFrameTiming[],
  onProgress: (done: number, total: number) => void,
): Promise<Uint8Array> {
  const selection = gifFrameSelection(timing);
  const palette = await sharedPalette(
    reader,
    selection.map((frame) => frame.index),
  );
  const delays = gifDelaysCentiseconds(selection.map((frame) => frame.delay));
  const gif = GIFEncoder({ initialCapacity: reader.width * reader.height * selection.length });
  for (const [position, frame] of selection.entries()) {
    const rgba = await reader.pixels(frame.index);
    const indexed = applyPalette(rgba, palette);
    gif.writeFrame(indexed, reader.width, reader.height, {
      palette: position === 0 ? palette : undefined,
      delay: (delays[position] ?? 2) * 10,
      repeat: 0,
    });
    onProgress(position + 1, selection.length);
  }
  gif.finish();
  return gif.bytes();
}
