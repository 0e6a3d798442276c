/**
 * The paging pixiv's related lists share (`/v2/illust/related`, `/v1/novel/related`): candidates
 * found by tag, minus the seed and what the client says it has `viewed[]`, 30 a page, and a `next_url`
 * that carries the seed and every id seen so far, until RELATED_LIMIT ids have been shown.
 */
import { DEFAULT_PAGE_SIZE } from "@pxv/pixiv";
import type { SearchQuery } from "../catalogue/search.js";
import { ok, type AppApiAnswer, type EndpointRequest } from "./endpoint.js";
import { searchNow } from "./lists.js";
import { appApiUrl, parameter, parameterValues } from "./query.js";

/** Related lists stop after this many (cssxsh `RELATED_LIMIT`). */
export const RELATED_LIMIT = 150;

/** The numeric `viewed[]` ids the client sends back from the previous `next_url`. */
export function readViewed(request: EndpointRequest): number[] {
  return parameterValues(request.query, "viewed")
    .filter((text) => /^\d+$/.test(text))
    .map(Number);
}

/** The search that finds related items: newest first, exact tag match, as the viewer may see. */
export function relatedSearchQuery(request: EndpointRequest, terms: readonly string[]): SearchQuery {
  return {
    terms,
    target: "exact_match_for_tags",
    ascending: false,
    from: 0,
    until: searchNow(request),
    showAi: request.context.states.showAi(request.viewer.id),
    maxXRestrict: request.viewer.xRestrict,
  };
}

export interface RelatedList {
  readonly seedId: number;
  readonly viewed: readonly number[];
  /** The body's list key: `illusts` or `novels`. */
  readonly listKey: string;
  readonly path: string;
  readonly idParameter: string;
  readonly seedParameter: string;
  /** Candidate ids, best first, at most `limit`. */
  readonly candidates: (limit: number) => number[];
  readonly toJson: (ids: readonly number[]) => unknown[];
}

export function answerRelated(request: EndpointRequest, list: RelatedList): AppApiAnswer {
  const { viewed } = list;
  if (viewed.length >= RELATED_LIMIT) return ok({ [list.listKey]: [], next_url: null });
  const exclude = new Set([list.seedId, ...viewed]);
  const matches = list.candidates(RELATED_LIMIT + viewed.length + 1).filter((id) => !exclude.has(id));
  const page = matches.slice(0, DEFAULT_PAGE_SIZE);
  const seen = [...viewed, ...page];
  const hasMore = matches.length > page.length && seen.length < RELATED_LIMIT;
  return ok({
    [list.listKey]: list.toJson(page),
    next_url: hasMore
      ? appApiUrl(list.path, [
          [list.idParameter, list.seedId],
          ["filter", parameter(request.query, "filter")],
          [list.seedParameter, list.seedId],
          ...seen.map((id, index) => [`viewed[${index}]`, id] as const),
        ])
      : null,
  });
}
