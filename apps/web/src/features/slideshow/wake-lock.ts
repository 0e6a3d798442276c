/**
 * Keeps the screen awake while the slideshow runs: a screen wake lock (`navigator.wakeLock`),
 * requested again when the page becomes visible (the browser releases it whenever the page is
 * hidden), and released when the slideshow closes. Where the browser has none or refuses, the
 * slideshow runs all the same.
 */
import { useEffect } from "react";

export function useScreenWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = typeof navigator === "undefined" ? undefined : navigator.wakeLock;
    if (!active || wakeLock === undefined) return undefined;
    let sentinel: WakeLockSentinel | null = null;
    let closed = false;
    const request = (): void => {
      if (document.visibilityState !== "visible" || (sentinel !== null && !sentinel.released)) return;
      wakeLock.request("screen").then(
        (held) => {
          if (closed) void held.release();
          else sentinel = held;
        },
        () => undefined,
      );
    };
    request();
    document.addEventListener("visibilitychange", request);
    return () => {
      closed = true;
      document.removeEventListener("visibilitychange", request);
      if (sentinel !== null && !sentinel.released) void sentinel.release();
      sentinel = null;
    };
  }, [active]);
}
