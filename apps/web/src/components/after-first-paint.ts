/**
 * "After the first cards are painted": when start-up's optional work may begin (the persisted query
 * cache and its database, the service worker, notices, Home's cards below the ranking, the bulk
 * download entry, the key bindings, the toasts), so that none of it competes with the first screen's
 * pictures for a phone's network. On a page that opens with pictures (routing/paths.ts
 * `opensWithPictures`: Home, a ranking, a search, an artwork…) that is the moment the pictures in the
 * viewport have decoded or failed, looked at when the page's first picture arrives; on any other page,
 * the window's load event. Then the next idle moment — and never later than SAFETY_DELAY_MS after
 * start, so a failing list does not hold the rest back. Until then a picture mounted in the viewport
 * is one of the first screen's (`isFirstScreenPicture`): it loads at once, at high priority.
 */
import { useEffect, useState } from "react";
import { opensWithPictures } from "../routing/paths";

const SAFETY_DELAY_MS = 8_000;
const IDLE_TIMEOUT_MS = 1_000;

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

/** Whether an element's box is (partly) inside the viewport. */
export function inViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return (
    box.width > 0 &&
    box.height > 0 &&
    box.bottom > 0 &&
    box.right > 0 &&
    box.top < window.innerHeight &&
    box.left < window.innerWidth
  );
}

/** Resolves when the page's first picture has arrived and then every picture in the viewport has decoded or failed. */
const firstPicturesInView = (): Promise<void> =>
  new Promise((resolve) => {
    const onPicture = (event: Event): void => {
      if (!(event.target instanceof HTMLImageElement)) return;
      document.removeEventListener("load", onPicture, true);
      document.removeEventListener("error", onPicture, true);
      const inView = [...document.images].filter((image) => image.src !== "" && inViewport(image));
      void Promise.allSettled(inView.map((image) => image.decode())).then(() => {
        resolve();
      });
    };
    // load and error do not bubble: listened to on the way down.
    document.addEventListener("load", onPicture, true);
    document.addEventListener("error", onPicture, true);
  });

let afterPaint: Promise<void> | null = null;
let painted = false;

/** Resolves once, after the first cards are painted (see the header); at once in unit tests (no pictures load there). */
export function afterFirstPaint(): Promise<void> {
  afterPaint ??= (
    import.meta.env.MODE === "test"
      ? Promise.resolve()
      : Promise.race([
          opensWithPictures(window.location.pathname) ? firstPicturesInView() : windowLoaded(),
          delay(SAFETY_DELAY_MS),
        ]).then(idle)
  ).then(() => {
    painted = true;
  });
  return afterPaint;
}

/** Whether a picture just mounted is one of the first screen's: before the first paint is over, in the viewport. */
export function isFirstScreenPicture(element: Element): boolean {
  return !painted && inViewport(element);
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
