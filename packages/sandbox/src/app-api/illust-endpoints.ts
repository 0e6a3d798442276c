/**
 * The endpoints of one illust in the app API emulator, as pure functions from a query to a status
 * and a body: `/v1/illust/detail` (PIXIV.md §3.1 row 21; a placeholder above the account's content
 * setting), its series (`/v1/illust/series`, by `offset` or `last_order`), its ugoira metadata and
 * who bookmarked it. They validate like pixiv (400 with per-parameter messages, offset capped at
 * MAX_OFFSET) and write `next_url` absolute on pixiv's own host, echoing the request's `filter`.
 */
import { DEFAULT_PAGE_SIZE, I_PXIMG_ORIGIN } from "@pxv/pixiv";
import { isPublished } from "../catalogue/catalogue.js";
import { streamFor } from "../catalogue/random.js";
import { formatPixivDateTime, imageDatePath } from "../catalogue/timeline.js";
import { ugoiraFrames } from "../catalogue/ugoira.js";
import { USER_COUNT } from "../catalogue/users.js";
import type { CatalogueWork } from "../catalogue/works.js";
import { marksOf, ok, type AppApiAnswer, type Endpoint, type EndpointRequest } from "./endpoint.js";
import { addProblem, illustNotFound, invalidParameters, type ParameterProblems } from "./errors.js";
import { illustJson, placeholderIllustJson, userMinJson } from "./illust-json.js";
import { appApiUrl, offsetPage, parameter, readId, readOffset, readOptionalId } from "./query.js";
import { illustSeriesDetailJson, illustSeriesMembers, seriesPage } from "./series-json.js";

/** The published work `illust_id` names: null when there is none, undefined when the id is bad. */
export function readWork(
  request: EndpointRequest,
  problems: ParameterProblems,
): CatalogueWork | null | undefined {
  const id = readId(request.query, "illust_id", problems);
  if (Number.isNaN(id)) return undefined;
  const work = request.context.catalogue.illust(id);
  return work === null || !isPublished(work, request.context.now()) ? null : work;
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

export const answerIllustSeries: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  const seriesId = readId(request.query, "illust_series_id", problems);
  const lastOrder = readOptionalId(request.query, "last_order", problems);
  const offset = readOffset(request.query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const start = lastOrder ?? offset;
  const series = seriesPage(request, "illust", seriesId, start, {
    detail: illustSeriesDetailJson,
    members: illustSeriesMembers,
  });
  if (series === null) return illustNotFound();
  const { detail, members, page } = series;
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
