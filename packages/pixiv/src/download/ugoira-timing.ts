/**
 * Ugoira timing (PRODUCT.md §9, PRODUCT.md §B6): frame delays are pixiv's milliseconds per frame.
 * Playback finds the frame for a moment of the loop; exports turn the delays into what each format
 * can hold — GIF counts in hundredths of a second (rounding errors are carried to the next frame so
 * the loop keeps its length), videos need start times, and GIFs of 100 or more frames keep every
 * second frame, each shown for the pair's time (twice the delay when delays are even), which halves
 * the file while the animation lasts as long.
 */

export interface UgoiraFrameTiming {
  readonly file: string;
  /** Milliseconds. */
  readonly delay: number;
}

/** From this many frames on, a GIF keeps every second frame (PRODUCT.md §9). */
export const GIF_HALVING_FRAME_COUNT = 100;
/** MP4 bitrate setting unit: the setting is in Mbps (PRODUCT.md §9, "value times 1,000,000"). */
export const UGOIRA_BITRATE_UNIT = 1_000_000;
/** A frame is never shown for less than this (browsers treat 0–10 ms GIF delays as 100 ms). */
export const MIN_FRAME_DELAY_MS = 20;

/** pixiv's delay, with zero or nonsense values raised to the minimum a player honours. */
export function effectiveDelay(delay: number): number {
  return Number.isFinite(delay) && delay >= MIN_FRAME_DELAY_MS ? delay : MIN_FRAME_DELAY_MS;
}

/** The length of one loop, in ms. */
export function loopDuration(frames: readonly UgoiraFrameTiming[]): number {
  return frames.reduce((sum, frame) => sum + effectiveDelay(frame.delay), 0);
}

/** Start time of every frame in ms, and the loop length at the end (length = frames + 1). */
export function frameStarts(frames: readonly UgoiraFrameTiming[]): number[] {
  const starts = [0];
  let time = 0;
  for (const frame of frames) {
    time += effectiveDelay(frame.delay);
    starts.push(time);
  }
  return starts;
}

/** The frame shown `elapsed` ms after the loop began (looping). */
export function frameIndexAt(frames: readonly UgoiraFrameTiming[], elapsed: number): number {
  const length = loopDuration(frames);
  if (frames.length === 0 || length === 0) return 0;
  let time = ((elapsed % length) + length) % length;
  for (const [index, frame] of frames.entries()) {
    const delay = effectiveDelay(frame.delay);
    if (time < delay) return index;
    time -= delay;
  }
  return frames.length - 1;
}

/** A frame chosen for an export: which source frame, and for how long (ms). */
export interface ExportFrame {
  readonly index: number;
  readonly delay: number;
}

/** The frames a GIF keeps (PRODUCT.md §9): all of them under 100 frames, else every second one. */
export function gifFrameSelection(frames: readonly UgoiraFrameTiming[]): ExportFrame[] {
  if (frames.length < GIF_HALVING_FRAME_COUNT) {
    return frames.map((frame, index) => ({ index, delay: effectiveDelay(frame.delay) }));
  }
  const kept: ExportFrame[] = [];
  for (let index = 0; index < frames.length; index += 2) {
    const first = frames[index];
    const second = frames[index + 1];
    if (first === undefined) break;
    const delay = effectiveDelay(first.delay) + (second === undefined ? 0 : effectiveDelay(second.delay));
    kept.push({ index, delay });
  }
  return kept;
}

/**
 * Delays in hundredths of a second for a GIF, each at least 2 (browsers slow anything shorter),
 * with the rounding error carried forward so the total matches the original within 10 ms.
 */
export function gifDelaysCentiseconds(delaysMs: readonly number[]): number[] {
  let carried = 0;
  return delaysMs.map((delay) => {
    const exact = delay / 10 + carried;
    const rounded = Math.max(2, Math.round(exact));
    carried = exact - rounded;
    return rounded;
  });
}

/** Every frame's timestamp and duration in seconds, for a video encoder. */
export function videoFrameTimes(frames: readonly UgoiraFrameTiming[]): { start: number; duration: number }[] {
  const starts = frameStarts(frames);
  return frames.map((_, index) => {
    const start = starts[index] ?? 0;
    const end = starts[index + 1] ?? start;
    return { start: start / 1000, duration: (end - start) / 1000 };
  });
}

/** pixiv's 600×600 frames zip → the 1920×1080 one beside it (reference viewer wire notes). */
export function highResolutionZipUrl(url: string): string {
  return url.replace(/_ugoira600x600\.zip$/, "_ugoira1920x1080.zip");
}
