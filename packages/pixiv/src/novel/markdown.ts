/**
 * A parsed novel (markup.ts) as Markdown (PRODUCT.md §B7.2 MD): chapters become `##` headings,
 * page breaks `---`, ruby stays as HTML `<ruby>`, links `[text](<url>)`, images `![](<url>)` through
 * the caller's image resolver, page jumps plain text.
 *
 * The novel's text must come back as the same text from any CommonMark/GFM renderer, so it is
 * serialized, not pasted: inline, every character that can open a construct (emphasis, code, links,
 * HTML, strikethrough, tables, entities like `&amp;`) is backslash-escaped and bare URLs become
 * `<url>` autolinks (escapes inside a URL would show); at the start of a line, what would make a
 * block (`#`, `>`, `-`/`+` items, `1.` items, `===` underlines, indentation) is escaped too.
 */
import type { NovelDocument, NovelInline } from "./markup.js";
import { escapeHtml } from "../html.js";

export interface NovelImageResolver {
  pixivImage(illustId: number, page: number): string | null;
  uploadedImage(imageId: string): string | null;
}

/** Characters that open an inline construct anywhere in a line (GFM adds `~` and `|`). */
const INLINE_SPECIAL = /[\\`*_[\]<>#|~]/g;
/** `&` only where it would start an entity or character reference. */
const ENTITY_START = /&(?=#?[0-9A-Za-z]+;)/g;
/** A bare URL, written as an autolink so that none of its characters need escaping. */
const BARE_URL = /https?:\/\/[^\s<>"]+/g;

function escapePlain(text: string): string {
  return text.replace(INLINE_SPECIAL, "\\$&").replace(ENTITY_START, "\\&");
}

function escapeInline(text: string): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(BARE_URL)) {
    out += `${escapePlain(text.slice(last, match.index))}<${match[0]}>`;
    last = match.index + match[0].length;
  }
  return out + escapePlain(text.slice(last));
}

/**
 * Escapes what would turn a line into a block construct. Leading spaces and tabs become character
 * references (they would otherwise be dropped or start a code block); list markers, ordered-list
 * numbers, blockquotes, headings and setext underlines get a backslash.
 */
function escapeLineStart(line: string): string {
  const indent = /^[ \t]*/.exec(line)?.[0] ?? "";
  const rest = line
    .slice(indent.length)
    .replace(/^([-+=])/, "\\$1")
    .replace(/^(\d{1,9})([.)])/, "$1\\$2");
  return indent.replace(/[ \t]/g, (char) => `&#${char.charCodeAt(0)};`) + rest;
}

/** A URL for `(<…>)`: nothing that would end it early. */
const destination = (url: string): string => url.replace(/[<>\s\\]/g, (char) => encodeURIComponent(char));

function inlineMarkdown(content: readonly NovelInline[], images: NovelImageResolver): string {
  return content
    .map((piece, index) => {
      switch (piece.kind) {
        case "text": {
          const text = escapeInline(piece.text);
          return index === 0 ? escapeLineStart(text) : text;
        }
        case "ruby":
          return `<ruby>${escapeHtml(piece.base)}<rt>${escapeHtml(piece.ruby)}</rt></ruby>`;
        case "link":
          return `[${escapePlain(piece.text)}](<${destination(piece.url)}>)`;
        case "pixivimage": {
          const url = images.pixivImage(piece.illustId, piece.page);
          return url === null ? "" : `![](<${destination(url)}>)`;
        }
        case "uploadedimage": {
          const url = images.uploadedImage(piece.imageId);
          return url === null ? "" : `![](<${destination(url)}>)`;
        }
        case "jump":
          return `→ ${String(piece.page)}`;
      }
    })
    .join("");
}

export function novelToMarkdown(
  document: NovelDocument,
  images: NovelImageResolver,
  header?: { title: string; author: string },
): string {
  const out: string[] = [];
  if (header) {
    out.push(`# ${escapeInline(header.title)}`, "", escapeLineStart(escapeInline(header.author)), "");
  }
  document.pages.forEach((blocks, index) => {
    if (index > 0) out.push("", "---", "");
    for (const block of blocks) {
      const text = inlineMarkdown(block.content, images);
      if (block.kind === "chapter") out.push("", `## ${text}`, "");
      // Two trailing spaces keep a line break inside a paragraph; a line of only spaces is blank.
      else out.push(text.trim() === "" ? "" : `${text}  `);
    }
  });
  return `${out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}
