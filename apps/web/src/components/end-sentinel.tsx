/**
 * An invisible marker after a list that calls `onReached` when it comes within
 * INFINITE_SCROLL_OFFSET of the viewport. It re-arms whenever `armKey` changes (e.g. the item count),
 * so a page that still leaves the marker in view asks for the next one. `onReached` gets a check
 * of whether the marker is still near the viewport, for a caller that acts on it later (a list's
 * throttle): by then the page may have grown or been scrolled back up.
 */
import { useEffect, useRef } from "react";
import { INFINITE_SCROLL_OFFSET } from "../lib/layouts/card-geometry";

export function EndSentinel({
  onReached,
  enabled,
  armKey,
}: {
  onReached: (stillReached: () => boolean) => void;
  enabled: boolean;
  armKey: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onReached);
  const reached = useRef(false);

  useEffect(() => {
    callback.current = onReached;
  }, [onReached]);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || element === null || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        reached.current = entries.some((entry) => entry.isIntersecting);
        if (reached.current) callback.current(() => reached.current);
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_OFFSET}px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      reached.current = false;
    };
  }, [enabled, armKey]);

  return <div ref={ref} aria-hidden className="h-px w-full" />;
}
