/**
 * The illust endpoints of the app API emulator, as pure functions from a query to a status and a
 * body: `/v1/illust/ranking` (PIXIV.md §3.1 row 28, §3.2.2) and `/v1/illust/detail` (row 21).
 * They validate like pixiv (400 with per-parameter messages, offset capped at MAX_OFFSET), page by
 * RANK_PAGE_SIZE and write `next_url` absolute on pixiv's own host, echoing the request's `filter`.
 */
import {
  APP_API_ORIGIN,
  isIllustRankMode,
  isIsoDate,
  isRankDateInRange,
  latestRankDate,
  MAX_OFFSET,
  RANK_PAGE_SIZE,
  type IllustRankMode,
} from "@pxv/pixiv";
import { isPublished } from "../catalogue/catalogue.js";
import { marksOf, type AppApiAnswer, type EndpointRequest } from "./endpoint.js";
import { addProblem, illustNotFound, invalidParameters, type ParameterProblems } from "./errors.js";
import { parameter, readOffset, type QueryParameters } from "./query.js";
import { formatPixivDateTime } from "../catalogue/timeline.js";
import { illustJson, placeholderIllustJson } from "./illust-json.js";

function rankingNextUrl(
  mode: IllustRankMode,
  filter: string | undefined,
  date: string,
  offset: number,
): string {
  const query = new URLSearchParams({ mode });
  if (filter !== undefined) query.set("filter", filter);
  query.set("date", date);
  query.set("offset", String(offset));
  return `${APP_API_ORIGIN}/v1/illust/ranking?${query.toString()}`;
}

/** The requested mode (default `day`); on a bad value, notes the problem and answers `day`. */
function readMode(query: QueryParameters, problems: ParameterProblems): IllustRankMode {
  const text = parameter(query, "mode") ?? "day";
  if (isIllustRankMode(text)) return text;
  addProblem(problems, "mode", "Mode contains invalid value");
  return "day";
}

/** `GET /v1/illust/ranking?mode&date&offset&filter` */
export function answerIllustRanking({ query, context, ...request }: EndpointRequest): AppApiAnswer {
  const marks = marksOf({ query, context, ...request });
  const problems: ParameterProblems = {};
  const mode = readMode(query, problems);
  const now = context.now();
  const requestedDate = parameter(query, "date");
  if (requestedDate !== undefined && !(isIsoDate(requestedDate) && isRankDateInRange(requestedDate, now))) {
    addProblem(problems, "date", "Date is invalid");
  }
  const offset = readOffset(query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;

  const date = requestedDate ?? latestRankDate(now);
  const ids = context.catalogue.ranking(mode, date);
  const illusts = ids.slice(offset, offset + RANK_PAGE_SIZE).flatMap((id) => {
    const work = context.catalogue.illust(id);
    return work === null ? [] : [illustJson(context.catalogue, work, "list", marks)];
  });
  const nextOffset = offset + RANK_PAGE_SIZE;
  const hasNext = nextOffset < ids.length && nextOffset <= MAX_OFFSET;
  const filter = parameter(query, "filter");
  return {
    status: 200,
    body: { illusts, next_url: hasNext ? rankingNextUrl(mode, filter, date, nextOffset) : null },
  };
}

/** `GET /v1/illust/detail?illust_id` */
export function answerIllustDetail(request: EndpointRequest): AppApiAnswer {
  const { query, context } = request;
  const problems: ParameterProblems = {};
  const idText = parameter(query, "illust_id");
  if (idText === undefined) addProblem(problems, "illust_id", "illust_id is required");
  else if (!/^\d+$/.test(idText)) addProblem(problems, "illust_id", "illust_id must be an integer");
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;

  const work = context.catalogue.illust(Number(idText));
  if (work === null || !isPublished(work, context.now())) return illustNotFound();
  if (work.xRestrict > request.viewer.xRestrict) {
    // Above the account's content setting pixiv answers a placeholder, not the work (PIXIV.md §3.0.1).
    const poster = context.catalogue.poster(work);
    const placeholder = placeholderIllustJson(
      work.id,
      formatPixivDateTime(work.postedAt),
      "limit_sanity_level_360.png",
      poster.id,
    );
    return { status: 200, body: { illust: { ...placeholder, comment_access_control: 0 } } };
  }
  return { status: 200, body: { illust: illustJson(context.catalogue, work, "detail", marksOf(request)) } };
}
