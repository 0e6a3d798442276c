/**
 * The discovery-style list pages (PRODUCT.md §2 Routes): discovery (/discovery, all-ages), pollution
 * (/discovery/pollution, the unfiltered draw, only with R-18 on), popular (/popular_illust, the
 * touch API's popular list), recommended (/osusume_illust; PRODUCT.md §5 keeps works with 500 bookmarks
 * or more), random (/random_illust, PRODUCT.md §9 random rank rules) and latest (/latest/{kind}). Each
 * is an infinite list with PRODUCT.md's loading states.
 */
import type { Artwork } from "@pxv/pixiv";
import { EyeOff } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useParams } from "react-router";
import { SortableArtworkList, SortableNovelList } from "../popularity-sort/list-controls";
import type { PagedList } from "../popularity-sort/window-loader";
import type { ListLoad } from "../../components/lists/list-load";
import { asGridItems } from "../../components/lists/list-item";
import { NotFound } from "../../components/not-found";
import { useDocumentTitle } from "../../lib/use-document-title";
import {
  distinctArtworks,
  useDiscoveryInfiniteQuery,
  usePopularInfiniteQuery,
} from "../../queries/discovery";
import { useLatestInfiniteQuery, useLatestNovelsInfiniteQuery } from "../../queries/latest";
import { useRandomRankInfiniteQuery } from "../../queries/random-rank";
import { isShownRecommended, useRecommendedInfiniteQuery } from "../../queries/recommended";
import { useContentSettings } from "../../settings/content-settings";
import { isLatestKind } from "./latest-kinds";

function ListPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-[1920px] px-3 pt-4 sm:px-4">
      <h1 className="mb-4 text-xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

/**
 * An endless list of pages (`pick` reads each page's works) with its header row and Sort: the items
 * of every loaded page, and how many the last page added (the small-batch wait).
 */
function PagedArtworks<P>({
  query,
  pages,
  pick,
  testId,
}: {
  query: PagedList & ListLoad;
  /** The query's loaded pages. */
  pages: readonly P[] | undefined;
  pick: (page: P) => readonly Artwork[];
  testId: string;
}) {
  const { items, windowPages, lastBatchSize } = useMemo(() => {
    const picked = (pages ?? []).map((page) => ({ artworks: pick(page) }));
    const last = picked.at(-1);
    return {
      items: asGridItems(picked.flatMap((page) => page.artworks)),
      windowPages: picked,
      lastBatchSize: last === undefined ? null : last.artworks.length,
    };
  }, [pages, pick]);
  return (
    <SortableArtworkList
      list={query}
      pages={windowPages}
      items={items}
      lastBatchSize={lastBatchSize}
      testId={testId}
    />
  );
}

const artworksOf = (page: { readonly artworks: readonly Artwork[] }) => page.artworks;
const itemsOf = (page: { readonly items: readonly Artwork[] }) => page.items;
const popularOf = (page: { readonly artworks: readonly Artwork[] }) =>
  page.artworks.filter(isShownRecommended);

function DiscoveryList({ mode }: { mode: "safe" | "all" }) {
  const query = useDiscoveryInfiniteQuery(mode);
  const pages = query.data?.pages;
  const items = useMemo(() => asGridItems(distinctArtworks(pages ?? [])), [pages]);
  return <SortableArtworkList list={query} pages={pages ?? []} items={items} testId="discovery-list" />;
}

export function DiscoveryPage() {
  const { t } = useTranslation("browse");
  return (
    <ListPage title={t("discovery.title")}>
      <DiscoveryList mode="safe" />
    </ListPage>
  );
}

export function PollutionPage() {
  const { t } = useTranslation("browse");
  const { r18 } = useContentSettings();
  return (
    <ListPage title={t("discovery.pollution_title")}>
      {r18 ? (
        <DiscoveryList mode="all" />
      ) : (
        <p
          data-testid="list-unavailable"
          className="flex items-center justify-center gap-2 py-24 text-sm text-neutral-500 dark:text-neutral-400"
        >
          <EyeOff aria-hidden className="size-4" />
          {t("rank.unavailable")}
        </p>
      )}
    </ListPage>
  );
}

export function PopularPage() {
  const { t } = useTranslation("browse");
  const query = usePopularInfiniteQuery();
  return (
    <ListPage title={t("popular.title")}>
      <PagedArtworks query={query} pages={query.data?.pages} pick={artworksOf} testId="popular-list" />
    </ListPage>
  );
}

export function RecommendPage() {
  const { t } = useTranslation("browse");
  const query = useRecommendedInfiniteQuery("illust");
  return (
    <ListPage title={t("recommended.title")}>
      <PagedArtworks query={query} pages={query.data?.pages} pick={popularOf} testId="recommended-list" />
    </ListPage>
  );
}

export function RandomPage() {
  const { t } = useTranslation("browse");
  const query = useRandomRankInfiniteQuery("illust");
  return (
    <ListPage title={t("random.title")}>
      <PagedArtworks query={query} pages={query.data?.pages} pick={itemsOf} testId="random-list" />
    </ListPage>
  );
}

function LatestArtworks({ kind }: { kind: "illust" | "manga" }) {
  const query = useLatestInfiniteQuery(kind);
  return <PagedArtworks query={query} pages={query.data?.pages} pick={itemsOf} testId="latest-list" />;
}

function LatestNovels() {
  const query = useLatestNovelsInfiniteQuery();
  const items = useMemo(
    () => (query.data?.pages ?? []).flatMap((page) => page.items.map((novel) => ({ novel }))),
    [query.data],
  );
  return (
    <SortableNovelList list={query} pages={query.data?.pages ?? []} items={items} testId="latest-list" />
  );
}

export function LatestPage() {
  const { t } = useTranslation("browse");
  const { kind = "" } = useParams();
  if (!isLatestKind(kind)) return <NotFound />;
  return (
    <ListPage title={t(`latest.title_${kind}`)}>
      {kind === "novel" ? <LatestNovels key={kind} /> : <LatestArtworks key={kind} kind={kind} />}
    </ListPage>
  );
}
