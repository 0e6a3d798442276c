/**
 * Frames for the encoders, decoded one at a time from the zip's image files so a long or large
 * ugoira never holds every decoded frame at once: `draw(i)` paints frame i on the shared canvas
 * (scaled to the export size), `pixels(i)` returns its RGBA. Works in a worker (OffscreenCanvas).
 */

/** One frame as it came out of the zip. */
export interface EncodedFrame {
  readonly data: ArrayBuffer;
  /** MIME type of `data` (image/jpeg, image/png, …). */
  readonly type: string;
  /** Milliseconds. */
  readonly delay: number;
}

export interface FrameReader {
  readonly width: number;
  readonly height: number;
  readonly count: number;
  readonly canvas: OffscreenCanvas;
  draw(index: number): Promise<void>;
  pixels(index: number): Promise<Uint8ClampedArray>;
}

/**
 * A reader over the frames; the export size is the first frame's, made even when `even` is set
 * (H.264 needs even dimensions).
 */
export async function createFrameReader(frames: readonly EncodedFrame[], even = false): Promise<FrameReader> {
  const first = frames[0];
  if (first === undefined) throw new Error("The ugoira has no frames");
  const probe = await createImageBitmap(new Blob([first.data], { type: first.type }));
  const round = (value: number): number => (even ? Math.max(2, value - (value % 2)) : value);
  const width = round(probe.width);
  const height = round(probe.height);
  probe.close();

  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (context === null) throw new Error("No 2D canvas in this browser");

  async function draw(index: number): Promise<void> {
    const frame = frames[index];
    if (frame === undefined) throw new Error(`No frame ${String(index)}`);
    const bitmap = await createImageBitmap(new Blob([frame.data], { type: frame.type }));
    context?.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
  }

  return {
    width,
    height,
    count: frames.length,
    canvas,
    draw,
    async pixels(index: number): Promise<Uint8ClampedArray> {
      await draw(index);
      return context.getImageData(0, 0, width, height).data;
    },
  };
}
