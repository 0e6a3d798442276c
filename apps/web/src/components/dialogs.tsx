/**
 * Confirmation and alert dialogs, callable from anywhere as promises:
 * `await confirmDialog({ message })` resolves true on OK, false on Cancel / Escape;
 * `await alertDialog({ message })` resolves when closed. One dialog shows at a time; others wait
 * in line. <DialogHost/> (in the app shell) renders them with the native <dialog> element, which
 * gives focus trapping, Escape and the backdrop for free; the dialog itself (open-dialog.tsx) loads
 * when the first one opens. The line of dialogs is dialog-queue.ts's.
 */
import { lazy, Suspense, useSyncExternalStore } from "react";
import { currentDialog, subscribeToDialogs, waitingDialogs } from "./dialog-queue";

export { alertDialog, confirmDialog, type DialogOptions } from "./dialog-queue";

const OpenDialog = lazy(() => import("./open-dialog"));

export function DialogHost() {
  const current = useSyncExternalStore(subscribeToDialogs, currentDialog, () => undefined);
  return current === undefined ? null : (
    <Suspense fallback={null}>
      <OpenDialog key={waitingDialogs()} dialog={current} />
    </Suspense>
  );
}
