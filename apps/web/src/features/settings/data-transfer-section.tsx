/**
 * Settings and history export/import (PRODUCT.md §2 Preference, §5, §8). An import checks the whole
 * file first; a file with nothing usable changes nothing and says why. Otherwise the valid part is
 * merged in, and the report names what was refused and offers an Undo (in a toast and under the
 * buttons). Settings: the merge is saved and the page reloads to apply it; the reloaded page shows
 * the report (import-outcome.ts). History: written at once, no reload.
 */
import { Download, Upload } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import type { TFunction } from "../../i18n/translator";
import { useTranslation } from "../../i18n/use-translation";
import { SettingsSection, settingsButtonClassName as buttonClass } from "../../components/settings-ui";
import { downloadTextFile, readFileText } from "../../lib/download-file";
import { reloadSoon } from "../../lib/reload";
import { toast } from "../../lib/toast";
import {
  exportHistory,
  historyExportFileName,
  importHistory,
  parseHistoryFile,
  undoHistoryImport,
} from "../../storage/history";
import type { Settings } from "../../settings/settings-schema";
import { currentSettings, useSettingsStore } from "../../settings/settings-store";
import { ImportReportPanel, type ImportReport } from "./import-report";
import { saveImportOutcome, takeImportOutcome } from "./import-outcome";
import {
  exportSettings,
  importSettings,
  mergeImportedSettings,
  SETTINGS_EXPORT_FILE_NAME,
  SETTINGS_EXPORT_TYPE,
} from "./settings-transfer";

function FilePickerButton({
  label,
  accept,
  testId,
  onFile,
}: {
  label: string;
  accept: string;
  testId: string;
  onFile: (file: File) => Promise<void>;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={buttonClass} onClick={() => input.current?.click()}>
        <Upload aria-hidden className="size-5 text-neutral-500" />
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={testId}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const target = event.currentTarget;
          const file = target.files?.[0];
          target.value = "";
          if (file !== undefined) void onFile(file);
        }}
      />
    </>
  );
}

/** Takes the settings the last import replaced back, and reloads to apply them. */
function undoSettingsImport(previous: Settings): void {
  useSettingsStore.getState().replaceAll(previous);
  saveImportOutcome({ kind: "undone" });
  reloadSoon();
}

/** The report of what the reload that brought this page in applied (import-outcome.ts), if anything. */
function carriedReport(t: TFunction): ImportReport | null {
  const outcome = takeImportOutcome();
  if (outcome === null) return null;
  if (outcome.kind === "undone")
    return { outcome: "done", message: t("transfer.import_undone"), refused: [] };
  return {
    outcome: "done",
    message: t("transfer.settings_imported"),
    refused: outcome.refused,
    onUndo: () => {
      undoSettingsImport(outcome.previous);
    },
  };
}

export function DataTransferSection() {
  const { t } = useTranslation();
  const replaceAll = useSettingsStore((state) => state.replaceAll);
  const [report, setReport] = useState<ImportReport | null>(() => carriedReport(t));

  // Each new report is also toasted, once, with its Undo as the toast's action.
  const toasted = useRef<ImportReport | null>(null);
  useEffect(() => {
    if (report === null || toasted.current === report) return;
    toasted.current = report;
    const { onUndo } = report;
    if (report.outcome === "failed") {
      toast.error(`${t("transfer.import_failed")}: ${report.message}`);
      return;
    }
    const action = onUndo === undefined ? undefined : { label: t("transfer.undo"), onClick: onUndo };
    toast.success(report.message, action === undefined ? undefined : { action });
  }, [report, t]);

  const fail = (message: string, refused: readonly string[]): void => {
    setReport({ outcome: "failed", message, refused });
  };

  const importSettingsFile = async (file: File): Promise<void> => {
    const result = importSettings(await readFileText(file));
    if (!result.ok) {
      fail(t(`transfer.error_${result.problem}`), result.refused);
      return;
    }
    const previous = currentSettings();
    saveImportOutcome({ kind: "imported", previous, refused: result.refused });
    replaceAll(mergeImportedSettings(previous, result.changes));
    reloadSoon();
  };

  const importHistoryFile = async (file: File): Promise<void> => {
    const parsed = parseHistoryFile(await readFileText(file));
    if (parsed === null) {
      fail(t("transfer.error_not_json"), []);
      return;
    }
    const holdsItems = parsed.lists.some((list) => list !== null && list.length > 0);
    if (!holdsItems && parsed.refused.length > 0) {
      fail(t("transfer.error_nothing_valid"), parsed.refused);
      return;
    }
    const receipt = await importHistory(parsed);
    const changed = receipt.added + receipt.replaced > 0;
    const undo = async (): Promise<void> => {
      await undoHistoryImport(receipt);
      setReport({ outcome: "done", message: t("transfer.import_undone"), refused: [] });
    };
    setReport({
      outcome: "done",
      message: t("transfer.history_imported", { count: receipt.added + receipt.replaced }),
      notes: [
        ...(parsed.refused.length > 0
          ? [t("transfer.history_skipped", { count: parsed.refused.length })]
          : []),
        ...(receipt.kept > 0 ? [t("transfer.history_kept", { count: receipt.kept })] : []),
      ],
      refused: parsed.refused,
      ...(changed ? { onUndo: () => void undo() } : {}),
    });
  };

  return (
    <SettingsSection title={t("transfer.title")}>
      <button
        type="button"
        data-testid="settings-export"
        className={buttonClass}
        onClick={() => {
          downloadTextFile(
            SETTINGS_EXPORT_FILE_NAME,
            exportSettings(currentSettings()),
            SETTINGS_EXPORT_TYPE,
          );
        }}
      >
        <Download aria-hidden className="size-5 text-neutral-500" />
        {t("transfer.export_settings")}
      </button>
      <FilePickerButton
        label={t("transfer.import_settings")}
        accept=".json,.txt,application/json,text/plain"
        testId="settings-import-file"
        onFile={importSettingsFile}
      />
      <button
        type="button"
        data-testid="history-export"
        className={buttonClass}
        onClick={() => {
          void exportHistory().then((text) => {
            downloadTextFile(historyExportFileName(), text);
          });
        }}
      >
        <Download aria-hidden className="size-5 text-neutral-500" />
        {t("transfer.export_history")}
      </button>
      <FilePickerButton
        label={t("transfer.import_history")}
        accept=".json,application/json"
        testId="history-import-file"
        onFile={importHistoryFile}
      />
      {report === null ? null : <ImportReportPanel report={report} />}
    </SettingsSection>
  );
}
