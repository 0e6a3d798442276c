/**
 * Registers the HibiAPI-compatible API, `GET /api/pixiv/<name>`, from the route table: validates the
 * query, calls the app API with the server account, checks a 200 answer against the route's schema
 * (once per cache miss: a body of the wrong shape is a 502 `upstream_invalid`, never cached, and an
 * expired copy answers instead when there is one), and answers pixiv's raw body and status through
 * the response cache (TTL per route, single-flight, stale-if-error; a client's `Cache-Control:
 * no-cache` asks upstream afresh). Also HibiAPI's other forms: the legacy JournalAD form
 * `/api/pixiv/?type=<name>&…`, answered like the named route, and `/pixiv/<name>`, a 301 to
 * `/api/pixiv/<name>` as HibiAPI answers it. Each route's schema (query, answers, the app API call
 * behind it and its cache lifetime) is made from its table entry.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from "fastify";
import { z } from "zod";
import { CACHE_TTL_SECONDS, type QueryValue } from "@pxv/pixiv";
import {
  sendCacheAnswer,
  wantsRefresh,
  type CacheAnswer,
  type ProducedResponse,
  type ResponseCache,
} from "../../infrastructure/stores/response-cache.js";
import type { ServerAppApi } from "../../upstream/app-api-client.js";
import { HttpError, UpstreamError, UpstreamInvalidError } from "../../errors.js";
import { pixivJson, refused } from "../../route-schema/answers.js";
import type { UpdatesBudget } from "../../abuse/updates-budget.js";
import { HIBI_API_PREFIX } from "../../route-schema/route-prefixes.js";
import { parseQuery, querySchema } from "../../route-schema/params.js";
import { HIBI_ROUTES, type HibiRoute } from "./table.js";
import { extractWebviewNovel } from "./webview-novel.js";

/** HibiAPI also answers `/pixiv/<name>`, with a 301 to `/api/pixiv/<name>`. */
export const LEGACY_PREFIX = "/pixiv";
const JSON_TYPE = "application/json; charset=utf-8";
/** pixiv's webview page runs scripts; served from pxv's origin it must not be able to. */
const RAW_HTML_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src *";

/** The caller's first language, lower-cased, as HibiAPI forwards it (PIXIV.md §7). */
export function languageOf(request: FastifyRequest): string {
  const first = request.headers["accept-language"]?.split(",")[0]?.split(";")[0]?.trim().toLowerCase();
  return first && /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/.test(first) ? first : "zh-cn";
}

function canonicalQuery(query: Record<string, QueryValue>): string {
  return Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .sort()
    .join("&");
}

/** HibiAPI clients may ask for a fresh answer; pxv then asks pixiv instead of its cache. */
const cacheControlHeader = z.object({
  "cache-control": z
    .string()
    .optional()
    .describe("`no-cache` (or `no-store`) asks pixiv afresh instead of answering from pxv's cache."),
});

const lifetime = (seconds: number): string =>
  Number.isFinite(seconds) ? `${seconds} s` : "permanently (until evicted)";

/** A table entry's schema: its query, what answers it, and how long it is kept. */
function routeSchema(route: HibiRoute): FastifySchema {
  return {
    operationId: route.name,
    tags: ["pixiv"],
    summary: route.summary,
    description:
      `Answered by the app API's \`GET ${route.upstream}\` with the server account; pixiv's body and ` +
      `status pass through unchanged. Paging: ${route.paging}. Cached ${lifetime(CACHE_TTL_SECONDS[route.ttl])}` +
      (route.undatedTtl
        ? `; without a date (pixiv's latest) ${lifetime(CACHE_TTL_SECONDS[route.undatedTtl])}.`
        : "."),
    querystring: route.query,
    handlerHeaders: cacheControlHeader,
    answers: {
      "200": pixivJson("pixiv's app API JSON, unchanged (headers x-cache and Cache-Control added)."),
      "400": refused("A parameter is invalid."),
      "4XX": "pixiv's own error body, passed through with its status.",
      "502": refused("pixiv could not be reached."),
    },
  };
}

/**
 * Checks a 200 answer against the route's schema. A mismatch is logged (the route and the first
 * issue's path, never the body) and thrown as a 502, so that it is neither served nor cached.
 */
function checkShape(route: HibiRoute, data: unknown, log: FastifyBaseLogger): void {
  if (route.schema === null) return;
  const result = route.schema.safeParse(data);
  if (result.success) return;
  const issue = result.error.issues[0];
  const issuePath = issue && issue.path.length > 0 ? issue.path.join(".") : "(root)";
  const name = `${HIBI_API_PREFIX}/${route.name}`;
  log.warn({ route: name, issuePath, problem: issue?.message }, "pixiv's answer does not match its schema");
  throw new UpstreamInvalidError("app-api", name, issuePath);
}

async function produce(
  appApi: ServerAppApi,
  route: HibiRoute,
  query: Record<string, QueryValue>,
  language: string,
  raw: boolean,
  log: FastifyBaseLogger,
): Promise<ProducedResponse> {
  const upstream = await appApi.getText(route.upstream, query, language);
  const isJson = route.answer === "json" || upstream.statusCode !== 200;
  if (isJson) {
    if (upstream.json === undefined) {
      throw new UpstreamError("app-api", `answered ${upstream.statusCode} with a body that is not JSON`);
    }
    // pixiv's own error bodies (any other status) pass through as they are.
    if (upstream.statusCode === 200) checkShape(route, upstream.json, log);
    return { statusCode: upstream.statusCode, contentType: JSON_TYPE, body: upstream.text };
  }
  if (raw) return { statusCode: 200, contentType: "text/html; charset=utf-8", body: upstream.text };
  const novel = extractWebviewNovel(upstream.text);
  if (!novel) throw new UpstreamError("app-api", "answered a novel page without the novel's data");
  if (route.answer === "webview_novel") checkShape(route, novel, log);
  const body = route.answer === "novel_text" ? { novel_text: novel.text ?? "" } : novel;
  return { statusCode: 200, contentType: JSON_TYPE, body: JSON.stringify(body) };
}

/**
 * One HibiAPI route's answer for a validated query, from the response cache or pixiv (one cache entry
 * per call, whoever asks): what the route answers, and what routes built on the same call read (the
 * feeds, routes/syndication/).
 */
export function hibiAnswer(
  appApi: ServerAppApi,
  cache: ResponseCache,
  route: HibiRoute,
  parsed: Record<string, unknown>,
  request: FastifyRequest,
  budget: UpdatesBudget,
): Promise<CacheAnswer> {
  const query = route.upstreamQuery(parsed);
  const raw = route.answer === "webview_novel" && parsed.raw === true;
  const language = languageOf(request);
  const key = `hibi:${route.upstream}?${canonicalQuery(query)}|${language}|${route.answer}${raw ? "|raw" : ""}`;
  const ttl = route.undatedTtl && query.date === undefined ? route.undatedTtl : route.ttl;
  return cache.answer(
    key,
    CACHE_TTL_SECONDS[ttl],
    async () => {
      // A check of a follow reaches pixiv only within the instance's budget for them.
      await budget.spend(request);
      return produce(appApi, route, query, language, raw, request.log);
    },
    { refresh: wantsRefresh(request.headers["cache-control"]) },
  );
}

/** Answers one HibiAPI route for a validated query (from its own path or the legacy `?type=` form). */
async function answerRoute(
  appApi: ServerAppApi,
  cache: ResponseCache,
  budget: UpdatesBudget,
  route: HibiRoute,
  parsed: Record<string, unknown>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const answer = await hibiAnswer(appApi, cache, route, parsed, request, budget);
  if (route.answer === "webview_novel" && parsed.raw === true) {
    reply.header("content-security-policy", RAW_HTML_CSP);
  }
  return sendCacheAnswer(reply, answer);
}

export function registerHibiApiRoutes(
  app: FastifyInstance,
  appApi: ServerAppApi,
  cache: ResponseCache,
  budget: UpdatesBudget,
): void {
  const byName = new Map(HIBI_ROUTES.map((route) => [route.name, route]));
  for (const route of HIBI_ROUTES) {
    app.get(`${HIBI_API_PREFIX}/${route.name}`, { schema: routeSchema(route) }, (request, reply) =>
      answerRoute(appApi, cache, budget, route, request.query as Record<string, unknown>, request, reply),
    );
  }

  // HibiAPI's short form: a 301 to the API's own path, query kept.
  app.get(
    `${LEGACY_PREFIX}/:name`,
    {
      schema: {
        tags: ["pixiv"],
        summary: "HibiAPI's short form: a 301 to `/api/pixiv/<name>`, query kept.",
        params: z.object({ name: z.string() }),
        answers: { "301": "To `/api/pixiv/<name>`.", "404": refused("No API has this name.") },
      },
    },
    (request, reply) => {
      const { name } = request.params as { name: string };
      if (!byName.has(name)) {
        throw new HttpError(404, "not_found", `No API named "${name}"`);
      }
      const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      return reply.redirect(`${HIBI_API_PREFIX}/${name}${search}`, 301);
    },
  );

  // HibiAPI's legacy JournalAD form `?type=<name>&…`, answered like the named route: `type` is
  // checked here, the rest by the schema of the route it names.
  const names = HIBI_ROUTES.map((route) => route.name) as [string, ...string[]];
  app.get(
    `${HIBI_API_PREFIX}/`,
    {
      schema: {
        tags: ["pixiv"],
        summary: "HibiAPI's legacy form `?type=<name>&…`, answered as `/api/pixiv/<name>?…` is.",
        querystring: querySchema(
          { type: z.enum(names, { error: "must name an API" }).describe("The route's name.") },
          true,
        ),
        answers: {
          "200": pixivJson("The named route's answer."),
          "400": refused("`type` names no route, or a parameter is invalid."),
        },
      },
    },
    (request, reply) => {
      const route = byName.get((request.query as { type: string }).type);
      if (route === undefined) throw new Error("the schema lets only route names through");
      return answerRoute(
        appApi,
        cache,
        budget,
        route,
        parseQuery(route.query, request.query),
        request,
        reply,
      );
    },
  );
}
