/**
 * The row of ranking types. Each is a link (it can open in a new tab) that replaces the history
 * entry, so Back leaves the ranking instead of walking through every type looked at. A date chosen
 * explicitly is kept when switching type.
 */
import type { RankType } from "@pxv/pixiv";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { rankPath } from "../../app/paths";

export function RankTypeSwitcher({
  types,
  current,
  date,
}: {
  types: readonly RankType[];
  current: RankType;
  /** The explicitly chosen date, kept across types; undefined for the default. */
  date: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("rank.types_label")}
      className="-mx-3 overflow-x-auto px-3 [scrollbar-width:none] sm:-mx-4 sm:px-4"
    >
      <ul className="flex w-max gap-2 py-1">
        {types.map((type) => {
          const active = type === current;
          return (
            <li key={type}>
              <Link
                to={rankPath(type, date)}
                replace
                data-testid={`rank-type-${type}`}
                aria-current={active ? "page" : undefined}
                className={clsx(
                  "block rounded-full px-3.5 py-1.5 text-sm whitespace-nowrap transition-colors",
                  active
                    ? "bg-accent font-medium text-white"
                    : "bg-neutral-200/70 text-neutral-700 hover:bg-neutral-300 dark:bg-neutral-800 dark:text-neutral-300 dark:hover:bg-neutral-700",
                )}
              >
                {t(`rank.type.${type}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
