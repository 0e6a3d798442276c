/**
 * The search endpoints of the app API (PIXIV.md §3.1 rows 2–7, 14, 42): works, novels and users
 * (sort, duration, dates, AI; popular sorts for premium accounts), the popular previews, the bookmark
 * ranges and tag autocomplete (v1 and v2).
 */
import { DEFAULT_PAGE_SIZE, SEARCH_SPAN_LIMIT_SECONDS } from "@pxv/pixiv";
import {
  autocompleteTags,
  searchNovels,
  searchUsers,
  searchWorks,
  type SearchQuery,
  type SearchTarget,
} from "../catalogue/search.js";
import { jstMidnight } from "../catalogue/timeline.js";
import { addProblem, invalidParameters, type ParameterProblems } from "./errors.js";
import { marksOf, ok, type AppApiAnswer, type Endpoint, type EndpointRequest } from "./endpoint.js";
import { illustsOf, novelsOf, searchNow } from "./lists.js";
import { appApiUrl, offsetPage, parameter, readEnum, readOffset } from "./query.js";
import { userPreviewJson } from "./user-json.js";
import { userNovelIds, userWorkIds } from "./user-works.js";

const ILLUST_TARGETS: readonly SearchTarget[] = [
  "partial_match_for_tags",
  "exact_match_for_tags",
  "title_and_caption",
  "keyword",
];
const NOVEL_TARGETS: readonly SearchTarget[] = [
  "partial_match_for_tags",
  "exact_match_for_tags",
  "text",
  "keyword",
];
const SORTS = ["date_desc", "date_asc", "popular_desc", "popular_male_desc", "popular_female_desc"] as const;
const DURATIONS = ["within_last_day", "within_last_week", "within_last_month"] as const;
const DURATION_DAYS = { within_last_day: 1, within_last_week: 7, within_last_month: 30 } as const;

interface ParsedSearch {
  readonly query: SearchQuery;
  readonly popular: boolean;
  readonly echo: ReadonlyArray<readonly [string, string | undefined]>;
}

function readSearch(
  request: EndpointRequest,
  targets: readonly SearchTarget[],
  problems: ParameterProblems,
): ParsedSearch {
  const { query } = request;
  const word = parameter(query, "word");
  if (word === undefined) addProblem(problems, "word", "word is required");
  const target = readEnum(query, "search_target", targets, "partial_match_for_tags", problems);
  const sort = readEnum(query, "sort", SORTS, "date_desc", problems);
  const duration =
    parameter(query, "duration") === undefined
      ? undefined
      : readEnum(query, "duration", DURATIONS, undefined, problems);
  // Whole minutes, so that the pages of one search share its remembered results.
  const now = searchNow(request);
  let from = 0;
  let until = now;
  if (duration !== undefined) from = now - DURATION_DAYS[duration] * 86_400;
  for (const [name, edge] of [
    ["start_date", "start"],
    ["end_date", "end"],
  ] as const) {
    const text = parameter(query, name);
    if (text === undefined) continue;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(jstMidnight(text))) {
      addProblem(problems, name, `${name} is invalid`);
      continue;
    }
    if (edge === "start") from = Math.max(from, jstMidnight(text));
    else until = Math.min(until, jstMidnight(text) + 86_400);
  }
  const aiText = parameter(query, "search_ai_type");
  const showAi = aiText === undefined ? request.context.states.showAi(request.viewer.id) : aiText === "1";
  return {
    query: {
      terms: (word ?? "").split(/[\s\u3000]+/).filter((term) => term !== ""),
      target,
      ascending: sort === "date_asc",
      from,
      until,
      showAi,
      maxXRestrict: request.viewer.xRestrict,
    },
    // Premium-only sorts are silently ignored for other accounts (PIXIV.md §8).
    popular: sort.startsWith("popular") && request.viewer.isPremium,
    echo: [
      ["word", word],
      ["search_target", target],
      ["sort", sort],
      ["filter", parameter(query, "filter")],
      ["duration", duration],
      ["start_date", parameter(query, "start_date")],
      ["end_date", parameter(query, "end_date")],
      ["search_ai_type", aiText],
    ],
  };
}

/** Popular sorts look at this many matches and order them by bookmarks. */
const POPULAR_POOL = 600;

function answerSearch(request: EndpointRequest, kind: "illust" | "novel"): AppApiAnswer {
  const problems: ParameterProblems = {};
  const search = readSearch(request, kind === "illust" ? ILLUST_TARGETS : NOVEL_TARGETS, problems);
  const offset = readOffset(request.query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const { catalogue } = request.context;
  const wanted = search.popular
    ? Math.max(POPULAR_POOL, offset + DEFAULT_PAGE_SIZE + 1)
    : offset + DEFAULT_PAGE_SIZE + 1;
  const found =
    kind === "illust"
      ? searchWorks(catalogue, search.query, wanted)
      : searchNovels(catalogue, search.query, wanted);
  const ordered = search.popular ? [...found].sort((a, b) => b.totalBookmarks - a.totalBookmarks) : found;
  const { page, nextOffset } = offsetPage(
    ordered.map((item) => item.id),
    offset,
    DEFAULT_PAGE_SIZE,
  );
  const nextUrl =
    nextOffset === null
      ? null
      : appApiUrl(`/v1/search/${kind}`, [...search.echo, ["offset", String(nextOffset)]]);
  const showAi = search.query.showAi;
  return kind === "illust"
    ? ok({
        illusts: illustsOf(request, page),
        next_url: nextUrl,
        search_span_limit: SEARCH_SPAN_LIMIT_SECONDS,
        show_ai: showAi,
      })
    : ok({
        novels: novelsOf(request, page),
        next_url: nextUrl,
        search_span_limit: SEARCH_SPAN_LIMIT_SECONDS,
        show_ai: showAi,
      });
}

export const answerSearchIllust: Endpoint = (request) => answerSearch(request, "illust");
export const answerSearchNovel: Endpoint = (request) => answerSearch(request, "novel");

const POPULAR_PREVIEW_SIZE = 30;

function answerPopularPreview(request: EndpointRequest, kind: "illust" | "novel"): AppApiAnswer {
  const problems: ParameterProblems = {};
  const search = readSearch(request, kind === "illust" ? ILLUST_TARGETS : NOVEL_TARGETS, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const { catalogue } = request.context;
  const found =
    kind === "illust"
      ? searchWorks(catalogue, search.query, POPULAR_POOL)
      : searchNovels(catalogue, search.query, POPULAR_POOL);
  const ids = [...found]
    .sort((a, b) => b.totalBookmarks - a.totalBookmarks)
    .slice(0, POPULAR_PREVIEW_SIZE)
    .map((item) => item.id);
  return kind === "illust"
    ? ok({ illusts: illustsOf(request, ids), next_url: null })
    : ok({ novels: novelsOf(request, ids), next_url: null });
}

export const answerPopularPreviewIllust: Endpoint = (request) => answerPopularPreview(request, "illust");
export const answerPopularPreviewNovel: Endpoint = (request) => answerPopularPreview(request, "novel");

const BOOKMARK_RANGES: readonly (readonly [string, string])[] = [
  ["*", "*"],
  ["100000", "*"],
  ["50000", "99999"],
  ["10000", "49999"],
  ["5000", "9999"],
  ["1000", "4999"],
  ["500", "999"],
  ["300", "499"],
  ["100", "299"],
  ["50", "99"],
  ["30", "49"],
  ["10", "29"],
];

export const answerBookmarkRanges: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  readSearch(
    request,
    ["partial_match_for_tags", "exact_match_for_tags", "title_and_caption", "keyword", "text"],
    problems,
  );
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  return ok({
    bookmark_ranges: BOOKMARK_RANGES.map(([min, max]) => ({ bookmark_num_min: min, bookmark_num_max: max })),
  });
};

export const answerSearchUser: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  const word = parameter(request.query, "word");
  if (word === undefined) addProblem(problems, "word", "word is required");
  const offset = readOffset(request.query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const { catalogue, now } = request.context;
  const users = searchUsers(catalogue, word ?? "", offset + DEFAULT_PAGE_SIZE + 1);
  const { page, nextOffset } = offsetPage(users, offset, DEFAULT_PAGE_SIZE);
  const marks = marksOf(request);
  return ok({
    user_previews: page.map((user) =>
      userPreviewJson(
        catalogue,
        user,
        userWorkIds(catalogue, user.index, now(), "any", 3),
        userNovelIds(catalogue, user.index, now(), 3),
        marks,
      ),
    ),
    next_url:
      nextOffset === null
        ? null
        : appApiUrl("/v1/search/user", [
            ["word", word],
            ["filter", parameter(request.query, "filter")],
            ["offset", nextOffset],
          ]),
  });
};

const AUTOCOMPLETE_SIZE = 10;

export const answerAutocompleteV2: Endpoint = (request) =>
  ok({
    tags: autocompleteTags(parameter(request.query, "word") ?? "", AUTOCOMPLETE_SIZE).map((tag) => ({
      name: tag.name,
      translated_name: tag.translated,
    })),
  });

export const answerAutocompleteV1: Endpoint = (request) =>
  ok({
    search_auto_complete_keywords: autocompleteTags(
      parameter(request.query, "word") ?? "",
      AUTOCOMPLETE_SIZE,
    ).map((tag) => tag.name),
  });
