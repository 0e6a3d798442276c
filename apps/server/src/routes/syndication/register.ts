/**
 * The feeds for any feed reader, `GET /feeds/…`, each in Atom 1.0 (`.atom`), RSS 2.0 (`.rss`) and
 * JSON Feed 1.1 (`.json`): rankings, a user's illustrations, manga and novels, searches with pxv's
 * filters, and series. Each route declares its schema (validated by zod, listed in /openapi.json);
 * its handler asks the HibiAPI route behind it for pixiv's answer (routes/hibi-api `hibiAnswer`: the
 * same call and response-cache entry, with the API's lifetimes), makes the feed (feed-sources.ts,
 * one of the writers), and answers it with `ETag`, `Last-Modified` and the cache's `Cache-Control`,
 * or `304` to a request that already has it (conditional.ts). pixiv's own refusal (a user that does
 * not exist) keeps its status, in pxv's error shape.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import { z } from "zod";
import {
  CACHE_TTL_SECONDS,
  DEFAULT_SEARCH_TARGET,
  ID_PATTERNS,
  ILLUST_RANK_MODES,
  ILLUST_SEARCH_TARGETS,
  NOVEL_RANK_MODES,
  NOVEL_SEARCH_TARGETS,
} from "@pxv/pixiv";
import { HttpError } from "../../errors.js";
import type { CacheAnswer, ResponseCache } from "../../infrastructure/stores/response-cache.js";
import { STALE_IF_ERROR_SECONDS } from "../../infrastructure/stores/response-cache.js";
import { refused } from "../../route-schema/answers.js";
import { param, parseQuery, querySchema } from "../../route-schema/params.js";
import { FEEDS_PREFIX } from "../../route-schema/route-prefixes.js";
import type { ServerAppApi } from "../../upstream/app-api-client.js";
import type { UpdatesBudget } from "../../abuse/updates-budget.js";
import { hibiAnswer } from "../hibi-api/register.js";
import { HIBI_ROUTES } from "../hibi-api/table.js";
import { feedValidators, isNotModified } from "./conditional.js";
import { FEED_FORMATS, FEED_WRITERS, type FeedFormat } from "./feed-formats.js";
import { newestDate, type FeedDocument } from "./feed-model.js";
import { feedSource, type FeedRequest } from "./feed-sources.js";
import { pageLinks } from "./page-links.js";
import { publicOrigin } from "./public-origin.js";

export interface SyndicationOptions {
  readonly appApi: ServerAppApi;
  readonly cache: ResponseCache;
  /** The instance's budget for checks of follows: a feed's cache miss spends it. */
  readonly budget: UpdatesBudget;
  /** `PXV_PUBLIC_URL`: the origin (and path prefix) of the instance's pages; null reads the request's. */
  readonly publicUrl: string | null;
}

const format = z
  .enum(FEED_FORMATS, { error: `must be one of ${FEED_FORMATS.join(", ")}` })
  .meta({ description: "The feed's format: Atom 1.0, RSS 2.0 or JSON Feed 1.1." });

const ID = new RegExp(`^${ID_PATTERNS.pixiv}$`);
const pixivId = (what: string) =>
  z
    .string()
    .regex(ID, "must be a pixiv id: a positive integer of at most 15 digits")
    .transform(Number)
    .meta({ type: "string", pattern: ID.source, description: `The ${what}'s id.` });

const WORD_MAX_LENGTH = 200;
const word = z
  .string()
  .trim()
  .min(1, "is required")
  .max(WORD_MAX_LENGTH, `must be at most ${String(WORD_MAX_LENGTH)} characters`)
  .meta({ description: "The search word (URL-encoded)." });

const MAX_MIN_BOOKMARKS = 10_000_000;
/** The search feeds' filters; R-18 and AI-generated works only when asked for. */
const searchFilterParams = {
  min_bookmarks: z
    .string()
    .regex(/^\d{1,8}$/, "must be a whole number")
    .transform(Number)
    .refine((count) => count <= MAX_MIN_BOOKMARKS, `must be at most ${String(MAX_MIN_BOOKMARKS)}`)
    .default(0)
    .meta({
      type: "integer",
      minimum: 0,
      maximum: MAX_MIN_BOOKMARKS,
      inputDefault: 0,
      description: "Only works bookmarked at least this many times.",
    }),
  ai: param.flag(false, "Keep AI-generated works (left out by default)."),
  r18: param.flag(false, "Keep R-18 and R-18G works (left out by default)."),
};

const answers = (what: string) => ({
  "200": {
    description: `${what}, in the format the extension names (ETag, Last-Modified, Cache-Control with the API's lifetime).`,
    body: z.string(),
    type: Object.values(FEED_WRITERS).map(({ contentType }) => contentType.replace(/;.*$/, "")),
  },
  "304": "The feed has not changed since the validator the request sent (If-None-Match, If-Modified-Since).",
  "400": refused("A path or query parameter is invalid (id, mode, word, format, filter)."),
  "404": refused("pixiv has no such user or series, or the path names no feed."),
  "502": refused("pixiv could not be reached, or answered something unexpected."),
});

/** A route's schema: every feed is documented with its lifetime, like the API route behind it. */
function feedSchema(
  operationId: string,
  summary: string,
  hibiRoute: string,
  params: z.ZodType,
  querystring?: z.ZodType,
): FastifySchema {
  const route = HIBI_ROUTES.find((candidate) => candidate.name === hibiRoute);
  const ttl = route?.undatedTtl ?? route?.ttl;
  return {
    operationId,
    tags: ["feeds"],
    summary,
    description:
      `Made from \`/api/pixiv/${hibiRoute}\`'s first page (the same upstream call and cache entry)` +
      (ttl === undefined ? "." : `; cached ${String(CACHE_TTL_SECONDS[ttl])} s.`) +
      " Entries link to pxv's pages on PXV_PUBLIC_URL, or on the request's host.",
    params,
    ...(querystring ? { querystring } : {}),
    answers: answers(summary.replace(/\.$/, "")),
  };
}

/** pixiv's own refusal of the call behind a feed, in pxv's error shape with pixiv's status. */
function refusalOf(answer: CacheAnswer): HttpError {
  let reason = "upstream_refused";
  let message = `pixiv answered ${String(answer.response.statusCode)}`;
  try {
    const parsed = JSON.parse(answer.response.body) as {
      error?: { reason?: unknown; user_message?: unknown; message?: unknown };
    };
    const text = [parsed.error?.user_message, parsed.error?.message].find(
      (value): value is string => typeof value === "string" && value !== "",
    );
    if (text !== undefined) message += `: ${text}`;
    if (typeof parsed.error?.reason === "string" && /^[\w ]{1,60}$/.test(parsed.error.reason)) {
      reason = parsed.error.reason;
    }
  } catch {
    // A body that is not pixiv's JSON says nothing more than its status.
  }
  return new HttpError(answer.response.statusCode, reason, message);
}

async function answerFeed(
  options: SyndicationOptions,
  feedRequest: FeedRequest,
  feedFormat: FeedFormat,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const source = feedSource(feedRequest);
  const route = HIBI_ROUTES.find((candidate) => candidate.name === source.hibiRoute);
  if (route === undefined) throw new Error(`no HibiAPI route ${source.hibiRoute}`);
  const links = pageLinks(publicOrigin(request, options.publicUrl));
  const answer = await hibiAnswer(
    options.appApi,
    options.cache,
    route,
    parseQuery(route.query, source.hibiQuery),
    request,
    options.budget,
  );
  if (answer.response.statusCode !== 200) throw refusalOf(answer);
  const list = source.read(JSON.parse(answer.response.body) as unknown, links);
  const feed: FeedDocument = { ...list, self: links.path(request.url), updated: newestDate(list.entries) };
  const writer = FEED_WRITERS[feedFormat];
  const body = writer.write(feed);
  const validators = feedValidators(body, feed.updated);
  reply
    .header("etag", validators.etag)
    .header("vary", "accept-language")
    .header("x-cache", answer.outcome)
    .header(
      "cache-control",
      answer.maxAge > 0
        ? `public, max-age=${String(answer.maxAge)}, stale-if-error=${String(STALE_IF_ERROR_SECONDS)}`
        : "no-cache",
    );
  if (validators.lastModified !== null) reply.header("last-modified", validators.lastModified);
  if (isNotModified(request, validators)) return reply.code(304).send();
  return reply.type(writer.contentType).send(body);
}

const rankingParams = z.object({
  mode: z
    .enum(ILLUST_RANK_MODES, { error: `must be one of ${ILLUST_RANK_MODES.join(", ")}` })
    .meta({ description: "Ranking mode, as /api/pixiv/rank takes it." }),
  format,
});
const novelRankingParams = z.object({
  mode: z
    .enum(NOVEL_RANK_MODES, { error: `must be one of ${NOVEL_RANK_MODES.join(", ")}` })
    .meta({ description: "Ranking mode, as /api/pixiv/rank_novel takes it." }),
  format,
});
const userParams = z.object({ id: pixivId("user"), format });
const seriesParams = z.object({ id: pixivId("series"), format });
const searchParams = z.object({ word, format });
const illustSearchQuery = querySchema({
  mode: param.oneOf(ILLUST_SEARCH_TARGETS, DEFAULT_SEARCH_TARGET, "What the word is matched against."),
  ...searchFilterParams,
});
const novelSearchQuery = querySchema({
  mode: param.oneOf(NOVEL_SEARCH_TARGETS, DEFAULT_SEARCH_TARGET, "What the word is matched against."),
  ...searchFilterParams,
});

type Parsed<T extends z.ZodType> = z.output<T>;

export function registerSyndication(app: FastifyInstance, options: SyndicationOptions): void {
  const feed = (request: FastifyRequest, reply: FastifyReply, feedRequest: FeedRequest, as: FeedFormat) =>
    answerFeed(options, feedRequest, as, request, reply);

  app.get(
    `${FEEDS_PREFIX}/ranking/:mode.:format`,
    {
      schema: feedSchema("feed_ranking", "The latest illustration ranking as a feed.", "rank", rankingParams),
    },
    (request, reply) => {
      const { mode, format: as } = request.params as Parsed<typeof rankingParams>;
      return feed(request, reply, { kind: "ranking", mode }, as);
    },
  );
  app.get(
    `${FEEDS_PREFIX}/novel-ranking/:mode.:format`,
    {
      schema: feedSchema(
        "feed_novel_ranking",
        "The latest novel ranking as a feed.",
        "rank_novel",
        novelRankingParams,
      ),
    },
    (request, reply) => {
      const { mode, format: as } = request.params as Parsed<typeof novelRankingParams>;
      return feed(request, reply, { kind: "novel-ranking", mode }, as);
    },
  );
  for (const content of ["illust", "manga"] as const) {
    const path = content === "illust" ? "illusts" : "manga";
    app.get(
      `${FEEDS_PREFIX}/users/:id/${path}.:format`,
      {
        schema: feedSchema(
          `feed_user_${path}`,
          `A user's newest ${content === "illust" ? "illustrations" : "manga"} as a feed.`,
          "member_illust",
          userParams,
        ),
      },
      (request, reply) => {
        const { id, format: as } = request.params as Parsed<typeof userParams>;
        return feed(request, reply, { kind: "user-works", userId: id, content }, as);
      },
    );
  }
  app.get(
    `${FEEDS_PREFIX}/users/:id/novels.:format`,
    {
      schema: feedSchema("feed_user_novels", "A user's newest novels as a feed.", "member_novel", userParams),
    },
    (request, reply) => {
      const { id, format: as } = request.params as Parsed<typeof userParams>;
      return feed(request, reply, { kind: "user-novels", userId: id }, as);
    },
  );
  const searches = [
    {
      path: "search",
      kind: "search",
      operation: "feed_search",
      summary: "The newest illustrations and manga a search finds, as a feed.",
      route: "search",
      query: illustSearchQuery,
    },
    {
      path: "novel-search",
      kind: "novel-search",
      operation: "feed_novel_search",
      summary: "The newest novels a search finds, as a feed.",
      route: "search_novel",
      query: novelSearchQuery,
    },
  ] as const;
  for (const search of searches) {
    app.get(
      `${FEEDS_PREFIX}/${search.path}/:word.:format`,
      { schema: feedSchema(search.operation, search.summary, search.route, searchParams, search.query) },
      (request, reply) => {
        const { word: searched, format: as } = request.params as Parsed<typeof searchParams>;
        const query = request.query as Parsed<typeof illustSearchQuery> | Parsed<typeof novelSearchQuery>;
        const filters = { minBookmarks: query.min_bookmarks, ai: query.ai, r18: query.r18 };
        // The route's schema let through only the modes of its own kind of search.
        const feedRequest = { kind: search.kind, word: searched, target: query.mode, filters } as FeedRequest;
        return feed(request, reply, feedRequest, as);
      },
    );
  }
  const seriesFeeds = [
    {
      path: "series",
      kind: "series",
      operation: "feed_illust_series",
      summary: "The works of an illustration or manga series as a feed.",
      route: "illust_series",
    },
    {
      path: "novel-series",
      kind: "novel-series",
      operation: "feed_novel_series",
      summary: "The novels of a novel series as a feed.",
      route: "novel_series",
    },
  ] as const;
  for (const series of seriesFeeds) {
    app.get(
      `${FEEDS_PREFIX}/${series.path}/:id.:format`,
      { schema: feedSchema(series.operation, series.summary, series.route, seriesParams) },
      (request, reply) => {
        const { id, format: as } = request.params as Parsed<typeof seriesParams>;
        return feed(request, reply, { kind: series.kind, seriesId: id }, as);
      },
    );
  }
}
