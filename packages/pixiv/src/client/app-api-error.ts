/**
 * The failures of pixiv's app API and OAuth host as pxv's clients report them: one error class with
 * a kind a caller can act on (sign in again, wait, show "not found", …).
 */
export type AppApiErrorKind =
  /** The refresh token or authorization code was refused (`invalid_grant`): sign in again. */
  | "invalid_grant"
  | "rate_limited"
  | "not_found"
  /** pixiv refused the request's parameters (400 other than a token problem). */
  | "bad_request"
  | "network"
  | "server";

export class AppApiClientError extends Error {
  override readonly name = "AppApiClientError";
  constructor(
    readonly kind: AppApiErrorKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
