// Options every DataSource method takes.
export interface RequestOptions {
  /** Cancels the request (TanStack Query passes one per query). */
  readonly signal?: AbortSignal;
}
