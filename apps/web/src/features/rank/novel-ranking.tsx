/**
 * A novel ranking's list (PRODUCT.md §2 Rank, category 4): ranked novels with infinite loading and
 * Download all on the ranking page, or its first novels on Home's novel tab (`limit`), where it is
 * loaded on its own so Home carries nothing of the ranking page. Signed in, the novels already
 * bookmarked go when the ranking's switch says so (hide-seen.ts); every shown novel keeps its rank.
 */
import type { NovelRankMode } from "@pxv/pixiv";
import { useMemo, type ReactNode } from "react";
import { useHidesBookmarked, useStickyFilter } from "../../components/lists/hide-seen";
import { NovelList, type NovelItem } from "../../components/lists/novel-list";
import { rankedNovels, useNovelRankingInfiniteQuery } from "../../queries/ranking";
import { useIsLoggedIn } from "../../session/session";
import { BulkDownloadButton } from "../bulk-download/bulk-button";

const novelIdOf = (item: NovelItem): number => item.novel.id;
const isBookmarked = (item: NovelItem): boolean => item.novel.is_bookmarked;

export function NovelRanking({
  mode,
  date,
  limit,
  actions,
}: {
  mode: NovelRankMode;
  date: string;
  limit?: number;
  /** More controls beside Download all (the ranking page's Follow), on the full ranking only. */
  actions?: ReactNode;
}) {
  const query = useNovelRankingInfiniteQuery(mode, date);
  const { data } = query;
  const items = useMemo(() => {
    const all = data === undefined ? [] : rankedNovels(data);
    return limit === undefined ? all : all.slice(0, limit);
  }, [data, limit]);
  const signedIn = useIsLoggedIn();
  const shown = useStickyFilter(items, novelIdOf, isBookmarked, useHidesBookmarked() && signedIn);
  const list = (
    <NovelList
      items={shown}
      load={limit === undefined ? query : { ...query, hasNextPage: false }}
      testId="novel-ranking"
      preview={limit !== undefined}
    />
  );
  if (limit !== undefined) return list;
  return (
    <>
      <div className="flex flex-wrap items-start gap-2 px-4 pb-3">
        {actions}
        <BulkDownloadButton spec={{ kind: "novel-ranking", mode, date }} />
      </div>
      {list}
    </>
  );
}
