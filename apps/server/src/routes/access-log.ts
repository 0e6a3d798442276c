/**
 * The optional access log (`PXV_ACCESS_LOG`): one pino line per answered request with its method,
 * path, status, time, size, cache outcome and client address; 4xx lines at warn, 5xx at error, so
 * failures stand out at any log level. Headers are never logged (they carry session ids and
 * tokens), and query values whose names say they are secret are replaced.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Query parameters whose values never reach the log. */
const SECRET_PARAMS = /^(code|code_verifier|refresh_token|access_token|token|password|key|api_key|x-auth)$/i;

/** The request's path and query with secret values replaced. */
export function loggableUrl(url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1) return url;
  const query = new URLSearchParams(url.slice(mark + 1));
  for (const name of new Set(query.keys())) {
    if (SECRET_PARAMS.test(name)) query.set(name, "[redacted]");
  }
  const rest = query.toString();
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
