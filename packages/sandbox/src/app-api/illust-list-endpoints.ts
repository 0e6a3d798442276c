/**
 * The illust lists of the app API emulator (PIXIV.md §3.1 rows 18, 22, 23, 25, 26, 28, 30, 34): the
 * ranking (every mode of §3.2.2, any date from the earliest ranking to the latest), related and
 * recommended works (`viewed[]` cursors), new works (`max_illust_id`), the follow feed, trending tags
 * and the walkthrough wall. Paging shared with the novel lists is in feed-paging.ts.
 */
import { DEFAULT_PAGE_SIZE, ILLUST_RANK_MODES, latestRankDate } from "@pxv/pixiv";
import { searchWorks } from "../catalogue/search.js";
import { firstIdPostedFrom, FIRST_WORK_ID } from "../catalogue/timeline.js";
import { workExists } from "../catalogue/works.js";
import { marksOf, ok, type AppApiAnswer, type Endpoint, type EndpointRequest } from "./endpoint.js";
import { illustNotFound, invalidParameters, type ParameterProblems } from "./errors.js";
import {
  answerFollowFeed,
  answerNewest,
  answerRanking,
  drawRecentIds,
  type IdTimeline,
} from "./feed-paging.js";
import { illustJson } from "./illust-json.js";
import { readWork } from "./illust-endpoints.js";
import { illustsOf, visibleTo } from "./lists.js";
import { appApiUrl, parameter, readEnum, readOffset, readOptionalId } from "./query.js";
import { answerRelated, readViewed, relatedSearchQuery } from "./related-paging.js";
import { userWorkIds } from "./user-works.js";

const worksTimeline = (request: EndpointRequest): IdTimeline => ({
  first: FIRST_WORK_ID,
  firstPostedFrom: firstIdPostedFrom,
  exists: (id) => workExists(request.context.catalogue.seedHash, id),
});

/** `GET /v1/illust/ranking?mode&date&offset&filter` */
export const answerIllustRanking: Endpoint = (request) =>
  answerRanking(request, {
    path: "/v1/illust/ranking",
    listKey: "illusts",
    modes: ILLUST_RANK_MODES,
    ids: (mode, date) => request.context.catalogue.ranking(mode, date),
    toJson: (ids) => illustsOf(request, ids),
  });

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
  return drawRecentIds(request, worksTimeline(request), {
    stream: "recommend",
    key,
    count,
    triesPerId: 40,
    exclude,
    accept: (id) => {
      const work = catalogue.illust(id);
      return (
        work !== null &&
        visibleTo(request, work) &&
        work.totalBookmarks >= 50 &&
        (manga === null || (work.type === "manga") === manga)
      );
    },
  });
}

const RECOMMENDED_LIMIT = 900;

function answerRecommended(request: EndpointRequest, path: string, manga: boolean): AppApiAnswer {
  const problems: ParameterProblems = {};
  const offset = readOffset(request.query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const viewed = readViewed(request);
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
  return answerNewest(request, {
    path: "/v1/illust/new",
    listKey: "illusts",
    timeline: worksTimeline(request),
    maxId,
    maxIdParameter: "max_illust_id",
    parameters: [
      ["content_type", contentType],
      ["filter", parameter(request.query, "filter")],
    ],
    accept: (id) => {
      const work = catalogue.illust(id);
      return (
        work !== null && visibleTo(request, work) && (work.type === "manga") === (contentType === "manga")
      );
    },
    toJson: (ids) => illustsOf(request, ids),
  });
};

export const answerIllustFollow: Endpoint = (request) =>
  answerFollowFeed(request, {
    path: "/v2/illust/follow",
    listKey: "illusts",
    idsOf: (index) => userWorkIds(request.context.catalogue, index, request.context.now(), "any", 20),
    toJson: (ids) => illustsOf(request, ids),
  });

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
