/**
 * Confirmation and alert dialogs, callable from anywhere as promises:
 * `await confirmDialog({ message })` resolves true on OK, false on Cancel / Escape;
 * `await alertDialog({ message })` resolves when closed. One dialog shows at a time; others wait
 * in line. <DialogHost/> (in the app shell) renders them with the native <dialog> element, which
 * gives focus trapping, Escape and the backdrop for free; the dialog itself (open-dialog.tsx) loads
 * when the first one opens.
 */
import { lazy, Suspense, useSyncExternalStore } from "react";

const OpenDialog = lazy(() => import("./open-dialog"));

export interface DialogOptions {
  readonly title?: string;
  readonly message: string;
  /** Button labels; default OK / Cancel (Close for alerts) in the interface language. */
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  /** Marks the confirm button as destructive (red). */
  readonly danger?: boolean;
}

export interface PendingDialog extends DialogOptions {
  readonly kind: "confirm" | "alert";
  readonly resolve: (confirmed: boolean) => void;
}

let queue: readonly PendingDialog[] = [];
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function open(kind: PendingDialog["kind"], options: DialogOptions): Promise<boolean> {
  return new Promise((resolve) => {
    queue = [...queue, { ...options, kind, resolve }];
    emit();
  });
}

export function confirmDialog(options: DialogOptions): Promise<boolean> {
  return open("confirm", options);
}

export async function alertDialog(options: DialogOptions): Promise<void> {
  await open("alert", options);
}

/** Closes the dialog on screen, answering its caller. */
export function closeDialog(confirmed: boolean): void {
  const [current, ...rest] = queue;
  if (current === undefined) return;
  queue = rest;
  emit();
  current.resolve(confirmed);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function DialogHost() {
  const current = useSyncExternalStore(
    subscribe,
    () => queue[0],
    () => undefined,
  );
  return current === undefined ? null : (
    <Suspense fallback={null}>
      <OpenDialog key={queue.length} dialog={current} />
    </Suspense>
  );
}
