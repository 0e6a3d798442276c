/**
 * A modal sheet that is open while it is mounted: the native <dialog> shown with showModal (focus
 * trap, Escape), closed by Escape or a tap on the backdrop, which both call `onClose`.
 */
import clsx from "clsx";
import { useEffect, useRef, type ReactNode } from "react";

export function ModalSheet({
  testId,
  onClose,
  className,
  children,
}: {
  testId: string;
  onClose: () => void;
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
      {children}
    </dialog>
  );
}
