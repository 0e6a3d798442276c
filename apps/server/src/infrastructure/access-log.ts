/**
 * The optional access log (`PXV_ACCESS_LOG`): one pino line per answered request with its method,
 * path, status, time, size, cache outcome and client address; 4xx lines at warn, 5xx at error, so
 * failures stand out at any log level. Headers are never logged (they carry session ids and
 * tokens), and the value of every query parameter whose name can carry a credential is replaced
 * (`loggableUrl`, also used by the other log lines that name a request's URL).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * Words that make a parameter secret wherever they stand in its name (`refresh_token`, `X-Api-Key`,
 * `sessionId`, `code_verifier`): tokens and keys of any kind, passwords and one-time codes, session
 * ids and cookies, CSRF tokens, signatures and OAuth's codes, states and assertions.
 */
const SECRET_WORDS = new Set([
  "auth",
  "authorization",
  "authentication",
  "oauth",
  "bearer",
  "token",
  "tokens",
  "jwt",
  "secret",
  "secrets",
  "key",
  "keys",
  "apikey",
  "password",
  "passwd",
  "passphrase",
  "pass",
  "pwd",
  "pin",
  "otp",
  "totp",
  "mfa",
  "code",
  "verifier",
  "session",
  "sessid",
  "sessionid",
  "sess",
  "phpsessid",
  "sid",
  "cookie",
  "cookies",
  "csrf",
  "xsrf",
  "credential",
  "credentials",
  "signature",
  "sig",
  "hmac",
  "nonce",
  "state",
  "ticket",
  "assertion",
  "saml",
]);

/** Spellings run together with other words (`phpsessid`, `apikey`, `accesstoken`, `xsrftoken`). */
const SECRET_STEMS =
  /token|secret|passw|sessid|session|cookie|csrf|xsrf|credential|apikey|privatekey|accesskey|bearer|signature|authoriz|authentic|saml/;

/**
 * Whether a query parameter's name says its value can carry a credential. Case does not matter;
 * the name is read as words (split at anything but letters, and where a lower-case letter meets a
 * capital), so `apiKey`, `api_key`, `X-API-KEY` and `keys[0]` are secret while `keyword`, `author`,
 * `mode` and `word` are not.
 */
export function isSecretParameter(name: string): boolean {
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word !== "");
  return words.some((word) => SECRET_WORDS.has(word) || SECRET_STEMS.test(word));
}

const REDACTED = "[redacted]";

/**
 * A query string with the values of secret parameters replaced. A value that holds a query of its
 * own — a URL (`req_get?url=…?code=…`) or pairs joined some other way (`a=1;PHPSESSID=…`) — is
 * read the same way, so a credential cannot hide one level down.
 */
function redactQuery(query: string): string {
  const logged = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) {
    logged.append(
      name,
      isSecretParameter(name)
        ? REDACTED
        : value.includes("?")
          ? loggableUrl(value)
          : value.includes("=")
            ? redactQuery(value)
            : value,
    );
  }
  return logged.toString();
}

/** The request's path and query with the values of secret parameters replaced (see redactQuery). */
export function loggableUrl(url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1) return url;
  const rest = redactQuery(url.slice(mark + 1));
  return rest === "" ? url.slice(0, mark) : `${url.slice(0, mark)}?${rest}`;
}

function header(reply: FastifyReply, name: string): string | undefined {
  const value = reply.getHeader(name) ?? reply.raw.getHeader(name);
  return value === undefined ? undefined : String(value);
}

function accessLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    access: {
      method: request.method,
      url: loggableUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      bytes: header(reply, "content-length"),
      cache: header(reply, "x-cache"),
      ip: request.ip,
    },
  };
}

export function registerAccessLog(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    const line = accessLine(request, reply);
    const message = `${request.method} ${line.access.url} ${String(reply.statusCode)}`;
    if (reply.statusCode >= 500) request.log.error(line, message);
    else if (reply.statusCode >= 400) request.log.warn(line, message);
    else request.log.info(line, message);
    done();
  });
}
