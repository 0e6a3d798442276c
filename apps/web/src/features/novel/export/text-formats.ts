/**
 * The text formats of the novel export (PRODUCT.md §B7.2): TXT is the original text with its
 * markup, HTML a standalone page with the rendered text (pictures linked through this server; the
 * same page is what "PDF (print)" prints), MD the markup converted to Markdown with a title header.
 */
import { escapeHtml, novelToMarkdown } from "@pxv/pixiv";
import { absoluteUrl, imageResolver, type NovelExportInput, pieceImageUrl } from "./export-input";
import { documentBodyHtml } from "./novel-html";

export function exportTxt(input: NovelExportInput): Blob {
  const { novel, text } = input;
  return new Blob([`${novel.title}\n${novel.author.name}\n\n${text.text}\n`], {
    type: "text/plain;charset=utf-8",
  });
}

/** The standalone page: every piece of the novel's text escaped, pages split by rules. */
export function novelHtmlDocument(input: NovelExportInput, options: { indent: boolean }): string {
  const { novel, document } = input;
  const resolve = imageResolver(input.text);
  const body = documentBodyHtml(document, {
    xhtml: false,
    indent: options.indent,
    image: (piece) => {
      const url = pieceImageUrl(resolve, piece);
      return url === null ? null : absoluteUrl(url);
    },
  });
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(novel.title)}</title>
<style>body{max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:2;font-family:serif}img{max-width:100%}p{margin:0}@media print{body{max-width:none;margin:0;padding:0}section+hr{break-after:page;visibility:hidden}img{break-inside:avoid}}</style>
</head>
<body>
<h1>${escapeHtml(novel.title)}</h1>
<p>${escapeHtml(novel.author.name)}</p>
<hr>
${body}
</body>
</html>
`;
}

export function exportHtml(input: NovelExportInput, options: { indent: boolean }): Blob {
  return new Blob([novelHtmlDocument(input, options)], { type: "text/html;charset=utf-8" });
}

export function exportMarkdown(input: NovelExportInput): Blob {
  const resolve = imageResolver(input.text);
  const absolute = {
    pixivImage: (id: number, page: number) => {
      const url = resolve.pixivImage(id, page);
      return url === null ? null : absoluteUrl(url);
    },
    uploadedImage: (id: string) => {
      const url = resolve.uploadedImage(id);
      return url === null ? null : absoluteUrl(url);
    },
  };
  const markdown = novelToMarkdown(input.document, absolute, {
    title: input.novel.title,
    author: input.novel.author.name,
  });
  return new Blob([markdown], { type: "text/markdown;charset=utf-8" });
}
