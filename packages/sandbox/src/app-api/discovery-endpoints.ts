/**
 * Discovery endpoints of the app API (PIXIV.md §3.1 rows 2–7, 14, 18, 22, 23, 25, 26, 30, 34, 42):
 * search (works, novels, users; sort, duration, dates, AI), popular previews, bookmark ranges,
 * autocomplete, related and recommended works (`viewed[]` cursors), new works (`max_illust_id`), the
 * follow feed, trending tags, the walkthrough wall, illust series (`last_order`), ugoira metadata and
 * who bookmarked a work. The live list (row 43) is the emulated sketch host's (app-api-host.ts).
 */
import {
  DEFAULT_PAGE_SIZE,
  I_PXIMG_ORIGIN,
  latestRankDate,
  MAX_OFFSET,
  SEARCH_SPAN_LIMIT_SECONDS,
} from "@pxv/pixiv";
import { isPublished } from "../catalogue/catalogue.js";
import { streamFor } from "../catalogue/random.js";
import {
  autocompleteTags,
  searchNovels,
  searchUsers,
  searchWorks,
  type SearchQuery,
  type SearchTarget,
} from "../catalogue/search.js";
import { firstIdPostedFrom, FIRST_WORK_ID, imageDatePath, jstMidnight } from "../catalogue/timeline.js";
import { ugoiraFrames } from "../catalogue/ugoira.js";
import { USER_COUNT } from "../catalogue/users.js";
import { workExists, type CatalogueWork } from "../catalogue/works.js";
import { addProblem, illustNotFound, invalidParameters, type ParameterProblems } from "./errors.js";
import { marksOf, ok, type AppApiAnswer, type Endpoint, type EndpointRequest } from "./endpoint.js";
import { followedUserIds } from "./feeds.js";
import { illustJson, userMinJson } from "./illust-json.js";
import { illustsOf, novelsOf, nowSeconds, searchNow, visibleTo } from "./lists.js";
import { answerRelated, readViewed, relatedSearchQuery } from "./related-paging.js";
import {
  appApiUrl,
  offsetPage,
  parameter,
  parameterValues,
  readEnum,
  readId,
  readOffset,
  readOptionalId,
} from "./query.js";
import { illustSeriesDetailJson, illustSeriesMembers } from "./series-json.js";
import { userPreviewJson } from "./user-json.js";
import { userNovelIds, userWorkIds } from "./user-works.js";

/** "Now" for searches: the start of the current minute (works of this minute show from the next). */
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

function readWork(request: EndpointRequest, problems: ParameterProblems): CatalogueWork | null | undefined {
  const id = readId(request.query, "illust_id", problems);
  if (Number.isNaN(id)) return undefined;
  const work = request.context.catalogue.illust(id);
  return work === null || !isPublished(work, request.context.now()) ? null : work;
}

export const answerIllustRelated: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  const work = readWork(request, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  if (work === null || work === undefined) return illustNotFound();
  const viewed = readViewed(request);
  const topic =
    work.tags.find((tag) => !["R-18", "R-18G", "オリジナル", "漫画", "うごイラ"].includes(tag.name)) ??
    work.tags[0];
  return answerRelated(request, {
    seedId: work.id,
    viewed,
    listKey: "illusts",
    path: "/v2/illust/related",
    idParameter: "illust_id",
    seedParameter: "seed_illust_ids[0]",
    candidates: (limit) =>
      searchWorks(
        request.context.catalogue,
        relatedSearchQuery(request, topic === undefined ? [] : [topic.name]),
        limit,
      ).map((found) => found.id),
    toJson: (ids) => illustsOf(request, ids),
  });
};

/** Works for recommendations: a draw over the last year, popular enough, visible to the account. */
function drawWorks(
  request: EndpointRequest,
  key: number,
  count: number,
  manga: boolean | null,
  exclude: ReadonlySet<number>,
): number[] {
  const { catalogue } = request.context;
  const end = firstIdPostedFrom(nowSeconds(request));
  const first = firstIdPostedFrom(nowSeconds(request) - 365 * 86_400);
  const random = streamFor(catalogue.seedHash, "recommend", key);
  const ids: number[] = [];
  for (let draw = 0; draw < count * 40 && ids.length < count; draw++) {
    const id = random.int(first, end - 1);
    if (exclude.has(id) || ids.includes(id) || !workExists(catalogue.seedHash, id)) continue;
    const work = catalogue.illust(id);
    if (work === null || !visibleTo(request, work) || work.totalBookmarks < 50) continue;
    if (manga !== null && (work.type === "manga") !== manga) continue;
    ids.push(id);
  }
  return ids;
}

const RECOMMENDED_LIMIT = 900;

function answerRecommended(request: EndpointRequest, path: string, manga: boolean): AppApiAnswer {
  const problems: ParameterProblems = {};
  const offset = readOffset(request.query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const viewed = parameterValues(request.query, "viewed")
    .filter((text) => /^\d+$/.test(text))
    .map(Number);
  const ids = drawWorks(
    request,
    request.viewer.id * 31 + viewed.length,
    DEFAULT_PAGE_SIZE,
    manga,
    new Set(viewed),
  );
  const ranking =
    parameter(request.query, "include_ranking_illusts") === "true"
      ? request.context.catalogue
          .ranking(manga ? "day_manga" : "day", latestRankDate(request.context.now()))
          .slice(0, 10)
      : [];
  const seen = [...viewed, ...ids];
  const body = {
    illusts: illustsOf(request, ids),
    ranking_illusts: illustsOf(request, ranking),
    ...(manga ? {} : { contest_exists: false }),
    privacy_policy: {},
    next_url:
      seen.length >= RECOMMENDED_LIMIT
        ? null
        : appApiUrl(path, [
            ...(manga ? [] : [["content_type", "illust"] as const]),
            ["include_ranking_label", "true"],
            ["filter", parameter(request.query, "filter")],
            ["offset", offset],
            ["include_ranking_illusts", "false"],
            ["include_privacy_policy", "false"],
            ...seen.map((id, index) => [`viewed[${index}]`, id] as const),
          ]),
  };
  return ok(body);
}

export const answerIllustRecommended: Endpoint = (request) =>
  answerRecommended(request, "/v1/illust/recommended", parameter(request.query, "content_type") === "manga");
/** `bookmark_illust_ids` (a comma list) is accepted; the anonymous draw does not depend on it. */
export const answerIllustRecommendedNologin: Endpoint = (request) =>
  answerRecommended(
    request,
    "/v1/illust/recommended-nologin",
    parameter(request.query, "content_type") === "manga",
  );
export const answerMangaRecommended: Endpoint = (request) =>
  answerRecommended(request, "/v1/manga/recommended", true);

export const answerIllustNew: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  const contentType = readEnum(
    request.query,
    "content_type",
    ["illust", "manga"] as const,
    "illust",
    problems,
  );
  const maxId = readOptionalId(request.query, "max_illust_id", problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const { catalogue } = request.context;
  const newest = firstIdPostedFrom(nowSeconds(request)) - 1;
  const ids: number[] = [];
  for (
    let id = Math.min(newest, maxId ?? newest);
    id >= FIRST_WORK_ID && ids.length <= DEFAULT_PAGE_SIZE;
    id--
  ) {
    if (!workExists(catalogue.seedHash, id)) continue;
    const work = catalogue.illust(id);
    if (work === null || !visibleTo(request, work)) continue;
    if ((work.type === "manga") !== (contentType === "manga")) continue;
    ids.push(id);
  }
  const page = ids.slice(0, DEFAULT_PAGE_SIZE);
  const next = ids[DEFAULT_PAGE_SIZE];
  return ok({
    illusts: illustsOf(request, page),
    next_url:
      next === undefined
        ? null
        : appApiUrl("/v1/illust/new", [
            ["content_type", contentType],
            ["filter", parameter(request.query, "filter")],
            ["max_illust_id", next],
          ]),
  });
};

const FOLLOW_RESTRICTS = ["public", "private", "all"] as const;

export const answerIllustFollow: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  const restrict = readEnum(request.query, "restrict", FOLLOW_RESTRICTS, "public", problems);
  const offset = readOffset(request.query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const { catalogue, now } = request.context;
  const ids = followedUserIds(request, restrict)
    .flatMap((index) => userWorkIds(catalogue, index, now(), "any", 20))
    .sort((a, b) => b - a)
    .slice(0, MAX_OFFSET + DEFAULT_PAGE_SIZE);
  const { page, nextOffset } = offsetPage(ids, offset, DEFAULT_PAGE_SIZE);
  return ok({
    illusts: illustsOf(request, page),
    next_url:
      nextOffset === null
        ? null
        : appApiUrl("/v2/illust/follow", [
            ["restrict", restrict],
            ["offset", nextOffset],
          ]),
  });
};

const TRENDING_TAGS = 40;

export const answerTrendingTags: Endpoint = (request) => {
  const { catalogue } = request.context;
  const date = latestRankDate(request.context.now());
  const marks = marksOf(request);
  const seen = new Set<string>();
  const trendTags: unknown[] = [];
  for (const id of catalogue.ranking("week", date)) {
    const work = catalogue.illust(id);
    if (work === null) continue;
    for (const tag of work.tags) {
      if (seen.has(tag.name) || tag.name.includes("users入り") || trendTags.length >= TRENDING_TAGS) continue;
      seen.add(tag.name);
      trendTags.push({
        tag: tag.name,
        translated_name: tag.translated,
        illust: illustJson(catalogue, work, "list", marks),
      });
    }
  }
  return ok({ trend_tags: trendTags });
};

export const answerWalkthrough: Endpoint = (request) => {
  const { catalogue } = request.context;
  const ids = catalogue.ranking("month", latestRankDate(request.context.now())).slice(0, 100);
  return ok({ illusts: illustsOf(request, ids), next_url: null });
};

export const answerIllustSeries: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  const seriesId = readId(request.query, "illust_series_id", problems);
  const lastOrder = readOptionalId(request.query, "last_order", problems);
  const offset = readOffset(request.query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const spec = request.context.catalogue.series("illust", seriesId);
  const detail = spec === null ? null : illustSeriesDetailJson(request, spec);
  if (spec === null || detail === null) return illustNotFound();
  const members = illustSeriesMembers(request, spec);
  const start = lastOrder ?? offset;
  const page = members.slice(start, start + DEFAULT_PAGE_SIZE);
  const { catalogue } = request.context;
  const marks = marksOf(request);
  const first = members[0];
  return ok({
    illust_series_detail: detail,
    illust_series_first_illust: first === undefined ? null : illustJson(catalogue, first, "list", marks),
    illusts: page.map((work) => illustJson(catalogue, work, "list", marks)),
    next_url:
      start + page.length < members.length
        ? appApiUrl("/v1/illust/series", [
            ["illust_series_id", seriesId],
            ["filter", parameter(request.query, "filter")],
            [lastOrder === undefined ? "offset" : "last_order", start + page.length],
          ])
        : null,
  });
};

export const answerUgoiraMetadata: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  const work = readWork(request, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  if (work === null || work === undefined || work.type !== "ugoira") return illustNotFound();
  return ok({
    ugoira_metadata: {
      zip_urls: {
        medium: `${I_PXIMG_ORIGIN}/img-zip-ugoira/img/${imageDatePath(work.postedAt)}/${work.id}_ugoira600x600.zip`,
      },
      frames: ugoiraFrames(work),
    },
  });
};

export const answerIllustBookmarkUsers: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  const work = readWork(request, problems);
  const offset = readOffset(request.query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  if (work === null || work === undefined) return illustNotFound();
  const { catalogue } = request.context;
  const random = streamFor(catalogue.seedHash, "bookmark-users", work.id);
  const count = Math.min(work.totalBookmarks, 300);
  const users = Array.from({ length: count }, () => catalogue.userAt(random.int(0, USER_COUNT - 1)));
  const { page, nextOffset } = offsetPage(users, offset, DEFAULT_PAGE_SIZE);
  const marks = marksOf(request);
  return ok({
    users: page.map((user) => userMinJson(user, "list", marks)),
    next_url:
      nextOffset === null
        ? null
        : appApiUrl("/v1/illust/bookmark/users", [
            ["illust_id", work.id],
            ["offset", nextOffset],
          ]),
  });
};
