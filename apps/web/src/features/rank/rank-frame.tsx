/**
 * What every ranking page has around its list: the title, the date picker (earliest 2007-09-13,
 * the default date rule of PRODUCT.md §4), the category and type menus without the entries the content
 * settings hide, and — when the current ranking is not allowed — the notice that says so instead
 * of the list (`children` null).
 */
import type { RankCategory } from "@pxv/pixiv";
import { EyeOff } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useContentSettings } from "../../settings/content-settings";
import { RankDatePicker } from "./rank-date-picker";
import type { RankPageDate } from "./rank-date";
import { RankTypeSwitcher } from "./rank-type-switcher";
import { listedRankEntries } from "./rank-types";

export function RankFrame({
  category,
  current,
  dates,
  children,
}: {
  category: RankCategory;
  current: string;
  dates: RankPageDate;
  children: ReactNode;
}) {
  const { t } = useTranslation("browse");
  const content = useContentSettings();
  return (
    <div className="mx-auto max-w-[1920px] px-3 pt-4 sm:px-4">
      <header className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h1 className="text-xl font-bold">{t("rank.title")}</h1>
        <RankDatePicker date={dates.date} latestDate={dates.latestDate} onChange={dates.setDate} />
      </header>
      <div className="mb-3">
        <RankTypeSwitcher
          category={category}
          entries={listedRankEntries(category, content)}
          current={current}
          date={dates.requested ?? undefined}
        />
      </div>
      {children ?? (
        <p
          data-testid="rank-unavailable"
          className="flex items-center justify-center gap-2 py-24 text-sm text-neutral-500 dark:text-neutral-400"
        >
          <EyeOff aria-hidden className="size-4" />
          {t("rank.unavailable")}
        </p>
      )}
    </div>
  );
}
