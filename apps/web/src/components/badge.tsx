// Small labels over images: rank, page count, R-18/R-18G, AI.
import clsx from "clsx";
import type { ReactNode } from "react";

const TONES = {
  neutral: "bg-black/55 text-white",
  accent: "bg-accent-fill text-white",
  danger: "bg-rose-600 text-white",
  violet: "bg-violet-600 text-white",
} as const;

export function Badge({
  tone = "neutral",
  className,
  label,
  children,
}: {
  tone?: keyof typeof TONES;
  className?: string;
  /** Spoken name when the visible text is an icon or a bare number. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <span
      aria-label={label}
      title={label}
      className={clsx(
        "inline-flex h-5 items-center gap-0.5 rounded-md px-1.5 text-[11px] leading-none font-semibold backdrop-blur-sm",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
