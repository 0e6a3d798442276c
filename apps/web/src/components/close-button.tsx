/**
 * The round ✕ button that closes, cancels or removes the thing it sits in (a panel, a sheet, a
 * download, a chip, a key binding): the icon, named for screen readers by `label`. `className` is
 * its padding and colours where they differ from the plain one.
 */
import { X } from "lucide-react";

const ICON_SIZE = { sm: "size-3.5", md: "size-4", lg: "size-5" } as const;

export function CloseButton({
  label,
  onClick,
  size = "md",
  className = "p-1 hover:bg-neutral-100 dark:hover:bg-neutral-800",
  testId,
  tooltip = false,
}: {
  label: string;
  onClick: () => void;
  size?: keyof typeof ICON_SIZE;
  className?: string;
  testId?: string;
  /** Whether the label also shows on hover. */
  tooltip?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={tooltip ? label : undefined}
      data-testid={testId}
      onClick={onClick}
      className={`rounded-full ${className}`}
    >
      <X aria-hidden className={ICON_SIZE[size]} />
    </button>
  );
}
