/**
 * The frame-rate meter (settings → preference → "show the frame-rate meter"): a small fixed badge
 * with the frames painted in the last second, counted with requestAnimationFrame. Loaded on demand,
 * only when the setting is on; stops counting when it unmounts.
 */
import { useEffect, useState } from "react";

/** Frames counted over this window before the figure updates. */
const WINDOW_MS = 1000;

export function framesPerSecond(frames: number, elapsedMs: number): number {
  return elapsedMs <= 0 ? 0 : Math.round((frames * 1000) / elapsedMs);
}

export default function FpsMeter() {
  const [fps, setFps] = useState<number | null>(null);

  useEffect(() => {
    let frames = 0;
    let start = performance.now();
    let request = 0;
    const tick = (now: number): void => {
      frames += 1;
      if (now - start >= WINDOW_MS) {
        setFps(framesPerSecond(frames, now - start));
        frames = 0;
        start = now;
      }
      request = requestAnimationFrame(tick);
    };
    request = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(request);
    };
  }, []);

  return (
    <output
      data-testid="fps-meter"
      aria-live="off"
      className="pointer-events-none fixed top-2 right-2 z-[60] rounded bg-black/70 px-2 py-0.5 font-mono text-xs text-lime-300 tabular-nums"
    >
      {fps === null ? "–" : fps} FPS
    </output>
  );
}
