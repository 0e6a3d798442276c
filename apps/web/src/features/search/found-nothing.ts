/**
 * Whether a search has found nothing: its term was refused (no query), or its first page answered with
 * nothing to show and no page after it. Results then show only "Nothing here yet", without the
 * controls that act on results (the popular preview's switch, "Download all").
 */
import type { SearchQuery } from "../../data/search-source";

export interface SearchOutcome {
  readonly query: SearchQuery | null;
  readonly paginated: boolean;
  readonly page: number;
  /** Results left after the search filters. */
  readonly itemCount: number;
  readonly paged: {
    readonly isSuccess: boolean;
    readonly data?: { readonly nextPage: number | null } | undefined;
  };
  readonly infinite: { readonly isSuccess: boolean; readonly hasNextPage: boolean };
}

export function foundNothing({ query, paginated, page, itemCount, paged, infinite }: SearchOutcome): boolean {
  if (query === null) return true;
  if (itemCount > 0) return false;
  if (paginated) return page === 1 && paged.isSuccess && paged.data?.nextPage == null;
  return infinite.isSuccess && !infinite.hasNextPage;
}
