/**
 * "Export" of the bookmark archive — every archived bookmark and local favourite — as JSON, CSV or a
 * browser bookmarks file (archive-export.ts), saved through the app's one download helper.
 */
import { Download } from "lucide-react";
import { downloadTextFile } from "../../lib/download-file";
import { useNamespace } from "../../i18n/use-namespace";
import { useTranslation } from "../../i18n/use-translation";
import { allArchivedWorks } from "../../storage/work-archive";
import { ARCHIVE_EXPORT_TYPES, archiveExport, type ArchiveExportFormat } from "./archive-export";

const FORMATS: readonly ArchiveExportFormat[] = ["json", "csv", "html"];

async function exportArchive(format: ArchiveExportFormat, folder: string): Promise<void> {
  const now = Date.now();
  const text = archiveExport(format, await allArchivedWorks(), folder, now);
  const day = new Date(now).toISOString().slice(0, 10);
  downloadTextFile(`pxv-bookmarks-${day}.${format}`, text, ARCHIVE_EXPORT_TYPES[format]);
}

export function ArchiveExportButtons() {
  const ready = useNamespace("archive");
  const { t } = useTranslation("archive");
  return (
    <div role="group" aria-label={ready ? t("export.title") : undefined} className="flex items-center gap-1">
      <Download aria-hidden className="size-4 text-neutral-500" />
      {FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          data-testid={`archive-export-${format}`}
          title={ready ? t(`export.${format}`) : undefined}
          onClick={() => void exportArchive(format, ready ? t("export.folder") : "pxv")}
          className="rounded-full border border-neutral-300 px-2.5 py-1 text-xs uppercase dark:border-neutral-700"
        >
          {format}
        </button>
      ))}
    </div>
  );
}
