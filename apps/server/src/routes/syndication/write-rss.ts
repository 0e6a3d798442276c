/**
 * A feed as RSS 2.0: each item's `guid` is the work's pixiv address (not the link: the link is this
 * instance's page), its author in `dc:creator` (RSS's own `author` wants an e-mail address), its
 * body (entry-content.ts) in `description` as escaped HTML, its picture as `media:thumbnail`; the
 * channel names its own address in `atom:link rel="self"`.
 */
import type { FeedDocument } from "./feed-model.js";
import { entryHtml } from "./entry-content.js";
import {
  ATOM_NAMESPACE,
  DUBLIN_CORE_NAMESPACE,
  GENERATOR,
  MEDIA_NAMESPACE,
  xmlDocument,
} from "./xml-document.js";

const XMLNS = "http://www.w3.org/2000/xmlns/";

export function writeRss(feed: FeedDocument): string {
  const rss = xmlDocument()
    .ele("rss", { version: "2.0" })
    .att(XMLNS, "xmlns:atom", ATOM_NAMESPACE)
    .att(XMLNS, "xmlns:dc", DUBLIN_CORE_NAMESPACE)
    .att(XMLNS, "xmlns:media", MEDIA_NAMESPACE);
  const channel = rss.ele("channel");
  channel.ele("title").txt(feed.title);
  channel.ele("link").txt(feed.link);
  channel.ele("description").txt(feed.description);
  channel.ele(ATOM_NAMESPACE, "atom:link", { rel: "self", type: "application/rss+xml", href: feed.self });
  channel.ele("lastBuildDate").txt(feed.updated.toUTCString());
  channel.ele("generator").txt(GENERATOR);
  for (const entry of feed.entries) {
    const item = channel.ele("item");
    item.ele("title").txt(entry.title);
    item.ele("link").txt(entry.link);
    item.ele("guid", { isPermaLink: "false" }).txt(entry.id);
    item.ele("pubDate").txt(entry.published.toUTCString());
    item.ele(DUBLIN_CORE_NAMESPACE, "dc:creator").txt(entry.author.name);
    for (const category of entry.categories) item.ele("category").txt(category);
    item.ele("description").txt(entryHtml(entry));
    if (entry.picture !== null) item.ele(MEDIA_NAMESPACE, "media:thumbnail", { url: entry.picture });
  }
  return rss.end({ prettyPrint: true });
}
