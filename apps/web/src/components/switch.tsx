// An on/off switch (a button with role="switch"), labelled by the text beside it.
import clsx from "clsx";

export function Switch({
  checked,
  onChange,
  labelledBy,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  labelledBy: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      data-testid={testId}
      onClick={() => {
        onChange(!checked);
      }}
      className={clsx(
        "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors",
        checked ? "bg-accent" : "bg-neutral-300 dark:bg-neutral-700",
      )}
    >
      <span
        aria-hidden
        className={clsx(
          "inline-block size-5 rounded-full bg-white shadow transition-transform",
          checked ? "translate-x-5.5" : "translate-x-0.5",
        )}
      />
    </button>
  );
}
