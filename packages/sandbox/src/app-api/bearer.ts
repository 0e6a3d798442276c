/**
 * Bearer tokens on the app API (PIXIV.md §1.2, §1.6): every endpoint needs
 * `Authorization: Bearer <access token>`. No token, or a header that is not a bearer one, answers 400
 * `… Error Message: invalid_request`; a token the OAuth host never issued, or one that has expired,
 * answers 400 `… Error Message: invalid_grant` — the body pixiv's clients react to by refreshing.
 * The PKCE login pages under `/web/` are browser pages and need no token.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SandboxAccount } from "../accounts.js";
import type { TokenStore } from "../oauth/token-store.js";
import { appApiError, type AppApiError } from "./errors.js";

const OAUTH_PROBLEM =
  "Error occurred at the OAuth process. Please check your Access Token to fix this. Error Message: ";

export const invalidRequestToken = (): AppApiError =>
  appApiError(400, { message: `${OAUTH_PROBLEM}invalid_request` });
export const invalidGrantToken = (): AppApiError =>
  appApiError(400, { message: `${OAUTH_PROBLEM}invalid_grant` });

const viewers = new WeakMap<FastifyRequest, SandboxAccount>();

/** The signed-in account of a request that passed the bearer check. */
export function viewerOf(request: FastifyRequest): SandboxAccount {
  const account = viewers.get(request);
  if (account === undefined) throw new Error("viewerOf() called on a request without a checked bearer token");
  return account;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Checks every request's bearer token, except under `/web/` and on `tokenless` paths; sends pixiv's
 * 400 when it fails.
 */
export function requireBearerTokens(
  app: FastifyInstance,
  tokens: TokenStore,
  tokenless: readonly string[] = [],
): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.startsWith("/web/")) return;
    if (tokenless.includes(request.url.replace(/\?.*$/, ""))) return;
    const match = BEARER.exec(request.headers.authorization ?? "");
    const account = match === null ? null : tokens.accountOfAccessToken(match[1] as string);
    if (account !== null) {
      viewers.set(request, account);
      return;
    }
    const refusal = match === null ? invalidRequestToken() : invalidGrantToken();
    await reply.code(refusal.status).type("application/json; charset=utf-8").send(refusal.body);
  });
}
