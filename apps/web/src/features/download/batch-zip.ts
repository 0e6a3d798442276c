/**
 * Batch download (a user's works, or any list): every page of every work, each named by the
 * file-name template (inside a folder per author when that setting is on), packed into one ZIP
 * with fflate. Pictures are already compressed, so entries are stored, not deflated: packing costs
 * nothing beyond the copy. Progress counts pages; a page that fails is skipped and counted, so one
 * missing file does not lose the rest.
 */
import { artworkFileName, extensionOfUrl, sanitizeFileName, type Artwork } from "@pxv/pixiv";
import { zipSync, type Zippable } from "fflate";
import { fetchBytes } from "./fetch-with-progress";
import { downloadFolders, pageDownloadUrl } from "./download-artwork";
import type { DownloadSettings } from "./download-settings";

export interface BatchResult {
  readonly zip: Blob;
  readonly files: number;
  readonly failed: number;
}

/** How many pages fetch at once. */
const PARALLEL_FETCHES = 4;

export async function zipArtworks(
  artworks: readonly Artwork[],
  settings: DownloadSettings,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<BatchResult> {
  const jobs = artworks.flatMap((artwork) => artwork.images.map((_, index) => ({ artwork, index })));
  const entries: Zippable = {};
  let done = 0;
  let failed = 0;
  onProgress(0, jobs.length);

  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      if (job === undefined) return;
      const url = pageDownloadUrl(job.artwork, job.index);
      try {
        const bytes = await fetchBytes(url, { signal });
        const name = artworkFileName(settings.template, job.artwork, job.index, extensionOfUrl(url));
        const path = [...downloadFolders(job.artwork, settings), name].join("/");
        entries[path] = [bytes, { level: 0 }];
      } catch (error) {
        if (signal.aborted) throw error;
        failed += 1;
      }
      done += 1;
      onProgress(done, jobs.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_FETCHES, jobs.length) }, worker));
  const zip = zipSync(entries);
  return { zip: new Blob([zip], { type: "application/zip" }), files: jobs.length - failed, failed };
}

/** A name for the batch's ZIP, e.g. `author_12345_works.zip`. */
export function batchZipName(label: string): string {
  return `${sanitizeFileName(label)}.zip`;
}
