// Options every DataSource method takes.
export interface RequestOptions {
  /** Cancels the request (TanStack Query passes one per query). */
  readonly signal?: AbortSignal;
  /**
   * Why it is asked: `updates` for Updates' checks of the follows, which the server answers from
   * its shared cache and lets reach pixiv only within its updates budget (PURPOSE_HEADER).
   */
  readonly purpose?: "updates";
}

/** The header that carries a request's purpose to pxv's server. */
export const PURPOSE_HEADER = "x-pxv-purpose";

/** The purpose header of a request, if it has one. */
export const purposeHeader = (request: RequestOptions | undefined): Record<string, string> =>
  request?.purpose === undefined ? {} : { [PURPOSE_HEADER]: request.purpose };
