/**
 * The emulated app API host (app-api.pixiv.net) as a Fastify instance. Routes only translate HTTP
 * to the pure endpoint functions (ROUTES below: method, path, endpoint); every failure, including
 * unknown endpoints and Fastify's own errors, leaves in pixiv's error shape. Every endpoint needs a
 * bearer token the OAuth host issued (bearer.ts); the PKCE login pages live here too
 * (login-pages.ts). pixiv's other request headers (App-OS, X-Client-*, Accept-Language, …) are
 * accepted; Accept-Language localizes tag translations, error messages and pixivision articles
 * (localize.ts), and every `next_url` echoes the request's `filter`.
 */
import { OAUTH_ORIGIN, OAUTH_REDIRECT_URI, OAUTH_TOKEN_PATH } from "@pxv/pixiv";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { SandboxAccount } from "../accounts.js";
import { acceptFormBodies, type FormFields } from "../http/form-body.js";
import type { TokenStore } from "../oauth/token-store.js";
import { answerSpotlightArticles } from "../pixivision/spotlight.js";
import type { Pixivision } from "../pixivision/pixivision.js";
import { answerLiveList, type Sketch } from "../sketch/sketch.js";
import { requireBearerTokens, viewerOf } from "./bearer.js";
import * as bookmarks from "./bookmark-endpoints.js";
import * as comments from "./comment-endpoints.js";
import type { AppApiAnswer, AppApiContext, Endpoint } from "./endpoint.js";
import { appApiError, endpointNotFound } from "./errors.js";
import * as illust from "./illust-endpoints.js";
import * as illusts from "./illust-list-endpoints.js";
import { registerLoginPages } from "./login-pages.js";
import * as novels from "./novel-endpoints.js";
import * as search from "./search-endpoints.js";
import type { QueryParameters } from "./query.js";
import * as users from "./user-endpoints.js";
import { finishAnswerBody } from "./localize.js";
import { answerWebviewNovel } from "./webview-novel.js";

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/** Every app API endpoint the sandbox answers (PIXIV.md §3.1 and the helpers under it). */
const ROUTES: ReadonlyArray<readonly ["GET" | "POST", string, Endpoint]> = [
  ["GET", "/v1/user/me/state", users.answerMeState],
  ["GET", "/v1/search/illust", search.answerSearchIllust],
  ["GET", "/v1/search/novel", search.answerSearchNovel],
  ["GET", "/v1/search/popular-preview/illust", search.answerPopularPreviewIllust],
  ["GET", "/v1/search/popular-preview/novel", search.answerPopularPreviewNovel],
  ["GET", "/v1/search/bookmark-ranges/illust", search.answerBookmarkRanges],
  ["GET", "/v1/search/bookmark-ranges/novel", search.answerBookmarkRanges],
  ["GET", "/v1/search/user", search.answerSearchUser],
  ["GET", "/v2/search/autocomplete", search.answerAutocompleteV2],
  ["GET", "/v1/search/autocomplete", search.answerAutocompleteV1],
  ["GET", "/v1/user/detail", users.answerUserDetail],
  ["GET", "/v1/user/illusts", users.answerUserIllusts],
  ["GET", "/v1/user/novels", users.answerUserNovels],
  ["GET", "/v1/user/bookmarks/illust", bookmarks.answerIllustBookmarks],
  ["GET", "/v1/user/bookmarks/novel", bookmarks.answerNovelBookmarks],
  ["GET", "/v1/user/bookmark-tags/illust", bookmarks.answerIllustBookmarkTags],
  ["GET", "/v1/user/bookmark-tags/novel", bookmarks.answerNovelBookmarkTags],
  ["GET", "/v2/illust/bookmark/detail", bookmarks.answerIllustBookmarkDetail],
  ["GET", "/v2/novel/bookmark/detail", bookmarks.answerNovelBookmarkDetail],
  ["GET", "/v1/walkthrough/illusts", illusts.answerWalkthrough],
  ["GET", "/v3/illust/comments", comments.answerIllustComments],
  ["GET", "/v2/illust/comment/replies", comments.answerIllustCommentReplies],
  ["GET", "/v3/novel/comments", comments.answerNovelComments],
  ["GET", "/v2/novel/comment/replies", comments.answerNovelCommentReplies],
  ["GET", "/v2/illust/related", illusts.answerIllustRelated],
  ["GET", "/v1/novel/related", novels.answerNovelRelated],
  ["GET", "/v1/user/related", users.answerUserRelated],
  ["GET", "/v1/illust/detail", illust.answerIllustDetail],
  ["GET", "/v1/illust/new", illusts.answerIllustNew],
  ["GET", "/v2/illust/follow", illusts.answerIllustFollow],
  ["GET", "/v1/novel/follow", novels.answerNovelFollow],
  ["GET", "/v1/illust/recommended", illusts.answerIllustRecommended],
  ["GET", "/v1/manga/recommended", illusts.answerMangaRecommended],
  ["GET", "/v1/novel/recommended", novels.answerNovelRecommended],
  ["GET", "/v1/illust/ranking", illusts.answerIllustRanking],
  ["GET", "/v1/novel/ranking", novels.answerNovelRanking],
  ["GET", "/v1/trending-tags/illust", illusts.answerTrendingTags],
  ["GET", "/v1/trending-tags/novel", illusts.answerTrendingTags],
  ["GET", "/v1/novel/new", novels.answerNovelNew],
  ["GET", "/v1/user/illust-series", users.answerUserIllustSeries],
  ["GET", "/v1/user/novel-series", users.answerUserNovelSeries],
  ["GET", "/v1/illust/series", illust.answerIllustSeries],
  ["GET", "/v2/novel/series", novels.answerNovelSeries],
  ["GET", "/v2/novel/detail", novels.answerNovelDetail],
  ["GET", "/v1/user/recommended", users.answerUserRecommended],
  ["GET", "/v1/user/following", users.answerUserFollowing],
  ["GET", "/v1/user/follower", users.answerUserFollower],
  ["GET", "/v1/user/mypixiv", users.answerUserMypixiv],
  ["GET", "/v1/ugoira/metadata", illust.answerUgoiraMetadata],
  ["POST", "/v2/illust/bookmark/add", bookmarks.answerIllustBookmarkAdd],
  ["POST", "/v1/illust/bookmark/delete", bookmarks.answerIllustBookmarkDelete],
  ["POST", "/v2/novel/bookmark/add", bookmarks.answerNovelBookmarkAdd],
  ["POST", "/v1/novel/bookmark/delete", bookmarks.answerNovelBookmarkDelete],
  ["POST", "/v1/user/follow/add", users.answerFollowAdd],
  ["POST", "/v1/user/follow/delete", users.answerFollowDelete],
  ["POST", "/v1/illust/comment/add", comments.answerIllustCommentAdd],
  ["POST", "/v1/novel/comment/add", comments.answerNovelCommentAdd],
  ["GET", "/v1/user/follow/detail", users.answerFollowDetail],
  ["GET", "/v1/user/ai-show-settings", users.answerAiShowSettings],
  ["POST", "/v1/user/ai-show-settings/edit", users.answerAiShowSettingsEdit],
  ["GET", "/v1/user/restricted-mode-settings", users.answerRestrictedModeSettings],
  ["GET", "/v1/illust/bookmark/users", illust.answerIllustBookmarkUsers],
  ["GET", "/v2/illust/mypixiv", users.answerIllustMypixiv],
  ["GET", "/v1/novel/mypixiv", users.answerNovelMypixiv],
];

/** Who `/v1/illust/recommended-nologin` answers: nobody signed in, all-ages works only. */
const ANONYMOUS_VIEWER: SandboxAccount = {
  id: 0,
  account: "",
  name: "",
  password: "",
  mailAddress: "",
  refreshToken: "",
  sessionId: "",
  isPremium: false,
  xRestrict: 0,
};

/** `GET /idp-urls`: where the apps sign in and manage accounts (PIXIV.md §2.1). */
const IDP_URLS = {
  "account-edit": "https://accounts.pixiv.net/api/v2/account/edit",
  "account-leave-prepare": "https://accounts.pixiv.net/api/v2/account/leave/prepare",
  "account-leave-status": "https://accounts.pixiv.net/api/v2/account/leave/status",
  "account-setting-prepare": "https://accounts.pixiv.net/api/v2/account/setting/prepare",
  "auth-token": `${OAUTH_ORIGIN}${OAUTH_TOKEN_PATH}`,
  "auth-token-redirect-uri": OAUTH_REDIRECT_URI,
};

/** Paths that need no bearer token besides the login pages under `/web/`. */
export const TOKENLESS_PATHS: readonly string[] = ["/v1/illust/recommended-nologin", "/idp-urls"];

/** The paths of ROUTES, for tests and documentation. */
export const APP_API_ROUTES: ReadonlyArray<readonly ["GET" | "POST", string]> = [
  ...ROUTES.map(([method, path]) => [method, path] as const),
  ["GET", "/webview/v2/novel"],
  ["GET", "/v1/spotlight/articles"],
  ["GET", "/v1/live/list"],
  ["GET", "/v1/illust/recommended-nologin"],
  ["GET", "/idp-urls"],
];

/** Sends an answer in the request's language, with its `filter` echoed in `next_url` (localize.ts). */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: AppApiAnswer): FastifyReply {
  const filter = (request.query as Record<string, unknown> | undefined)?.filter;
  const body = finishAnswerBody(answer.body, {
    acceptLanguage: request.headers["accept-language"],
    filter: typeof filter === "string" ? filter : undefined,
  });
  return reply.code(answer.status).type(JSON_CONTENT_TYPE).send(body);
}

const asQuery = (raw: unknown): QueryParameters => (raw ?? {}) as QueryParameters;
const asForm = (raw: unknown): FormFields =>
  typeof raw === "object" && raw !== null ? (raw as FormFields) : {};

export function createAppApiHost(
  context: AppApiContext,
  tokens: TokenStore,
  logger: boolean,
  pixivision?: Pixivision,
  sketch?: Sketch,
): FastifyInstance {
  const app = Fastify({ logger });
  acceptFormBodies(app);
  requireBearerTokens(app, tokens, TOKENLESS_PATHS);
  registerLoginPages(app, tokens);

  for (const [method, path, endpoint] of ROUTES) {
    app.route({
      method,
      url: path,
      handler: (request, reply) =>
        sendAnswer(
          request,
          reply,
          endpoint({
            query: asQuery(request.query),
            form: asForm(request.body),
            viewer: viewerOf(request),
            context,
          }),
        ),
    });
  }

  app.get("/webview/v2/novel", (request, reply) => {
    const answer = answerWebviewNovel({
      query: asQuery(request.query),
      form: {},
      viewer: viewerOf(request),
      context,
    });
    if ("html" in answer) return reply.code(answer.status).type("text/html; charset=utf-8").send(answer.html);
    return sendAnswer(request, reply, answer);
  });

  // Needs no token (bearer.ts lets it through): the app's recommendations before sign-in.
  app.get("/v1/illust/recommended-nologin", (request, reply) =>
    sendAnswer(
      request,
      reply,
      illusts.answerIllustRecommendedNologin({
        query: asQuery(request.query),
        form: {},
        viewer: ANONYMOUS_VIEWER,
        context,
      }),
    ),
  );
  app.get("/idp-urls", (request, reply) => sendAnswer(request, reply, { status: 200, body: IDP_URLS }));

  if (pixivision !== undefined) {
    app.get("/v1/spotlight/articles", (request, reply) =>
      sendAnswer(
        request,
        reply,
        answerSpotlightArticles(pixivision, asQuery(request.query), request.headers["accept-language"]),
      ),
    );
  }

  if (sketch !== undefined) {
    // The lives of the emulated sketch.pixiv.net, so that both hosts list the same ones.
    app.get("/v1/live/list", (request, reply) =>
      sendAnswer(request, reply, answerLiveList(sketch, asQuery(request.query))),
    );
  }

  app.setNotFoundHandler((request, reply) => sendAnswer(request, reply, endpointNotFound()));
  app.setErrorHandler((error, request, reply) => {
    const status =
      typeof error === "object" &&
      error !== null &&
      "statusCode" in error &&
      typeof error.statusCode === "number"
        ? error.statusCode
        : 500;
    const message = error instanceof Error ? error.message : "";
    return sendAnswer(request, reply, appApiError(status, { message }));
  });
  return app;
}
