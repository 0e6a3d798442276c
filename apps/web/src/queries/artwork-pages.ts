/**
 * Works' pages with their sizes (pixiv's web pages answer through the data source), for the lists'
 * inline pages (components/lists/inline-pages.ts): one query per work, kept as long as a work's
 * detail (pages do not change under the same id). Only works whose list copy lacks its pages are asked.
 */
import type { ArtworkPagePicture } from "@pxv/pixiv";
import { useQueries, useQueryClient, type QueryObserverResult } from "@tanstack/react-query";
import { useCallback } from "react";
import { useDataSource } from "../data/data-source-context";
import { loadArea } from "../data/proxy-areas";
import { artworkPagesKeys } from "./artwork-keys";
import { STALE_TIME } from "./stale-times";

export { artworkPagesKeys } from "./artwork-keys";

/** Which of the queries have an answer, as a string: a value that changes only when one arrives. */
const answeredFlags = (results: readonly QueryObserverResult[]): string =>
  results.map((result) => (result.data === undefined ? "0" : "1")).join("");

/**
 * The answered pages of a work among `ids` (undefined while it loads or after it failed);
 * `beforeAnswer` runs as each answer arrives, before anything renders it.
 */
export function useArtworkPagesQueries(
  ids: readonly number[],
  beforeAnswer: () => void = () => undefined,
): (id: number) => readonly ArtworkPagePicture[] | undefined {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const answered = useQueries({
    queries: ids.map((id) => ({
      queryKey: artworkPagesKeys.pages(id),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const area = await loadArea(source, "work", signal);
        const pages = await area.getArtworkPages(id, { signal });
        // Told before the answer reaches the cache (and the screen): the list notes its scroll anchor.
        beforeAnswer();
        return pages;
      },
      staleTime: STALE_TIME.artworkDetail,
    })),
    combine: answeredFlags,
  });
  // A new function only when an answer arrives, so the list's entries are not rebuilt on every render.
  return useCallback(
    (id: number) =>
      answered.includes("1")
        ? queryClient.getQueryData<readonly ArtworkPagePicture[]>(artworkPagesKeys.pages(id))
        : undefined,
    [answered, queryClient],
  );
}
