/**
 * A feed as Atom 1.0 (RFC 4287): the feed's id is its own address, each entry's id the work's
 * pixiv address; every text construct is `type="text"`, so a reader shows titles and summaries as
 * the plain text they are; the body (entry-content.ts) is `type="html"`, escaped as XML text.
 */
import type { FeedDocument } from "./feed-model.js";
import { entryHtml } from "./entry-content.js";
import { ATOM_NAMESPACE, GENERATOR, MEDIA_NAMESPACE, xmlDocument } from "./xml-document.js";

export function writeAtom(feed: FeedDocument): string {
  const root = xmlDocument()
    .ele(ATOM_NAMESPACE, "feed")
    .att("http://www.w3.org/2000/xmlns/", "xmlns:media", MEDIA_NAMESPACE);
  root.ele("id").txt(feed.self);
  root.ele("title", { type: "text" }).txt(feed.title);
  root.ele("subtitle", { type: "text" }).txt(feed.description);
  root.ele("updated").txt(feed.updated.toISOString());
  root.ele("link", { rel: "self", type: "application/atom+xml", href: feed.self });
  root.ele("link", { rel: "alternate", type: "text/html", href: feed.link });
  root.ele("generator").txt(GENERATOR);
  for (const entry of feed.entries) {
    const item = root.ele("entry");
    item.ele("id").txt(entry.id);
    item.ele("title", { type: "text" }).txt(entry.title);
    item.ele("link", { rel: "alternate", type: "text/html", href: entry.link });
    item.ele("published").txt(entry.published.toISOString());
    item.ele("updated").txt(entry.updated.toISOString());
    const author = item.ele("author");
    author.ele("name").txt(entry.author.name);
    author.ele("uri").txt(entry.author.link);
    for (const category of entry.categories) item.ele("category", { term: category });
    if (entry.summary !== "") item.ele("summary", { type: "text" }).txt(entry.summary);
    item.ele("content", { type: "html" }).txt(entryHtml(entry));
    if (entry.picture !== null) item.ele(MEDIA_NAMESPACE, "media:thumbnail", { url: entry.picture });
  }
  return root.end({ prettyPrint: true });
}
