/**
 * Message namespaces. `translation` (locales/<lang>.json) holds the frame's messages and loads with
 * the first page; each screen area has its own namespace (locales/<namespace>/<lang>.json) that loads
 * with the area's screens, so the first page carries only what it shows. Every namespace has a file
 * per language with zh-CN's keys (checked by locales.test.ts).
 */
export const SCREEN_NAMESPACES = [
  /** Image lists, Home, Rank, Discovery, popular, recommended, random, latest (issue 6). */
  "browse",
  /** Search, image search, Spotlights and Lives (issue 6). */
  "search",
  /** Artwork page, ugoira, downloads (issue 7). */
  "artwork",
  /** Novel reader, user pages, series, comments (issue 7). */
  "reader",
  /** Signing in, bookmarks, follows, feeds (issue 8). */
  "account",
  /** The command registry's labels: shortcut sheet, Settings → Keys, card menus (issue 17). */
  "keys",
  /** The bulk download queue: "Download all", its dialog and panel (issue 18). */
  "bulk",
  /** Settings → Preferences, the longest settings screen (kept out of the frame's first messages). */
  "prefs",
  /** Settings → Sync and its link on the settings hub (issue 26). */
  "sync",
  /** Updates, the Follow control on the pages one can follow, OPML (issue 27). */
  "updates",
  /** The popularity sort of a list's works and its window (issue 29). */
  "sorting",
  /** The bookmark archive: lost works in the bookmark lists, "Lost only", the exports (issue 29). */
  "archive",
] as const;

export type ScreenNamespace = (typeof SCREEN_NAMESPACES)[number];
