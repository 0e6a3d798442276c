/**
 * What the last import did, under the import buttons (PRODUCT.md §8 "Import failures say so"): why
 * a file was refused, or what was imported; the fields or entries it refused, named as the file
 * has them (`theme`, `app.wfType`, `illust[3]`); and an Undo that stays while the report does, since
 * the toast offering it goes after a few seconds.
 */
import { Undo2 } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";

/** How many refused paths are listed; the rest are counted. */
const MAX_LISTED = 30;

export interface ImportReport {
  /** "failed": the file changed nothing. */
  readonly outcome: "failed" | "done";
  readonly message: string;
  /** Further lines ("kept 2 stored entries…"). */
  readonly notes?: readonly string[];
  readonly refused: readonly string[];
  readonly onUndo?: () => void;
}

export function ImportReportPanel({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const listed = report.refused.slice(0, MAX_LISTED);
  const unlisted = report.refused.length - listed.length;
  return (
    <div data-testid="import-report" className="space-y-2 px-4 py-3 text-sm">
      {report.outcome === "failed" ? (
        <p role="alert" data-testid="import-error" className="text-rose-600">
          {t("transfer.import_failed")}: {report.message}
        </p>
      ) : (
        <p role="status" data-testid="import-done">
          {report.message}
        </p>
      )}
      {report.notes?.map((note) => (
        <p key={note} className="text-neutral-600 dark:text-neutral-400">
          {note}
        </p>
      ))}
      {report.refused.length === 0 ? null : (
        <div data-testid="import-refused">
          <p className="text-neutral-600 dark:text-neutral-400">{t("transfer.refused")}</p>
          <ul className="mt-1 flex flex-wrap gap-1">
            {listed.map((path) => (
              <li key={path}>
                <code className="rounded bg-neutral-100 px-1.5 py-0.5 text-xs dark:bg-neutral-800">
                  {path}
                </code>
              </li>
            ))}
            {unlisted > 0 ? <li className="text-xs text-neutral-500">+{unlisted}</li> : null}
          </ul>
        </div>
      )}
      {report.onUndo === undefined ? null : (
        <button
          type="button"
          data-testid="import-undo"
          onClick={report.onUndo}
          className="inline-flex items-center gap-1.5 rounded-full border border-neutral-300 px-3 py-1.5 dark:border-neutral-700"
        >
          <Undo2 aria-hidden className="size-4" />
          {t("transfer.undo")}
        </button>
      )}
    </div>
  );
}
