/**
 * Novel endpoints of the app API (PIXIV.md §3.1 rows 19, 24, 27, 29, 31, 35–37): ranking (every
 * mode of §3.2.2, any date from RANK_EARLIEST_DATE to the latest), detail, new (`max_novel_id`),
 * follow feed, recommended, related, series (`last_order`) and the `/webview/v2/novel` page.
 */
import {
  DEFAULT_PAGE_SIZE,
  isIsoDate,
  isNovelRankMode,
  isRankDateInRange,
  latestRankDate,
  RANK_PAGE_SIZE,
  type NovelRankMode,
} from "@pxv/pixiv";
import { isPublished } from "../catalogue/catalogue.js";
import { firstNovelIdPostedFrom, FIRST_NOVEL_ID, novelExists } from "../catalogue/novels.js";
import { streamFor } from "../catalogue/random.js";
import { searchNovels } from "../catalogue/search.js";
import { addProblem, appApiError, invalidParameters, type ParameterProblems } from "./errors.js";
import { ok, type AppApiAnswer, type Endpoint, type EndpointRequest } from "./endpoint.js";
import { novelsOf, nowSeconds, visibleTo } from "./lists.js";
import { appApiUrl, offsetPage, parameter, readEnum, readId, readOffset, readOptionalId } from "./query.js";
import { novelSeriesDetailJson, novelSeriesMembers } from "./series-json.js";
import { answerRelated, readViewed, relatedSearchQuery } from "./related-paging.js";
import { followedUserIds } from "./feeds.js";
import { userNovelIds } from "./user-works.js";
import { novelJson } from "./novel-json.js";
import { marksOf } from "./endpoint.js";

export const novelNotFound = (): AppApiAnswer => appApiError(404, { userMessage: "Page not found" });

export const answerNovelRanking: Endpoint = (request) => {
  const { query, context } = request;
  const problems: ParameterProblems = {};
  const modeText = parameter(query, "mode") ?? "day";
  const mode: NovelRankMode = isNovelRankMode(modeText) ? modeText : "day";
  if (!isNovelRankMode(modeText)) addProblem(problems, "mode", "Mode contains invalid value");
  const now = context.now();
  const requestedDate = parameter(query, "date");
  if (requestedDate !== undefined && !(isIsoDate(requestedDate) && isRankDateInRange(requestedDate, now))) {
    addProblem(problems, "date", "Date is invalid");
  }
  const offset = readOffset(query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const date = requestedDate ?? latestRankDate(now);
  const { page, nextOffset } = offsetPage(context.catalogue.novelRanking(mode, date), offset, RANK_PAGE_SIZE);
  return ok({
    novels: novelsOf(request, page),
    next_url:
      nextOffset === null
        ? null
        : appApiUrl("/v1/novel/ranking", [
            ["mode", mode],
            ["filter", parameter(query, "filter")],
            ["date", date],
            ["offset", nextOffset],
          ]),
  });
};

export const answerNovelDetail: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  const id = readId(request.query, "novel_id", problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const novel = request.context.catalogue.novel(id);
  if (novel === null || !isPublished(novel, request.context.now())) return novelNotFound();
  return ok({ novel: novelJson(request.context.catalogue, novel, marksOf(request)) });
};

export const answerNovelNew: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  const maxId = readOptionalId(request.query, "max_novel_id", problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const { catalogue } = request.context;
  const newest = firstNovelIdPostedFrom(nowSeconds(request)) - 1;
  const ids: number[] = [];
  for (
    let id = Math.min(newest, maxId ?? newest);
    id >= FIRST_NOVEL_ID && ids.length <= DEFAULT_PAGE_SIZE;
    id--
  ) {
    if (!novelExists(catalogue.seedHash, id)) continue;
    const novel = catalogue.novel(id);
    if (novel !== null && visibleTo(request, novel)) ids.push(id);
  }
  const page = ids.slice(0, DEFAULT_PAGE_SIZE);
  const next = ids[DEFAULT_PAGE_SIZE];
  return ok({
    novels: novelsOf(request, page),
    next_url:
      next === undefined
        ? null
        : appApiUrl("/v1/novel/new", [
            ["filter", parameter(request.query, "filter")],
            ["max_novel_id", next],
          ]),
  });
};

const FOLLOW_RESTRICTS = ["public", "private", "all"] as const;

export const answerNovelFollow: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  const restrict = readEnum(request.query, "restrict", FOLLOW_RESTRICTS, "public", problems);
  const offset = readOffset(request.query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const { catalogue, now } = request.context;
  const ids = followedUserIds(request, restrict)
    .flatMap((index) => userNovelIds(catalogue, index, now(), 10))
    .sort((a, b) => b - a);
  const { page, nextOffset } = offsetPage(ids, offset, DEFAULT_PAGE_SIZE);
  return ok({
    novels: novelsOf(request, page),
    next_url:
      nextOffset === null
        ? null
        : appApiUrl("/v1/novel/follow", [
            ["restrict", restrict],
            ["offset", nextOffset],
          ]),
  });
};

/** Novels for "recommended" and "related": a draw over the last year, visible to the account. */
function drawNovels(
  request: EndpointRequest,
  key: number,
  count: number,
  exclude: ReadonlySet<number>,
): number[] {
  const { catalogue } = request.context;
  const end = firstNovelIdPostedFrom(nowSeconds(request));
  const first = firstNovelIdPostedFrom(nowSeconds(request) - 365 * 86_400);
  const random = streamFor(catalogue.seedHash, "novel-draw", key);
  const ids: number[] = [];
  for (let draw = 0; draw < count * 20 && ids.length < count; draw++) {
    const id = random.int(first, end - 1);
    if (exclude.has(id) || ids.includes(id) || !novelExists(catalogue.seedHash, id)) continue;
    const novel = catalogue.novel(id);
    if (novel !== null && visibleTo(request, novel) && novel.totalBookmarks >= 10) ids.push(id);
  }
  return ids;
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
  const problems: ParameterProblems = {};
  const id = readId(request.query, "novel_id", problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const { catalogue } = request.context;
  const novel = catalogue.novel(id);
  if (novel === null || !isPublished(novel, request.context.now())) return novelNotFound();
  const tag = novel.tags.find((candidate) => candidate.byUploader)?.name ?? novel.tags[0]?.name ?? "";
  return answerRelated(request, {
    seedId: id,
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
  const spec = request.context.catalogue.series("novel", seriesId);
  const detail = spec === null ? null : novelSeriesDetailJson(request, spec);
  if (spec === null || detail === null) return novelNotFound();
  const members = novelSeriesMembers(request, spec);
  const start = lastOrder ?? 0;
  const page = members.slice(start, start + DEFAULT_PAGE_SIZE);
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
