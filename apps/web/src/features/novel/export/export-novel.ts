/**
 * Exports a novel in one of the formats of PRODUCT.md §9 (TXT, HTML, EPUB, PDF, DOCX, MD), made in the
 * browser, or prints it ("PDF (print)", desktop only). Each format's code (and its library: docx,
 * fflate, jspdf with its font) loads only when that format is asked for. A file is named by the
 * download template (PRODUCT.md §3) with the novel's id, and saved with a normal download.
 */
import { artworkFileName, type Novel } from "@pxv/pixiv";
import { downloadBlob } from "../../../lib/download-file";
import type { NovelExportInput } from "./export-input";

/** The formats saved as a file. */
export const NOVEL_FILE_FORMATS = ["TXT", "HTML", "MD", "DOCX", "EPUB", "PDF"] as const;
export type NovelFileFormat = (typeof NOVEL_FILE_FORMATS)[number];

/** Printing the HTML page, named as the novelDefDlFormat setting names it. */
export const PRINT_FORMAT = "PDF(Print)";
export const NOVEL_EXPORT_FORMATS = [...NOVEL_FILE_FORMATS, PRINT_FORMAT] as const;
export type NovelExportFormat = (typeof NOVEL_EXPORT_FORMATS)[number];

/**
 * A phone or tablet: no hover and a coarse main pointer. Printing is not offered there (PRODUCT.md §9
 * "PDF (print, not on mobile)"): mobile browsers print an iframe poorly or not at all.
 */
const MOBILE_QUERY = "(hover: none) and (pointer: coarse)";

export function canPrint(): boolean {
  return typeof matchMedia === "function" && !matchMedia(MOBILE_QUERY).matches;
}

/** The formats the export menu offers on this device. */
export function availableExportFormats(printable: boolean): readonly NovelExportFormat[] {
  return printable ? NOVEL_EXPORT_FORMATS : NOVEL_FILE_FORMATS;
}

/**
 * The saved default format, mapped onto the formats offered (DOC → DOCX; no printing → PDF); the
 * bulk queue maps it onto NOVEL_FILE_FORMATS.
 */
export function defaultFormat<Format extends NovelExportFormat>(
  saved: string,
  offered: readonly Format[],
): Format | "DOCX" | "PDF" | "TXT" {
  if (saved === "DOC") return "DOCX";
  const format = offered.find((choice) => choice === saved);
  if (format !== undefined) return format;
  return saved.startsWith("PDF") ? "PDF" : "TXT";
}

const EXTENSIONS: Readonly<Record<NovelFileFormat, string>> = {
  TXT: "txt",
  HTML: "html",
  MD: "md",
  DOCX: "docx",
  EPUB: "epub",
  PDF: "pdf",
};

export interface ExportOptions {
  readonly template: string;
  readonly indent: boolean;
}

export async function makeNovelFile(
  format: NovelFileFormat,
  input: NovelExportInput,
  options: ExportOptions,
): Promise<Blob> {
  switch (format) {
    case "TXT":
      return (await import("./text-formats")).exportTxt(input);
    case "HTML":
      return (await import("./text-formats")).exportHtml(input, options);
    case "MD":
      return (await import("./text-formats")).exportMarkdown(input);
    case "DOCX":
      return (await import("./docx")).exportDocx(input);
    case "EPUB":
      return (await import("./epub")).exportEpub(input, options);
    case "PDF":
      return (await import("./pdf")).exportPdf(input);
  }
}

/** A novel's file name by the download template, here and in the bulk queue. */
export function novelFileName(format: NovelFileFormat, novel: Novel, template: string): string {
  return artworkFileName(template, { ...novel, width: 0, height: 0 }, 0, EXTENSIONS[format]);
}

export async function exportNovel(
  format: NovelExportFormat,
  input: NovelExportInput,
  options: ExportOptions,
): Promise<void> {
  if (format === PRINT_FORMAT) {
    await (await import("./print")).printNovel(input, options);
    return;
  }
  const blob = await makeNovelFile(format, input, options);
  downloadBlob(blob, novelFileName(format, input.novel, options.template));
}
