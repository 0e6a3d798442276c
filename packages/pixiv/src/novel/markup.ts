/**
 * pixiv's novel markup (PRODUCT.md §B7.1) parsed into a small document tree that the reader,
 * the exporters and the translator all read: pages split on `[newpage]`, each a list of blocks
 * (chapter headings and lines), each line a list of inline pieces (text, ruby, links, images, page
 * jumps). Pure and total: any string parses; malformed tags stay as text.
 *
 * Invariants: link targets are only absolute http(s) URLs (anything else becomes plain text);
 * image and page numbers are positive integers; no HTML is produced here.
 */

export type NovelInline =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "ruby"; readonly base: string; readonly ruby: string }
  | { readonly kind: "link"; readonly text: string; readonly url: string }
  /** `[pixivimage:id]` or `[pixivimage:id-page]`: page is 1-based. */
  | { readonly kind: "pixivimage"; readonly illustId: number; readonly page: number }
  | { readonly kind: "uploadedimage"; readonly imageId: string }
  /** `[jump:n]`: a link to page n of the novel. */
  | { readonly kind: "jump"; readonly page: number };

export type NovelBlock =
  | { readonly kind: "chapter"; readonly content: readonly NovelInline[] }
  /** One line of text; an empty `content` is a blank line. */
  | { readonly kind: "line"; readonly content: readonly NovelInline[] };

export interface NovelDocument {
  readonly pages: readonly (readonly NovelBlock[])[];
}

const NEWPAGE = /\[newpage\]/;
const CHAPTER = /^\s*\[chapter:\s*(.*?)\s*\]\s*$/;
/** Every inline tag; the alternation order decides which group matched. */
const INLINE =
  /\[\[rb:\s*([^\]>]*?)\s*>\s*([^\]]*?)\s*\]\]|\[\[jumpuri:\s*([^\]>]*?)\s*>\s*([^\]\s]*?)\s*\]\]|\[pixivimage:\s*(\d+)(?:-(\d+))?\s*\]|\[uploadedimage:\s*(\d+)\s*\]|\[jump:\s*(\d+)\s*\]/g;

/** An absolute http(s) URL, or null. */
export function safeLinkUrl(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (url.username !== "" || url.password !== "") return null;
    return url.href;
  } catch {
    return null;
  }
}

function pushText(out: NovelInline[], text: string): void {
  if (text === "") return;
  const last = out.at(-1);
  if (last?.kind === "text") out[out.length - 1] = { kind: "text", text: last.text + text };
  else out.push({ kind: "text", text });
}

/** One line's inline pieces. */
export function parseInline(line: string): NovelInline[] {
  const out: NovelInline[] = [];
  let position = 0;
  for (const match of line.matchAll(INLINE)) {
    pushText(out, line.slice(position, match.index));
    position = match.index + match[0].length;
    const [whole, rbBase, rbText, linkText, linkUrl, pixivId, pixivPage, uploadedId, jumpPage] = match;
    if (rbBase !== undefined && rbText !== undefined) {
      out.push({ kind: "ruby", base: rbBase, ruby: rbText });
    } else if (linkText !== undefined && linkUrl !== undefined) {
      const url = safeLinkUrl(linkUrl);
      if (url === null) pushText(out, linkText);
      else out.push({ kind: "link", text: linkText === "" ? url : linkText, url });
    } else if (pixivId !== undefined) {
      const page = pixivPage === undefined ? 1 : Number(pixivPage);
      if (page >= 1) out.push({ kind: "pixivimage", illustId: Number(pixivId), page });
      else pushText(out, whole);
    } else if (uploadedId !== undefined) {
      out.push({ kind: "uploadedimage", imageId: uploadedId });
    } else if (jumpPage !== undefined && Number(jumpPage) >= 1) {
      out.push({ kind: "jump", page: Number(jumpPage) });
    } else {
      pushText(out, whole);
    }
  }
  pushText(out, line.slice(position));
  return out;
}

function parsePage(text: string): NovelBlock[] {
  // A page break on its own line leaves a newline at each side of the split: drop one of each.
  const body = text.replace(/^\r?\n/, "").replace(/\r?\n$/, "");
  return body.split(/\r?\n/).map((line): NovelBlock => {
    const chapter = CHAPTER.exec(line);
    if (chapter !== null) return { kind: "chapter", content: parseInline(chapter[1] ?? "") };
    return { kind: "line", content: parseInline(line) };
  });
}

export function parseNovelMarkup(text: string): NovelDocument {
  return { pages: text.split(NEWPAGE).map(parsePage) };
}

/** The inline pieces as plain text: ruby keeps its base, links their text, images and jumps vanish. */
export function inlinePlainText(content: readonly NovelInline[]): string {
  return content
    .map((piece) => {
      switch (piece.kind) {
        case "text":
          return piece.text;
        case "ruby":
          return piece.base;
        case "link":
          return piece.text;
        default:
          return "";
      }
    })
    .join("");
}

/** Chapter titles in reading order, with the page each starts on (0-based). */
export function novelChapters(document: NovelDocument): { title: string; page: number }[] {
  return document.pages.flatMap((blocks, page) =>
    blocks
      .filter((block) => block.kind === "chapter")
      .map((block) => ({ title: inlinePlainText(block.content), page })),
  );
}

/** The text without markup (for translation and language detection): one line per line. */
export function novelPlainText(document: NovelDocument): string {
  return document.pages
    .map((blocks) => blocks.map((block) => inlinePlainText(block.content)).join("\n"))
    .join("\n\n");
}
