/**
 * The DOCX export (docx 9): title and author, chapters as headings, one paragraph per line, page
 * breaks before each new page, ruby as "base(ruby)", links as hyperlinks, embedded pictures as
 * images scaled to the page width. Loaded on demand with the docx library.
 */
import type { NovelInline } from "@pxv/pixiv";
import { inlinePlainText } from "@pxv/pixiv";
import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  TextRun,
  type ParagraphChild,
} from "docx";
import {
  embeddedImageUrls,
  imageResolver,
  type LoadedImage,
  loadImages,
  type NovelExportInput,
  pieceImageUrl,
} from "./export-input";

/** Usable width of an A4 page with default margins, in pixels at 96 dpi. */
const MAX_IMAGE_WIDTH = 600;

function imageType(mime: LoadedImage["mime"]): "jpg" | "png" | "gif" | null {
  return mime === "image/jpeg" ? "jpg" : mime === "image/png" ? "png" : mime === "image/gif" ? "gif" : null;
}

export async function exportDocx(input: NovelExportInput): Promise<Blob> {
  const resolve = imageResolver(input.text);
  const images = await loadImages(embeddedImageUrls(input));

  const runs = (content: readonly NovelInline[]): ParagraphChild[] =>
    content.flatMap((piece): ParagraphChild[] => {
      switch (piece.kind) {
        case "text":
          return [new TextRun(piece.text)];
        case "ruby":
          return [new TextRun(`${piece.base}(${piece.ruby})`)];
        case "link":
          return [
            new ExternalHyperlink({
              link: piece.url,
              children: [new TextRun({ text: piece.text, style: "Hyperlink" })],
            }),
          ];
        case "jump":
          return [new TextRun(`→ ${piece.page}`)];
        case "pixivimage":
        case "uploadedimage": {
          const url = pieceImageUrl(resolve, piece);
          const image = url === null ? undefined : images.get(url);
          const type = image === undefined ? null : imageType(image.mime);
          if (image === undefined || type === null) return [];
          const scale = Math.min(1, MAX_IMAGE_WIDTH / image.width);
          return [
            new ImageRun({
              type,
              data: image.bytes,
              transformation: {
                width: Math.round(image.width * scale),
                height: Math.round(image.height * scale),
              },
            }),
          ];
        }
      }
    });

  const children: Paragraph[] = [
    new Paragraph({ text: input.novel.title, heading: HeadingLevel.TITLE }),
    new Paragraph({ text: input.novel.author.name }),
  ];
  input.document.pages.forEach((blocks, page) => {
    blocks.forEach((block, index) => {
      const pageBreakBefore = page > 0 && index === 0;
      if (block.kind === "chapter") {
        children.push(
          new Paragraph({
            text: inlinePlainText(block.content),
            heading: HeadingLevel.HEADING_2,
            pageBreakBefore,
          }),
        );
      } else {
        children.push(new Paragraph({ children: runs(block.content), pageBreakBefore }));
      }
    });
  });

  const document = new Document({
    creator: input.novel.author.name,
    title: input.novel.title,
    description: `https://www.pixiv.net/novel/show.php?id=${input.novel.id}`,
    sections: [{ children }],
  });
  return Packer.toBlob(document);
}
