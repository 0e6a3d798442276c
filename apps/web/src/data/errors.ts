/**
 * Failures of the data layer as values with meaning (style guide §10). Every data source turns what
 * went wrong into one DataSourceError kind; screens show the kind's message key and may offer retry.
 */

export type DataErrorKind = "rate_limited" | "not_found" | "network" | "unknown";

/** The i18n key a screen shows for each kind of failure. */
export const ERROR_MESSAGE_KEYS = {
  rate_limited: "error.rate_limited",
  not_found: "error.not_found",
  network: "error.network",
  unknown: "error.unknown",
} as const satisfies Record<DataErrorKind, string>;

export class DataSourceError extends Error {
  override readonly name = "DataSourceError";
  readonly kind: DataErrorKind;
  /** HTTP status when a response arrived, else null. */
  readonly status: number | null;

  /** `detail` is the upstream's own message (pixiv's user_message or message), for logs and tooltips. */
  constructor(
    kind: DataErrorKind,
    detail: string,
    options: { status?: number | null; cause?: unknown } = {},
  ) {
    super(detail === "" ? kind : detail, { cause: options.cause });
    this.kind = kind;
    this.status = options.status ?? null;
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

/** Whether trying again soon may help: not for missing works, and not into a rate limit. */
export function isRetryable(error: unknown): boolean {
  const kind = errorKindOf(error);
  return kind === "network" || kind === "unknown";
}
