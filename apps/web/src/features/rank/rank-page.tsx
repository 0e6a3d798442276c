/**
 * /rank/:type — one overall ranking (spec §2 Rank): the type switcher, the date picker and the
 * ranking grid with infinite loading. Unknown types show the 404 page; types the content settings
 * do not allow say so instead of listing anything.
 */
import { isRankType, RANK_TYPES, type RankType } from "@pxv/pixiv";
import { EyeOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { NotFound } from "../../components/not-found";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useContentSettings } from "../settings/content-settings";
import { RankDatePicker } from "./rank-date-picker";
import { requestedRankDate, useRankDates } from "./rank-date";
import { RankTypeSwitcher } from "./rank-type-switcher";
import { isRankTypeAllowed, overallRankTypes } from "./rank-types";
import { RankingGrid } from "./ranking-grid";

export function RankPage() {
  const { type = "" } = useParams();
  return isRankType(type) ? <RankView type={type} /> : <NotFound />;
}

function RankView({ type }: { type: RankType }) {
  const { t } = useTranslation();
  const content = useContentSettings();
  const { now, defaultDate, latestDate } = useRankDates();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = requestedRankDate(searchParams.get("date"), now);
  const date = requested ?? defaultDate;
  const allowed = isRankTypeAllowed(type, content);

  useDocumentTitle(`${t("rank.title")} · ${t(`rank.type.${type}`)}`);

  return (
    <div className="mx-auto max-w-[1920px] px-3 pt-4 sm:px-4">
      <header className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h1 className="text-xl font-bold">{t("rank.title")}</h1>
        <RankDatePicker
          date={date}
          latestDate={latestDate}
          onChange={(next) => {
            setSearchParams({ date: next }, { replace: true });
          }}
        />
      </header>
      <div className="mb-3">
        <RankTypeSwitcher types={overallRankTypes(content)} current={type} date={requested ?? undefined} />
      </div>
      {allowed ? (
        <RankingGrid key={`${type}:${date}`} mode={RANK_TYPES[type].mode} date={date} infinite />
      ) : (
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
