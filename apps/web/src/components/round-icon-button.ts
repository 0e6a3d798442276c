/**
 * The look of a round icon button in a list's header row (the list switches, Sort, Slideshow): one
 * size, so a row holds its place from the first paint, and the accent fill when it is pressed.
 */
import clsx from "clsx";

export function roundIconButtonClass(pressed = false): string {
  return clsx(
    "inline-flex size-9 shrink-0 items-center justify-center self-start rounded-full transition-colors",
    pressed
      ? "bg-accent-fill text-white hover:opacity-90"
      : "bg-neutral-100 text-neutral-800 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700",
  );
}
