/**
 * The PKCE login of the app API host (PIXIV.md §2.2): `GET /web/v1/login?code_challenge&
 * code_challenge_method=S256&client=pixiv-android` shows a form a person can fill in with a demo
 * account's pixiv ID (or mail address) and password; a correct submission redirects (302) to
 * `OAUTH_REDIRECT_URI?state=…&code=…`, and that callback, on this host, redirects on to the app's
 * `pixiv://account/login?code=…&via=login`. The code is bound to the challenge and expires after
 * AUTHORIZATION_CODE_LIFETIME_SECONDS. Pages are plain HTML with every value escaped.
 */
import { randomBytes } from "node:crypto";
import { escapeHtml, OAUTH_LOGIN_CLIENT, OAUTH_LOGIN_PATH, OAUTH_REDIRECT_URI } from "@pxv/pixiv";
import type { FastifyInstance, FastifyReply } from "fastify";
import { accountByLogin } from "../accounts.js";
import { field, type FormFields } from "../http/form-body.js";
import type { TokenStore } from "../oauth/token-store.js";

const CALLBACK_PATH = new URL(OAUTH_REDIRECT_URI).pathname;
/** RFC 7636: a S256 challenge is 43 base64url characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

interface LoginRequest {
  readonly codeChallenge: string;
  readonly client: string;
}

function readLoginRequest(fields: FormFields | undefined): LoginRequest | string {
  const codeChallenge = field(fields, "code_challenge");
  const method = field(fields, "code_challenge_method");
  const client = field(fields, "client") ?? OAUTH_LOGIN_CLIENT;
  if (codeChallenge === undefined || !S256_CHALLENGE.test(codeChallenge)) {
    return "code_challenge is missing or is not a S256 challenge.";
  }
  if (method !== "S256") return "code_challenge_method must be S256.";
  return { codeChallenge, client };
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}
label,input,button{display:block;width:100%;box-sizing:border-box;margin:.4rem 0}
input,button{padding:.6rem;font-size:1rem}.error{color:#b00020}</style></head>
<body>
${body}
</body>
</html>
`;
}

function loginForm(request: LoginRequest, problem: string | null, login = ""): string {
  const hidden = (name: string, value: string): string =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return page(
    "pixiv login (pxv sandbox)",
    `<h1>pixiv login</h1>
<p>pxv sandbox: sign in with one of the demo accounts listed in the sandbox's README.</p>
${problem === null ? "" : `<p class="error" role="alert">${escapeHtml(problem)}</p>`}
<form method="post" action="${OAUTH_LOGIN_PATH}">
${hidden("code_challenge", request.codeChallenge)}
${hidden("code_challenge_method", "S256")}
${hidden("client", request.client)}
<label for="login">pixiv ID or e-mail address</label>
<input id="login" name="login" autocomplete="username" required value="${escapeHtml(login)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Log in</button>
</form>`,
  );
}

const sendHtml = (reply: FastifyReply, status: number, html: string): FastifyReply =>
  reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);

export function registerLoginPages(app: FastifyInstance, tokens: TokenStore): void {
  app.get(OAUTH_LOGIN_PATH, (request, reply) => {
    const login = readLoginRequest(request.query as FormFields);
    if (typeof login === "string")
      return sendHtml(reply, 400, page("Bad request", `<p>${escapeHtml(login)}</p>`));
    return sendHtml(reply, 200, loginForm(login, null));
  });

  app.post(OAUTH_LOGIN_PATH, (request, reply) => {
    const form = request.body as FormFields | undefined;
    const login = readLoginRequest(form);
    if (typeof login === "string")
      return sendHtml(reply, 400, page("Bad request", `<p>${escapeHtml(login)}</p>`));
    const name = field(form, "login") ?? "";
    const account = accountByLogin(name);
    if (account === null || account.password !== field(form, "password")) {
      return sendHtml(
        reply,
        401,
        loginForm(login, "Please check that your pixiv ID, e-mail address and password are correct.", name),
      );
    }
    const code = tokens.issueCode(account, login.codeChallenge);
    const state = randomBytes(16).toString("hex");
    const target = new URL(OAUTH_REDIRECT_URI);
    target.searchParams.set("state", state);
    target.searchParams.set("code", code);
    return reply.code(302).header("cache-control", "no-store").redirect(target.toString());
  });

  app.get(CALLBACK_PATH, (request, reply) => {
    const code = field(request.query as FormFields, "code");
    if (code === undefined) return sendHtml(reply, 400, page("Bad request", "<p>code is missing.</p>"));
    return reply.redirect(`pixiv://account/login?code=${encodeURIComponent(code)}&via=login`, 302);
  });
}
