/**
 * Home (spec §2 Home): the search box and today's daily ranking as an image grid — its first page —
 * with a link to the full ranking. It shares the ranking's cache, so "more" opens instantly. The
 * notice banner of the day (notices feed) sits above it.
 */
import { RANK_TYPES } from "@pxv/pixiv";
import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { rankPath } from "../../app/paths";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useRankDates } from "../rank/rank-date";
import { RankingGrid } from "../rank/ranking-grid";
import { LazyNoticeBanner } from "../notices/lazy-notices";
import { SearchBox } from "../search/search-box";

export function HomePage() {
  const { t } = useTranslation();
  const { defaultDate } = useRankDates();
  useDocumentTitle(undefined);

  return (
    <div className="mx-auto max-w-[1920px] px-3 pt-4 sm:px-4">
      <header className="mb-5 flex items-center gap-3">
        <h1 className="text-2xl font-black tracking-tight text-accent xl:sr-only">pxv</h1>
        <SearchBox className="max-w-xl flex-1" />
      </header>
      <LazyNoticeBanner />
      <section aria-labelledby="home-daily-rank">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="home-daily-rank" className="text-lg font-bold">
            {t("home.daily_rank")}
          </h2>
          <Link
            to={rankPath("daily")}
            data-testid="home-rank-more"
            className="inline-flex items-center text-sm font-medium text-accent hover:underline"
          >
            {t("common.more")}
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        </div>
        <RankingGrid mode={RANK_TYPES.daily.mode} date={defaultDate} infinite={false} />
      </section>
    </div>
  );
}
