/**
 * The lists of the Following tabs, on the shared list components (components/lists): artworks,
 * novels and users from the account queries, each with its restrict switch and, for bookmarks, the
 * tag filter. The illust timeline carries the last-seen marker; user cards carry the follow button.
 * The two bookmark lists also serve the favourites tabs of the account's own user page; both show
 * their lost works from the bookmark archive (features/work-archive).
 */
import type { UserPreview } from "@pxv/pixiv";
import type { InfiniteData } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { ArtworkList } from "../../components/lists/artwork-list";
import { CardRows } from "../../components/lists/card-rows";
import { firstLoadView, useVisibleItems } from "../../components/lists/artwork-list";
import { ListFooter } from "../../components/lists/list-footer";
import { asGridItems, type GridItem } from "../../components/lists/list-item";
import { NovelList } from "../../components/lists/novel-list";
import { USER_CARD_HEIGHT, UserPreviewCard } from "../../components/lists/user-preview-card";
import { useVisibilityRules } from "../../settings/content-settings";
import type { FeedRestrict, Restrict, WorkKind } from "../../data/account-source";
import type { CursorPage } from "../../data/list-pages";
import { useDataSource } from "../../data/data-source-context";
import {
  useFollowingUsersQuery,
  useIllustFeedQuery,
  useLatestIllustsQuery,
  useMyIllustBookmarksQuery,
  useMyNovelBookmarksQuery,
  useNovelFeedQuery,
  useRecommendedUsersQuery,
} from "../../queries/account";
import { FollowButton } from "../account/follow-button";
import { BookmarkTagFilter } from "./bookmark-tag-filter";
import { BulkDownloadButton } from "../bulk-download/bulk-button";
import { ArchivedArtworkList, ArchivedNovelList } from "../work-archive/archived-work-list";
import { readLastSeen, saveLastSeen, splitAtLastSeen } from "./last-seen";
import { RestrictSwitch } from "./restrict-switch";
import { ListControls, SortableArtworkList } from "../popularity-sort/list-controls";
import { SortableList, useArtworkPages, useOfferedOrders } from "../popularity-sort/sort-entry";

const flatten = <T,>(data: InfiniteData<CursorPage<T>, string | null> | undefined): T[] =>
  data?.pages.flatMap((page) => page.items) ?? [];

function Toolbar({ children }: { children: React.ReactNode }) {
  return <div className="mb-3 flex flex-wrap items-center gap-3">{children}</div>;
}

function usePrivacy(): boolean {
  return useDataSource().accountCapabilities().privacy;
}

export function IllustTimeline() {
  const privacy = usePrivacy();
  const [restrict, setRestrict] = useState<FeedRestrict>("all");
  const query = useIllustFeedQuery(restrict);
  const items = useMemo(() => asGridItems(flatten(query.data)), [query.data]);
  // Only what the content rules let through is shown, and only what is shown counts as seen.
  const shown = useVisibleItems(items);
  // The marker of the previous visit stays put for this one; the newest shown id is saved for the next.
  const [lastSeen] = useState(readLastSeen);
  const newest = useRef<number | null>(null);
  const newestId = shown[0]?.artwork.id ?? null;
  useEffect(() => {
    if (newestId === null) return;
    newest.current = newestId;
    saveLastSeen(newestId);
  }, [newestId]);
  useEffect(
    () => () => {
      if (newest.current !== null) saveLastSeen(newest.current);
    },
    [],
  );
  const split = splitAtLastSeen(shown, lastSeen);
  const pages = useArtworkPages(query.data?.pages);
  const orders = useOfferedOrders(items);
  return (
    <>
      <Toolbar>
        <ListControls pages={pages.length} orders={orders} />
        {privacy ? (
          <RestrictSwitch value={restrict} choices={["all", "public", "private"]} onChange={setRestrict} />
        ) : null}
      </Toolbar>
      <BulkDownloadButton spec={{ kind: "feed", work: "illust", restrict }} />
      <SortableList list={query} pages={pages} items={shown} orders={orders} listKey={restrict}>
        {(sortedItems, sorted) =>
          sorted ? (
            <ArtworkList items={sortedItems} load={query} preview testId="following-feed" />
          ) : (
            <TimelineList query={query} shown={shown} split={split} lastSeen={lastSeen} />
          )
        }
      </SortableList>
    </>
  );
}

/** The feed in pixiv's order: the works new since the last visit above the marker, when it has one. */
function TimelineList({
  query,
  shown,
  split,
  lastSeen,
}: {
  query: ReturnType<typeof useIllustFeedQuery>;
  shown: readonly GridItem[];
  split: ReturnType<typeof splitAtLastSeen<GridItem>>;
  lastSeen: number | null;
}) {
  const { t } = useTranslation("account");
  return (
    <>
      {split === null ? (
        <ArtworkList items={shown} load={query} testId="following-feed" />
      ) : (
        <div data-testid="following-feed">
          {split.fresh.length > 0 ? (
            <ArtworkList items={split.fresh} keepsSeen={false} testId="following-feed-new" />
          ) : null}
          <p
            data-testid="last-seen-marker"
            data-id={lastSeen}
            className="my-4 flex items-center gap-3 text-xs text-neutral-500 before:h-px before:flex-1 before:bg-neutral-300 after:h-px after:flex-1 after:bg-neutral-300 dark:before:bg-neutral-700 dark:after:bg-neutral-700"
          >
            {t("following.last_seen")}
          </p>
          <ArtworkList items={split.seen} load={query} testId="following-feed-seen" />
        </div>
      )}
    </>
  );
}

export function NovelTimeline() {
  const [restrict, setRestrict] = useState<FeedRestrict>("all");
  const query = useNovelFeedQuery(restrict);
  const novels = useMemo(() => flatten(query.data).map((novel) => ({ novel })), [query.data]);
  const pages = query.data?.pages ?? [];
  const orders = useOfferedOrders(novels);
  return (
    <>
      <Toolbar>
        <ListControls pages={pages.length} orders={orders} slideshow={false} />
        <RestrictSwitch value={restrict} choices={["all", "public", "private"]} onChange={setRestrict} />
      </Toolbar>
      <SortableList list={query} pages={pages} items={novels} orders={orders} listKey={restrict}>
        {(shown, sorted) => (
          <NovelList items={shown} load={query} preview={sorted} testId="following-novel-feed" />
        )}
      </SortableList>
    </>
  );
}

/** The restrict and tag of a bookmark list: a new restrict clears the tag (PRODUCT.md §4). */
function useBookmarkFilter() {
  const [restrict, setRestrict] = useState<Restrict>("public");
  const [tag, setTag] = useState<string | null>(null);
  return {
    restrict,
    tag,
    setTag,
    setRestrict: (next: Restrict) => {
      setRestrict(next);
      setTag(null);
    },
  };
}

function BookmarkToolbar({ kind, filter }: { kind: WorkKind; filter: ReturnType<typeof useBookmarkFilter> }) {
  const capabilities = useDataSource().accountCapabilities();
  if (!capabilities.bookmarkPrivacy && !capabilities.bookmarkTags) return null;
  return (
    <Toolbar>
      {capabilities.bookmarkPrivacy ? (
        <RestrictSwitch
          value={filter.restrict}
          choices={["public", "private"]}
          onChange={filter.setRestrict}
        />
      ) : null}
      {capabilities.bookmarkTags ? (
        <BookmarkTagFilter
          kind={kind}
          restrict={filter.restrict}
          selected={filter.tag}
          onSelect={filter.setTag}
        />
      ) : null}
    </Toolbar>
  );
}

/** The account's illust bookmarks; the list's test id is `${testId}-${restrict}`. */
export function IllustBookmarks({ testId = "following-bookmarks" }: { testId?: string } = {}) {
  const filter = useBookmarkFilter();
  const query = useMyIllustBookmarksQuery(filter.restrict, filter.tag);
  const artworks = useMemo(() => flatten(query.data), [query.data]);
  const pages = useArtworkPages(query.data?.pages);
  return (
    <>
      <BookmarkToolbar kind="illust" filter={filter} />
      <BulkDownloadButton
        spec={{ kind: "bookmarks", work: "illust", restrict: filter.restrict, tag: filter.tag }}
      />
      <ArchivedArtworkList
        works={artworks}
        source="bookmark"
        load={query}
        sort={{ list: query, pages }}
        testId={`${testId}-${filter.restrict}`}
      />
    </>
  );
}

/** The account's novel bookmarks; the list's test id is `${testId}-${restrict}`. */
export function NovelBookmarks({ testId = "following-novel-bookmarks" }: { testId?: string } = {}) {
  const filter = useBookmarkFilter();
  const query = useMyNovelBookmarksQuery(filter.restrict, filter.tag);
  const novels = useMemo(() => flatten(query.data), [query.data]);
  return (
    <>
      <BookmarkToolbar kind="novel" filter={filter} />
      <BulkDownloadButton
        spec={{ kind: "bookmarks", work: "novel", restrict: filter.restrict, tag: filter.tag }}
      />
      <ArchivedNovelList
        works={novels}
        source="bookmark"
        load={query}
        sort={{ list: query, pages: query.data?.pages ?? [] }}
        testId={`${testId}-${filter.restrict}`}
      />
    </>
  );
}

/** User cards with the follow button over each, in the shared rows. */
function Users({ query, testId }: { query: ReturnType<typeof useRecommendedUsersQuery>; testId: string }) {
  const rules = useVisibilityRules();
  const users = useMemo(
    () => flatten<UserPreview>(query.data).filter((user) => !rules.blockedUserIds.has(user.id)),
    [query.data, rules],
  );
  const first = firstLoadView(query, users.length);
  if (first !== null) return first;
  return (
    <div data-testid={testId} data-count={users.length}>
      <CardRows
        items={users}
        cardHeight={USER_CARD_HEIGHT}
        keyOf={(user) => user.id}
        renderCard={(user) => (
          <div className="relative h-full">
            <UserPreviewCard user={user} />
            <FollowButton user={user} className="absolute top-2 right-2 px-3 py-1 text-xs" />
          </div>
        )}
      />
      <ListFooter load={query} count={users.length} batchSize={null} />
    </div>
  );
}

export function FollowedUsers() {
  const privacy = usePrivacy();
  const [restrict, setRestrict] = useState<Restrict>("public");
  const query = useFollowingUsersQuery(restrict);
  return (
    <>
      {privacy ? (
        <Toolbar>
          <RestrictSwitch value={restrict} choices={["public", "private"]} onChange={setRestrict} />
        </Toolbar>
      ) : null}
      <Users query={query} testId={`following-users-${restrict}`} />
    </>
  );
}

export function RecommendedUsers() {
  return <Users query={useRecommendedUsersQuery()} testId="following-recommended-users" />;
}

export function LatestIllusts() {
  const query = useLatestIllustsQuery();
  const pages = useArtworkPages(query.data?.pages);
  const items = useMemo(() => asGridItems(pages.flatMap((page) => page.artworks)), [pages]);
  return <SortableArtworkList list={query} pages={pages} items={items} testId="following-latest" />;
}
