/**
 * The progress of a running download: a label, "done / total" and a bar (indeterminate while the
 * total is unknown), with a cancel button.
 */
import { CloseButton } from "../../components/close-button";
import { useTranslation } from "../../i18n/use-translation";
import type { JobProgress } from "./download-job";

export function DownloadProgress({ progress, onCancel }: { progress: JobProgress; onCancel?: () => void }) {
  const { t } = useTranslation("artwork");
  const fraction = progress.total === null || progress.total === 0 ? null : progress.done / progress.total;
  return (
    <div
      role="status"
      data-testid="download-progress"
      className="flex items-center gap-3 rounded-lg bg-neutral-100 px-3 py-2 text-xs dark:bg-neutral-800"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate">
          {progress.label}
          {progress.total === null ? null : (
            <span className="ml-2 tabular-nums text-neutral-500">
              {t("download.count", { done: progress.done, total: progress.total })}
            </span>
          )}
        </p>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          {...(fraction === null ? {} : { "aria-valuenow": Math.round(fraction * 100) })}
          className="mt-1 h-1 overflow-hidden rounded-full bg-neutral-300 dark:bg-neutral-700"
        >
          <div
            className={
              fraction === null
                ? "h-full w-1/3 animate-pulse bg-accent"
                : "h-full bg-accent transition-[width]"
            }
            style={fraction === null ? undefined : { width: `${(fraction * 100).toFixed(1)}%` }}
          />
        </div>
      </div>
      {onCancel === undefined ? null : (
        <CloseButton
          label={t("download.cancel")}
          onClick={onCancel}
          className="p-1 hover:bg-neutral-200 dark:hover:bg-neutral-700"
        />
      )}
    </div>
  );
}
