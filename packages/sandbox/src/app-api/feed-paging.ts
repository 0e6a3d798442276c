/**
 * The paging the illust and novel lists share, written once: the rankings (mode, date, offset), the
 * "new" lists (newest first below `max_illust_id` / `max_novel_id`), the follow feeds (the
 * followed users' newest items by offset) and the draws behind recommendations (recent items,
 * popular enough, visible to the account). The endpoints differ only in which catalogue and which
 * JSON they use.
 */
import {
  DEFAULT_PAGE_SIZE,
  isIsoDate,
  isRankDateInRange,
  latestRankDate,
  MAX_OFFSET,
  RANK_PAGE_SIZE,
} from "@pxv/pixiv";
import { streamFor } from "../catalogue/random.js";
import { addProblem, invalidParameters, type ParameterProblems } from "./errors.js";
import { ok, type AppApiAnswer, type EndpointRequest } from "./endpoint.js";
import { followedUserIds } from "./feeds.js";
import { nowSeconds } from "./lists.js";
import { appApiUrl, offsetPage, parameter, readEnum, readOffset, type QueryParameters } from "./query.js";

/** The ranking's `date` (a day from the earliest ranking to the latest), else the latest ranking's. */
function readRankDate(query: QueryParameters, now: Date, problems: ParameterProblems): string {
  const requested = parameter(query, "date");
  if (requested === undefined) return latestRankDate(now);
  if (isIsoDate(requested) && isRankDateInRange(requested, now)) return requested;
  addProblem(problems, "date", "Date is invalid");
  return latestRankDate(now);
}

/** `/v1/illust/ranking`, `/v1/novel/ranking` (`mode` default `day`, `date`, `offset`, `filter`). */
export function answerRanking<Mode extends string>(
  request: EndpointRequest,
  ranking: {
    readonly path: string;
    readonly listKey: "illusts" | "novels";
    /** The modes it accepts, the default (`day`) first. */
    readonly modes: readonly Mode[];
    readonly ids: (mode: Mode, date: string) => readonly number[];
    readonly toJson: (ids: readonly number[]) => unknown[];
  },
): AppApiAnswer {
  const { query, context } = request;
  const problems: ParameterProblems = {};
  const mode = readEnum(query, "mode", ranking.modes, ranking.modes[0], problems);
  const date = readRankDate(query, context.now(), problems);
  const offset = readOffset(query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const { page, nextOffset } = offsetPage(ranking.ids(mode, date), offset, RANK_PAGE_SIZE);
  return ok({
    [ranking.listKey]: ranking.toJson(page),
    next_url:
      nextOffset === null
        ? null
        : appApiUrl(ranking.path, [
            ["mode", mode],
            ["filter", parameter(query, "filter")],
            ["date", date],
            ["offset", nextOffset],
          ]),
  });
}

/** How a catalogue's ids run: the first, the first posted at or after a time, whether one exists. */
export interface IdTimeline {
  readonly first: number;
  readonly firstPostedFrom: (seconds: number) => number;
  readonly exists: (id: number) => boolean;
}

/**
 * `/v1/illust/new`, `/v1/novel/new`: ids from the newest (or `maxId`) down that exist and `accept`
 * takes, one page, and the next page's address — `parameters` (the ones the list repeats, `filter`
 * among them) and the max id it starts at, under `maxIdParameter`; none at the end.
 */
export function answerNewest(
  request: EndpointRequest,
  feed: {
    readonly path: string;
    readonly listKey: "illusts" | "novels";
    readonly timeline: IdTimeline;
    readonly maxId: number | undefined;
    readonly maxIdParameter: string;
    readonly parameters: ReadonlyArray<readonly [string, string | undefined]>;
    readonly accept: (id: number) => boolean;
    readonly toJson: (ids: readonly number[]) => unknown[];
  },
): AppApiAnswer {
  const { timeline } = feed;
  const newest = timeline.firstPostedFrom(nowSeconds(request)) - 1;
  const ids: number[] = [];
  for (
    let id = Math.min(newest, feed.maxId ?? newest);
    id >= timeline.first && ids.length <= DEFAULT_PAGE_SIZE;
    id--
  ) {
    if (timeline.exists(id) && feed.accept(id)) ids.push(id);
  }
  const next = ids[DEFAULT_PAGE_SIZE];
  return ok({
    [feed.listKey]: feed.toJson(ids.slice(0, DEFAULT_PAGE_SIZE)),
    next_url:
      next === undefined ? null : appApiUrl(feed.path, [...feed.parameters, [feed.maxIdParameter, next]]),
  });
}

/**
 * Up to `count` ids drawn from the last year (a seeded stream per `stream` and `key`), none of
 * `exclude`, each once, that exist and `accept` takes; `triesPerId` draws per wanted id at most.
 */
export function drawRecentIds(
  request: EndpointRequest,
  timeline: IdTimeline,
  draw: {
    readonly stream: string;
    readonly key: number;
    readonly count: number;
    readonly triesPerId: number;
    readonly exclude: ReadonlySet<number>;
    readonly accept: (id: number) => boolean;
  },
): number[] {
  const end = timeline.firstPostedFrom(nowSeconds(request));
  const first = timeline.firstPostedFrom(nowSeconds(request) - 365 * 86_400);
  const random = streamFor(request.context.catalogue.seedHash, draw.stream, draw.key);
  const ids: number[] = [];
  for (let tries = 0; tries < draw.count * draw.triesPerId && ids.length < draw.count; tries++) {
    const id = random.int(first, end - 1);
    if (draw.exclude.has(id) || ids.includes(id) || !timeline.exists(id)) continue;
    if (draw.accept(id)) ids.push(id);
  }
  return ids;
}

const FOLLOW_RESTRICTS = ["public", "private", "all"] as const;

/** `/v2/illust/follow`, `/v1/novel/follow`: the followed users' items, newest first, by offset. */
export function answerFollowFeed(
  request: EndpointRequest,
  feed: {
    readonly path: string;
    readonly listKey: "illusts" | "novels";
    /** A followed user's newest ids. */
    readonly idsOf: (userIndex: number) => readonly number[];
    readonly toJson: (ids: readonly number[]) => unknown[];
  },
): AppApiAnswer {
  const problems: ParameterProblems = {};
  const restrict = readEnum(request.query, "restrict", FOLLOW_RESTRICTS, "public", problems);
  const offset = readOffset(request.query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const ids = followedUserIds(request, restrict)
    .flatMap(feed.idsOf)
    .sort((a, b) => b - a)
    .slice(0, MAX_OFFSET + DEFAULT_PAGE_SIZE);
  const { page, nextOffset } = offsetPage(ids, offset, DEFAULT_PAGE_SIZE);
  return ok({
    [feed.listKey]: feed.toJson(page),
    next_url:
      nextOffset === null
        ? null
        : appApiUrl(feed.path, [
            ["restrict", restrict],
            ["offset", nextOffset],
          ]),
  });
}
