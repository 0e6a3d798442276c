/**
 * Turns the works a person queued into the job's entries (one per file, its final path fixed now)
 * and the manifest's rows (pure). Names come from the download file-name template; folders from the
 * sub-folder rule (none, the author as the single downloads name it, or the source list); ugoira go
 * in the default ugoira format inside `ugoira/` as single downloads do, novels in the default export
 * format. Originals are fetched at full size (the large master only when pixiv has no original).
 */
import {
  artworkFileName,
  authorFolderName,
  extensionOfUrl,
  sanitizeFileName,
  type Artwork,
} from "@pxv/pixiv";
import { pageDownloadUrl } from "../download/download-artwork";
import { defaultFormat, NOVEL_FILE_FORMATS, novelFileName } from "../novel/export/export-novel";
import type { AppSettings } from "../../settings/settings-schema";
import type { BulkWork } from "./bulk-source";
import {
  entryKey,
  type ManifestWork,
  type NovelBulkFormat,
  type QueueEntry,
  type SubfolderRule,
  type UgoiraBulkFormat,
} from "./queue-model";

/** The setting's ugoira format as a file the bulk queue can fetch without the page's player. */
export function ugoiraBulkFormat(setting: AppSettings["ugoiraDefDLFormat"]): UgoiraBulkFormat {
  switch (setting) {
    case "GIF":
      return "gif";
    case "WebM":
    case "Other":
      return "webm";
    case "MP4(Browser)":
    case "MP4(Server)":
      return "mp4";
    default:
      // ZIP, APNG (made only by the page's worker from loaded frames) and unset: the frames zip.
      return "zip";
  }
}

/** The setting's novel format as a file format (DOC is DOCX; printing becomes the PDF file). */
export function novelBulkFormat(setting: AppSettings["novelDefDlFormat"]): NovelBulkFormat {
  return defaultFormat(setting, NOVEL_FILE_FORMATS);
}

export interface PlanSettings {
  readonly template: string;
  readonly subfolders: SubfolderRule;
  readonly ugoira: UgoiraBulkFormat;
  readonly novel: NovelBulkFormat;
  /** The job's file-safe source name (the `source` sub-folder). */
  readonly sourceName: string;
}

function folders(author: { id: number; name: string }, settings: PlanSettings): string[] {
  if (settings.subfolders === "author") return [authorFolderName(author)];
  if (settings.subfolders === "source") return [sanitizeFileName(settings.sourceName)];
  return [];
}

export interface Plan {
  readonly entries: QueueEntry[];
  readonly works: ManifestWork[];
}

export function planEntries(jobId: string, works: readonly BulkWork[], settings: PlanSettings): Plan {
  const entries: QueueEntry[] = [];
  const rows: ManifestWork[] = [];
  const add = (workId: number, file: QueueEntry["file"], path: string[]): void => {
    const seq = entries.length;
    entries.push({
      key: entryKey(jobId, seq),
      jobId,
      seq,
      workId,
      file,
      path: path.join("/"),
      state: "pending",
      part: null,
      bytes: 0,
      attempts: 0,
      retryAt: 0,
      error: null,
    });
  };
  for (const work of works) {
    if (work.kind === "novel") {
      const { novel } = work;
      const name = novelFileName(settings.novel, novel, settings.template);
      add(novel.id, { kind: "novel", format: settings.novel }, [...folders(novel.author, settings), name]);
      rows.push(manifestRow(jobId, novel, `https://www.pixiv.net/novel/show.php?id=${String(novel.id)}`));
      continue;
    }
    const { artwork } = work;
    const base = folders(artwork.author, settings);
    if (artwork.type === "ugoira") {
      const name = artworkFileName(settings.template, artwork, 0, settings.ugoira);
      add(artwork.id, { kind: "ugoira", format: settings.ugoira }, [...base, "ugoira", name]);
    } else {
      artwork.images.forEach((_, index) => {
        const url = pageDownloadUrl(artwork, index);
        add(artwork.id, { kind: "page", url }, [
          ...base,
          artworkFileName(settings.template, artwork, index, extensionOfUrl(url)),
        ]);
      });
    }
    rows.push(manifestRow(jobId, artwork, `https://www.pixiv.net/artworks/${String(artwork.id)}`));
  }
  return { entries, works: rows };
}

function manifestRow(
  jobId: string,
  work: Pick<Artwork, "id" | "title" | "author" | "tags">,
  url: string,
): ManifestWork {
  return {
    key: `${jobId}:${String(work.id)}`,
    jobId,
    workId: work.id,
    title: work.title,
    authorId: work.author.id,
    author: work.author.name,
    tags: work.tags.map((tag) => tag.name),
    url,
  };
}
