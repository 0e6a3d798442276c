/**
 * /rank_novel/:type — a novel ranking (PRODUCT.md §2 Rank, category 4): the menus, the date picker and
 * the ranked novel list with infinite loading; R-18, R-18G and AI rankings only as the content
 * settings allow.
 */
import { findNovelRankEntry, isRankEntryAllowed, type NovelRankMode, type RankMenuEntry } from "@pxv/pixiv";
import { useTranslation } from "../../i18n/use-translation";
import { useParams } from "react-router";
import { NotFound } from "../../components/not-found";
import { useDocumentTitle } from "../../lib/use-document-title";
import { FollowControl } from "../updates/follow-control";
import { useContentSettings } from "../../settings/content-settings";
import { NovelRanking } from "./novel-ranking";
import { RankFrame } from "./rank-frame";
import { RankSwitches } from "./rank-switches";
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
          actions={
            <>
              <RankSwitches />
              <FollowControl subject={{ kind: "ranking", mode: entry.type, works: "novel" }} label={name} />
            </>
          }
        />
      ) : null}
    </RankFrame>
  );
}
