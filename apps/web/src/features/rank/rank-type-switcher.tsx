/**
 * The ranking menu: the five categories (PRODUCT.md §2 Rank: choosing one jumps to its first sub-type),
 * then the current category's sub-types. Each is a link (it can open in a new tab) that replaces the
 * history entry, so Back leaves the ranking instead of walking through every type looked at. A date
 * chosen explicitly is kept when switching type.
 */
import { RANK_CATEGORIES, firstRankEntry, type RankCategory, type RankMenuEntry } from "@pxv/pixiv";
import clsx from "clsx";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { rankEntryPath } from "./rank-types";

const chip = (active: boolean) =>
  clsx(
    "block rounded-full px-3.5 py-1.5 text-sm whitespace-nowrap transition-colors",
    active
      ? "bg-accent-fill font-medium text-white"
      : "bg-neutral-200/70 text-neutral-700 hover:bg-neutral-300 dark:bg-neutral-800 dark:text-neutral-300 dark:hover:bg-neutral-700",
  );

export function RankTypeSwitcher({
  category,
  entries,
  current,
  date,
}: {
  category: RankCategory;
  entries: readonly RankMenuEntry[];
  current: string;
  /** The explicitly chosen date, kept across types; undefined for the default. */
  date: string | undefined;
}) {
  const { t } = useTranslation("browse");
  const scroller = "-mx-3 overflow-x-auto px-3 [scrollbar-width:none] sm:-mx-4 sm:px-4";
  return (
    <div className="flex flex-col gap-1">
      <nav aria-label={t("rank.categories_label")} className={scroller}>
        <ul className="flex w-max gap-4 border-b border-neutral-200 dark:border-neutral-800">
          {RANK_CATEGORIES.map((each) => (
            <li key={each}>
              <Link
                to={rankEntryPath(firstRankEntry(each), date)}
                replace
                data-testid={`rank-category-${each}`}
                aria-current={each === category ? "page" : undefined}
                className={clsx(
                  "-mb-px block border-b-2 px-1 py-2 text-sm font-medium",
                  each === category
                    ? "border-accent text-accent"
                    : "border-transparent text-neutral-500 hover:text-neutral-800 dark:hover:text-neutral-200",
                )}
              >
                {t(`rank.category.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t("rank.types_label")} className={scroller}>
        <ul className="flex w-max gap-2 py-1">
          {entries.map((entry) => (
            <li key={entry.type}>
              <Link
                to={rankEntryPath(entry, date)}
                replace
                data-testid={`rank-type-${entry.type}`}
                aria-current={entry.type === current ? "page" : undefined}
                className={chip(entry.type === current)}
              >
                {t(`rank.type.${entry.type}` as "rank.type.daily")}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
