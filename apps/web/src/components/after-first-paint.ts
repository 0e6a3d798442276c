/**
 * "After the first cards are painted": when start-up's optional work may begin (the persisted query
 * cache and its database, the service worker, notices, Home's cards below the ranking, the bulk
 * download entry, the toasts), so that none of it competes with the first screen for a phone's
 * network. On a Home tab that is the moment the ranking card's first picture has arrived; on any
 * other page, the window's load event. Then the next idle moment — and never later than
 * SAFETY_DELAY_MS after start, so a failing ranking does not hold the rest back.
 */
import { useEffect, useState } from "react";
import { isHomePath } from "../routing/paths";

const SAFETY_DELAY_MS = 8_000;
const IDLE_TIMEOUT_MS = 1_000;

let markPainted: () => void = () => undefined;
const firstCardsPainted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/** Called by Home when the ranking card's first picture has loaded (or failed to). */
export function markFirstCardsPainted(): void {
  markPainted();
}

const delay = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

const windowLoaded = (): Promise<void> =>
  document.readyState === "complete"
    ? Promise.resolve()
    : new Promise((resolve) => {
        window.addEventListener(
          "load",
          () => {
            resolve();
          },
          { once: true },
        );
      });

const idle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(
        () => {
          resolve();
        },
        { timeout: IDLE_TIMEOUT_MS },
      );
    } else setTimeout(resolve, 0);
  });

let afterPaint: Promise<void> | null = null;
let painted = false;

/** Resolves once, after the first cards are painted (see the header); at once in unit tests (no pictures load there). */
export function afterFirstPaint(): Promise<void> {
  afterPaint ??= (
    import.meta.env.MODE === "test"
      ? Promise.resolve()
      : Promise.race([
          windowLoaded().then(() => (isHomePath(window.location.pathname) ? firstCardsPainted : undefined)),
          delay(SAFETY_DELAY_MS),
        ]).then(idle)
  ).then(() => {
    painted = true;
  });
  return afterPaint;
}

/** false until after the first cards are painted, then true (for what renders only then). */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstPaint().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
