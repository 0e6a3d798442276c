/**
 * `/openapi.json`: the OpenAPI 3.1 document of pxv's HTTP API, generated from the HibiAPI route table
 * (paths, parameters with their defaults and limits, the app API call behind each, cache lifetimes)
 * plus every other public route: the image proxy, the relays, the web-login relay and web ranking,
 * the secondary endpoints and the health check (a test checks that every registered route is here).
 */
import { CACHE_TTL_SECONDS, OAUTH_LOGIN_PATH } from "@pxv/pixiv";
import { WEB_RANKING_PARAMS, WEB_RANKING_PATH } from "../web-ranking.js";
import { LEGACY_PHP_PATHS } from "../web-relay.js";
import { CSRF_TOKEN_TTL_MS } from "../web-session-store.js";
import { LIVE_SOCKET_RELAY_PATH } from "../../secondary/live-relay.js";
import { UGOIRA_FORMAT_NAMES, UGOIRA_FORMATS } from "../../ugoira/ugoira-ffmpeg.js";
import { PID_RECOVER_NOT_FOUND_TTL_SECONDS, PID_RECOVER_TTL_SECONDS } from "../../secondary/pid-recover.js";
import type { ParamDoc, Params } from "./params.js";
import { REQ_GET_PATHS, REQ_POST_PATHS } from "./user-actions.js";
import { HIBI_API_PREFIX, LEGACY_PREFIX } from "./register.js";
import { HIBI_ROUTES } from "./table.js";

const errorSchema = {
  type: "object",
  required: ["code", "detail", "error"],
  properties: {
    code: { type: "integer" },
    detail: { type: "string" },
    parameter: { type: "string", description: "The query parameter that was refused (400)." },
    upstream: { type: "string", description: "The upstream host that failed (502)." },
    error: {
      type: "object",
      properties: {
        user_message: { type: "string" },
        message: { type: "string" },
        reason: { type: "string" },
        user_message_details: { type: "object" },
      },
    },
  },
};

const readinessSchema = {
  type: "object",
  required: ["status", "checks", "reasons"],
  properties: {
    status: { type: "string", enum: ["ready", "not ready"] },
    checks: {
      type: "object",
      properties: { upstream: { type: "string" }, redis: { type: "string" } },
    },
    reasons: { type: "array", items: { type: "string" } },
  },
};

/** HibiAPI clients may ask for a fresh answer; pxv then asks pixiv instead of its cache. */
const cacheControlHeader = {
  name: "Cache-Control",
  in: "header",
  required: false,
  description: "`no-cache` (or `no-store`) asks pixiv afresh instead of answering from pxv's cache.",
  schema: { type: "string" },
};

/**
 * Names every operation that has no operationId from its method and path (`get_api_pixivision_list`),
 * so generated clients get stable names; a clash is a programming error and throws.
 */
function addOperationIds(paths: Record<string, unknown>): void {
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, { operationId?: string }>)) {
      const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
      operation.operationId ??= [method, ...words].join("_");
      if (seen.has(operation.operationId)) throw new Error(`operationId ${operation.operationId} twice`);
      seen.add(operation.operationId);
    }
  }
}

function schemaOf(doc: ParamDoc): Record<string, unknown> {
  const { description: _description, required: _required, ...schema } = doc;
  return schema;
}

/** OpenAPI query parameters from declared route parameters. */
function queryParameters(params: Params): Record<string, unknown>[] {
  return Object.entries(params).map(([name, { doc }]) => ({
    name,
    in: "query",
    required: doc.required,
    description: doc.description,
    schema: schemaOf(doc),
  }));
}

const lifetime = (seconds: number): string =>
  Number.isFinite(seconds) ? `${seconds} s` : "permanently (until evicted)";

export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const route of HIBI_ROUTES) {
    paths[`${HIBI_API_PREFIX}/${route.name}`] = {
      get: {
        operationId: route.name,
        tags: ["pixiv"],
        summary: route.summary,
        description:
          `Answered by the app API's \`GET ${route.upstream}\` with the server account; pixiv's body and ` +
          `status pass through unchanged. Paging: ${route.paging}. Cached ${lifetime(CACHE_TTL_SECONDS[route.ttl])}` +
          (route.undatedTtl
            ? `; without a date (pixiv's latest) ${lifetime(CACHE_TTL_SECONDS[route.undatedTtl])}.`
            : "."),
        parameters: [...queryParameters(route.params), cacheControlHeader],
        responses: {
          "200": {
            description: "pixiv's app API JSON, unchanged (headers x-cache and Cache-Control added).",
            content: { "application/json": { schema: { type: "object" } } },
          },
          "400": {
            description: "A parameter is invalid.",
            content: { "application/json": { schema: errorSchema } },
          },
          "4XX": { description: "pixiv's own error body, passed through with its status." },
          "502": {
            description: "pixiv could not be reached.",
            content: { "application/json": { schema: errorSchema } },
          },
        },
      },
    };
  }
  const imageProxy = (host: string, operationId: string) => ({
    get: {
      operationId,
      tags: ["images"],
      summary: `Streams an image from ${host} with the Referer pixiv requires.`,
      description:
        "Range, HEAD and conditional requests pass through. Immutable paths are cached for a year.",
      parameters: [{ name: "path", in: "path", required: true, schema: { type: "string" } }],
      responses: {
        "200": { description: "The image." },
        "206": { description: "A byte range." },
        "502": { description: "The image host failed." },
      },
    },
  });
  paths["/-/{path}"] = imageProxy("i.pximg.net", "image_i_pximg");
  paths["/~/{path}"] = imageProxy("s.pximg.net", "image_s_pximg");
  paths["/proxy/{path}"] = {
    get: {
      operationId: "image_proxy_address",
      tags: ["images"],
      summary: "Streams a picture named by its whole address, as the reference viewer's generic proxy.",
      description:
        "`/proxy/https://i.pximg.net/<path>` and `/proxy/https://s.pximg.net/<path>` answer exactly as " +
        "`/-/<path>` and `/~/<path>` (same allowlist, limits and cache); no other host is proxied.",
      parameters: [
        {
          name: "path",
          in: "path",
          required: true,
          description: "The picture's whole address, `https://i.pximg.net/…` or `https://s.pximg.net/…`.",
          schema: { type: "string" },
        },
      ],
      responses: {
        "200": { description: "The image." },
        "206": { description: "A byte range." },
        "400": {
          description: "Not an https://host/path address.",
          content: { "application/json": { schema: errorSchema } },
        },
        "403": {
          description: "A host other than i.pximg.net or s.pximg.net.",
          content: { "application/json": { schema: errorSchema } },
        },
        "502": { description: "The image host failed." },
      },
    },
  };
  paths["/api/ugoira/{file}"] = {
    get: {
      tags: ["secondary"],
      summary:
        "An ugoira converted by ffmpeg: {id}.mp4, {id}.webm, {id}.gif, or {id}.avif (an animated AVIF for <img>).",
      description:
        "Lasts as long as the frame delays add up to (the AVIF shows each frame for exactly its delay). " +
        "Made on the first request, then served from the server's disk cache with byte ranges.",
      parameters: [
        {
          name: "file",
          in: "path",
          required: true,
          schema: { type: "string", pattern: `^\\d+\\.(${UGOIRA_FORMAT_NAMES.join("|")})$` },
        },
      ],
      responses: {
        "200": {
          description: "The file.",
          content: Object.fromEntries(
            UGOIRA_FORMAT_NAMES.map((format) => [
              UGOIRA_FORMATS[format].type,
              { schema: { type: "string", format: "binary" } },
            ]),
          ),
        },
        "206": { description: "A byte range." },
        "400": {
          description: `Not {id}.${UGOIRA_FORMAT_NAMES.join("|")}.`,
          content: { "application/json": { schema: errorSchema } },
        },
        "404": { description: "pixiv's own error body: the work is not an ugoira or does not exist." },
        "416": { description: "The byte range is outside the file." },
        "502": {
          description: "The frames zip could not be fetched, or ffmpeg could not convert it.",
          content: { "application/json": { schema: errorSchema } },
        },
        "503": {
          description: "ffmpeg is not installed.",
          content: { "application/json": { schema: errorSchema } },
        },
      },
    },
  };
  paths["/api/pixiv-novel-translate/{file}"] = {
    get: {
      tags: ["secondary"],
      summary:
        "A novel translated to Simplified Chinese: {id}.html (whole, cached) or {id}.txt (streamed text).",
      parameters: [
        {
          name: "file",
          in: "path",
          required: true,
          schema: { type: "string", pattern: "^\\d+\\.(html|txt)$" },
        },
        {
          name: "aimd",
          in: "query",
          required: false,
          description: "Model to use.",
          schema: { type: "string" },
        },
        {
          name: "nots",
          in: "query",
          required: false,
          description: "Comma-separated words to keep.",
          schema: { type: "string" },
        },
      ],
      responses: {
        "200": { description: "The translation." },
        "503": { description: "No translation service is configured." },
      },
    },
  };
  paths["/api/sketch/lives/{file}"] = {
    get: {
      tags: ["secondary"],
      summary: "A pixiv Sketch live's detail ({id}.json), in sketch's shape.",
      parameters: [
        { name: "file", in: "path", required: true, schema: { type: "string", pattern: "^\\d+\\.json$" } },
      ],
      responses: { "200": { description: "{data}" }, "404": { description: "{errors:[{message}]}" } },
    },
  };
  paths["/api/sketch/lives/{id}/logs.json"] = {
    get: {
      tags: ["secondary"],
      summary: "A live's chat log.",
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", pattern: "^\\d+$" } }],
      responses: { "200": { description: "{data:[…]}" } },
    },
  };
  paths["/api/saucenao"] = {
    post: {
      tags: ["secondary"],
      summary:
        "Image search: a picture in the multipart field `file` (JPEG, PNG, GIF, WebP, BMP; at most 5 MiB).",
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: { type: "object", properties: { file: { type: "string", format: "binary" } } },
          },
        },
      },
      responses: {
        "200": { description: "SauceNAO's JSON." },
        "400": { description: "Not a picture." },
        "413": { description: "Too large." },
      },
    },
  };
  const langParameter = {
    name: "lang",
    in: "query",
    required: false,
    schema: { type: "string", enum: ["zh", "zh-tw", "ja", "en", "ko"], default: "zh" },
  };
  const pageParameter = {
    name: "page",
    in: "query",
    required: false,
    schema: { type: "integer", minimum: 1, default: 1 },
  };
  paths["/api/pixivision"] = {
    get: {
      tags: ["secondary"],
      summary:
        "pixivision's home list: {articles, rank, recommend} (rank and recommend on page 1). Cached 12 h.",
      parameters: [pageParameter, langParameter],
      responses: { "200": { description: "The list." } },
    },
  };
  paths["/api/pixivision/list"] = {
    get: {
      tags: ["secondary"],
      summary: "One pixivision category's list.",
      parameters: [
        { name: "type", in: "query", required: false, schema: { type: "string", default: "illustration" } },
        pageParameter,
        langParameter,
      ],
      responses: { "200": { description: "The list." } },
    },
  };
  paths["/api/pixivision/detail"] = {
    get: {
      tags: ["secondary"],
      summary: "An article: {title, date, content (HTML), tags, related_latest, related_recommend}.",
      parameters: [
        { name: "id", in: "query", required: true, schema: { type: "integer", minimum: 1 } },
        langParameter,
      ],
      responses: { "200": { description: "The article." }, "404": { description: "No such article." } },
    },
  };
  paths["/api/pixivision/{id}"] = {
    get: {
      tags: ["secondary"],
      summary:
        "An illustration article: {title, cover, desc, items, tags, related_latest, related_recommend}.",
      parameters: [
        { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } },
        langParameter,
      ],
      responses: { "200": { description: "The article." }, "404": { description: "No such article." } },
    },
  };
  paths["/api/notices"] = {
    get: {
      tags: ["pxv"],
      summary: "pxv's notices feed: {notices, effects}.",
      responses: { "200": { description: "The feed." } },
    },
  };
  paths["/api/sensitive-words"] = {
    get: {
      tags: ["pxv"],
      summary: "The sensitive-word list, text/plain, one word per line.",
      responses: { "200": { description: "The list." } },
    },
  };
  const relay = (host: string) => ({
    tags: ["relays"],
    summary: `Relays a signed-in user's own request to ${host}; never cached.`,
    parameters: [{ name: "path", in: "path", required: true, schema: { type: "string" } }],
    responses: {
      "200": { description: "pixiv's answer, unchanged." },
      "502": { description: "pixiv could not be reached." },
    },
  });
  paths["/pixiv-app-api/{path}"] = { get: relay("app-api.pixiv.net"), post: relay("app-api.pixiv.net") };
  paths["/pixiv-oauth/{path}"] = {
    get: relay("oauth.secure.pixiv.net (only /auth/token, which pixiv answers to POST)"),
    post: relay("oauth.secure.pixiv.net (only /auth/token)"),
  };
  paths[`/pixiv-app-api${OAUTH_LOGIN_PATH}`] = {
    get: {
      tags: ["relays"],
      summary: "The PKCE login page: a redirect to pixiv's, with only the challenge's fields.",
      parameters: ["code_challenge", "code_challenge_method", "client"].map((name) => ({
        name,
        in: "query",
        required: false,
        schema: { type: "string" },
      })),
      responses: { "302": { description: "To pixiv's login page." } },
    },
  };
  paths[`${HIBI_API_PREFIX}/`] = {
    get: {
      tags: ["pixiv"],
      summary: "HibiAPI's legacy form `?type=<name>&…`, answered as `/api/pixiv/<name>?…` is.",
      parameters: [{ name: "type", in: "query", required: true, schema: { type: "string" } }],
      responses: {
        "200": {
          description: "The named route's answer.",
          content: { "application/json": { schema: { type: "object" } } },
        },
        "400": {
          description: "`type` names no route, or a parameter is invalid.",
          content: { "application/json": { schema: errorSchema } },
        },
      },
    },
  };
  paths[`${LEGACY_PREFIX}/{name}`] = {
    get: {
      tags: ["pixiv"],
      summary: "HibiAPI's short form: a 301 to `/api/pixiv/<name>`, query kept.",
      parameters: [{ name: "name", in: "path", required: true, schema: { type: "string" } }],
      responses: {
        "301": { description: "To `/api/pixiv/<name>`." },
        "404": {
          description: "No API has this name.",
          content: { "application/json": { schema: errorSchema } },
        },
      },
    },
  };
  const userAction = (name: string, paths: Record<string, unknown>, field: string, upstream: string) => ({
    get: {
      operationId: name,
      tags: ["pixiv"],
      summary: `The signed-in user's own ${upstream} on an allowlisted app API path (reference viewer's ${name}).`,
      description:
        "Only with the user's own access token (never the server account's); 401 without one. " +
        "Never cached. pixiv's body and status pass through.",
      parameters: [
        {
          name: "authorization",
          in: "header",
          required: true,
          description: "`Bearer <the user's access token>`.",
          schema: { type: "string" },
        },
        {
          name: "path",
          in: "query",
          required: true,
          schema: { type: "string", enum: Object.keys(paths) },
        },
        {
          name: field,
          in: "query",
          required: false,
          description: "A JSON object of the path's parameters.",
          schema: { type: "string", format: "json" },
        },
      ],
      responses: {
        "200": { description: "pixiv's answer." },
        "400": {
          description: "A parameter is invalid.",
          content: { "application/json": { schema: errorSchema } },
        },
        "401": { description: "No bearer token.", content: { "application/json": { schema: errorSchema } } },
      },
    },
  });
  paths[`${HIBI_API_PREFIX}/req_get`] = userAction("req_get", REQ_GET_PATHS, "params", "GET");
  paths[`${HIBI_API_PREFIX}/req_post`] = userAction(
    "req_post",
    REQ_POST_PATHS,
    "data",
    "POST (sent as a GET)",
  );
  const xAuth = (required: boolean) => ({
    name: "x-auth",
    in: "header",
    required,
    description: "The user's pixiv web session: the PHPSESSID value, bare or as `PHPSESSID=…`.",
    schema: { type: "string", pattern: "^(PHPSESSID=)?\\d{2,}_[0-9A-Za-z]{32}$" },
  });
  const pixivAjaxError = {
    description: "pixiv's ajax error shape.",
    content: {
      "application/json": {
        schema: {
          type: "object",
          properties: { error: { const: true }, message: { type: "string" }, body: { type: "array" } },
        },
      },
    },
  };
  const webRelay = (method: "GET" | "POST") => ({
    tags: ["web"],
    summary:
      `${method} on www.pixiv.net's \`/ajax/…\` paths and ` +
      [...LEGACY_PHP_PATHS]
        .filter(([, only]) => only === method)
        .map(([path]) => `\`${path}\``)
        .join(", ") +
      ", as the user of `x-auth`.",
    description:
      "The session goes upstream only as the PHPSESSID cookie (`_anon=1` sends none); POSTs get the " +
      "session's CSRF token unless they carry `x-csrf-token`. pixiv's `{error, message, body}` is " +
      "unwrapped to `body`; pictures come on the image proxy's paths, as PixivNow answers them " +
      "(`https://i.pximg.net/…` as `/-/…`, `https://s.pximg.net/…` as `/~/…`): a client loads " +
      "`<image host> + path`. With `x-auth` nothing is " +
      `cached (\`private, no-store\`); a GET without it is made signed out and kept ` +
      `${lifetime(CACHE_TTL_SECONDS.webProxyList)} in the shared cache.`,
    parameters: [
      { name: "path", in: "path", required: true, schema: { type: "string" } },
      xAuth(false),
      {
        name: "x-csrf-token",
        in: "header",
        required: false,
        description: "The CSRF token for a POST (32 hex digits); the session's own otherwise.",
        schema: { type: "string", pattern: "^[0-9a-f]{32}$" },
      },
    ],
    responses: {
      "200": { description: "pixiv's `body`, or a legacy PHP answer as it came." },
      "401": { ...pixivAjaxError, description: "A malformed or unknown session." },
      "404": pixivAjaxError,
      "405": { ...pixivAjaxError, description: "A legacy PHP endpoint asked with its other method." },
      "502": {
        description: "www could not be reached.",
        content: { "application/json": { schema: errorSchema } },
      },
    },
  });
  paths["/api/pixiv-now/http/{path}"] = { get: webRelay("GET"), post: webRelay("POST") };
  paths["/api/pixiv-now/user"] = {
    get: {
      tags: ["web"],
      summary: "The session's CSRF token and user: `{token, userData}`.",
      description:
        `Read from www's page and kept ${lifetime(CSRF_TOKEN_TTL_MS / 1000)} per session (in Redis when ` +
        "configured, keyed by a hash of the session). Never cached by anyone else.",
      parameters: [xAuth(true)],
      responses: {
        "200": {
          description: "{token, userData}",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["token", "userData"],
                properties: { token: { type: "string" }, userData: { type: "object" } },
              },
            },
          },
        },
        "401": pixivAjaxError,
        "502": { description: "www could not be reached." },
      },
    },
  };
  paths[WEB_RANKING_PATH] = {
    get: {
      tags: ["web"],
      summary:
        "pixiv's web ranking (www `/ranking.php?format=json`), pictures on the proxy paths `/-/…`, `/~/…`.",
      description:
        `Signed out (no \`x-auth\`) it is shared: kept ${lifetime(CACHE_TTL_SECONDS.ranking)} for a given ` +
        `\`date\`, ${lifetime(CACHE_TTL_SECONDS.webProxyList)} for the latest. With \`x-auth\` (R-18 modes) ` +
        "the session is sent and nothing is cached.",
      parameters: [...queryParameters(WEB_RANKING_PARAMS), xAuth(false)],
      responses: {
        "200": {
          description:
            "`{contents: [{illust_id, title, url, rank, …}], mode, content, page, prev, next, date, …}`",
          content: { "application/json": { schema: { type: "object" } } },
        },
        "400": {
          description: "A parameter is invalid.",
          content: { "application/json": { schema: errorSchema } },
        },
        "502": { description: "www could not be reached." },
      },
    },
  };
  paths["/api/pid-recover/{id}"] = {
    get: {
      tags: ["secondary"],
      summary: "A work deleted from pixiv, found on Danbooru, Gelbooru and Yande.re.",
      description:
        `One entry per distinct file. Found: kept ${lifetime(PID_RECOVER_TTL_SECONDS)}; not found: kept ` +
        `${lifetime(PID_RECOVER_NOT_FOUND_TTL_SECONDS)} (not at all when a booru failed).`,
      parameters: [
        { name: "id", in: "path", required: true, schema: { type: "string", pattern: "^\\d{8,12}$" } },
      ],
      responses: {
        "200": {
          description: "[{source, tags, createDate, fileUrl, sampleUrl}]",
          content: {
            "application/json": {
              schema: {
                type: "array",
                items: {
                  type: "object",
                  properties: {
                    source: { type: "string" },
                    tags: { type: "array", items: { type: "string" } },
                    createDate: { type: "string", format: "date-time" },
                    fileUrl: { type: "string" },
                    sampleUrl: { type: "string" },
                  },
                },
              },
            },
          },
        },
        "400": {
          description: "Not a work id of 8+ digits.",
          content: { "application/json": { schema: errorSchema } },
        },
        "404": { description: "No booru knows the work." },
        "502": { description: "Every booru failed." },
      },
    },
  };
  paths["/api/sketch/hls/{id}/{performer}/{file}"] = {
    get: {
      tags: ["secondary"],
      summary: "A Sketch live's HLS playlist (index.m3u8) or segment ({n}.ts), streamed; never cached.",
      parameters: [
        { name: "id", in: "path", required: true, schema: { type: "string", pattern: "^\\d{1,20}$" } },
        { name: "performer", in: "path", required: true, schema: { type: "string", pattern: "^\\d{1,3}$" } },
        {
          name: "file",
          in: "path",
          required: true,
          schema: { type: "string", pattern: "^(index\\.m3u8|\\d{1,9}\\.ts)$" },
        },
      ],
      responses: {
        "200": { description: "The playlist or segment." },
        "502": { description: "Sketch failed." },
      },
    },
  };
  paths[LIVE_SOCKET_RELAY_PATH] = {
    get: {
      tags: ["secondary"],
      summary: "A Sketch live's websocket (chat, hearts, audience, finish), piped to sketch's /ws/lives.",
      parameters: [
        { name: "live_id", in: "query", required: true, schema: { type: "string", pattern: "^\\d{1,20}$" } },
      ],
      responses: {
        "101": { description: "Switching protocols." },
        "400": { description: "No valid live_id." },
      },
    },
  };
  paths["/openapi.json"] = {
    get: {
      tags: ["server"],
      summary: "This document.",
      responses: { "200": { description: "OpenAPI 3.1" } },
    },
  };
  paths["/api/capabilities"] = {
    get: {
      tags: ["server"],
      summary: "What this server can do beyond the API: `ugoiraVideo` is true when ffmpeg runs.",
      responses: {
        "200": {
          description: "The server's capabilities.",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["ugoiraVideo"],
                properties: { ugoiraVideo: { type: "boolean" } },
              },
            },
          },
        },
      },
    },
  };
  paths["/healthz"] = {
    get: { tags: ["server"], summary: "Health check.", responses: { "200": { description: "ok" } } },
  };
  paths["/readyz"] = {
    get: {
      tags: ["server"],
      summary: "Readiness: the app API host answers, and Redis (when configured) answers PING.",
      responses: {
        "200": { description: "Ready.", content: { "application/json": { schema: readinessSchema } } },
        "503": {
          description: "Not ready; `reasons` says why.",
          content: { "application/json": { schema: readinessSchema } },
        },
      },
    },
  };
  addOperationIds(paths);
  return {
    openapi: "3.1.0",
    info: {
      title: "pxv API",
      version: "1",
      description:
        "HibiAPI-compatible pixiv API served by pxv, answered with the server's pixiv account, plus its image proxy.",
    },
    paths,
  };
}
