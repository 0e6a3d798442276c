/**
 * The line of confirmation and alert dialogs waiting to be shown, callable from anywhere as promises:
 * `await confirmDialog({ message })` resolves true on OK, false on Cancel / Escape;
 * `await alertDialog({ message })` resolves when closed. One shows at a time; the others wait.
 * dialogs.tsx renders the first; open-dialog.tsx closes it.
 */
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

export function subscribeToDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The dialog on screen, if any. */
export function currentDialog(): PendingDialog | undefined {
  return queue[0];
}

/** How many dialogs wait, the one on screen included (a new key for each one shown). */
export function waitingDialogs(): number {
  return queue.length;
}
