/**
 * The Novel domain type (PRODUCT.md §3 Novel): a novel as lists and the reader show it, whichever source
 * the data came from. Shaped like Artwork where the two agree (author, tags, x_restrict, an AI type
 * under `illust_ai_type`), so the content filter and list components treat both alike; image URLs are
 * already rewritten for the browser.
 */
import type { ArtworkAuthor, ArtworkTag, XRestrict } from "./artwork.js";

export interface NovelCover {
  /** square_medium, medium and large covers. */
  readonly s: string;
  readonly m: string;
  readonly l: string;
}

export interface Novel {
  readonly id: number;
  readonly title: string;
  /** pixiv's caption HTML, unsanitized: sanitize before showing it. */
  readonly caption: string;
  readonly author: ArtworkAuthor;
  /** ISO 8601 with pixiv's +09:00 offset. */
  readonly created: string;
  readonly images: readonly [NovelCover];
  readonly tags: readonly ArtworkTag[];
  /** Characters of text. */
  readonly text_length: number;
  /** Page count. */
  readonly count: number;
  readonly view: number;
  readonly like: number;
  readonly x_restrict: XRestrict;
  /** novel_ai_type under the name the content filter reads: 0 unknown, 1 not AI, 2 AI. */
  readonly illust_ai_type: number;
  readonly is_original: boolean;
  readonly is_bookmarked: boolean;
  readonly series: { readonly id: number; readonly title: string } | null;
  readonly visible: boolean;
}
