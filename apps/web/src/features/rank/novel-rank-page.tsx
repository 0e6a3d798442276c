/**
 * /rank_novel/:type — a novel ranking (PRODUCT.md §2 Rank, category 4): the menus, the date picker and
 * the ranked novel list with infinite loading; R-18, R-18G and AI rankings only as the content
 * settings allow.
 */
import { findNovelRankEntry, isRankEntryAllowed, type NovelRankMode, type RankMenuEntry } from "@pxv/pixiv";
import { useMemo } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useParams } from "react-router";
import { NovelList } from "../../components/lists/novel-list";
import { NotFound } from "../../components/not-found";
import { useDocumentTitle } from "../../lib/use-document-title";
import { rankedNovels, useNovelRankingInfiniteQuery } from "../../queries/ranking";
import { BulkDownloadButton } from "../bulk-download/bulk-button";
import { FollowControl } from "../updates/follow-control";
import { useContentSettings } from "../../settings/content-settings";
import { RankFrame } from "./rank-frame";
import { useRankPageDate } from "./rank-date";

export function NovelRankPage() {
  const { type = "" } = useParams();
  const entry = findNovelRankEntry(type);
  return entry === null ? <NotFound /> : <NovelRankView entry={entry} />;
}

function NovelRankView({ entry }: { entry: RankMenuEntry }) {
  const { t } = useTranslation("browse");
  const content = useContentSettings();
  const dates = useRankPageDate();
  const name = t(`rank.type.${entry.type}` as "rank.type.daily");
  useDocumentTitle(`${t("rank.title")} · ${name}`);
  const allowed = isRankEntryAllowed(entry, content) && entry.source.kind === "novel";
  return (
    <RankFrame category="novel" current={entry.type} dates={dates}>
      {allowed ? (
        <NovelRanking
          key={`${entry.type}:${dates.date}`}
          mode={entry.type as NovelRankMode}
          date={dates.date}
          followLabel={name}
        />
      ) : null}
    </RankFrame>
  );
}

export function NovelRanking({
  mode,
  date,
  limit,
  followLabel,
}: {
  mode: NovelRankMode;
  date: string;
  limit?: number;
  /** The ranking's name for its Follow control (the full ranking only). */
  followLabel?: string;
}) {
  const query = useNovelRankingInfiniteQuery(mode, date);
  const { data } = query;
  const items = useMemo(() => {
    const all = data === undefined ? [] : rankedNovels(data);
    return limit === undefined ? all : all.slice(0, limit);
  }, [data, limit]);
  const list = (
    <NovelList
      items={items}
      load={limit === undefined ? query : { ...query, hasNextPage: false }}
      testId="novel-ranking"
      preview={limit !== undefined}
    />
  );
  if (limit !== undefined) return list;
  return (
    <>
      <div className="flex flex-wrap items-start gap-2 px-4 pb-3">
        <BulkDownloadButton spec={{ kind: "novel-ranking", mode, date }} />
        {followLabel === undefined ? null : (
          <FollowControl subject={{ kind: "ranking", mode, works: "novel" }} label={followLabel} />
        )}
      </div>
      {list}
    </>
  );
}
