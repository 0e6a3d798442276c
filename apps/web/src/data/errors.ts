/**
 * Failures of the data layer as values with meaning. Every data source turns what
 * went wrong into one DataSourceError kind; screens show the kind's message key and may offer retry.
 */

/**
 * `network`: the browser could not reach pxv's server (or its answer broke off); `upstream`: the
 * server answered that pixiv (or another upstream) failed, or it gave up waiting (502–504);
 * `server`: pxv's server itself failed (500).
 */
export type DataErrorKind = "rate_limited" | "not_found" | "network" | "upstream" | "server" | "unknown";

/** The i18n key a screen shows for each kind of failure. */
export const ERROR_MESSAGE_KEYS = {
  rate_limited: "error.rate_limited",
  not_found: "error.not_found",
  network: "error.network",
  upstream: "error.upstream",
  server: "error.server",
  unknown: "error.unknown",
} as const satisfies Record<DataErrorKind, string>;

export class DataSourceError extends Error {
  override readonly name = "DataSourceError";
  readonly kind: DataErrorKind;
  /** HTTP status when a response arrived, else null. */
  readonly status: number | null;
  /** For a rate limit: when the server says to try again (its Retry-After), else null. */
  readonly retryAfterSeconds: number | null;

  /** `detail` is the upstream's own message (pixiv's user_message or message), for logs and tooltips. */
  constructor(
    kind: DataErrorKind,
    detail: string,
    options: { status?: number | null; cause?: unknown; retryAfterSeconds?: number | null } = {},
  ) {
    super(detail === "" ? kind : detail, { cause: options.cause });
    this.kind = kind;
    this.status = options.status ?? null;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }

  get messageKey(): (typeof ERROR_MESSAGE_KEYS)[DataErrorKind] {
    return ERROR_MESSAGE_KEYS[this.kind];
  }
}

/** The kind of any thrown value: a DataSourceError's own, else unknown. */
export function errorKindOf(error: unknown): DataErrorKind {
  return error instanceof DataSourceError ? error.kind : "unknown";
}

export function errorMessageKey(error: unknown): (typeof ERROR_MESSAGE_KEYS)[DataErrorKind] {
  return ERROR_MESSAGE_KEYS[errorKindOf(error)];
}

/** Whether a Retry is offered: on every failure but a missing work (a rate limit passes too). */
export function isRetryable(error: unknown): boolean {
  return errorKindOf(error) !== "not_found";
}

/**
 * Whether a query tries again by itself, at once: not for a missing work, and not into a rate limit
 * (trying again only prolongs it; the notice waits for it to pass).
 */
export function retriesByItself(error: unknown): boolean {
  const kind = errorKindOf(error);
  return kind !== "not_found" && kind !== "rate_limited";
}

/** Failures of the moment (connection, upstream, server, rate limit), not of the thing asked for. */
export function isTransient(error: unknown): boolean {
  const kind = errorKindOf(error);
  return kind === "network" || kind === "upstream" || kind === "server" || kind === "rate_limited";
}

/** The kind of an HTTP failure status: 429 rate limit, 404 missing, 502–504 upstream, 500 server. */
export function kindOfStatus(status: number): DataErrorKind {
  if (status === 429) return "rate_limited";
  if (status === 404) return "not_found";
  if (status >= 502 && status <= 504) return "upstream";
  if (status === 500) return "server";
  return "unknown";
}

/**
 * A Retry-After header (a number of seconds or an HTTP date) as the wait in ms from `now`, or null
 * when absent or unreadable. The one reader of the header in the web app.
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === "") return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** A Retry-After header in whole seconds (rounded up), or null. */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | null {
  const ms = retryAfterMs(header, now);
  return ms === null ? null : Math.ceil(ms / 1000);
}
