/**
 * What a search screen needs from the address and the settings: the word, the filters (from the
 * address, defaults from settings), the page (pagination setting), the query built by the rules of
 * PRODUCT.md §5, and setters that write filters or a new word back to the address.
 */
import {
  buildPopularPreviewQuery,
  buildSearchQuery,
  containsSensitiveWord,
  pixivDateOf,
  type SearchFilters,
  type SearchKind,
} from "@pxv/pixiv";
import { useMemo } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import type { SearchQuery } from "../../data/search-source";
import { useSensitiveWords } from "../../queries/pxv-feeds";
import { useContentSettings } from "../../settings/content-settings";
import { useSettingsStore } from "../../settings/settings-store";
import { defaultFilters, filtersFromParams, pageFromParams, paramsFromFilters } from "./search-params";
import { searchTabPath } from "./search-paths";

export interface SearchState {
  readonly word: string;
  readonly filters: SearchFilters;
  readonly page: number;
  /** Null when the rules say "empty finished result" (or there is no word yet). */
  readonly query: SearchQuery | null;
  /** The popular preview's query for the same word and range (no sort, no paging). */
  readonly popularQuery: SearchQuery | null;
  readonly today: string;
  readonly paginated: boolean;
  readonly blockedWords: readonly string[];
  readonly setFilters: (next: SearchFilters) => void;
  readonly setPage: (page: number) => void;
  readonly setWord: (word: string) => void;
}

export function useSearchState(kind: SearchKind): SearchState {
  const params = useParams();
  const word = (params["keyword"] ?? params["word"] ?? "").trim();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const content = useContentSettings();
  const minLikes = useSettingsStore((state) => state.app.searchListMinFavNum);
  const paginated = useSettingsStore((state) => state.app.searchListPagination);
  const blockedWords = useSensitiveWords();
  const today = pixivDateOf(new Date());
  const defaults = useMemo(() => defaultFilters(minLikes), [minLikes]);
  const filters = useMemo(() => filtersFromParams(kind, search, defaults), [kind, search, defaults]);
  const page = paginated ? pageFromParams(search) : 1;

  const [query, popularQuery] = useMemo(() => {
    if (word === "") return [null, null];
    const context = {
      r18: content.r18,
      ai: content.ai,
      today,
      isBlocked: (term: string) => containsSensitiveWord(term, blockedWords),
    };
    return [buildSearchQuery(kind, word, filters, context), buildPopularPreviewQuery(word, filters, context)];
  }, [kind, word, filters, content.r18, content.ai, today, blockedWords]);

  const tab = kind;
  return {
    word,
    filters,
    page,
    query,
    popularQuery,
    today,
    paginated,
    blockedWords,
    setFilters: (next) => {
      void navigate(searchTabPath(tab, word, paramsFromFilters(next, defaults)), { replace: true });
    },
    setPage: (next) => {
      void navigate(searchTabPath(tab, word, paramsFromFilters(filters, defaults, next)));
      window.scrollTo({ top: 0 });
    },
    setWord: (next) => {
      void navigate(searchTabPath(tab, next, paramsFromFilters(filters, defaults)));
    },
  };
}
