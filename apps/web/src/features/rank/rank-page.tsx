/**
 * /rank/:type — one illustration ranking (PRODUCT.md §2 Rank): the category and type menus, the date
 * picker and the ranking with infinite loading. Unknown types show the 404 page; rankings the
 * content settings do not allow (R-18, R-18G, AI) say so instead of listing anything.
 */
import { findIllustRankEntry, isRankEntryAllowed, type RankCategory, type RankMenuEntry } from "@pxv/pixiv";
import { useTranslation } from "../../i18n/use-translation";
import { useParams } from "react-router";
import { NotFound } from "../../components/not-found";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useContentSettings } from "../../settings/content-settings";
import { RankFrame } from "./rank-frame";
import { RankSwitches } from "./rank-switches";
import { SlideshowButton } from "../slideshow/slideshow-button";
import { RankingGrid } from "./ranking-grid";
import { FollowControl } from "../updates/follow-control";
import { useRankPageDate } from "./rank-date";

export function RankPage() {
  const { type = "" } = useParams();
  const found = findIllustRankEntry(type);
  return found === null ? <NotFound /> : <RankView category={found.category} entry={found.entry} />;
}

function RankView({ category, entry }: { category: RankCategory; entry: RankMenuEntry }) {
  const { t } = useTranslation("browse");
  const content = useContentSettings();
  const dates = useRankPageDate();
  const { source } = entry;
  const name = t(`rank.type.${entry.type}` as "rank.type.daily");
  useDocumentTitle(`${t("rank.title")} · ${name}`);

  return (
    <RankFrame category={category} current={entry.type} dates={dates}>
      {!isRankEntryAllowed(entry, content) || source.kind === "novel" ? null : (
        <RankingGrid
          key={`${entry.type}:${dates.date}`}
          source={source}
          date={dates.date}
          actions={
            <>
              <RankSwitches />
              <SlideshowButton />
              {source.kind === "app" ? (
                <FollowControl
                  subject={{ kind: "ranking", mode: source.mode, works: "illust" }}
                  label={name}
                />
              ) : null}
            </>
          }
        />
      )}
    </RankFrame>
  );
}
