/**
 * Home (PRODUCT.md §2 Home), one screen per tab: illustrations (/), manga (/home_manga) and novels
 * (/home_novel). The search box and the tabs, then the day's ranking (top 10 plus 5 as a preview in
 * one horizontal strip, so it does not fill the screen, with a link to the full ranking; it shares the ranking's cache, so "more" opens instantly), then
 * the other cards — spotlight, discovery, recommended, random, latest — from a chunk of their own
 * that loads after the first cards are painted (the ranking's pictures in view have decoded:
 * components/after-first-paint.ts), each card fetching only when it nears the viewport. The notices and,
 * signed in, the person's own recommendations (features/following) wait for that moment too.
 */
import { HOME_RANK_PREVIEW_ITEMS } from "@pxv/pixiv";
import { lazy, Suspense } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useAfterFirstPaint } from "../../components/after-first-paint";
import { rankNovelPath, rankPath } from "../../routing/paths";
import { useIsLoggedIn } from "../../session/session";
import { useDocumentTitle } from "../../lib/use-document-title";
import { LazyNoticeBanner } from "../notices/lazy-notices";
import { useRankDates } from "../rank/rank-date";
import { RankingGrid } from "../rank/ranking-grid";
import { SearchBox } from "../search/search-box";
import { HomeSection } from "./home-section";
import { HomeTabs, type HomeKind } from "./home-tabs";
// The ranking strip's layout (Slide), which the list otherwise loads on demand: it comes with this
// chunk instead of a round trip later, before the first pictures.
import "../../components/lists/slide-view";

const HomeCards = lazy(() => import("./home-cards").then((module) => ({ default: module.HomeCards })));
const PersonalRecommendations = lazy(() =>
  import("../following/personal-recommendations").then((module) => ({
    default: module.PersonalRecommendations,
  })),
);
const NovelRanking = lazy(() =>
  import("../rank/novel-ranking").then((module) => ({ default: module.NovelRanking })),
);

/** Height a card holds before it mounts. */
const RANK_CARD_MIN_HEIGHT = 600;

export function HomePage() {
  return <HomeScreen kind="illust" />;
}

export function HomeMangaPage() {
  return <HomeScreen kind="manga" />;
}

export function HomeNovelPage() {
  return <HomeScreen kind="novel" />;
}

function HomeScreen({ kind }: { kind: HomeKind }) {
  const { t } = useTranslation("browse");
  const { defaultDate } = useRankDates();
  const loggedIn = useIsLoggedIn();
  const painted = useAfterFirstPaint();
  useDocumentTitle(kind === "illust" ? undefined : t(`home.tab.${kind}`));

  return (
    <div className="mx-auto max-w-[1920px] px-3 pt-4 sm:px-4">
      <header className="mb-3 flex items-center gap-3">
        <h1 className="text-2xl font-black tracking-tight text-accent xl:sr-only">pxv</h1>
        <SearchBox className="max-w-xl flex-1" />
      </header>
      <HomeTabs current={kind} />
      {painted ? <LazyNoticeBanner /> : null}
      {kind === "novel" ? (
        <HomeSection id="rank" title={t("home.card.rank_novel")} more={rankNovelPath("day")} eager>
          <Suspense fallback={null}>
            <NovelRanking mode="day" date={defaultDate} limit={HOME_RANK_PREVIEW_ITEMS} />
          </Suspense>
        </HomeSection>
      ) : (
        <HomeSection
          id="rank"
          title={t(kind === "manga" ? "home.card.rank_manga" : "home.card.rank")}
          more={rankPath(kind === "manga" ? "daily_manga" : "daily")}
          eager
        >
          <RankingGrid
            source={{ kind: "app", mode: kind === "manga" ? "day_manga" : "day" }}
            date={defaultDate}
            limit={HOME_RANK_PREVIEW_ITEMS}
            layout="Slide"
          />
        </HomeSection>
      )}
      {painted && loggedIn && kind === "illust" ? (
        <HomeSection id="for-you" title={t("home.card.for_you")} minHeight={RANK_CARD_MIN_HEIGHT}>
          <Suspense fallback={null}>
            <PersonalRecommendations />
          </Suspense>
        </HomeSection>
      ) : null}
      {painted ? (
        <Suspense fallback={null}>
          <HomeCards kind={kind} />
        </Suspense>
      ) : null}
    </div>
  );
}
