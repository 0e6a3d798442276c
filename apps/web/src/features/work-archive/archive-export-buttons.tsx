/**
 * "Export" of the bookmark archive, artworks and novels, as JSON, CSV or a browser bookmarks file
 * (archive-export.ts), saved through the app's one download helper: as small buttons in a list's
 * header, which export what that list keeps (the active account's bookmarks, or the local
 * favourites), and as rows of their own section in Settings → Preferences beside the other data
 * exports, which export the whole archive, each work with whose bookmark it is.
 */
import { Download } from "lucide-react";
import { SettingsSection, settingsButtonClassName } from "../../components/settings-ui";
import { downloadTextFile } from "../../lib/download-file";
import { useNamespace } from "../../i18n/use-namespace";
import { useTranslation } from "../../i18n/use-translation";
import { allArchivedWorks } from "../../storage/work-archive";
import type { ArchiveKeeper, ArchiveSource } from "../../storage/work-archive-record";
import { ARCHIVE_EXPORT_TYPES, archiveExport, type ArchiveExportFormat } from "./archive-export";
import { useArchiveKeeper } from "./use-archived-works";

const FORMATS: readonly ArchiveExportFormat[] = ["json", "csv", "html"];

/** Exports what `keeper` keeps, or the whole archive without one. */
async function exportArchive(
  format: ArchiveExportFormat,
  folder: string,
  keeper: ArchiveKeeper | undefined,
): Promise<void> {
  const now = Date.now();
  const text = archiveExport(format, await allArchivedWorks(keeper), folder, now);
  const day = new Date(now).toISOString().slice(0, 10);
  downloadTextFile(`pxv-bookmarks-${day}.${format}`, text, ARCHIVE_EXPORT_TYPES[format]);
}

/** The archive's messages once loaded, and the export of one format named by them. */
function useArchiveExport(keeper?: ArchiveKeeper) {
  const ready = useNamespace("archive");
  const { t } = useTranslation("archive");
  const run = (format: ArchiveExportFormat): void => {
    void exportArchive(format, ready ? t("export.folder") : "pxv", keeper);
  };
  return { ready, t, run };
}

/** A list's export: what it keeps (nothing until the active account is named). */
export function ArchiveExportButtons({ source }: { source: ArchiveSource }) {
  const keeper = useArchiveKeeper(source);
  const { ready, t, run } = useArchiveExport(keeper ?? undefined);
  return (
    <div role="group" aria-label={ready ? t("export.title") : undefined} className="flex items-center gap-1">
      <Download aria-hidden className="size-4 text-neutral-500" />
      {FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          data-testid={`archive-export-${format}`}
          title={ready ? t(`export.${format}`) : undefined}
          disabled={keeper === null}
          onClick={() => {
            run(format);
          }}
          className="rounded-full border border-neutral-300 px-2.5 py-1 text-xs uppercase dark:border-neutral-700"
        >
          {format}
        </button>
      ))}
    </div>
  );
}

/** Settings' section: what the archive holds, and one row per export format. */
export function ArchiveExportSection() {
  const { ready, t, run } = useArchiveExport();
  if (!ready) return null;
  return (
    <SettingsSection title={t("export.section")}>
      <p className="px-4 pt-3 pb-1 text-xs text-neutral-500">{t("export.section_hint")}</p>
      {FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          data-testid={`settings-archive-export-${format}`}
          className={settingsButtonClassName}
          onClick={() => {
            run(format);
          }}
        >
          <Download aria-hidden className="size-5 text-neutral-500" />
          {t(`export.${format}`)}
        </button>
      ))}
    </SettingsSection>
  );
}
