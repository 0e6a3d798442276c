/**
 * A job's manifest (pure): for every work its id, title, author, tags, pixiv URL and the files it
 * was saved as (with the ZIP part, when parts), and what failed and why — as JSON or CSV (RFC 4180
 * quoting, tags and files joined with " | ").
 */
import type { ManifestFormat, ManifestWork, QueueEntry } from "./queue-model";

export interface ManifestRow {
  readonly id: number;
  readonly title: string;
  readonly authorId: number;
  readonly author: string;
  readonly tags: readonly string[];
  readonly url: string;
  readonly files: readonly string[];
  readonly failed: readonly { readonly file: string; readonly error: string }[];
}

export function manifestRows(works: readonly ManifestWork[], entries: readonly QueueEntry[]): ManifestRow[] {
  const byWork = new Map<number, QueueEntry[]>();
  for (const entry of entries) {
    const list = byWork.get(entry.workId) ?? [];
    list.push(entry);
    byWork.set(entry.workId, list);
  }
  return works.map((work) => {
    const files = byWork.get(work.workId) ?? [];
    return {
      id: work.workId,
      title: work.title,
      authorId: work.authorId,
      author: work.author,
      tags: work.tags,
      url: work.url,
      files: files.filter((entry) => entry.state !== "failed").map((entry) => entry.path),
      failed: files
        .filter((entry) => entry.state === "failed")
        .map((entry) => ({ file: entry.path, error: entry.error ?? "" })),
    };
  });
}

const csvCell = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function manifestText(format: ManifestFormat, rows: readonly ManifestRow[]): string {
  if (format === "json") return JSON.stringify(rows, null, 2);
  const header = ["id", "title", "author_id", "author", "tags", "url", "files", "failed"];
  const lines = rows.map((row) =>
    [
      row.id,
      row.title,
      row.authorId,
      row.author,
      row.tags.join(" | "),
      row.url,
      row.files.join(" | "),
      row.failed.map((failure) => `${failure.file}: ${failure.error}`).join(" | "),
    ]
      .map(csvCell)
      .join(","),
  );
  return [header.join(","), ...lines].join("\r\n") + "\r\n";
}

export const manifestFileName = (format: ManifestFormat): string => `manifest.${format}`;
