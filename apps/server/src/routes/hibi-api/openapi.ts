/**
 * `/openapi.json`: the OpenAPI 3.1 document of pxv's HTTP API, generated from the HibiAPI route table
 * (paths, parameters with their defaults and limits, the app API call behind each, cache lifetimes)
 * plus the image proxy and health check, so the contract is always the code's.
 */
import { CACHE_TTL_SECONDS } from "@pxv/pixiv";
import type { ParamDoc } from "./params.js";
import { HIBI_API_PREFIX } from "./register.js";
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

function schemaOf(doc: ParamDoc): Record<string, unknown> {
  const { description: _description, required: _required, ...schema } = doc;
  return schema;
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
          `status pass through unchanged. Paging: ${route.paging}. Cached ${lifetime(CACHE_TTL_SECONDS[route.ttl])}.`,
        parameters: [
          ...Object.entries(route.params).map(([name, { doc }]) => ({
            name,
            in: "query",
            required: doc.required,
            description: doc.description,
            schema: schemaOf(doc),
          })),
          ...(route.answer === "webview_novel"
            ? [
                {
                  name: "raw",
                  in: "query",
                  required: false,
                  description: "Answer pixiv's HTML page instead of its JSON.",
                  schema: { type: "boolean", default: false },
                },
              ]
            : []),
        ],
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
  const imageProxy = (host: string) => ({
    get: {
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
  paths["/-/{path}"] = imageProxy("i.pximg.net");
  paths["/~/{path}"] = imageProxy("s.pximg.net");
  paths["/api/ugoira/{file}"] = {
    get: {
      tags: ["secondary"],
      summary: "An ugoira as a video made by ffmpeg: {id}.mp4, {id}.webm or {id}.gif.",
      description: "Lasts as long as the frame delays add up to. 503 when the server has no ffmpeg.",
      parameters: [
        {
          name: "file",
          in: "path",
          required: true,
          schema: { type: "string", pattern: "^\\d+\\.(mp4|webm|gif)$" },
        },
      ],
      responses: {
        "200": { description: "The video." },
        "400": {
          description: "Not {id}.mp4|webm|gif.",
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
  paths["/pixiv-oauth/{path}"] = { post: relay("oauth.secure.pixiv.net (only /auth/token)") };
  paths["/healthz"] = {
    get: { tags: ["server"], summary: "Health check.", responses: { "200": { description: "ok" } } },
  };
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
