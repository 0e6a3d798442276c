/**
 * Exports a novel in one of the formats of spec §9 (TXT, HTML, EPUB, PDF, DOCX, MD), made in the
 * browser. Each format's code (and its library: docx, fflate, jspdf with its font) loads only when
 * that format is asked for. The file is named by the download template (spec §3) with the novel's
 * id, and saved with a normal download.
 */
import { artworkFileName } from "@pxv/pixiv";
import type { NovelExportInput } from "./export-input";

export const NOVEL_EXPORT_FORMATS = ["TXT", "HTML", "MD", "DOCX", "EPUB", "PDF"] as const;
export type NovelExportFormat = (typeof NOVEL_EXPORT_FORMATS)[number];

const EXTENSIONS: Record<NovelExportFormat, string> = {
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
  format: NovelExportFormat,
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

export function novelFileName(format: NovelExportFormat, input: NovelExportInput, template: string): string {
  const { novel } = input;
  const source = {
    id: novel.id,
    title: novel.title,
    author: novel.author,
    width: 0,
    height: 0,
    tags: novel.tags,
    created: novel.created,
  };
  return artworkFileName(template, source, 0, EXTENSIONS[format]);
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

export async function exportNovel(
  format: NovelExportFormat,
  input: NovelExportInput,
  options: ExportOptions,
): Promise<void> {
  const blob = await makeNovelFile(format, input, options);
  saveBlob(blob, novelFileName(format, input, options.template));
}
