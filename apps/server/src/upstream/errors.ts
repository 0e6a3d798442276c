/**
 * Errors that carry an HTTP answer: bad input from the caller (400, naming the parameter) and
 * upstream failures (502). Both are sent as JSON in HibiAPI's error shape with pixiv's `error`
 * object beside it, so HibiAPI clients and pixiv clients can both read the message.
 */

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
