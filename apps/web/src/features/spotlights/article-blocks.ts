/**
 * A pixivision article body (HTML from the server's scrape) as safe blocks: headings, paragraphs
 * (through the caption sanitizer: text, breaks, bold, checked links) and pictures, but only those
 * the image proxy serves (paths under /-/ or /~/ after rewriting). Nothing else survives; no HTML
 * string reaches the DOM. Parsed in an inert DOMParser document: scripts do not run.
 */
import { sanitizeCaption, type CaptionNode } from "../../lib/sanitize-caption";

export type ArticleBlock =
  | { readonly kind: "heading"; readonly nodes: readonly CaptionNode[] }
  | { readonly kind: "paragraph"; readonly nodes: readonly CaptionNode[] }
  | { readonly kind: "image"; readonly src: string };

const PROXIED_IMAGE = /^\/[-~]\/[\w./%-]+$/;

export function articleBlocks(html: string): ArticleBlock[] {
  const document = new DOMParser().parseFromString(html, "text/html");
  const blocks: ArticleBlock[] = [];
  for (const element of document.body.querySelectorAll("h2, h3, p, img")) {
    const tag = element.tagName.toLowerCase();
    if (tag === "img") {
      const src = element.getAttribute("src") ?? "";
      if (PROXIED_IMAGE.test(src)) blocks.push({ kind: "image", src });
      continue;
    }
    // Paragraphs inside headings (or nested ones) are read with their parent.
    if (element.parentElement?.closest("h2, h3, p") !== null && element.parentElement !== null) continue;
    const nodes = sanitizeCaption(element.innerHTML);
    if (nodes.length === 0) continue;
    blocks.push({ kind: tag === "p" ? "paragraph" : "heading", nodes });
  }
  return blocks;
}
