/**
 * The Home cards below the ranking (PRODUCT.md §2 Home), a chunk of its own: for illustrations spotlight,
 * discovery, recommended, random and latest; for manga and novels recommended, random and latest.
 * Each shows its first HOME_CARD_ITEMS items (illustration cards keep only single-image, non-AI
 * works of authors and tags not excluded, PRODUCT.md §5) with a link to the full list where one exists.
 */
import { HOME_CARD_ITEMS, isHomeListWork, type Artwork, type Novel } from "@pxv/pixiv";
import type { InfiniteData } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { ArtworkList, useCardMetaHeight } from "../../components/lists/artwork-list";
import type { ListLoad } from "../../components/lists/list-load";
import { asGridItems } from "../../components/lists/list-item";
import { NovelList } from "../../components/lists/novel-list";
import { distinctArtworks, useDiscoveryInfiniteQuery } from "../../queries/discovery";
import { useLatestInfiniteQuery, useLatestNovelsInfiniteQuery } from "../../queries/latest";
import { useRandomNovelsInfiniteQuery, useRandomRankInfiniteQuery } from "../../queries/random-rank";
import {
  isShownRecommended,
  useRecommendedInfiniteQuery,
  useRecommendedNovelsInfiniteQuery,
} from "../../queries/recommended";
import { SLIDE_IMAGE_HEIGHT } from "../../lib/layouts/slide";
import { HomeSection } from "./home-section";
import type { HomeKind } from "./home-tabs";
import { SpotlightStrip } from "./spotlight-strip";
import { pathTo } from "../../routing/paths";

/** Height a novel card holds before it mounts (its strip's height depends on the novels). */
const NOVEL_MIN_HEIGHT = 440;
/**
 * A spotlight strip's height: a 256 px card's 16:10 picture (160), a title of up to two lines (6 +
 * 40), the date (16) and the strip's bottom padding (4).
 */
const SPOTLIGHT_STRIP_HEIGHT = 160 + 6 + 40 + 16 + 4;

type Query<P> = ListLoad & { data: InfiniteData<P> | undefined };

/** The first page(s) of a list, shown in one strip without a footer. */
function ArtworkStrip({
  query,
  artworks,
  home,
}: {
  query: ListLoad;
  artworks: readonly Artwork[];
  home: boolean;
}) {
  const items = useMemo(
    () => asGridItems((home ? artworks.filter(isHomeListWork) : artworks).slice(0, HOME_CARD_ITEMS)),
    [artworks, home],
  );
  return (
    <ArtworkList
      items={items}
      load={{ ...query, hasNextPage: false }}
      layout="Slide"
      testId="home-strip"
      preview
    />
  );
}

function NovelStrip({ query, novels }: { query: ListLoad; novels: readonly Novel[] }) {
  const items = useMemo(() => novels.slice(0, HOME_CARD_ITEMS).map((novel) => ({ novel })), [novels]);
  return <NovelList items={items} load={{ ...query, hasNextPage: false }} testId="home-novels" preview />;
}

const flat = <T, P>(query: Query<P>, pick: (page: P) => readonly T[]): T[] =>
  query.data?.pages.flatMap(pick) ?? [];

function Recommended({ kind }: { kind: "illust" | "manga" }) {
  const query = useRecommendedInfiniteQuery(kind);
  const artworks = flat(query, (page) => page.artworks).filter(
    (artwork) => kind === "manga" || isShownRecommended(artwork),
  );
  return <ArtworkStrip query={query} artworks={artworks} home={kind === "illust"} />;
}

function Random({ kind }: { kind: "illust" | "manga" }) {
  const query = useRandomRankInfiniteQuery(kind);
  return <ArtworkStrip query={query} artworks={flat(query, (page) => page.items)} home={kind === "illust"} />;
}

function Latest({ kind }: { kind: "illust" | "manga" }) {
  const query = useLatestInfiniteQuery(kind);
  return <ArtworkStrip query={query} artworks={flat(query, (page) => page.items)} home={kind === "illust"} />;
}

function Discovery() {
  const query = useDiscoveryInfiniteQuery("safe");
  return <ArtworkStrip query={query} artworks={distinctArtworks(query.data?.pages ?? [])} home />;
}

function NovelCards() {
  const { t } = useTranslation("browse");
  const recommended = useRecommendedNovelsInfiniteQuery();
  const random = useRandomNovelsInfiniteQuery();
  const latest = useLatestNovelsInfiniteQuery();
  return (
    <>
      <HomeSection id="recommended" title={t("home.card.recommended")} minHeight={NOVEL_MIN_HEIGHT}>
        <NovelStrip query={recommended} novels={flat(recommended, (page) => page.novels)} />
      </HomeSection>
      <HomeSection id="random" title={t("home.card.random")} minHeight={NOVEL_MIN_HEIGHT}>
        <NovelStrip query={random} novels={flat(random, (page) => page.items)} />
      </HomeSection>
      <HomeSection
        id="latest"
        title={t("home.card.latest")}
        more={pathTo("Latest", { kind: "novel" })}
        minHeight={NOVEL_MIN_HEIGHT}
      >
        <NovelStrip query={latest} novels={flat(latest, (page) => page.items)} />
      </HomeSection>
    </>
  );
}

export function HomeCards({ kind }: { kind: HomeKind }) {
  const { t } = useTranslation("browse");
  // A strip of artwork cards: the slide's picture and, outside it, the card's text.
  const stripHeight = SLIDE_IMAGE_HEIGHT + useCardMetaHeight();
  if (kind === "novel") return <NovelCards />;
  const illust = kind === "illust";
  return (
    <>
      {illust ? (
        <>
          <HomeSection
            id="spotlight"
            title={t("home.card.spotlight")}
            more={pathTo("Spotlights")}
            height={SPOTLIGHT_STRIP_HEIGHT}
          >
            <SpotlightStrip />
          </HomeSection>
          <HomeSection
            id="discovery"
            title={t("home.card.discovery")}
            more={pathTo("Discovery")}
            height={stripHeight}
          >
            <Discovery />
          </HomeSection>
        </>
      ) : null}
      <HomeSection
        id="recommended"
        title={t("home.card.recommended")}
        more={illust ? pathTo("RecommendIllust") : undefined}
        height={stripHeight}
      >
        <Recommended kind={kind} />
      </HomeSection>
      <HomeSection
        id="random"
        title={t("home.card.random")}
        more={illust ? pathTo("RandomIllust") : undefined}
        height={stripHeight}
      >
        <Random kind={kind} />
      </HomeSection>
      <HomeSection
        id="latest"
        title={t("home.card.latest")}
        more={pathTo("Latest", { kind })}
        height={stripHeight}
      >
        <Latest kind={kind} />
      </HomeSection>
    </>
  );
}
