/**
 * Novel endpoints of the app API (PIXIV.md §3.1 rows 19, 24, 27, 29, 31, 35–37): ranking (every
 * mode of §3.2.2, any date from RANK_EARLIEST_DATE to the latest), detail, new (`max_novel_id`),
 * follow feed, recommended, related and series (`last_order`); the `/webview/v2/novel` page is
 * webview-novel.ts. Paging shared with the illust lists is in feed-paging.ts.
 */
import { DEFAULT_PAGE_SIZE, latestRankDate, NOVEL_RANK_MODES } from "@pxv/pixiv";
import { firstNovelIdPostedFrom, FIRST_NOVEL_ID, novelExists } from "../catalogue/novels.js";
import { searchNovels } from "../catalogue/search.js";
import { invalidParameters, novelNotFound, type ParameterProblems } from "./errors.js";
import { marksOf, ok, type Endpoint, type EndpointRequest } from "./endpoint.js";
import {
  answerFollowFeed,
  answerNewest,
  answerRanking,
  drawRecentIds,
  type IdTimeline,
} from "./feed-paging.js";
import { novelsOf, readPublishedItem, visibleTo } from "./lists.js";
import { novelJson } from "./novel-json.js";
import { appApiUrl, parameter, readId, readOffset, readOptionalId } from "./query.js";
import { answerRelated, readViewed, relatedSearchQuery } from "./related-paging.js";
import { novelSeriesDetailJson, novelSeriesMembers, seriesPage } from "./series-json.js";
import { userNovelIds } from "./user-works.js";

const novelsTimeline = (request: EndpointRequest): IdTimeline => ({
  first: FIRST_NOVEL_ID,
  firstPostedFrom: firstNovelIdPostedFrom,
  exists: (id) => novelExists(request.context.catalogue.seedHash, id),
});

export const answerNovelRanking: Endpoint = (request) =>
  answerRanking(request, {
    path: "/v1/novel/ranking",
    listKey: "novels",
    modes: NOVEL_RANK_MODES,
    ids: (mode, date) => request.context.catalogue.novelRanking(mode, date),
    toJson: (ids) => novelsOf(request, ids),
  });

export const answerNovelDetail: Endpoint = (request) => {
  const found = readPublishedItem(request, "novel", parameter(request.query, "novel_id"));
  if (!("item" in found)) return found;
  return ok({ novel: novelJson(request.context.catalogue, found.item, marksOf(request)) });
};

export const answerNovelNew: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  const maxId = readOptionalId(request.query, "max_novel_id", problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const { catalogue } = request.context;
  return answerNewest(request, {
    path: "/v1/novel/new",
    listKey: "novels",
    timeline: novelsTimeline(request),
    maxId,
    maxIdParameter: "max_novel_id",
    parameters: [["filter", parameter(request.query, "filter")]],
    accept: (id) => {
      const novel = catalogue.novel(id);
      return novel !== null && visibleTo(request, novel);
    },
    toJson: (ids) => novelsOf(request, ids),
  });
};

export const answerNovelFollow: Endpoint = (request) =>
  answerFollowFeed(request, {
    path: "/v1/novel/follow",
    listKey: "novels",
    idsOf: (index) => userNovelIds(request.context.catalogue, index, request.context.now(), 10),
    toJson: (ids) => novelsOf(request, ids),
  });

/** Novels for "recommended": a draw over the last year, visible to the account. */
function drawNovels(
  request: EndpointRequest,
  key: number,
  count: number,
  exclude: ReadonlySet<number>,
): number[] {
  const { catalogue } = request.context;
  return drawRecentIds(request, novelsTimeline(request), {
    stream: "novel-draw",
    key,
    count,
    triesPerId: 20,
    exclude,
    accept: (id) => {
      const novel = catalogue.novel(id);
      return novel !== null && visibleTo(request, novel) && novel.totalBookmarks >= 10;
    },
  });
}

export const answerNovelRecommended: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  const offset = readOffset(request.query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const already = new Set(
    (parameter(request.query, "already_recommended") ?? "")
      .split(",")
      .filter((id) => /^\d+$/.test(id))
      .map(Number),
  );
  const ids = drawNovels(request, request.viewer.id + offset, DEFAULT_PAGE_SIZE, already);
  const ranking =
    parameter(request.query, "include_ranking_novels") === "true"
      ? request.context.catalogue.novelRanking("day", latestRankDate(request.context.now())).slice(0, 10)
      : [];
  const shown = [...already, ...ids];
  return ok({
    novels: novelsOf(request, ids),
    ranking_novels: novelsOf(request, ranking),
    privacy_policy: {},
    next_url: appApiUrl("/v1/novel/recommended", [
      ["include_ranking_novels", "false"],
      ["filter", parameter(request.query, "filter")],
      ["already_recommended", shown.join(",")],
      ["offset", offset + ids.length],
    ]),
  });
};

export const answerNovelRelated: Endpoint = (request) => {
  const found = readPublishedItem(request, "novel", parameter(request.query, "novel_id"));
  if (!("item" in found)) return found;
  const novel = found.item;
  const { catalogue } = request.context;
  const tag = novel.tags.find((candidate) => candidate.byUploader)?.name ?? novel.tags[0]?.name ?? "";
  return answerRelated(request, {
    seedId: novel.id,
    viewed: readViewed(request),
    listKey: "novels",
    path: "/v1/novel/related",
    idParameter: "novel_id",
    seedParameter: "seed_novel_ids[0]",
    candidates: (limit) =>
      searchNovels(catalogue, relatedSearchQuery(request, [tag]), limit).map((found) => found.id),
    toJson: (ids) => novelsOf(request, ids),
  });
};

export const answerNovelSeries: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  const seriesId = readId(request.query, "series_id", problems);
  const lastOrder = readOptionalId(request.query, "last_order", problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const start = lastOrder ?? 0;
  const series = seriesPage(request, "novel", seriesId, start, {
    detail: novelSeriesDetailJson,
    members: novelSeriesMembers,
  });
  if (series === null) return novelNotFound();
  const { detail, members, page } = series;
  const nextOrder = start + page.length;
  const { catalogue } = request.context;
  const marks = marksOf(request);
  const first = members[0];
  const latest = members[members.length - 1];
  return ok({
    novel_series_detail: detail,
    novel_series_first_novel: first === undefined ? null : novelJson(catalogue, first, marks),
    novel_series_latest_novel: latest === undefined ? null : novelJson(catalogue, latest, marks),
    novels: page.map((novel) => novelJson(catalogue, novel, marks)),
    next_url:
      nextOrder < members.length
        ? appApiUrl("/v2/novel/series", [
            ["series_id", seriesId],
            ["filter", parameter(request.query, "filter")],
            ["last_order", nextOrder],
          ])
        : null,
  });
};
