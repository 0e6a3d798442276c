/**
 * The PDF export (jspdf 4): A4 pages with the novel's text in an embedded CJK font, so Japanese,
 * Chinese and kana render and stay extractable (jsPDF writes a subset of the glyphs used with a
 * ToUnicode map). The font — Noto Sans SC (OFL), shipped offline by @expo-google-fonts/noto-sans-sc —
 * is fetched only when a PDF is made. Lines break at the page width character by character (CJK has
 * no spaces), preferring a space for Latin text; chapters are larger, pictures fit the width, and
 * each novel page starts a new PDF page.
 */
import { inlinePlainText, type NovelBlock } from "@pxv/pixiv";
import { jsPDF } from "jspdf";
import fontUrl from "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url";
import { embeddedImageUrls, imageResolver, loadImages, type NovelExportInput } from "./export-input";

const FONT_NAME = "NotoSansSC";
const PAGE = { width: 210, height: 297, margin: 15 } as const;
const TEXT_SIZE = 11;
const CHAPTER_SIZE = 16;
const LINE_FACTOR = 1.7;
const PT_TO_MM = 25.4 / 72;

let fontData: Promise<string> | null = null;

/** The font as the binary string jsPDF's virtual file system takes, fetched once. */
function loadFont(): Promise<string> {
  fontData ??= (async () => {
    const response = await fetch(fontUrl);
    if (!response.ok) throw new Error(`The PDF font did not load: HTTP ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = "";
    const chunk = 0x8000;
    for (let index = 0; index < bytes.length; index += chunk) {
      binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
    }
    return binary;
  })();
  fontData.catch(() => {
    fontData = null;
  });
  return fontData;
}

/** Splits text into lines no wider than `width` (mm) at the current font size. */
export function breakLines(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const char of Array.from(text)) {
    const candidate = line + char;
    if (line !== "" && measure(candidate) > width) {
      const space = line.lastIndexOf(" ");
      // Latin text: carry the last word over when there is one.
      if (/[A-Za-z]/.test(char) && space > 0 && space < line.length - 1) {
        lines.push(line.slice(0, space));
        line = line.slice(space + 1) + char;
      } else {
        lines.push(line);
        line = char === " " ? "" : char;
      }
    } else line = candidate;
  }
  lines.push(line);
  return lines;
}

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
  const [font, images] = await Promise.all([loadFont(), loadImages(embeddedImageUrls(input))]);
  const resolve = imageResolver(input.text);
  const pdf = new jsPDF({ unit: "mm", format: "a4", orientation: "portrait" });
  pdf.addFileToVFS(`${FONT_NAME}.ttf`, font);
  pdf.addFont(`${FONT_NAME}.ttf`, FONT_NAME, "normal");
  pdf.setFont(FONT_NAME, "normal");
  pdf.setProperties({ title: input.novel.title, author: input.novel.author.name, creator: "pxv" });

  const width = PAGE.width - PAGE.margin * 2;
  let y = PAGE.margin;
  const newPage = (): void => {
    pdf.addPage();
    y = PAGE.margin;
  };
  const write = (text: string, size: number): void => {
    pdf.setFontSize(size);
    const lineHeight = size * PT_TO_MM * LINE_FACTOR;
    for (const line of breakLines(text, width, (candidate) => pdf.getTextWidth(candidate))) {
      if (y + lineHeight > PAGE.height - PAGE.margin) newPage();
      y += lineHeight;
      if (line !== "") pdf.text(line, PAGE.margin, y - lineHeight * 0.3);
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
