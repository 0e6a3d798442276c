/**
 * A work's caption as a feed's summary: pixiv's caption HTML read by an HTML parser (cheerio), its
 * scripts and styles dropped, line breaks kept as spaces, entities decoded, whitespace folded and
 * the result cut to a short length between two characters as people see them (grapheme clusters).
 * The summary is plain text: the writers escape it, so nothing in a caption can become markup in a
 * reader.
 */
import * as cheerio from "cheerio";
import { feedText } from "./feed-model.js";

/** The longest summary, in characters as people see them: a reader's preview, not the caption. */
export const SUMMARY_MAX_CHARACTERS = 280;
const ELLIPSIS = "…";

export function captionSummary(captionHtml: string): string {
  if (captionHtml.trim() === "") return "";
  const $ = cheerio.load(captionHtml, null, false);
  $("script, style, template, noscript").remove();
  $("br").replaceWith(" ");
  const text = feedText($.root().text()).replace(/\s+/g, " ").trim();
  const characters = Array.from(new Intl.Segmenter().segment(text), ({ segment }) => segment);
  if (characters.length <= SUMMARY_MAX_CHARACTERS) return text;
  return (
    characters
      .slice(0, SUMMARY_MAX_CHARACTERS - 1)
      .join("")
      .trimEnd() + ELLIPSIS
  );
}
