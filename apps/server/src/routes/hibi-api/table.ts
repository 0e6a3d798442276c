/**
 * The HibiAPI-compatible route table (PRODUCT.md §B2.3, PIXIV.md §7): one declarative entry
 * per name under `/api/pixiv/`, saying which app API call answers it, which parameters it takes
 * with HibiAPI's defaults, how its paging maps onto pixiv's cursor, and how long its answer is
 * cached (PRODUCT.md §9), and the zod schema pixiv's 200 answer must match before it is served and
 * cached (the web app reads these answers as sent, so the server is where pixiv's shapes are checked).
 * The routes and their schemas (register.ts), hence their validation and `/openapi.json`, are all
 * made from here.
 */
import type { ZodType } from "zod";
import {
  autocompleteBodySchema,
  commentRepliesBodySchema,
  commentsBodySchema,
  illustDetailBodySchema,
  illustListBodySchema,
  illustSeriesBodySchema,
  liveListBodySchema,
  novelDetailBodySchema,
  novelListBodySchema,
  novelSeriesBodySchema,
  rankingBodySchema,
  searchIllustBodySchema,
  searchNovelBodySchema,
  spotlightArticlesBodySchema,
  trendingTagsBodySchema,
  ugoiraMetadataBodySchema,
  userDetailBodySchema,
  userIllustSeriesBodySchema,
  userNovelSeriesBodySchema,
  userPreviewsBodySchema,
  webviewNovelSchema,
  CACHE_TTL_SECONDS,
  DEFAULT_SEARCH_SORT,
  DEFAULT_SEARCH_TARGET,
  ILLUST_CONTENT_TYPES,
  ILLUST_RANK_MODES,
  ILLUST_SEARCH_TARGETS,
  MAX_OFFSET,
  NOVEL_RANK_MODES,
  NOVEL_SEARCH_TARGETS,
  SEARCH_DURATIONS,
  SEARCH_SORTS,
  SPOTLIGHT_CATEGORIES,
  SPOTLIGHT_PAGE_SIZE,
  WEBVIEW_NOVEL_VIEWER_VERSION,
  type QueryValue,
} from "@pxv/pixiv";
import {
  offsetOf,
  pagingParams,
  param,
  querySchema,
  type Params,
  type ParsedParams,
} from "../../route-schema/params.js";

/** How a list pages: which pixiv cursor HibiAPI's `page` (or a cursor parameter) becomes. */
export type Paging = "none" | "offset" | "last_order" | "max_bookmark_id" | "max_novel_id" | "max_illust_id";

/** What the route answers: pixiv's JSON, or the novel webview page turned into JSON or text. */
export type Answer = "json" | "webview_novel" | "novel_text";

/** What a route's 200 answer must match (pixiv adds fields, so these are never `.strict()`). */
export type AnswerSchema = Pick<ZodType, "safeParse">;

export interface HibiRoute {
  readonly name: string;
  readonly summary: string;
  /** The app API path that answers it. */
  readonly upstream: string;
  /**
   * The shape of the JSON answered on a 200 (for the novel webview, the data taken from its page);
   * null where the answer is pxv's own (novel_text). The same schemas the web app checked them with.
   */
  readonly schema: AnswerSchema | null;
  readonly params: Params;
  readonly paging: Paging;
  readonly ttl: keyof typeof CACHE_TTL_SECONDS;
  /** The lifetime when the request names no `date`: pixiv's latest, which changes every day. */
  readonly undatedTtl?: keyof typeof CACHE_TTL_SECONDS;
  readonly answer: Answer;
  /** The route's querystring schema, made from `params` (route-schema/params.ts). */
  readonly query: ZodType<Record<string, unknown>>;
  /** The app API query for a query `query` has validated. */
  upstreamQuery(parsed: Record<string, unknown>): Record<string, QueryValue>;
}

interface RouteDefinition<P extends Params> {
  readonly name: string;
  readonly summary: string;
  readonly upstream: string;
  readonly schema: AnswerSchema | null;
  readonly params: P;
  readonly paging: Paging;
  readonly ttl: keyof typeof CACHE_TTL_SECONDS;
  readonly undatedTtl?: keyof typeof CACHE_TTL_SECONDS;
  readonly answer?: Answer;
  readonly query: (parsed: ParsedParams<P>) => Record<string, QueryValue>;
}

function route<P extends Params>(definition: RouteDefinition<P>): HibiRoute {
  const { query, ...rest } = definition;
  return {
    ...rest,
    answer: definition.answer ?? "json",
    query: querySchema(definition.params),
    upstreamQuery: (parsed) => query(parsed as ParsedParams<P>),
  };
}

const id = (what: string) => param.id(`The ${what}'s id.`);
const includeTranslated = param.flag(true, "Also match tags by their translations.");
const mergePlain = param.flag(true, "Merge plain keyword results into tag results.");
const searchFlags = {
  include_translated_tag_results: includeTranslated,
  merge_plain_keyword_results: mergePlain,
};
const searchDates = {
  start_date: param.date("Works created on or after this day."),
  end_date: param.date("Works created on or before this day."),
};
const searchAiType = param.optionalFlag("Include AI-generated works (sent as 1 or 0).");
/** HibiAPI's search and search_novel include AI-generated works unless told not to. */
const searchAiTypeOn = param.flag(true, "Include AI-generated works (sent as 1 or 0).");
const aiType = (value: boolean | undefined): number | undefined =>
  value === undefined ? undefined : value ? 1 : 0;
const ILLUST_FILTER = "for_ios";
const FILTERS = ["for_ios", "for_android"];

const DIGITS = /^\d{1,20}$/;
const BOOLEAN = /^(true|false)$/;
/** What a related list's `next_url` carries (PIXIV.md §3.1 #18). */
const RELATED_CURSOR = {
  illust_id: DIGITS,
  filter: /^for_(ios|android)$/,
  offset: DIGITS,
  seed_illust_ids: DIGITS,
  viewed: DIGITS,
};
/** What a recommended list's `next_url` carries (PIXIV.md §3.1 #25). */
const RECOMMENDED_CURSOR = {
  content_type: /^(illust|manga)$/,
  include_ranking_label: BOOLEAN,
  include_ranking_illusts: BOOLEAN,
  include_privacy_policy: BOOLEAN,
  filter: /^for_(ios|android)$/,
  offset: DIGITS,
  max_bookmark_id_for_recommend: DIGITS,
  min_bookmark_id_for_recent_illust: DIGITS,
  viewed: DIGITS,
};

/** Routes that differ only in the novel/illust app API path share one shape. */
function searchRoute(kind: "illust" | "novel") {
  const targets = kind === "illust" ? ILLUST_SEARCH_TARGETS : NOVEL_SEARCH_TARGETS;
  return route({
    name: kind === "illust" ? "search" : "search_novel",
    summary: `Search ${kind}s by word.`,
    upstream: `/v1/search/${kind}`,
    schema: kind === "illust" ? searchIllustBodySchema : searchNovelBodySchema,
    paging: "offset",
    ttl: "searchResults",
    params: {
      word: param.word("The search term."),
      mode: param.oneOf(targets, DEFAULT_SEARCH_TARGET, "What the word is matched against (search_target)."),
      order: param.optionalOneOf(SEARCH_SORTS, "Sort order (HibiAPI's name for sort)."),
      sort: param.optionalOneOf(SEARCH_SORTS, "Sort order; default date_desc."),
      duration: param.optionalOneOf(SEARCH_DURATIONS, "Only works from the last day, week or month."),
      ...searchDates,
      search_ai_type: searchAiTypeOn,
      include_translated_tag_results: includeTranslated,
      // HibiAPI sends it for novels only; an illust search sends it when the caller does.
      merge_plain_keyword_results:
        kind === "novel" ? mergePlain : param.optionalFlag("Merge plain keyword results into tag results."),
      ...pagingParams,
    },
    query: (p) => ({
      word: p.word,
      search_target: p.mode,
      sort: p.sort ?? p.order ?? DEFAULT_SEARCH_SORT,
      duration: p.duration,
      start_date: p.start_date,
      end_date: p.end_date,
      search_ai_type: aiType(p.search_ai_type),
      include_translated_tag_results: p.include_translated_tag_results,
      merge_plain_keyword_results: p.merge_plain_keyword_results,
      filter: ILLUST_FILTER,
      offset: offsetOf(p),
    }),
  });
}

function popularPreviewRoute(kind: "illust" | "novel") {
  const targets = kind === "illust" ? ILLUST_SEARCH_TARGETS : NOVEL_SEARCH_TARGETS;
  return route({
    name: kind === "illust" ? "popular_preview" : "popular_preview_novel",
    summary: `The most popular ${kind}s for a search word.`,
    upstream: `/v1/search/popular-preview/${kind}`,
    schema: kind === "illust" ? illustListBodySchema : novelListBodySchema,
    paging: "none",
    ttl: "popularPreview",
    params: {
      word: param.word("The search term."),
      mode: param.oneOf(targets, DEFAULT_SEARCH_TARGET, "What the word is matched against (search_target)."),
      ...searchDates,
      search_ai_type: searchAiType,
      ...searchFlags,
      filter: param.pixivValue(FILTERS, ILLUST_FILTER, "pixiv's platform filter."),
    },
    query: (p) => ({
      word: p.word,
      search_target: p.mode,
      start_date: p.start_date,
      end_date: p.end_date,
      search_ai_type: aiType(p.search_ai_type),
      include_translated_tag_results: p.include_translated_tag_results,
      merge_plain_keyword_results: p.merge_plain_keyword_results,
      filter: p.filter,
    }),
  });
}

function bookmarksRoute(kind: "illust" | "novel") {
  return route({
    name: kind === "illust" ? "favorite" : "favorite_novel",
    summary: `A user's public ${kind} bookmarks, newest first.`,
    upstream: `/v1/user/bookmarks/${kind}`,
    schema: kind === "illust" ? illustListBodySchema : novelListBodySchema,
    paging: "max_bookmark_id",
    ttl: "favorites",
    params: {
      id: id("user"),
      tag: param.tag("Only bookmarks with this bookmark tag."),
      // The server account's private bookmarks are nobody else's business: public only.
      restrict: param.oneOf(["public"], "public", "Only public bookmarks are served by the proxy API."),
      max_bookmark_id: param.cursor("Cursor from the previous page's next_url; 0 is the first page."),
    },
    query: (p) => ({
      user_id: p.id,
      restrict: p.restrict,
      tag: p.tag,
      max_bookmark_id: p.max_bookmark_id,
      filter: ILLUST_FILTER,
    }),
  });
}

/** An id-keyed offset list: `{ <idName>: id, offset }`. */
function idListRoute(definition: {
  name: string;
  summary: string;
  upstream: string;
  schema: AnswerSchema;
  idName: string;
  what: string;
  ttl: keyof typeof CACHE_TTL_SECONDS;
}) {
  return route({
    name: definition.name,
    summary: definition.summary,
    upstream: definition.upstream,
    schema: definition.schema,
    paging: "offset",
    ttl: definition.ttl,
    params: { id: id(definition.what), ...pagingParams },
    query: (p) => ({ [definition.idName]: p.id, offset: offsetOf(p) }),
  });
}

/** A single object by id: `{ <idName>: id }`. */
function byIdRoute(definition: {
  name: string;
  summary: string;
  upstream: string;
  schema: AnswerSchema | null;
  idName: string;
  what: string;
  ttl: keyof typeof CACHE_TTL_SECONDS;
  answer?: Answer;
  extra?: Record<string, QueryValue>;
}) {
  return route({
    name: definition.name,
    summary: definition.summary,
    upstream: definition.upstream,
    schema: definition.schema,
    paging: "none",
    ttl: definition.ttl,
    ...(definition.answer ? { answer: definition.answer } : {}),
    params: { id: id(definition.what) },
    query: (p) => ({ [definition.idName]: p.id, ...definition.extra }),
  });
}

/** The novel webview page (PIXIV.md §3.2.3), answered as JSON, text or raw HTML. */
const webviewNovel = route({
  name: "webview_novel",
  summary: "A novel's text and embedded data from pixiv's novel webview; raw=true answers the HTML page.",
  upstream: "/webview/v2/novel",
  schema: webviewNovelSchema,
  paging: "none",
  ttl: "novelDetail",
  answer: "webview_novel",
  params: { id: id("novel"), raw: param.flag(false, "Answer pixiv's HTML page instead of its JSON.") },
  // `raw` chooses the answer's form, not the upstream call; the route handler reads it.
  query: (p) => ({ id: p.id, viewer_version: WEBVIEW_NOVEL_VIEWER_VERSION }),
});

export const HIBI_ROUTES: readonly HibiRoute[] = [
  byIdRoute({
    name: "illust",
    summary: "A work's detail.",
    upstream: "/v1/illust/detail",
    schema: illustDetailBodySchema,
    idName: "illust_id",
    what: "work",
    ttl: "artworkDetail",
    extra: { filter: ILLUST_FILTER },
  }),
  byIdRoute({
    name: "member",
    summary: "A user's profile.",
    upstream: "/v1/user/detail",
    schema: userDetailBodySchema,
    idName: "user_id",
    what: "user",
    ttl: "memberInfo",
    extra: { filter: ILLUST_FILTER },
  }),
  route({
    name: "member_illust",
    summary: "A user's illustrations or manga, newest first.",
    upstream: "/v1/user/illusts",
    schema: illustListBodySchema,
    paging: "offset",
    ttl: "memberArtwork",
    params: {
      id: id("user"),
      illust_type: param.oneOf(ILLUST_CONTENT_TYPES, "illust", "Which of the user's works."),
      ...pagingParams,
    },
    query: (p) => ({ user_id: p.id, type: p.illust_type, filter: ILLUST_FILTER, offset: offsetOf(p) }),
  }),
  idListRoute({
    name: "member_novel",
    summary: "A user's novels.",
    upstream: "/v1/user/novels",
    schema: novelListBodySchema,
    idName: "user_id",
    what: "user",
    ttl: "memberArtwork",
  }),
  bookmarksRoute("illust"),
  bookmarksRoute("novel"),
  route({
    name: "following",
    summary: "Users a user follows publicly.",
    upstream: "/v1/user/following",
    schema: userPreviewsBodySchema,
    paging: "offset",
    ttl: "follow",
    params: {
      id: id("user"),
      restrict: param.oneOf(["public"], "public", "Only public follows are served by the proxy API."),
      ...pagingParams,
    },
    query: (p) => ({ user_id: p.id, restrict: p.restrict, offset: offsetOf(p) }),
  }),
  idListRoute({
    name: "follower",
    summary: "A user's followers.",
    upstream: "/v1/user/follower",
    schema: userPreviewsBodySchema,
    idName: "user_id",
    what: "user",
    ttl: "follow",
  }),
  route({
    name: "rank",
    summary: "A day's illustration ranking, 30 works a page.",
    upstream: "/v1/illust/ranking",
    schema: rankingBodySchema,
    paging: "offset",
    ttl: "ranking",
    undatedTtl: "rankingLatest",
    params: {
      mode: param.oneOf(ILLUST_RANK_MODES, "week", "Ranking mode."),
      date: param.date("Ranking day (JST); default the latest."),
      ...pagingParams,
    },
    query: (p) => ({ mode: p.mode, date: p.date, filter: ILLUST_FILTER, offset: offsetOf(p) }),
  }),
  route({
    name: "rank_novel",
    summary: "A day's novel ranking.",
    upstream: "/v1/novel/ranking",
    schema: novelListBodySchema,
    paging: "offset",
    ttl: "ranking",
    undatedTtl: "rankingLatest",
    params: {
      mode: param.pixivValue(NOVEL_RANK_MODES, "day", "Ranking mode (pixiv judges it)."),
      date: param.date("Ranking day (JST); default the latest."),
      ...pagingParams,
    },
    query: (p) => ({ mode: p.mode, date: p.date, filter: ILLUST_FILTER, offset: offsetOf(p) }),
  }),
  searchRoute("illust"),
  searchRoute("novel"),
  popularPreviewRoute("illust"),
  popularPreviewRoute("novel"),
  route({
    name: "search_user",
    summary: "Search users by name.",
    upstream: "/v1/search/user",
    schema: userPreviewsBodySchema,
    paging: "offset",
    ttl: "searchResults",
    params: { word: param.word("The name to look for."), ...pagingParams },
    query: (p) => ({ word: p.word, filter: ILLUST_FILTER, offset: offsetOf(p) }),
  }),
  ...(["search_autocomplete", "tags_autocomplete"] as const).map((name) =>
    route({
      name,
      summary: "Tag suggestions for a partial word.",
      upstream: "/v2/search/autocomplete",
      schema: autocompleteBodySchema,
      paging: "none",
      ttl: "autocomplete",
      params: {
        word: param.word("The partial word."),
        merge_plain_keyword_results: param.flag(true, "Merge plain keyword suggestions."),
      },
      query: (p) => ({ word: p.word, merge_plain_keyword_results: p.merge_plain_keyword_results }),
    }),
  ),
  ...(["illust", "novel"] as const).map((kind) =>
    route({
      name: kind === "illust" ? "tags" : "tags_novel",
      summary: `Trending ${kind} tags.`,
      upstream: `/v1/trending-tags/${kind}`,
      schema: trendingTagsBodySchema,
      paging: "none",
      ttl: "trendingTags",
      params: {},
      query: () => ({ filter: ILLUST_FILTER }),
    }),
  ),
  route({
    name: "related",
    summary: "Works related to a work.",
    upstream: "/v2/illust/related",
    schema: illustListBodySchema,
    paging: "offset",
    ttl: "related",
    params: {
      id: id("work"),
      ...pagingParams,
      nextUrl: param.nextUrl(
        RELATED_CURSOR,
        "The query of the previous page's next_url (seed_illust_ids, viewed, offset); replaces page.",
      ),
    },
    query: (p) => {
      if (p.nextUrl === undefined) return { illust_id: p.id, filter: ILLUST_FILTER, offset: offsetOf(p) };
      const { illust_id: _id, filter: _filter, ...cursor } = p.nextUrl;
      return { illust_id: p.id, filter: ILLUST_FILTER, ...cursor };
    },
  }),
  idListRoute({
    name: "related_novel",
    summary: "Novels related to a novel.",
    upstream: "/v1/novel/related",
    schema: novelListBodySchema,
    idName: "novel_id",
    what: "novel",
    ttl: "related",
  }),
  route({
    name: "related_member",
    summary: "Users related to a user.",
    upstream: "/v1/user/related",
    schema: userPreviewsBodySchema,
    paging: "none",
    ttl: "related",
    params: { id: id("user") },
    // pixiv wants seed_user_id last (PIXIV.md §3.1 #20).
    query: (p) => ({ filter: ILLUST_FILTER, seed_user_id: p.id }),
  }),
  byIdRoute({
    name: "ugoira_metadata",
    summary: "An ugoira's frame zip and frame delays.",
    upstream: "/v1/ugoira/metadata",
    schema: ugoiraMetadataBodySchema,
    idName: "illust_id",
    what: "work",
    ttl: "artworkDetail",
  }),
  route({
    name: "illust_new",
    summary: "The newest illustrations or manga.",
    upstream: "/v1/illust/new",
    schema: illustListBodySchema,
    paging: "max_illust_id",
    ttl: "latest",
    params: {
      content_type: param.pixivValue(
        ILLUST_CONTENT_TYPES,
        "illust",
        "Illustrations or manga (pixiv judges it).",
      ),
      max_illust_id: param.cursor("Cursor from the previous page's next_url."),
    },
    query: (p) => ({ content_type: p.content_type, filter: ILLUST_FILTER, max_illust_id: p.max_illust_id }),
  }),
  route({
    name: "manga_new",
    summary: "The newest manga.",
    upstream: "/v1/illust/new",
    schema: illustListBodySchema,
    paging: "max_illust_id",
    ttl: "latest",
    params: { max_illust_id: param.cursor("Cursor from the previous page's next_url.") },
    query: (p) => ({ content_type: "manga", filter: ILLUST_FILTER, max_illust_id: p.max_illust_id }),
  }),
  route({
    name: "novel_new",
    summary: "The newest novels.",
    upstream: "/v1/novel/new",
    schema: novelListBodySchema,
    paging: "max_novel_id",
    ttl: "latest",
    params: { max_novel_id: param.cursor("Cursor from the previous page's next_url.") },
    query: (p) => ({ max_novel_id: p.max_novel_id }),
  }),
  route({
    name: "illust_recommended",
    summary: "Recommended illustrations.",
    upstream: "/v1/illust/recommended",
    schema: illustListBodySchema,
    paging: "offset",
    ttl: "recommended",
    params: {
      ...pagingParams,
      params: param.jsonQuery(
        RECOMMENDED_CURSOR,
        "The previous page's next_url query as a JSON object (viewed, offset, bookmark ids); replaces page.",
      ),
    },
    query: (p) => ({
      content_type: "illust",
      include_ranking_label: true,
      include_ranking_illusts: false,
      include_privacy_policy: false,
      filter: ILLUST_FILTER,
      ...(p.params ?? { offset: offsetOf(p) }),
    }),
  }),
  route({
    name: "manga_recommended",
    summary: "Recommended manga.",
    upstream: "/v1/manga/recommended",
    schema: illustListBodySchema,
    paging: "offset",
    ttl: "recommended",
    params: { ...pagingParams },
    query: (p) => ({
      include_ranking_label: true,
      include_ranking_illusts: false,
      include_privacy_policy: false,
      filter: ILLUST_FILTER,
      offset: offsetOf(p),
    }),
  }),
  route({
    name: "novel_recommended",
    summary: "Recommended novels.",
    upstream: "/v1/novel/recommended",
    schema: novelListBodySchema,
    paging: "offset",
    ttl: "recommended",
    params: { ...pagingParams },
    query: (p) => ({
      include_ranking_novels: false,
      include_privacy_policy: false,
      filter: ILLUST_FILTER,
      offset: offsetOf(p),
    }),
  }),
  route({
    name: "user_recommended",
    summary: "Recommended users.",
    upstream: "/v1/user/recommended",
    schema: userPreviewsBodySchema,
    paging: "offset",
    ttl: "recommended",
    params: { ...pagingParams },
    query: (p) => ({ filter: ILLUST_FILTER, offset: offsetOf(p) }),
  }),
  route({
    name: "spotlights",
    summary: "pixivision articles as the app lists them, 10 a page.",
    upstream: "/v1/spotlight/articles",
    schema: spotlightArticlesBodySchema,
    paging: "offset",
    ttl: "spotlights",
    params: {
      category: param.pixivValue(SPOTLIGHT_CATEGORIES, "all", "Article category (pixiv judges it)."),
      page: param.page(),
      size: param.size(SPOTLIGHT_PAGE_SIZE, MAX_OFFSET),
    },
    query: (p) => ({ filter: ILLUST_FILTER, category: p.category, offset: offsetOf(p) }),
  }),
  idListRoute({
    name: "illust_comments",
    summary: "A work's comments.",
    upstream: "/v3/illust/comments",
    schema: commentsBodySchema,
    idName: "illust_id",
    what: "work",
    ttl: "comments",
  }),
  byIdRoute({
    name: "illust_comment_replies",
    summary: "Replies to a work's comment.",
    upstream: "/v2/illust/comment/replies",
    schema: commentRepliesBodySchema,
    idName: "comment_id",
    what: "comment",
    ttl: "comments",
  }),
  idListRoute({
    name: "novel_comments",
    summary: "A novel's comments.",
    upstream: "/v3/novel/comments",
    schema: commentsBodySchema,
    idName: "novel_id",
    what: "novel",
    ttl: "comments",
  }),
  byIdRoute({
    name: "novel_comment_replies",
    summary: "Replies to a novel's comment.",
    upstream: "/v2/novel/comment/replies",
    schema: commentRepliesBodySchema,
    idName: "comment_id",
    what: "comment",
    ttl: "comments",
  }),
  byIdRoute({
    name: "novel_detail",
    summary: "A novel's detail (without its text).",
    upstream: "/v2/novel/detail",
    schema: novelDetailBodySchema,
    idName: "novel_id",
    what: "novel",
    ttl: "novelDetail",
  }),
  byIdRoute({
    name: "novel_text",
    summary: "A novel's text as {novel_text} (from pixiv's novel webview).",
    upstream: "/webview/v2/novel",
    // pxv's own `{novel_text}`, taken from the page; a page without the novel's data is refused there.
    schema: null,
    idName: "id",
    what: "novel",
    ttl: "novelDetail",
    answer: "novel_text",
    extra: { viewer_version: WEBVIEW_NOVEL_VIEWER_VERSION },
  }),
  webviewNovel,
  idListRoute({
    name: "illust_series",
    summary: "The works of an illustration series.",
    upstream: "/v1/illust/series",
    schema: illustSeriesBodySchema,
    idName: "illust_series_id",
    what: "series",
    ttl: "memberArtwork",
  }),
  idListRoute({
    name: "member_illust_series",
    summary: "A user's illustration series.",
    upstream: "/v1/user/illust-series",
    schema: userIllustSeriesBodySchema,
    idName: "user_id",
    what: "user",
    ttl: "memberArtwork",
  }),
  idListRoute({
    name: "member_novel_series",
    summary: "A user's novel series.",
    upstream: "/v1/user/novel-series",
    schema: userNovelSeriesBodySchema,
    idName: "user_id",
    what: "user",
    ttl: "memberArtwork",
  }),
  route({
    name: "novel_series",
    summary: "The novels of a series; pages by last_order, not offset.",
    upstream: "/v2/novel/series",
    schema: novelSeriesBodySchema,
    paging: "last_order",
    ttl: "memberArtwork",
    params: { id: id("series"), ...pagingParams },
    query: (p) => ({ series_id: p.id, filter: ILLUST_FILTER, last_order: offsetOf(p, "last_order") }),
  }),
  route({
    name: "live_list",
    summary: "Popular pixiv Sketch lives.",
    upstream: "/v1/live/list",
    schema: liveListBodySchema,
    paging: "offset",
    ttl: "liveList",
    params: { ...pagingParams },
    query: (p) => ({ list_type: "popular", offset: offsetOf(p) }),
  }),
];
