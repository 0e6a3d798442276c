/**
 * pxv's own feeds from the server (or the addresses configured in settings): the sensitive-word
 * list (`GET /api/sensitive-words`, text, one word per line) and the notices feed
 * (`GET /api/notices`, JSON; validated here only when it comes from another address than pxv's own
 * server, which validates its feed itself). Both are optional: a missing feed (404, network error, bad body)
 * means "no words" / "no notices", never an error on screen.
 */
import { CACHE_TTL_SECONDS, parseSensitiveWordList, type NoticesBody } from "@pxv/pixiv";
import { useQuery } from "@tanstack/react-query";
import { loadWireSchemas } from "../data/load-wire-schemas";
import { useSettingsStore } from "../settings/settings-store";

export const DEFAULT_SENSITIVE_WORDS_URL = "/api/sensitive-words";
export const DEFAULT_NOTICES_URL = "/api/notices";

const FEED_STALE_TIME = CACHE_TTL_SECONDS.spotlights * 1000;

export const feedKeys = {
  sensitiveWords: (url: string) => ["feed", "sensitive-words", url] as const,
  notices: (url: string) => ["feed", "notices", url] as const,
};

export async function fetchSensitiveWords(url: string, signal?: AbortSignal): Promise<string[]> {
  try {
    const response = await fetch(url, {
      ...(signal === undefined ? {} : { signal }),
      headers: { accept: "text/plain" },
    });
    if (!response.ok) return [];
    return parseSensitiveWordList(await response.text());
  } catch {
    return [];
  }
}

const EMPTY_NOTICES: NoticesBody = { notices: [], effects: [] };

export async function fetchNotices(url: string, signal?: AbortSignal): Promise<NoticesBody> {
  try {
    const response = await fetch(url, {
      ...(signal === undefined ? {} : { signal }),
      headers: { accept: "application/json" },
    });
    if (!response.ok) return EMPTY_NOTICES;
    // pxv's own feed was checked by the server (a feed that does not validate answers 502); another
    // address is checked here, with the wire schemas loaded for it.
    if (url === DEFAULT_NOTICES_URL) return (await response.json()) as NoticesBody;
    const [{ noticesBodySchema }, body] = await Promise.all([
      loadWireSchemas(),
      response.json() as Promise<unknown>,
    ]);
    const parsed = noticesBodySchema.safeParse(body);
    return parsed.success ? parsed.data : EMPTY_NOTICES;
  } catch {
    return EMPTY_NOTICES;
  }
}

export function useSensitiveWords(): readonly string[] {
  const configured = useSettingsStore((state) => state.sensitiveWordsUrl);
  const url = configured === "" ? DEFAULT_SENSITIVE_WORDS_URL : configured;
  const query = useQuery({
    queryKey: feedKeys.sensitiveWords(url),
    queryFn: ({ signal }) => fetchSensitiveWords(url, signal),
    staleTime: FEED_STALE_TIME,
  });
  return query.data ?? [];
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
