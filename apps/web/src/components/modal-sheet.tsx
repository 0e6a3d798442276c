/**
 * A modal sheet that is open while it is mounted: the native <dialog> shown with showModal (focus
 * trap, Escape), closed by Escape or a tap on the backdrop, which both call `onClose`. With
 * `closeLabel` it has a sticky header: its `title`, if any, and the one close button.
 */
import clsx from "clsx";
import { useEffect, useRef, type ReactNode } from "react";
import { CloseButton } from "./close-button";

export function ModalSheet({
  testId,
  onClose,
  className,
  title,
  closeLabel,
  children,
}: {
  testId: string;
  onClose: () => void;
  title?: string;
  /** The close button's name; without it the sheet has no header. */
  closeLabel?: string;
  /** Padding and anything beyond the shared sheet look. */
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog !== null && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      data-testid={testId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={clsx(
        "m-auto max-h-[80vh] w-[min(40rem,92vw)] rounded-xl bg-white text-neutral-900 backdrop:bg-black/50 dark:bg-neutral-900 dark:text-neutral-100",
        className,
      )}
    >
      {closeLabel === undefined ? null : (
        <div
          className={clsx(
            "sticky top-0 z-10 flex items-center gap-2 bg-inherit",
            title === undefined
              ? "justify-end p-2"
              : "justify-between border-b border-neutral-200 px-5 py-3 dark:border-neutral-800",
          )}
        >
          {title === undefined ? null : <h2 className="text-lg font-bold">{title}</h2>}
          <CloseButton
            label={closeLabel}
            onClick={onClose}
            size="lg"
            className="p-1.5 hover:bg-neutral-100 dark:hover:bg-neutral-800"
          />
        </div>
      )}
      {children}
    </dialog>
  );
}
