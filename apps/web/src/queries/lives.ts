/**
 * Sketch lives: the list (infinite, fresh for PRODUCT.md's 60 s), a live's detail and its chat log.
 * The chat log is read once when the live page opens; the websocket carries what follows, so it is
 * never refetched behind the page's back.
 */
import type { LiveSummary } from "@pxv/pixiv";
import { useQuery, type InfiniteData } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";
import type { LivePage } from "../data/search-source";
import { useNumberedPagesQuery } from "./paged-query";
import { STALE_TIME } from "./stale-times";
import { loadArea } from "../data/proxy-areas";

export const liveKeys = {
  all: ["lives"] as const,
  list: () => [...liveKeys.all, "list"] as const,
  detail: (id: string) => [...liveKeys.all, "detail", id] as const,
  chats: (id: string) => [...liveKeys.all, "chats", id] as const,
};

export function useLivesInfiniteQuery() {
  return useNumberedPagesQuery(
    liveKeys.list(),
    (source, page, signal) =>
      loadArea(source, "search", signal).then((area) => area.getLives(page, { signal })),
    {
      staleTime: STALE_TIME.liveList,
    },
  );
}

export function flattenLives(data: InfiniteData<LivePage, number> | undefined): LiveSummary[] {
  return data === undefined ? [] : data.pages.flatMap((page) => page.lives);
}

export function useLiveQuery(id: string) {
  const source = useDataSource();
  return useQuery({
    queryKey: liveKeys.detail(id),
    queryFn: ({ signal }) => loadArea(source, "search", signal).then((area) => area.getLive(id, { signal })),
    staleTime: STALE_TIME.liveList,
  });
}

export function useLiveChatsQuery(id: string) {
  const source = useDataSource();
  return useQuery({
    queryKey: liveKeys.chats(id),
    queryFn: ({ signal }) =>
      loadArea(source, "search", signal).then((area) => area.getLiveChats(id, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
