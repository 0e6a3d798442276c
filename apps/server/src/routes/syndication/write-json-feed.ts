/**
 * A feed as JSON Feed 1.1 (https://jsonfeed.org/version/1.1): `id` the work's pixiv address, `url`
 * this instance's page, `summary` the plain caption, `content_html` the body (entry-content.ts),
 * `image` the picture, `authors` and `tags`. JSON carries any text as it is; the model's texts are
 * the same as in the XML formats.
 */
import type { FeedDocument } from "./feed-model.js";
import { entryHtml } from "./entry-content.js";

export const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";

export function writeJsonFeed(feed: FeedDocument): string {
  return JSON.stringify({
    version: JSON_FEED_VERSION,
    title: feed.title,
    home_page_url: feed.link,
    feed_url: feed.self,
    description: feed.description,
    items: feed.entries.map((entry) => ({
      id: entry.id,
      url: entry.link,
      title: entry.title,
      ...(entry.summary === "" ? {} : { summary: entry.summary }),
      content_html: entryHtml(entry),
      ...(entry.picture === null ? {} : { image: entry.picture }),
      date_published: entry.published.toISOString(),
      date_modified: entry.updated.toISOString(),
      authors: [{ name: entry.author.name, url: entry.author.link }],
      tags: entry.categories,
    })),
  });
}
