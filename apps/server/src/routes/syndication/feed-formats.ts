/**
 * The three formats a feed is served in, by the extension of its path: its writer and media type.
 */
import type { FeedDocument } from "./feed-model.js";
import { writeAtom } from "./write-atom.js";
import { writeJsonFeed } from "./write-json-feed.js";
import { writeRss } from "./write-rss.js";

export const FEED_FORMATS = ["atom", "rss", "json"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export const FEED_WRITERS: Readonly<
  Record<FeedFormat, { readonly contentType: string; readonly write: (feed: FeedDocument) => string }>
> = {
  atom: { contentType: "application/atom+xml; charset=utf-8", write: writeAtom },
  rss: { contentType: "application/rss+xml; charset=utf-8", write: writeRss },
  json: { contentType: "application/feed+json; charset=utf-8", write: writeJsonFeed },
};
