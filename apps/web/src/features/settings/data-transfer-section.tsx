/**
 * Settings and history export/import (PRODUCT.md §2 Preference, §5, §8). Settings: a JSON file; a bad
 * file shows why and changes nothing; a good one replaces every setting, toasts and reloads.
 * History: the three lists as one JSON array; bad entries are skipped and counted.
 */
import { Download, Upload } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { SettingsSection } from "../../components/settings-ui";
import { downloadTextFile, readFileText } from "../../lib/download-file";
import { reloadSoon } from "../../lib/reload";
import { toast } from "../../lib/toast";
import { exportHistory, historyExportFileName, importHistory, parseHistoryFile } from "../../storage/history";
import { exportSettings, importSettings, SETTINGS_EXPORT_FILE_NAME } from "./settings-transfer";
import { currentSettings, useSettingsStore } from "../../settings/settings-store";

const buttonClass =
  "flex min-h-12 w-full items-center gap-3 px-4 py-2 text-left text-sm hover:bg-neutral-50 dark:hover:bg-neutral-800/60";

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

export function DataTransferSection() {
  const { t } = useTranslation();
  const replaceAll = useSettingsStore((state) => state.replaceAll);
  const [error, setError] = useState<string | null>(null);

  const importSettingsFile = async (file: File): Promise<void> => {
    const result = importSettings(await readFileText(file));
    if (!result.ok) {
      const message = t(`transfer.error_${result.problem}`);
      setError(message);
      toast.error(`${t("transfer.import_failed")}: ${message}`);
      return;
    }
    setError(null);
    replaceAll(result.settings);
    toast.success(t("transfer.import_done"));
    reloadSoon();
  };

  const importHistoryFile = async (file: File): Promise<void> => {
    const parsed = parseHistoryFile(await readFileText(file));
    if (parsed === null) {
      const message = t("transfer.error_not_json");
      setError(message);
      toast.error(`${t("transfer.import_failed")}: ${message}`);
      return;
    }
    setError(null);
    const saved = await importHistory(parsed);
    toast.success(t("transfer.history_imported", { saved, skipped: parsed.skipped }));
  };

  return (
    <SettingsSection title={t("transfer.title")}>
      <button
        type="button"
        data-testid="settings-export"
        className={buttonClass}
        onClick={() => {
          downloadTextFile(SETTINGS_EXPORT_FILE_NAME, exportSettings(currentSettings()));
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
      {error === null ? null : (
        <p role="alert" data-testid="import-error" className="px-4 py-3 text-sm text-rose-600">
          {t("transfer.import_failed")}: {error}
        </p>
      )}
    </SettingsSection>
  );
}
