/**
 * Download file names (PRODUCT.md §3, §5): a template of {placeholders} that must contain {pid} and
 * {index}, and the cleaning every produced name goes through: forbidden characters become `_`,
 * and names longer than 128 characters keep their tail (where the id and page number are).
 */
import { FILE_NAME_MAX_LENGTH } from "../constants.js";

export const FILE_NAME_PLACEHOLDERS = [
  "author",
  "authorId",
  "title",
  "pid",
  "index",
  "width",
  "height",
  "tags",
  "createDate",
] as const;
export type FileNamePlaceholder = (typeof FILE_NAME_PLACEHOLDERS)[number];

export const DEFAULT_FILE_NAME_TEMPLATE = "{author}_{title}_{pid}_p{index}";
const REQUIRED_PLACEHOLDERS: readonly FileNamePlaceholder[] = ["pid", "index"];

/** Backslash, slash, pipe, ?, *, :, <, >, quotes, whitespace and dots (PRODUCT.md §5). */
const FORBIDDEN = /[\\/|?*:<>'"\s.]/g;

export function sanitizeFileName(name: string): string {
  const cleaned = name.replace(FORBIDDEN, "_");
  const chars = Array.from(cleaned);
  return chars.length > FILE_NAME_MAX_LENGTH ? chars.slice(-FILE_NAME_MAX_LENGTH).join("") : cleaned;
}

export type FileNameTemplateProblem = "missing_pid" | "missing_index" | "unknown_placeholder";

/** Null when the template is usable, else what is wrong with it. */
export function fileNameTemplateProblem(template: string): FileNameTemplateProblem | null {
  const used = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  if (used.some((name) => !(FILE_NAME_PLACEHOLDERS as readonly string[]).includes(name))) {
    return "unknown_placeholder";
  }
  for (const required of REQUIRED_PLACEHOLDERS) {
    if (!used.includes(required)) return required === "pid" ? "missing_pid" : "missing_index";
  }
  return null;
}

/** Fills a template and cleans the result. */
export function fileNameFromTemplate(
  template: string,
  values: Readonly<Record<FileNamePlaceholder, string | number>>,
): string {
  const filled = template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name as FileNamePlaceholder]) : whole,
  );
  return sanitizeFileName(filled);
}
