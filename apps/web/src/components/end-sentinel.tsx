/**
 * An invisible marker after a list that calls `onReached` when it comes within
 * INFINITE_SCROLL_OFFSET of the viewport. It re-arms whenever `armKey` changes (e.g. the item count),
 * so a page that still leaves the marker in view asks for the next one.
 */
import { useEffect, useRef } from "react";
import { INFINITE_SCROLL_OFFSET } from "../lib/grid-layout";

export function EndSentinel({
  onReached,
  enabled,
  armKey,
}: {
  onReached: () => void;
  enabled: boolean;
  armKey: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onReached);

  useEffect(() => {
    callback.current = onReached;
  }, [onReached]);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || element === null || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_OFFSET}px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [enabled, armKey]);

  return <div ref={ref} aria-hidden className="h-px w-full" />;
}
