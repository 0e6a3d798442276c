/**
 * An entry's body as HTML for the readers that show one (Atom `content`, RSS `description`, JSON
 * Feed `content_html`): the picture and the summary, every text and address escaped with
 * @pxv/pixiv's one HTML escaper. The writers then escape this HTML again as XML text (or JSON), so
 * a reader gets back exactly this markup and nothing from pixiv can add to it.
 */
import { escapeHtml } from "@pxv/pixiv";
import type { FeedEntry } from "./feed-model.js";

export function entryHtml(entry: FeedEntry): string {
  const picture =
    entry.picture === null
      ? ""
      : `<p><img src="${escapeHtml(entry.picture)}" alt="${escapeHtml(entry.title)}"></p>`;
  const summary = entry.summary === "" ? "" : `<p>${escapeHtml(entry.summary)}</p>`;
  return picture + summary;
}
