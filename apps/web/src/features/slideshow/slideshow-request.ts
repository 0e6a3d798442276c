/** What a slideshow is asked to show (slideshow-entry.tsx makes it, slideshow-view.tsx reads it). */
import type { Artwork } from "@pxv/pixiv";

export interface SlideshowRequest {
  /** The mounted list to show (components/lists/shown-lists.ts), or null for `artwork` alone. */
  readonly listId: string | null;
  /** The work to start at: null, the list's first. */
  readonly startId: number | null;
  /** The work itself, shown alone when the list is not known. */
  readonly artwork: Artwork | null;
}
