/**
 * `GET /api/pixiv-now/ranking` (PRODUCT.md §B2.6 "Web ranking"): pixiv's web ranking, answered
 * by www's `/ranking.php?format=json&mode=&content=&p=&date=` (PIXIV.md §5.2) as pixiv wrote it,
 * its pictures on pxv's image proxy paths (`/-/…`, `/~/…`), as on every relay (web-answer.ts). Used for the app's category rankings (illust,
 * ugoira, manga).
 *
 * Every parameter is validated (400 naming it). Without `x-auth` the call is made with no
 * credentials and kept in the shared response cache: CACHE_TTL_SECONDS.ranking (PRODUCT.md §9: ranking
 * 14 days) for a given `date` (a past day's ranking never changes), CACHE_TTL_SECONDS.webProxyList
 * when `date` is left out (that is "the latest", which moves once a day). With `x-auth` (needed for
 * the R-18 modes on pixiv) the session is sent and the answer is `private, no-store`, never shared.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  CACHE_TTL_SECONDS,
  WEB_RANKING_CONTENTS,
  WEB_RANKING_MODES,
  WEB_RANKING_PAGES,
  isRankDateInRange,
} from "@pxv/pixiv";
import { sendCacheAnswer, type ResponseCache } from "../../infrastructure/stores/response-cache.js";
import { InvalidParameterError } from "../../errors.js";
import { pixivJson, refused } from "../../route-schema/answers.js";
import { param, querySchema } from "../../route-schema/params.js";
import { JSON_TYPE, PRIVATE_CACHE_CONTROL, relayAnswer, type WwwClient } from "./web-answer.js";
import { sessionHeaders } from "./web-session-header.js";

export const WEB_RANKING_PATH = "/api/pixiv-now/ranking";

/** The route's query. */
const rankingQuery = querySchema({
  format: param.oneOf(["json"], "json", "Answer format; only json."),
  mode: param.oneOf(WEB_RANKING_MODES, "daily", "The web ranking's mode."),
  content: param.oneOf(WEB_RANKING_CONTENTS, "all", "Which works: all, illust, ugoira or manga."),
  p: param.page(WEB_RANKING_PAGES, `Page of ${String(WEB_RANKING_PAGES)}, 50 works each.`),
  date: param.date("The ranking's day, YYYYMMDD or YYYY-MM-DD (JST); the latest when left out."),
});

const rankingSchema = {
  tags: ["web"],
  summary:
    "pixiv's web ranking (www `/ranking.php?format=json`), pictures on the proxy paths `/-/…`, `/~/…`.",
  description:
    `Signed out (no \`x-auth\`) it is shared: kept ${String(CACHE_TTL_SECONDS.ranking)} s for a given ` +
    `\`date\`, ${String(CACHE_TTL_SECONDS.webProxyList)} s for the latest. With \`x-auth\` (R-18 modes) ` +
    "the session is sent and nothing is cached.",
  querystring: rankingQuery,
  handlerHeaders: sessionHeaders(false),
  answers: {
    "200": pixivJson(
      "`{contents: [{illust_id, title, url, rank, …}], mode, content, page, prev, next, date, …}`",
    ),
    "400": refused("A parameter is invalid."),
    "502": refused("www could not be reached."),
  },
};

interface WebRankingDeps {
  readonly www: WwwClient;
  readonly cache: ResponseCache;
  /** The request's session (null when it has none); a malformed x-auth is refused. */
  readonly requestSession: (request: FastifyRequest, anonymous: boolean) => string | null;
  /** pixiv's now, which decides the days a ranking exists for (the sandbox's clock in sandbox mode). */
  readonly upstreamNow: () => Date;
}

/** www's ranking.php path and query for the validated query. */
function rankingPhpPath(query: z.output<typeof rankingQuery>, now: Date): string {
  const { mode, content, p, date } = query;
  if (date !== undefined && !isRankDateInRange(date, now))
    throw new InvalidParameterError("date", "must be a day pixiv has a ranking for (before today, JST)");
  const search = new URLSearchParams({ format: "json", mode, content, p: String(p) });
  if (date !== undefined) search.set("date", date.replaceAll("-", ""));
  return `/ranking.php?${search.toString()}`;
}

export function registerWebRanking(app: FastifyInstance, deps: WebRankingDeps): void {
  const { www, cache } = deps;
  app.get(WEB_RANKING_PATH, { schema: rankingSchema }, async (request, reply) => {
    const pathAndSearch = rankingPhpPath(request.query as z.output<typeof rankingQuery>, deps.upstreamNow());
    const session = deps.requestSession(request, false);
    const fetchRanking = async () => {
      const upstream = await www.fetch(pathAndSearch, { method: "GET", headers: www.headers(session) });
      return relayAnswer(upstream.statusCode, upstream.text, upstream.headers["content-type"] ?? JSON_TYPE);
    };
    if (session !== null) {
      const answer = await fetchRanking();
      return reply
        .code(answer.statusCode)
        .header("cache-control", PRIVATE_CACHE_CONTROL)
        .type(answer.contentType)
        .send(answer.body);
    }
    const ttl = pathAndSearch.includes("&date=") ? CACHE_TTL_SECONDS.ranking : CACHE_TTL_SECONDS.webProxyList;
    // `relay-ranking:` names the answer's form (pictures on the proxy paths): older forms kept under
    // `www-ranking:` or `web-ranking:` are never served.
    return sendCacheAnswer(reply, await cache.answer(`relay-ranking:${pathAndSearch}`, ttl, fetchRanking));
  });
}
