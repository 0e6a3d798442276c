/**
 * The bulk queue's foothold in the app shell, kept tiny for the first route: after the first cards
 * are painted it asks IndexedDB whether any job is stored (stored-jobs-probe.ts, no queue code), and
 * renders nothing unless one is or someone opens the queue; then it loads the dock (bulk-dock.tsx:
 * the engine, which resumes stored jobs, and the panel) lazily. What IndexedDB holds is the only
 * gate, so a job survives a crash together with the signal to resume it.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useAfterFirstPaint } from "../../components/after-first-paint";
import { hasStoredBulkJobs } from "./stored-jobs-probe";

const BulkDock = lazy(() => import("./bulk-dock"));

const OPEN_EVENT = "pxv-bulk-open";

/** Shows the queue's panel (after a job was queued, or from a menu). */
export function openBulkPanel(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function BulkDownloadsEntry() {
  const painted = useAfterFirstPaint();
  const [mounted, setMounted] = useState(false);
  const [openCount, setOpenCount] = useState(0);
  useEffect(() => {
    const onOpen = (): void => {
      setMounted(true);
      setOpenCount((count) => count + 1);
    };
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => {
      window.removeEventListener(OPEN_EVENT, onOpen);
    };
  }, []);
  useEffect(() => {
    if (!painted) return undefined;
    let live = true;
    void hasStoredBulkJobs().then((stored) => {
      if (live && stored) setMounted(true);
    });
    return () => {
      live = false;
    };
  }, [painted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <BulkDock openRequest={openCount} />
    </Suspense>
  );
}
