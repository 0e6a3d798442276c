/**
 * Confirmation and alert dialogs, callable from anywhere as promises:
 * `await confirmDialog({ message })` resolves true on OK, false on Cancel / Escape;
 * `await alertDialog({ message })` resolves when closed. One dialog shows at a time; others wait
 * in line. <DialogHost/> (in the app shell) renders them with the native <dialog> element, which
 * gives focus trapping, Escape and the backdrop for free.
 */
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "../i18n/use-translation";

export interface DialogOptions {
  readonly title?: string;
  readonly message: string;
  /** Button labels; default OK / Cancel (Close for alerts) in the interface language. */
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  /** Marks the confirm button as destructive (red). */
  readonly danger?: boolean;
}

interface PendingDialog extends DialogOptions {
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

function close(confirmed: boolean): void {
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
  return current === undefined ? null : <OpenDialog key={queue.length} dialog={current} />;
}

function OpenDialog({ dialog }: { dialog: PendingDialog }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    if (typeof element.showModal === "function" && !element.open) element.showModal();
    else element.setAttribute("open", "");
  }, []);

  return (
    <dialog
      ref={ref}
      data-testid={dialog.kind === "confirm" ? "confirm-dialog" : "alert-dialog"}
      aria-labelledby={dialog.title === undefined ? undefined : "pxv-dialog-title"}
      onCancel={(event) => {
        event.preventDefault();
        close(false);
      }}
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-neutral-900 shadow-xl backdrop:bg-black/40 dark:bg-neutral-900 dark:text-neutral-100"
    >
      <div className="px-5 pt-5 pb-4">
        {dialog.title === undefined ? null : (
          <h2 id="pxv-dialog-title" className="mb-2 text-base font-semibold">
            {dialog.title}
          </h2>
        )}
        <p className="text-sm whitespace-pre-line text-neutral-600 dark:text-neutral-300">{dialog.message}</p>
      </div>
      <div className="flex justify-end gap-2 border-t border-neutral-200 px-4 py-3 dark:border-neutral-800">
        {dialog.kind === "confirm" ? (
          <button
            type="button"
            data-testid="dialog-cancel"
            onClick={() => {
              close(false);
            }}
            className="rounded-full px-4 py-1.5 text-sm font-medium hover:bg-neutral-100 dark:hover:bg-neutral-800"
          >
            {dialog.cancelLabel ?? t("common.cancel")}
          </button>
        ) : null}
        <button
          type="button"
          data-testid="dialog-confirm"
          autoFocus
          onClick={() => {
            close(true);
          }}
          className={
            dialog.danger === true
              ? "rounded-full bg-rose-600 px-4 py-1.5 text-sm font-medium text-white"
              : "rounded-full bg-accent px-4 py-1.5 text-sm font-medium text-white"
          }
        >
          {dialog.confirmLabel ?? (dialog.kind === "confirm" ? t("common.ok") : t("common.close"))}
        </button>
      </div>
    </dialog>
  );
}
