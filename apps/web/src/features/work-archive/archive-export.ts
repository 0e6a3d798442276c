/**
 * The bookmark archive's export files (issue 29): JSON (every archived record with its pixiv URL,
 * its `owners` and `sources` among the fields), CSV (RFC 4180: CRLF rows, fields with a quote, comma
 * or line break quoted, quotes doubled; whose bookmark each work is and whether it is a local
 * favourite in the last two columns) and a
 * Netscape bookmark file that browsers import (one link per work, its title escaped, ADD_DATE in
 * seconds). Pure: the records and the moment of export come in, text goes out.
 */
import { escapeHtml, WWW_ORIGIN } from "@pxv/pixiv";
import type { ArchivedWork } from "../../storage/work-archive-record";

export type ArchiveExportFormat = "json" | "csv" | "html";

export const pixivUrlOf = (work: Pick<ArchivedWork, "kind" | "id">): string =>
  work.kind === "novel"
    ? `${WWW_ORIGIN}/novel/show.php?id=${String(work.id)}`
    : `${WWW_ORIGIN}/artworks/${String(work.id)}`;

const isoOrEmpty = (time: number | null): string => (time === null ? "" : new Date(time).toISOString());

/** The name a work goes by in the files: its title, or its pixiv id when pixiv gave none. */
const nameOf = (work: ArchivedWork): string => (work.title === "" ? `pixiv #${String(work.id)}` : work.title);

export function archiveJson(works: readonly ArchivedWork[], exportedAt: number): string {
  const records = works.map((work) => ({ ...work, url: pixivUrlOf(work) }));
  return `${JSON.stringify(
    { format: "pxv-bookmark-archive", version: 1, exportedAt: isoOrEmpty(exportedAt), works: records },
    null,
    2,
  )}\n`;
}

export const CSV_HEADER = [
  "id",
  "kind",
  "title",
  "author",
  "author id",
  "tags",
  "created",
  "bookmarked",
  "lost since",
  "url",
  "bookmarked by",
  "local favourite",
] as const;

/**
 * Whose pixiv bookmark a work is, for the CSV: the accounts' user ids, or UNKNOWN_OWNER for a bookmark
 * archived before owners were kept; empty when it is only a local favourite.
 */
export const UNKNOWN_OWNER = "unknown";
const ownersField = (work: ArchivedWork): string =>
  !work.sources.includes("bookmark")
    ? ""
    : work.owners.length === 0
      ? UNKNOWN_OWNER
      : work.owners.map(String).join(" ");

/** One field, quoted when RFC 4180 asks (a quote, comma, CR or LF in it). */
const csvField = (value: string): string =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

export function archiveCsv(works: readonly ArchivedWork[]): string {
  const rows = works.map((work) => [
    String(work.id),
    work.kind,
    work.title,
    work.author.name,
    String(work.author.id),
    work.tags.join(" "),
    work.created,
    isoOrEmpty(work.bookmarkedAt),
    isoOrEmpty(work.lostSince),
    pixivUrlOf(work),
    ownersField(work),
    work.sources.includes("local") ? "yes" : "",
  ]);
  return [[...CSV_HEADER], ...rows].map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}

/** A Netscape bookmark file (the format every browser imports), in a folder named `folder`. */
export function archiveBookmarksHtml(
  works: readonly ArchivedWork[],
  folder: string,
  exportedAt: number,
): string {
  const seconds = (time: number): string => String(Math.floor(time / 1000));
  const links = works.map((work) => {
    const tags = work.tags.length === 0 ? "" : ` TAGS="${escapeHtml(work.tags.join(","))}"`;
    const added = seconds(work.bookmarkedAt ?? work.firstSeenAt);
    return `        <DT><A HREF="${escapeHtml(pixivUrlOf(work))}" ADD_DATE="${added}"${tags}>${escapeHtml(nameOf(work))}</A>`;
  });
  return [
    "<!DOCTYPE NETSCAPE-Bookmark-file-1>",
    "<!-- This is an automatically generated file. It will be read and overwritten. DO NOT EDIT! -->",
    '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
    "<TITLE>Bookmarks</TITLE>",
    "<H1>Bookmarks</H1>",
    "<DL><p>",
    `    <DT><H3 ADD_DATE="${seconds(exportedAt)}">${escapeHtml(folder)}</H3>`,
    "    <DL><p>",
    ...links,
    "    </DL><p>",
    "</DL><p>",
    "",
  ].join("\n");
}

export const ARCHIVE_EXPORT_TYPES: Readonly<Record<ArchiveExportFormat, string>> = {
  json: "application/json",
  csv: "text/csv;charset=utf-8",
  html: "text/html;charset=utf-8",
};

export function archiveExport(
  format: ArchiveExportFormat,
  works: readonly ArchivedWork[],
  folder: string,
  exportedAt: number,
): string {
  if (format === "json") return archiveJson(works, exportedAt);
  if (format === "csv") return archiveCsv(works);
  return archiveBookmarksHtml(works, folder, exportedAt);
}
