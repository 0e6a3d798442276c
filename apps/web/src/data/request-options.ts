// Options every DataSource method takes.
import { PXV_PURPOSE_HEADER } from "@pxv/pixiv";

export interface RequestOptions {
  /** Cancels the request (TanStack Query passes one per query). */
  readonly signal?: AbortSignal;
  /**
   * Why it is asked: `updates` for Updates' checks of the follows, which the server answers from
   * its shared cache and lets reach pixiv only within its updates budget (PXV_PURPOSE_HEADER).
   */
  readonly purpose?: "updates";
}

/** The purpose header of a request, if it has one. */
export const purposeHeader = (request: RequestOptions | undefined): Record<string, string> =>
  request?.purpose === undefined ? {} : { [PXV_PURPOSE_HEADER]: request.purpose };
