/**
 * "Download all as ZIP" for a user's works or any list of works, for the user pages and lists to
 * mount: `loadArtworks` gathers the works (e.g. `loadUserArtworks`), then every page is fetched and
 * packed (batch-zip.ts) with progress, and the ZIP is saved like any download.
 */
import type { Artwork } from "@pxv/pixiv";
import { Archive } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import type { DataSource } from "../../data/data-source";
import type { UserArtworkType } from "../../data/work-source";
import { toast } from "../../lib/toast";
import { batchZipName, zipArtworks } from "./batch-zip";
import { useDownloadFailureToast, useDownloadJob } from "./download-job";
import { DownloadProgress } from "./download-progress";
import { useDownloadSettings } from "./download-settings";
import { saveBlob } from "./save-file";

/** The most list pages a batch reads (30 works a page). */
export const BATCH_MAX_PAGES = 10;

/** Every work of a user of one type, page by page up to BATCH_MAX_PAGES. */
export async function loadUserArtworks(
  source: DataSource,
  userId: number,
  type: UserArtworkType,
  signal: AbortSignal,
): Promise<Artwork[]> {
  const works: Artwork[] = [];
  let page: number | null = 1;
  while (page !== null && page <= BATCH_MAX_PAGES) {
    const result = await source.getUserArtworks({ userId, type, page }, { signal });
    works.push(...result.artworks);
    page = result.nextPage;
  }
  return works;
}

export function BatchDownloadButton({
  name,
  loadArtworks,
}: {
  /** The ZIP's name without extension, e.g. the author's name and id. */
  name: string;
  loadArtworks: (signal: AbortSignal) => Promise<readonly Artwork[]>;
}) {
  const { t } = useTranslation("artwork");
  const settings = useDownloadSettings();
  const job = useDownloadJob();
  const downloadFailed = useDownloadFailureToast();

  const start = (): void => {
    job
      .run(t("download.batch_collecting"), async (report, signal) => {
        const works = (await loadArtworks(signal)).filter((work) => work.visible);
        const result = await zipArtworks(
          works,
          settings,
          (done, total) => {
            report(done, total);
          },
          signal,
        );
        await saveBlob(result.zip, batchZipName(name), { preferFileSystem: settings.preferFileSystem });
        if (result.failed > 0) toast(t("download.batch_partial", { count: result.failed }));
      })
      .catch(downloadFailed);
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        data-testid="batch-download"
        disabled={job.running}
        onClick={start}
        className="inline-flex items-center gap-2 self-start rounded-full bg-neutral-100 px-4 py-2 text-sm font-medium hover:bg-neutral-200 disabled:opacity-50 dark:bg-neutral-800 dark:hover:bg-neutral-700"
      >
        <Archive aria-hidden className="size-4" />
        {t("download.batch")}
      </button>
      {job.progress === null ? null : <DownloadProgress progress={job.progress} onCancel={job.cancel} />}
    </div>
  );
}
