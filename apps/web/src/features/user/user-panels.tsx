/**
 * What each user-page tab shows: the user's illustrations or manga (illustrations with the author's
 * tag chips and, when R-18 is on, the R-18 / all-ages filter), series, novels, public bookmarks of
 * both kinds (on the account's own page, its own bookmarks with the Following page's restrict and
 * tag filters), related users and the users they follow — each with the shared list components and
 * paging.
 */
import type { Artwork, IllustSeriesDetail, NovelSeriesDetail } from "@pxv/pixiv";
import { useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { ArtworkList } from "../../components/lists/artwork-list";
import { asGridItems } from "../../components/lists/list-item";
import { ListFooter } from "../../components/lists/list-footer";
import type { ListLoad } from "../../components/lists/list-load";
import { UserList } from "../../components/lists/user-list";
import type { UserArtworkType } from "../../data/work-source";
import {
  useFollowingQuery,
  useMemberQuery,
  useMemberTagArtworksQuery,
  useRelatedUsersQuery,
  useUserFavoriteNovelsQuery,
  useUserFavoritesQuery,
  useUserIllustSeriesQuery,
  useUserNovelSeriesQuery,
} from "../../queries/member";
import { useUserNovelsQuery } from "../../queries/novel";
import { useUserArtworksQuery } from "../../queries/user-artworks";
import { useContentSettings } from "../../settings/content-settings";
import { MemberTags } from "./member-tags";
import { IllustBookmarks, NovelBookmarks } from "../following/following-lists";
import { BulkDownloadButton } from "../bulk-download/bulk-button";
import { FollowControl } from "../updates/follow-control";
import { ListControls, SortableArtworkList, SortableNovelList } from "../popularity-sort/list-controls";
import { SortableList, useArtworkPages, useOfferedOrders } from "../popularity-sort/sort-entry";
import { pathTo } from "../../routing/paths";

type AgeFilter = "all" | "safe" | "r18";

function byAge(artworks: readonly Artwork[], filter: AgeFilter): readonly Artwork[] {
  if (filter === "all") return artworks;
  return artworks.filter((artwork) =>
    filter === "safe" ? artwork.x_restrict === 0 : artwork.x_restrict > 0,
  );
}

function AgeFilterSelect({ value, onChange }: { value: AgeFilter; onChange: (value: AgeFilter) => void }) {
  const { t } = useTranslation("reader");
  return (
    <select
      data-testid="age-filter"
      aria-label={t("user.age_filter")}
      value={value}
      onChange={(event) => {
        onChange(event.target.value as AgeFilter);
      }}
      className="rounded border border-neutral-300 bg-transparent px-2 py-1 text-sm dark:border-neutral-700"
    >
      <option value="all">{t("user.age_all")}</option>
      <option value="safe">{t("user.age_safe")}</option>
      <option value="r18">R-18</option>
    </select>
  );
}

/** A local follow of the author's works of this tab (issue 27), named after the author. */
function AuthorFollow({ userId, works }: { userId: number; works: "illust" | "manga" | "novel" }) {
  const name = useMemberQuery(userId).data?.name ?? String(userId);
  return <FollowControl subject={{ kind: "user", userId, works }} label={name} />;
}

export function ArtworksPanel({ userId, type }: { userId: number; type: UserArtworkType }) {
  const [tag, setTag] = useState<string | null>(null);
  const [age, setAge] = useState<AgeFilter>("all");
  const r18 = useContentSettings().r18;
  const all = useUserArtworksQuery(userId, type, tag === null);
  const tagged = useMemberTagArtworksQuery(userId, tag);
  const list = tag === null ? all : tagged;
  const load: ListLoad = list;
  const pages = list.data?.pages;
  const items = useMemo(
    () => asGridItems(byAge(pages?.flatMap((page) => page.artworks) ?? [], age)),
    [pages, age],
  );
  const orders = useOfferedOrders(items);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-3 px-4">
        {type === "illust" ? <MemberTags userId={userId} selected={tag} onSelect={setTag} /> : null}
        {r18 ? <AgeFilterSelect value={age} onChange={setAge} /> : null}
        <div className="ml-auto flex flex-wrap items-start gap-2">
          <ListControls pages={list.data?.pages.length ?? 0} orders={orders} />
          <AuthorFollow userId={userId} works={type} />
          <BulkDownloadButton spec={{ kind: "user-works", userId, type, tag }} />
        </div>
      </div>
      <SortableList
        list={list}
        pages={pages ?? []}
        items={items}
        orders={orders}
        listKey={`${type}-${tag ?? ""}`}
      >
        {(shown, sorted) => (
          <ArtworkList
            key={`${type}-${tag ?? ""}-${age}`}
            testId="user-artworks"
            items={shown}
            load={load}
            preview={sorted}
          />
        )}
      </SortableList>
    </div>
  );
}

function SeriesCard({
  to,
  cover,
  title,
  meta,
}: {
  to: string;
  cover: string | null;
  title: string;
  meta: string;
}) {
  return (
    <li data-testid="series-card">
      <Link to={to} className="flex gap-3 rounded-lg p-2 hover:bg-neutral-100 dark:hover:bg-neutral-900">
        {cover === null ? null : (
          <img
            src={cover}
            alt=""
            loading="lazy"
            className="h-20 w-36 shrink-0 rounded bg-neutral-200 object-cover"
          />
        )}
        <span className="min-w-0">
          <span className="line-clamp-2 font-medium">{title}</span>
          <span className="text-xs text-neutral-500">{meta}</span>
        </span>
      </Link>
    </li>
  );
}

export function IllustSeriesPanel({ userId }: { userId: number }) {
  const { t } = useTranslation("reader");
  const query = useUserIllustSeriesQuery(userId);
  const series: IllustSeriesDetail[] = query.data?.pages.flatMap((page) => page.series) ?? [];
  return (
    <div className="px-4" data-testid="user-illust-series">
      <ul className="grid gap-2 sm:grid-cols-2">
        {series.map((item) => (
          <SeriesCard
            key={item.id}
            to={pathTo("IllustSeries", { uid: userId, sid: item.id })}
            cover={item.cover}
            title={item.title}
            meta={t("series.works", { count: item.series_work_count })}
          />
        ))}
      </ul>
      <ListFooter load={query} count={series.length} batchSize={null} />
    </div>
  );
}

export function NovelSeriesPanel({ userId }: { userId: number }) {
  const { t } = useTranslation("reader");
  const query = useUserNovelSeriesQuery(userId);
  const series: NovelSeriesDetail[] = query.data?.pages.flatMap((page) => page.series) ?? [];
  return (
    <div className="px-4" data-testid="user-novel-series">
      <ul className="grid gap-2 sm:grid-cols-2">
        {series.map((item) => (
          <SeriesCard
            key={item.id}
            to={pathTo("NovelSeries", { id: item.id })}
            cover={null}
            title={item.title}
            meta={`${t("series.novels", { count: item.content_count })} · ${t("novel.characters", { n: item.total_character_count, count: item.total_character_count })}`}
          />
        ))}
      </ul>
      <ListFooter load={query} count={series.length} batchSize={null} />
    </div>
  );
}

export function NovelsPanel({ userId }: { userId: number }) {
  const query = useUserNovelsQuery(userId);
  const pages = query.data?.pages;
  const items = useMemo(
    () => pages?.flatMap((page) => page.novels.map((novel) => ({ novel }))) ?? [],
    [pages],
  );
  return (
    <div className="px-4">
      <SortableNovelList
        list={query}
        pages={pages ?? []}
        items={items}
        testId="user-novels"
        extra={
          <>
            <AuthorFollow userId={userId} works="novel" />
            <BulkDownloadButton spec={{ kind: "user-novels", userId }} />
          </>
        }
      />
    </div>
  );
}

/** `own`: the signed-in account's own page, whose bookmarks come with restrict and tag filters. */
export function FavoritesPanel({ userId, own }: { userId: number; own: boolean }) {
  return own ? (
    <div className="px-4">
      <IllustBookmarks testId="user-own-favorites" />
    </div>
  ) : (
    <PublicFavorites userId={userId} />
  );
}

function PublicFavorites({ userId }: { userId: number }) {
  const query = useUserFavoritesQuery(userId);
  const pages = useArtworkPages(query.data?.pages);
  const items = useMemo(() => asGridItems(pages.flatMap((page) => page.artworks)), [pages]);
  return (
    <div className="px-4">
      <SortableArtworkList list={query} pages={pages} items={items} testId="user-favorites" />
    </div>
  );
}

export function FavoriteNovelsPanel({ userId, own }: { userId: number; own: boolean }) {
  return own ? (
    <div className="px-4">
      <NovelBookmarks testId="user-own-favorite-novels" />
    </div>
  ) : (
    <PublicFavoriteNovels userId={userId} />
  );
}

function PublicFavoriteNovels({ userId }: { userId: number }) {
  const query = useUserFavoriteNovelsQuery(userId);
  const pages = query.data?.pages;
  const items = useMemo(
    () => pages?.flatMap((page) => page.items.map((novel) => ({ novel }))) ?? [],
    [pages],
  );
  return (
    <div className="px-4">
      <SortableNovelList list={query} pages={pages ?? []} items={items} testId="user-favorite-novels" />
    </div>
  );
}

export function RelatedUsersPanel({ userId }: { userId: number }) {
  const query = useRelatedUsersQuery(userId);
  return <UserList testId="related-users" users={query.data ?? []} />;
}

export function FollowingPanel({ userId }: { userId: number }) {
  const query = useFollowingQuery(userId);
  return (
    <UserList
      testId="user-following"
      users={query.data?.pages.flatMap((page) => page.users) ?? []}
      load={query}
    />
  );
}
