/**
 * pxv's errors and the answers they become, in one place. Errors that carry an HTTP answer: bad
 * input from the caller (400, naming the parameter), upstream failures (502) and any other HttpError
 * a route throws. Every answer pxv makes itself has one shape (`errorBody`: HibiAPI's error shape
 * with pixiv's `error` object beside it, so HibiAPI clients and pixiv clients can both read the
 * message): thrown HttpErrors, requests a route schema refused (400 naming the first bad
 * parameter), Fastify's own 4xx (bodies it cannot parse, too large, unknown content type, bad URLs,
 * over-long path parameters), errors on a path no route serves (a 404 even when its body was bad),
 * and requests Node refuses before Fastify sees them (400, 408, 431). A client that is already gone
 * gets one short debug line instead of an error with a stack.
 */
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly reason: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** A refusal of the moment: the answer says when to ask again (`Retry-After`, seconds). */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: number,
    reason: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, reason, message);
    this.name = "RetryLaterError";
  }
}

export class InvalidParameterError extends HttpError {
  constructor(
    readonly parameter: string,
    problem: string,
    where: "query parameter" | "path parameter" | "header" | "field" = "query parameter",
  ) {
    super(400, "invalid_parameter", `Invalid ${where} "${parameter}": ${problem}`, { parameter });
    this.name = "InvalidParameterError";
  }
}

export class UpstreamError extends HttpError {
  constructor(host: string, problem: string) {
    super(502, "upstream_unavailable", `Upstream ${host} failed: ${problem}`, { upstream: host });
    this.name = "UpstreamError";
  }
}

/** An upstream 200 whose body is not the shape pxv serves for that route: not served, not cached. */
export class UpstreamInvalidError extends HttpError {
  constructor(host: string, route: string, issuePath: string) {
    super(
      502,
      "upstream_invalid",
      `Upstream ${host} answered ${route} with an unexpected body (first problem at ${issuePath})`,
      { upstream: host },
    );
    this.name = "UpstreamInvalidError";
  }
}

export function errorBody(error: HttpError, url: string): Record<string, unknown> {
  return {
    code: error.statusCode,
    detail: error.message,
    url,
    time: new Date().toISOString(),
    ...error.details,
    error: { user_message: "", message: error.message, reason: error.reason, user_message_details: {} },
  };
}

/**
 * Reads an upstream answer's body: a connection that breaks or a body cut short is that host's
 * failure (502), not pxv's.
 */
export async function readUpstreamBody<T>(host: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new UpstreamError(host, `answer cut short: ${(error as Error).message}`);
  }
}

/** Reasons for Fastify's own client errors, by error code. */
const FASTIFY_REASONS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "invalid_body",
  FST_ERR_CTP_EMPTY_JSON_BODY: "invalid_body",
  FST_ERR_CTP_INVALID_JSON_BODY: "invalid_body",
  FST_ERR_CTP_INSTANCE_ALREADY_STARTED: "invalid_body",
  FST_ERR_BAD_URL: "invalid_url",
  FST_ERR_MAX_PARAM_LENGTH: "uri_too_long",
};

/** Any error thrown while answering `request`, as the HttpError pxv answers with. */
export function answerFor(error: unknown, request: FastifyRequest): HttpError {
  if (request.is404) return notFound(request);
  if (error instanceof HttpError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return refusalOf(error);
  const fastifyError = error as Partial<FastifyError>;
  const statusCode = fastifyError.statusCode ?? 500;
  if (statusCode < 400 || statusCode >= 500)
    return new HttpError(500, "server_error", "Internal server error");
  const code = fastifyError.code ?? "";
  const reason = Object.hasOwn(FASTIFY_REASONS, code) ? FASTIFY_REASONS[code] : undefined;
  return new HttpError(statusCode, reason ?? "bad_request", fastifyError.message ?? "Bad request");
}

/** Where a route schema's part is in the request, as a refusal names it. */
const PLACES = {
  querystring: "query parameter",
  params: "path parameter",
  headers: "header",
  body: "field",
} as const;

/**
 * A request the route's schema refused (infrastructure/openapi.ts): a 400 naming the first bad parameter
 * with the schema's message, as the handlers refused them before route schemas existed.
 */
function refusalOf(error: FastifyError): HttpError {
  const first = error.validation?.[0];
  const name = first?.instancePath.split("/")[1] ?? "";
  const context = error.validationContext ?? "querystring";
  const place = Object.hasOwn(PLACES, context) ? PLACES[context] : "query parameter";
  return new InvalidParameterError(name, first?.message ?? "invalid value", place);
}

/**
 * True once the client has closed or reset its connection: nothing can be answered any more. A reset
 * socket loses its address before Node marks it destroyed (code reading `request.ip` then fails).
 * The request stream itself says nothing: Node destroys it as soon as a body has been read whole.
 */
export function clientGone(request: FastifyRequest): boolean {
  const socket = request.raw.socket;
  return socket.destroyed || socket.remoteAddress === undefined;
}

export function sendError(error: HttpError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof RetryLaterError) reply.header("retry-after", String(error.retryAfterSeconds));
  return reply.code(error.statusCode).header("cache-control", "no-store").send(errorBody(error, request.url));
}

/** Fastify's errors before routing (a URL it cannot decode, a path parameter over the limit). */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const answer =
    error.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? new HttpError(414, "uri_too_long", "A path segment is too long")
      : new HttpError(400, FASTIFY_REASONS[error.code] ?? "bad_request", error.message);
  void sendError(answer, request, reply);
}

/** Node's refusals before any request exists: a malformed request, headers too large, too slow. */
export function clientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const answer =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? new HttpError(408, "request_timeout", "The request was not received in time")
      : error.code === "HPE_HEADER_OVERFLOW"
        ? new HttpError(431, "headers_too_large", "The request's headers are too large")
        : new HttpError(400, "bad_request", "The request is not valid HTTP");
  answerSocket(socket, answer, "");
}

/**
 * Writes `error` as a whole HTTP answer on a socket Fastify does not own (a refused request or
 * websocket handshake) and closes it, destroying it if the client does not close its side soon.
 */
export function answerSocket(socket: Duplex, error: HttpError, url: string): void {
  const body = JSON.stringify(errorBody(error, url));
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode] ?? "Error"}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
}

/** How long a refused socket may take to read its answer before it is destroyed. */
const CLOSE_GRACE_MS = 2000;

/** The answer for a method and path no route serves. */
export function notFound(request: FastifyRequest): HttpError {
  const path = request.url.split("?", 1)[0] ?? "";
  return new HttpError(404, "not_found", `No route for ${request.method} ${path}`);
}
