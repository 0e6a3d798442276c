/**
 * A parsed novel as (X)HTML text for the HTML and EPUB exports: every piece of the novel's text is
 * escaped, links are the parser's checked http(s) URLs, and pictures point where the caller says.
 * `xhtml` writes void elements self-closed for EPUB's XHTML.
 */
import { escapeHtml, type NovelBlock, type NovelDocument, type NovelInline } from "@pxv/pixiv";

export interface HtmlOptions {
  /** The src of a picture, or null to leave it out. */
  readonly image: (piece: Extract<NovelInline, { kind: "pixivimage" | "uploadedimage" }>) => string | null;
  readonly xhtml: boolean;
  readonly indent: boolean;
}

function inlineHtml(piece: NovelInline, options: HtmlOptions): string {
  switch (piece.kind) {
    case "text":
      return escapeHtml(piece.text);
    case "ruby":
      return `<ruby>${escapeHtml(piece.base)}<rt>${escapeHtml(piece.ruby)}</rt></ruby>`;
    case "link":
      return `<a href="${escapeHtml(piece.url)}">${escapeHtml(piece.text)}</a>`;
    case "jump":
      return `<a href="#page-${piece.page}">→ ${piece.page}</a>`;
    case "pixivimage":
    case "uploadedimage": {
      const src = options.image(piece);
      return src === null ? "" : `<img src="${escapeHtml(src)}" alt=""${options.xhtml ? " /" : ""}>`;
    }
  }
}

export function blockHtml(block: NovelBlock, options: HtmlOptions): string {
  const content = block.content.map((piece) => inlineHtml(piece, options)).join("");
  if (block.kind === "chapter") return `<h2>${content}</h2>`;
  if (content === "") return `<p>${options.xhtml ? "&#160;" : "&nbsp;"}</p>`;
  return options.indent ? `<p style="text-indent:2em">${content}</p>` : `<p>${content}</p>`;
}

/** One page's body: its anchor and blocks. */
export function pageHtml(blocks: readonly NovelBlock[], page: number, options: HtmlOptions): string {
  return `<section id="page-${page}">\n${blocks.map((block) => blockHtml(block, options)).join("\n")}\n</section>`;
}

export function documentBodyHtml(document: NovelDocument, options: HtmlOptions): string {
  return document.pages
    .map((blocks, index) => pageHtml(blocks, index + 1, options))
    .join(`\n<hr${options.xhtml ? " /" : ""}>\n`);
}
