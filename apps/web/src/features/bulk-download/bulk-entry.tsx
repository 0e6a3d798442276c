/**
 * The bulk queue's foothold in the app shell, kept tiny for the first route: it renders nothing
 * until a job exists (a flag in localStorage, set when one is queued) or someone opens the queue,
 * then loads the dock (bulk-dock.tsx: the engine, which resumes stored jobs, and the panel) lazily.
 */
import { lazy, Suspense, useEffect, useState } from "react";

const BulkDock = lazy(() => import("./bulk-dock"));

const FLAG_KEY = "pxv-bulk-queue";
const OPEN_EVENT = "pxv-bulk-open";

/** Shows the queue's panel (after a job was queued, or from a menu). */
export function openBulkPanel(): void {
  localStorage.setItem(FLAG_KEY, "1");
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/** Called by the dock when the last job was removed. */
export function clearBulkFlag(): void {
  localStorage.removeItem(FLAG_KEY);
}

export function BulkDownloadsEntry() {
  const [mounted, setMounted] = useState(() => localStorage.getItem(FLAG_KEY) === "1");
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
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <BulkDock openRequest={openCount} />
    </Suspense>
  );
}
