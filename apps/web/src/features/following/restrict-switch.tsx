// The restrict switch of the Following lists (PRODUCT.md §4): public / private, and "all" for the feeds.
import clsx from "clsx";
import { useTranslation } from "../../i18n/use-translation";

export function RestrictSwitch<R extends "all" | "public" | "private">({
  value,
  choices,
  onChange,
}: {
  value: R;
  choices: readonly R[];
  onChange: (value: R) => void;
}) {
  const { t } = useTranslation("account");
  return (
    <div
      role="radiogroup"
      aria-label={t("following.restrict")}
      className="inline-flex rounded-full bg-neutral-100 p-0.5 dark:bg-neutral-800"
    >
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          role="radio"
          aria-checked={value === choice}
          data-testid={`restrict-${choice}`}
          onClick={() => {
            onChange(choice);
          }}
          className={clsx(
            "rounded-full px-3 py-1 text-xs font-medium",
            value === choice ? "bg-white shadow-sm dark:bg-neutral-950" : "text-neutral-500",
          )}
        >
          {t(`following.restrict_${choice}`)}
        </button>
      ))}
    </div>
  );
}
