/**
 * The PDF export (jspdf 4): A4 pages with the novel's text in embedded fonts chosen by script
 * (pdf-scripts.ts, pdf-fonts.ts), so Japanese, Chinese, Korean, Latin, Cyrillic and Greek all render
 * and stay extractable: jsPDF writes a subset of the glyphs used with a ToUnicode map. Each line is
 * drawn as runs of one font; lines break at the page width (pdf-lines.ts). Chapters are larger,
 * pictures fit the width, and each novel page starts a new PDF page.
 */
import { detectNovelLanguage, inlinePlainText, novelPlainText, type NovelBlock } from "@pxv/pixiv";
import { jsPDF } from "jspdf";
import { embeddedImageUrls, imageResolver, loadImages, type NovelExportInput } from "./export-input";
import { PDF_FONT_NAMES, planFonts } from "./pdf-fonts";
import { breakLines, fontRuns, type MeasuredChar } from "./pdf-lines";
import { cjkFontOf, type PdfFontKey } from "./pdf-scripts";

const PAGE = { width: 210, height: 297, margin: 15 } as const;
const TEXT_SIZE = 11;
const CHAPTER_SIZE = 16;
const LINE_FACTOR = 1.7;
const PT_TO_MM = 25.4 / 72;

const blockText = (block: NovelBlock): string =>
  block.content
    .map((piece) =>
      piece.kind === "ruby"
        ? `${piece.base}(${piece.ruby})`
        : piece.kind === "jump"
          ? `→ ${piece.page}`
          : inlinePlainText([piece]),
    )
    .join("");

export async function exportPdf(input: NovelExportInput): Promise<Blob> {
  const allBlocks = input.document.pages.flat();
  const allText = [input.novel.title, input.novel.author.name, ...allBlocks.map(blockText)].join("\n");
  // The novel's own language picks its CJK font; the author's name (often Japanese) counts only
  // when the novel itself has no CJK or Hangul, so a Korean novel by a Japanese name stays in KR.
  const ownLanguage = detectNovelLanguage(`${input.novel.title}\n${novelPlainText(input.document)}`);
  const cjk = cjkFontOf(ownLanguage === "en" ? detectNovelLanguage(allText) : ownLanguage);
  const [fonts, images] = await Promise.all([planFonts(allText, cjk), loadImages(embeddedImageUrls(input))]);
  const resolve = imageResolver(input.text);
  const pdf = new jsPDF({ unit: "mm", format: "a4", orientation: "portrait", putOnlyUsedFonts: true });
  for (const font of fonts.fonts) {
    const name = PDF_FONT_NAMES[font.key];
    pdf.addFileToVFS(`${name}.ttf`, font.binary);
    pdf.addFont(`${name}.ttf`, name, "normal");
  }
  pdf.setProperties({ title: input.novel.title, author: input.novel.author.name, creator: "pxv" });

  // Widths at 1 pt, per font and character: a novel repeats few distinct characters.
  const unitWidths = new Map<string, number>();
  const unitWidth = (font: PdfFontKey, char: string): number => {
    const key = font + char;
    let width = unitWidths.get(key);
    if (width === undefined) {
      pdf.setFont(PDF_FONT_NAMES[font], "normal");
      width = pdf.getStringUnitWidth(char) * PT_TO_MM;
      unitWidths.set(key, width);
    }
    return width;
  };

  const width = PAGE.width - PAGE.margin * 2;
  let y = PAGE.margin;
  const newPage = (): void => {
    pdf.addPage();
    y = PAGE.margin;
  };
  const write = (text: string, size: number): void => {
    pdf.setFontSize(size);
    const lineHeight = size * PT_TO_MM * LINE_FACTOR;
    const chars: MeasuredChar[] = fonts
      .place(text)
      .map((placed) => ({ ...placed, width: unitWidth(placed.font, placed.char) * size }));
    for (const line of breakLines(chars, width)) {
      if (y + lineHeight > PAGE.height - PAGE.margin) newPage();
      y += lineHeight;
      let x = PAGE.margin;
      for (const run of fontRuns(line)) {
        pdf.setFont(PDF_FONT_NAMES[run.font], "normal");
        pdf.text(run.text, x, y - lineHeight * 0.3);
        x += run.width;
      }
    }
  };
  const drawImage = (url: string | null): void => {
    const image = url === null ? undefined : images.get(url);
    if (image === undefined || image.mime === "image/webp") return;
    const scale = Math.min(width / image.width, (PAGE.height - PAGE.margin * 2) / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    if (y + h > PAGE.height - PAGE.margin) newPage();
    pdf.addImage(
      image.bytes,
      image.mime === "image/png" ? "PNG" : image.mime === "image/gif" ? "GIF" : "JPEG",
      PAGE.margin,
      y,
      w,
      h,
    );
    y += h + 2;
  };

  write(input.novel.title, CHAPTER_SIZE + 4);
  write(input.novel.author.name, TEXT_SIZE);
  input.document.pages.forEach((blocks, index) => {
    if (index > 0) newPage();
    for (const block of blocks) {
      write(blockText(block), block.kind === "chapter" ? CHAPTER_SIZE : TEXT_SIZE);
      for (const piece of block.content) {
        if (piece.kind === "pixivimage") drawImage(resolve.pixivImage(piece.illustId, piece.page));
        if (piece.kind === "uploadedimage") drawImage(resolve.uploadedImage(piece.imageId));
      }
    }
  });
  return pdf.output("blob");
}
