/**
 * Download names for a work's files (PRODUCT.md §3 placeholders, §5 rules): the file-name template filled
 * from the work and page, cleaned by the template rules of validators/file-name.ts, with the
 * extension kept outside the cleaning (dots are forbidden in the name itself) and inside the
 * 128-character limit, which keeps the tail of the name (the id and page number). A template that
 * breaks the rules (no {pid} or {index}, unknown placeholders) falls back to the default one, so a
 * download always has a unique, valid name.
 */
import { FILE_NAME_MAX_LENGTH } from "../constants.js";
import {
  DEFAULT_FILE_NAME_TEMPLATE,
  fileNameFromTemplate,
  fileNameTemplateProblem,
  sanitizeFileName,
  type FileNamePlaceholder,
} from "../validators/file-name.js";

/** The parts of a work a file name can use (an Artwork fits). */
export interface FileNameSource {
  readonly id: number;
  readonly title: string;
  readonly author: { readonly id: number; readonly name: string };
  readonly width: number;
  readonly height: number;
  readonly tags: readonly { readonly name: string }[];
  /** ISO 8601, pixiv's +09:00 offset. */
  readonly created: string;
}

/** `YYYYMMDD` of the date as pixiv wrote it (its own time zone), or "" when unreadable. */
export function fileNameDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match === null ? "" : `${match[1] ?? ""}${match[2] ?? ""}${match[3] ?? ""}`;
}

/** The placeholder values of one page of a work. */
export function fileNameValues(
  work: FileNameSource,
  index: number,
): Record<FileNamePlaceholder, string | number> {
  return {
    author: work.author.name,
    authorId: work.author.id,
    title: work.title,
    pid: work.id,
    index,
    width: work.width,
    height: work.height,
    tags: work.tags.map((tag) => tag.name).join("_"),
    createDate: fileNameDate(work.created),
  };
}

/** The template to use: the saved one when it follows the rules, else the default. */
export function usableTemplate(template: string): string {
  return template.trim() !== "" && fileNameTemplateProblem(template) === null
    ? template
    : DEFAULT_FILE_NAME_TEMPLATE;
}

/** Keeps the last `max` characters (code points) of a name. */
function keepTail(name: string, max: number): string {
  const chars = Array.from(name);
  return chars.length > max ? chars.slice(-max).join("") : name;
}

/** `ext` without its dot, letters and digits only ("jpg", "zip"); anything else is dropped. */
function cleanExtension(ext: string): string {
  return /^[a-z\d]{1,8}$/i.test(ext) ? ext.toLowerCase() : "";
}

/** Appends `.ext` to an already cleaned name, shortening the name so the whole stays within the limit. */
export function withExtension(cleanName: string, ext: string): string {
  const extension = cleanExtension(ext);
  if (extension === "") return keepTail(cleanName, FILE_NAME_MAX_LENGTH);
  return `${keepTail(cleanName, FILE_NAME_MAX_LENGTH - extension.length - 1)}.${extension}`;
}

/** The file name of page `index` of a work, e.g. `author_title_123_p0.jpg`. */
export function artworkFileName(template: string, work: FileNameSource, index: number, ext: string): string {
  return withExtension(fileNameFromTemplate(usableTemplate(template), fileNameValues(work, index)), ext);
}

/** The folder a work's files go to when downloads are sorted by author: `name_id`, cleaned. */
export function authorFolderName(author: { readonly id: number; readonly name: string }): string {
  return sanitizeFileName(`${author.name}_${String(author.id)}`);
}

/** The extension of an image URL's file (`…/123_p0.png` → "png"), "jpg" when it has none. */
export function extensionOfUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  const match = /\.([a-z\d]{1,8})$/i.exec(path);
  return match?.[1]?.toLowerCase() ?? "jpg";
}
