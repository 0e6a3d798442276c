/**
 * A pixivision article body (HTML from the server's scrape) as safe blocks: headings, paragraphs
 * (through the caption sanitizer: text, breaks, bold, checked links) and pictures, but only those
 * the image proxy serves (paths under /-/ or /~/ after rewriting). Nothing else survives; no HTML
 * string reaches the DOM. Read with the inert tokenizer: the browser never parses the article.
 */
import type { HtmlToken } from "../../lib/html-tokens";
import { tokenizeHtml } from "../../lib/html-tokens";
import { captionFromTokens, type CaptionNode } from "../../components/sanitize-caption";

export type ArticleBlock =
  | { readonly kind: "heading"; readonly nodes: readonly CaptionNode[] }
  | { readonly kind: "paragraph"; readonly nodes: readonly CaptionNode[] }
  | { readonly kind: "image"; readonly src: string };

const PROXIED_IMAGE = /^\/[-~]\/[\w./%-]+$/;
const TEXT_BLOCKS = new Set(["h2", "h3", "p"]);

export function articleBlocks(html: string): ArticleBlock[] {
  const blocks: (ArticleBlock | null)[] = [];
  /** The heading or paragraph being read: its tokens, and its place among the blocks. */
  let open: { name: string; slot: number; tokens: HtmlToken[] } | null = null;
  const close = (): void => {
    if (open === null) return;
    const nodes = captionFromTokens(open.tokens);
    if (nodes.length > 0) blocks[open.slot] = { kind: open.name === "p" ? "paragraph" : "heading", nodes };
    open = null;
  };
  for (const token of tokenizeHtml(html)) {
    if (token.type === "start" && token.name === "img") {
      const src = token.attributes.get("src") ?? "";
      if (PROXIED_IMAGE.test(src)) blocks.push({ kind: "image", src });
      continue;
    }
    if (token.type === "start" && TEXT_BLOCKS.has(token.name)) {
      // Paragraphs inside headings (or nested ones) are read with their parent.
      if (open === null) {
        open = { name: token.name, slot: blocks.length, tokens: [] };
        blocks.push(null);
      }
      continue;
    }
    if (token.type === "end" && open?.name === token.name) {
      close();
      continue;
    }
    open?.tokens.push(token);
  }
  close();
  return blocks.filter((block) => block !== null);
}
