/**
 * An ugoira's playback state (PRODUCT.md §4 "no data, downloading zip with progress, decoding frames,
 * playing or paused; resets on deactivation or error"): `start` loads the frames (metadata, zip,
 * decode) and plays; `pause`/`resume` toggle; an error toasts its message and returns to idle.
 * Drawing runs on requestAnimationFrame and picks the frame for the elapsed time, so frame delays
 * are honoured whatever the display's refresh rate.
 */
import { frameIndexAt } from "@pxv/pixiv";
import { useCallback, useEffect, useRef, useState } from "react";
import { useDataSource } from "../../data/data-source-context";
import { toast } from "../../lib/toast";
import { loadUgoira, releaseUgoira, type LoadedUgoira, type LoadProgress } from "./load-ugoira";
import { loadArea } from "../../data/proxy-areas";

export type UgoiraState =
  | { readonly status: "idle" }
  | { readonly status: "loading"; readonly progress: LoadProgress | null }
  | { readonly status: "playing" | "paused"; readonly ugoira: LoadedUgoira };

export function useUgoira(id: number) {
  const source = useDataSource();
  const [state, setState] = useState<UgoiraState>({ status: "idle" });
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const controller = useRef<AbortController | null>(null);
  const loaded = useRef<LoadedUgoira | null>(null);
  /** Elapsed animation time when paused, and the clock origin while playing. */
  const clock = useRef({ origin: 0, pausedAt: 0 });

  useEffect(
    () => () => {
      controller.current?.abort();
      if (loaded.current !== null) releaseUgoira(loaded.current);
      loaded.current = null;
    },
    [id],
  );

  const start = useCallback(async (): Promise<LoadedUgoira | null> => {
    if (loaded.current !== null) return loaded.current;
    if (controller.current !== null) return null;
    const own = new AbortController();
    controller.current = own;
    setState({ status: "loading", progress: null });
    try {
      const metadata = await loadArea(source, "work", own.signal).then((area) =>
        area.getUgoiraMetadata(id, { signal: own.signal }),
      );
      const ugoira = await loadUgoira(
        metadata,
        (progress) => {
          if (!own.signal.aborted) setState({ status: "loading", progress });
        },
        own.signal,
      );
      if (own.signal.aborted) {
        releaseUgoira(ugoira);
        return null;
      }
      loaded.current = ugoira;
      clock.current = { origin: performance.now(), pausedAt: 0 };
      setState({ status: "playing", ugoira });
      return ugoira;
    } catch (error) {
      if (!own.signal.aborted) {
        toast.error(error instanceof Error ? error.message : String(error));
        setState({ status: "idle" });
      }
      return null;
    } finally {
      if (controller.current === own) controller.current = null;
    }
  }, [id, source]);

  const pause = useCallback(() => {
    setState((previous) => {
      if (previous.status !== "playing") return previous;
      clock.current.pausedAt = performance.now() - clock.current.origin;
      return { status: "paused", ugoira: previous.ugoira };
    });
  }, []);

  const resume = useCallback(() => {
    setState((previous) => {
      if (previous.status !== "paused") return previous;
      clock.current.origin = performance.now() - clock.current.pausedAt;
      return { status: "playing", ugoira: previous.ugoira };
    });
  }, []);

  // The drawing loop: while playing, each animation frame draws the frame due at this moment.
  useEffect(() => {
    if (state.status !== "playing" && state.status !== "paused") return undefined;
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (canvas === null || context === null || context === undefined) return undefined;
    const { frames } = state.ugoira;
    let shown = -1;
    const draw = (elapsed: number): void => {
      const index = frameIndexAt(frames, elapsed);
      if (index === shown) return;
      const frame = frames[index];
      if (frame === undefined) return;
      context.drawImage(frame.bitmap, 0, 0, canvas.width, canvas.height);
      shown = index;
      canvas.dataset["frame"] = String(index);
    };
    if (state.status === "paused") {
      draw(clock.current.pausedAt);
      return undefined;
    }
    let handle = requestAnimationFrame(function tick(now) {
      draw(now - clock.current.origin);
      handle = requestAnimationFrame(tick);
    });
    return () => {
      cancelAnimationFrame(handle);
    };
  }, [state]);

  return { state, canvasRef, start, pause, resume };
}
