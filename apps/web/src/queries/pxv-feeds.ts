/**
 * pxv's own feeds from the server (or the addresses configured in settings): the sensitive-word
 * list (`GET /api/sensitive-words`, text, one word per line) and the notices feed
 * (`GET /api/notices`, JSON; validated here only when it comes from another address than pxv's own
 * server, which validates its feed itself), both through the client (data/pxv-client.ts: deadline,
 * retry). Both are optional: a missing feed (404, network error, bad body) means "no words" /
 * "no notices", never an error on screen.
 */
import { CACHE_TTL_SECONDS, PXV_API_PATHS, parseSensitiveWordList, type NoticesBody } from "@pxv/pixiv";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { loadWireSchemas } from "../data/load-wire-schemas";
import { getJson, getText } from "../data/pxv-client";
import { useSettingsStore } from "../settings/settings-store";

export const DEFAULT_SENSITIVE_WORDS_URL = PXV_API_PATHS.sensitiveWords;
export const DEFAULT_NOTICES_URL = PXV_API_PATHS.notices;

const FEED_STALE_TIME = CACHE_TTL_SECONDS.spotlights * 1000;

export const feedKeys = {
  sensitiveWords: (url: string) => ["feed", "sensitive-words", url] as const,
  notices: (url: string) => ["feed", "notices", url] as const,
};

export async function fetchSensitiveWords(url: string, signal?: AbortSignal): Promise<string[]> {
  try {
    return parseSensitiveWordList(await getText(url, { signal, headers: { accept: "text/plain" } }));
  } catch {
    return [];
  }
}

const EMPTY_NOTICES: NoticesBody = { notices: [], effects: [] };

export async function fetchNotices(url: string, signal?: AbortSignal): Promise<NoticesBody> {
  try {
    // pxv's own feed was checked by the server (a feed that does not validate answers 502); another
    // address is checked here, with the wire schemas loaded for it.
    return await getJson<NoticesBody>(url, {
      signal,
      ...(url === DEFAULT_NOTICES_URL
        ? {}
        : { schema: async () => (await loadWireSchemas()).noticesBodySchema }),
    });
  } catch {
    return EMPTY_NOTICES;
  }
}

const sensitiveWordsQuery = (configured: string) => {
  const url = configured === "" ? DEFAULT_SENSITIVE_WORDS_URL : configured;
  return {
    queryKey: feedKeys.sensitiveWords(url),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchSensitiveWords(url, signal),
    staleTime: FEED_STALE_TIME,
  };
};

export function useSensitiveWords(): readonly string[] {
  const configured = useSettingsStore((state) => state.sensitiveWordsUrl);
  return useQuery(sensitiveWordsQuery(configured)).data ?? [];
}

/** The sensitive words now (from the query cache within their lifetime), for a check made once. */
export function sensitiveWordsNow(queryClient: QueryClient): Promise<string[]> {
  return queryClient.query(sensitiveWordsQuery(useSettingsStore.getState().sensitiveWordsUrl));
}

export function useNotices(): NoticesBody {
  const configured = useSettingsStore((state) => state.noticesUrl);
  const url = configured === "" ? DEFAULT_NOTICES_URL : configured;
  const query = useQuery({
    queryKey: feedKeys.notices(url),
    queryFn: ({ signal }) => fetchNotices(url, signal),
    staleTime: FEED_STALE_TIME,
  });
  return query.data ?? EMPTY_NOTICES;
}
