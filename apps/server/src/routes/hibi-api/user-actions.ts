/**
 * `GET /api/pixiv/req_get` and `GET /api/pixiv/req_post` (PRODUCT.md §B2.3, §B3.6): the
 * reference viewer's signed-in reads (follow feeds, bookmark tags) and actions (bookmark, follow),
 * named by an allowlisted app API `path` with `params` (req_get) or `data` (req_post) as a JSON
 * object. req_post is a GET from the browser, as in the reference, and becomes a form POST upstream.
 *
 * They act only with the caller's own bearer token (`Authorization: Bearer …`, from the OAuth
 * relay): never with the server account, so no visitor can read or change the server account's
 * follows and bookmarks; without a token they are 401. Nothing is cached (`private, no-store`), and
 * nothing is retried. pixiv's body and status pass through.
 *
 * The reference's third local action, `/me`, is not served: it is the `user` object of the token
 * response, which the client already holds from `/pixiv-oauth/auth/token`; an access token alone
 * does not lead back to it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { request as upstreamRequest } from "undici";
import { z } from "zod";
import { API_TIMEOUT_MS } from "@pxv/pixiv";
import { relayedBody } from "../../infrastructure/compression/compression.js";
import { refused } from "../../route-schema/answers.js";
import { querySchema } from "../../route-schema/params.js";
import { HttpError, InvalidParameterError, UpstreamError } from "../../errors.js";
import { APP_HEADERS } from "../../upstream/pixiv-headers.js";
import { createUpstreamPool } from "../../upstream/upstream-pool.js";
import { HIBI_API_PREFIX } from "../../route-schema/route-prefixes.js";

const PRIVATE_CACHE_CONTROL = "private, no-store";
const ID = /^\d{1,20}$/;
const RESTRICT = /^(public|private)$/;
const TAG = /^[^\n\r]{1,100}$/;
/** JSON parameters are small objects; bound them anyway. */
const MAX_JSON_LENGTH = 4000;
const BEARER = /^Bearer [\w.~+/=-]{10,512}$/;

/** Each allowlisted path with the values each of its parameters accepts (arrays: each element). */
type ActionParams = Readonly<Record<string, RegExp>>;

export const REQ_GET_PATHS: Readonly<Record<string, ActionParams>> = {
  "v2/illust/follow": { restrict: /^(public|private|all)$/, offset: ID },
  "v1/novel/follow": { restrict: /^(public|private|all)$/, offset: ID },
  // pixiv wants the user's own id here; the client has it from the token response.
  "v1/user/bookmark-tags/illust": { user_id: ID, restrict: RESTRICT, offset: ID },
  "v1/user/bookmark-tags/novel": { user_id: ID, restrict: RESTRICT, offset: ID },
};

export const REQ_POST_PATHS: Readonly<Record<string, ActionParams>> = {
  "v2/illust/bookmark/add": { illust_id: ID, restrict: RESTRICT, tags: TAG },
  "v1/illust/bookmark/delete": { illust_id: ID },
  "v1/user/follow/add": { user_id: ID, restrict: RESTRICT },
  "v1/user/follow/delete": { user_id: ID },
  "v2/novel/bookmark/add": { novel_id: ID, restrict: RESTRICT, tags: TAG },
  "v1/novel/bookmark/delete": { novel_id: ID },
};

const jsonObject = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]));

/** `params`/`data` checked against the path's parameters, as query or form entries (`tags[]`). */
export function actionEntries(name: string, text: unknown, allowed: ActionParams): [string, string][] {
  if (text === undefined || text === "") return [];
  if (typeof text !== "string" || text.length > MAX_JSON_LENGTH)
    throw new InvalidParameterError(
      name,
      `must be a JSON object of at most ${String(MAX_JSON_LENGTH)} characters`,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InvalidParameterError(name, "must be a JSON object");
  }
  const object = jsonObject.safeParse(parsed);
  if (!object.success)
    throw new InvalidParameterError(name, "must be a JSON object of strings, numbers and string lists");
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(object.data)) {
    const pattern = Object.hasOwn(allowed, key) ? allowed[key] : undefined;
    if (pattern === undefined) throw new InvalidParameterError(name, `may not carry "${key}"`);
    const values = Array.isArray(value) ? value : [String(value)];
    for (const item of values) {
      if (!pattern.test(item)) throw new InvalidParameterError(name, `has an invalid "${key}"`);
      entries.push([Array.isArray(value) ? `${key}[]` : key, item]);
    }
  }
  return entries;
}

/** The route's query: an allowlisted `path` and its parameters as JSON in `field`. */
function actionQuery(allowed: Readonly<Record<string, ActionParams>>, field: string) {
  const paths = Object.keys(allowed);
  return querySchema({
    path: z
      .string({ error: `must be one of ${paths.join(", ")}` })
      .transform((path) => path.replace(/^\/+/, ""))
      .refine((path) => Object.hasOwn(allowed, path), `must be one of ${paths.join(", ")}`)
      .meta({ type: "string", enum: paths, description: "The app API path." }),
    [field]: z
      .string()
      .optional()
      .meta({ format: "json", description: "A JSON object of the path's parameters." }),
  });
}

/** `clientShare`: connections of this pool one client may use at once (upstream-pool.ts). */
export function registerUserActions(app: FastifyInstance, appApiBase: string, clientShare = 0): void {
  const dispatcher = createUpstreamPool({ connections: 16, timeoutMs: API_TIMEOUT_MS, clientShare });
  app.addHook("onClose", async () => {
    await dispatcher.close();
  });

  const call = async (
    authorization: string,
    method: "GET" | "POST",
    path: string,
    entries: [string, string][],
    language: string | undefined,
  ) => {
    const encoded = new URLSearchParams(entries).toString();
    const headers: Record<string, string> = { ...APP_HEADERS, authorization };
    if (language) headers["accept-language"] = language;
    if (method === "POST") headers["content-type"] = "application/x-www-form-urlencoded";
    try {
      return await upstreamRequest(
        `${appApiBase}/${path}${method === "GET" && encoded ? `?${encoded}` : ""}`,
        {
          method,
          headers,
          ...(method === "POST" ? { body: encoded } : {}),
          dispatcher,
          signal: AbortSignal.timeout(API_TIMEOUT_MS),
        },
      );
    } catch (error) {
      throw new UpstreamError("app-api", (error as Error).message);
    }
  };

  for (const [name, method, allowed, field] of [
    ["req_get", "GET", REQ_GET_PATHS, "params"],
    ["req_post", "POST", REQ_POST_PATHS, "data"],
  ] as const) {
    const query = actionQuery(allowed, field);
    const schema = {
      operationId: name,
      tags: ["pixiv"],
      summary: `The signed-in user's own ${method === "GET" ? "GET" : "POST (sent as a GET)"} on an allowlisted app API path (reference viewer's ${name}).`,
      description:
        "Only with the user's own access token (never the server account's); 401 without one. " +
        "Never cached. pixiv's body and status pass through.",
      querystring: query,
      handlerHeaders: z.object({
        authorization: z.string().describe("`Bearer <the user's access token>`."),
      }),
      answers: {
        "200": { description: "pixiv's answer.", body: z.unknown() },
        "400": refused("A parameter is invalid."),
        "401": refused("No bearer token."),
        "502": refused("pixiv could not be reached."),
      },
    };
    // The token is checked before the query (a 401 before any 400), as a client signing in expects.
    const preValidation = (
      request: FastifyRequest,
      _reply: FastifyReply,
      done: (error?: HttpError) => void,
    ): void => {
      const authorization = request.headers.authorization;
      if (typeof authorization === "string" && BEARER.test(authorization)) {
        done();
        return;
      }
      done(
        new HttpError(
          401,
          "not_signed_in",
          `${name} acts as the signed-in user: send their access token as "Authorization: Bearer …"`,
        ),
      );
    };
    app.get(`${HIBI_API_PREFIX}/${name}`, { schema, preValidation }, async (request, reply) => {
      const authorization = request.headers.authorization ?? "";
      const parsed = request.query as Record<string, string | undefined>;
      const path = parsed.path ?? "";
      const entries = actionEntries(field, parsed[field], allowed[path] ?? {});
      const language = request.headers["accept-language"];
      const response = await call(authorization, method, path, entries, language);
      reply.code(response.statusCode).header("cache-control", PRIVATE_CACHE_CONTROL);
      const type = response.headers["content-type"];
      if (typeof type === "string") reply.type(type);
      return reply.send(await relayedBody("app-api", type, response.body));
    });
  }
}
