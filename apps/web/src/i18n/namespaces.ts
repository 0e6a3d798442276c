/**
 * Message namespaces. `translation` (locales/<lang>.json) holds the frame's messages and loads with
 * the first page; each screen area has its own namespace (locales/<namespace>/<lang>.json) that loads
 * with the area's screens, so the first page carries only what it shows. Every namespace has a file
 * per language with zh-CN's keys (checked by locales.test.ts).
 */
export const SCREEN_NAMESPACES = [
  /** Home, lists, ranking, search, discovery, spotlights, lives (issue 6). */
  "browse",
  /** Artwork, ugoira, downloads, novel reader, user pages, series, comments (issue 7). */
  "work",
  /** Signing in, bookmarks, follows, feeds (issue 8). */
  "account",
] as const;

export type ScreenNamespace = (typeof SCREEN_NAMESPACES)[number];
