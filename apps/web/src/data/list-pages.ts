/**
 * The page shapes of pxv's endless lists, one definition each: pages numbered from 1 (`nextPage`,
 * null after the last) and pages chained by pixiv's own cursor (`next`: `max_illust_id`,
 * `max_bookmark_id`, a next_url's offset; null at the end). queries/paged-query.ts pages through
 * both; each list's query module says where its items sit (queries/cache-finder.ts).
 */
import type { Artwork, Novel, UserPreview } from "@pxv/pixiv";

/** A numbered page of artworks (rankings, recommended, search, related, a user's works). */
export interface ArtworkPage {
  readonly artworks: readonly Artwork[];
  /** The page to ask for next (1-based), or null when this was the last one. */
  readonly nextPage: number | null;
}

/** A numbered page of novels. */
export interface NovelPage {
  readonly novels: readonly Novel[];
  readonly nextPage: number | null;
}

/** A numbered page of users. */
export interface UserPreviewPage {
  readonly users: readonly UserPreview[];
  readonly nextPage: number | null;
}

/** A page of a list pixiv chains by cursor (latest, bookmarks, follow feeds, followed users). */
export interface CursorPage<T> {
  readonly items: readonly T[];
  /** The cursor of the next page, or null at the end. */
  readonly next: string | null;
}
