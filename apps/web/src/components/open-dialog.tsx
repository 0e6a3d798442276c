/**
 * One confirmation or alert dialog on screen (dialogs.tsx queues them and loads this on the first):
 * the native <dialog> element, opened modal, with Cancel / OK or Close.
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "../i18n/use-translation";
import { closeDialog, type PendingDialog } from "./dialog-queue";

export default function OpenDialog({ dialog }: { dialog: PendingDialog }) {
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
        closeDialog(false);
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
              closeDialog(false);
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
            closeDialog(true);
          }}
          className={
            dialog.danger === true
              ? "rounded-full bg-rose-600 px-4 py-1.5 text-sm font-medium text-white"
              : "rounded-full bg-accent-fill px-4 py-1.5 text-sm font-medium text-white"
          }
        >
          {dialog.confirmLabel ?? (dialog.kind === "confirm" ? t("common.ok") : t("common.close"))}
        </button>
      </div>
    </dialog>
  );
}
