/**
 * The feeds' neutral model: what every feed says, whatever its format. The sources
 * (feed-sources.ts) fill it from pixiv's works; the writers (write-atom.ts, write-rss.ts,
 * write-json-feed.ts) only lay it out. Every text in it is plain text (never markup) with the
 * characters XML 1.0 forbids already taken out, and every link is absolute.
 */

export interface FeedAuthor {
  readonly name: string;
  /** The author's pxv page. */
  readonly link: string;
}

export interface FeedEntry {
  /** A permanent id: the work's address on pixiv, which no configuration changes. */
  readonly id: string;
  readonly title: string;
  /** The work's pxv page. */
  readonly link: string;
  readonly author: FeedAuthor;
  readonly published: Date;
  /** pixiv's app API gives no edit date: the date the work was posted. */
  readonly updated: Date;
  /** Tag names. */
  readonly categories: readonly string[];
  /** The first picture (a novel's cover) through pxv's image proxy, when the work has one. */
  readonly picture: string | null;
  /** The caption as short plain text ("" when there is none). */
  readonly summary: string;
}

export interface FeedDocument {
  /** The feed's own address (with its filters), also its permanent id. */
  readonly self: string;
  readonly title: string;
  readonly description: string;
  /** The pxv page that shows the same list. */
  readonly link: string;
  /** The newest entry's date; the epoch for a feed without entries. */
  readonly updated: Date;
  readonly entries: readonly FeedEntry[];
}

/**
 * Characters XML 1.0 does not allow anywhere (C0 controls but tab, line feed and carriage return;
 * lone surrogates; U+FFFE and U+FFFF) and DEL with the C1 controls, which it allows but discourages.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const NOT_XML_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|\p{Cs}/gu;

/** A text as a feed may carry it: without the characters XML 1.0 forbids. */
export const feedText = (text: string): string => text.replace(NOT_XML_TEXT, "");

/** The newest of the entries' dates, or the epoch when there are none. */
export function newestDate(entries: readonly FeedEntry[]): Date {
  const newest = Math.max(0, ...entries.map((entry) => entry.updated.getTime()));
  return new Date(newest);
}
