/**
 * A parsed novel (markup.ts) as Markdown (reference viewer §7.2 MD): chapters become `##` headings,
 * page breaks `---`, ruby stays as HTML `<ruby>`, links `[text](url)`, images `![](url)` through the
 * caller's image resolver, page jumps plain text. Markdown's own characters in the text are escaped.
 */
import type { NovelDocument, NovelInline } from "./markup.js";

export interface NovelImageResolver {
  pixivImage(illustId: number, page: number): string | null;
  uploadedImage(imageId: string): string | null;
}

const escapeMarkdown = (text: string): string => text.replace(/([\\`*_[\]#<>|])/g, "\\$1");
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function inlineMarkdown(content: readonly NovelInline[], images: NovelImageResolver): string {
  return content
    .map((piece) => {
      switch (piece.kind) {
        case "text":
          return escapeMarkdown(piece.text);
        case "ruby":
          return `<ruby>${escapeHtml(piece.base)}<rt>${escapeHtml(piece.ruby)}</rt></ruby>`;
        case "link":
          return `[${escapeMarkdown(piece.text)}](<${piece.url}>)`;
        case "pixivimage": {
          const url = images.pixivImage(piece.illustId, piece.page);
          return url === null ? "" : `![](<${url}>)`;
        }
        case "uploadedimage": {
          const url = images.uploadedImage(piece.imageId);
          return url === null ? "" : `![](<${url}>)`;
        }
        case "jump":
          return `→ ${piece.page}`;
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
  if (header) out.push(`# ${escapeMarkdown(header.title)}`, "", escapeMarkdown(header.author), "");
  document.pages.forEach((blocks, index) => {
    if (index > 0) out.push("", "---", "");
    for (const block of blocks) {
      const text = inlineMarkdown(block.content, images);
      if (block.kind === "chapter") out.push("", `## ${text}`, "");
      // Two trailing spaces keep a line break inside a paragraph.
      else out.push(text === "" ? "" : `${text}  `);
    }
  });
  return `${out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}
