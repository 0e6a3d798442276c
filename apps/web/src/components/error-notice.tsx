/**
 * A failed load shown in place of the content: the spec's message for the kind of failure, pixiv's
 * own words as a tooltip, and a retry button when retrying can help.
 */
import { CircleAlert, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DataSourceError, errorMessageKey } from "../data/errors";

export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const detail = error instanceof DataSourceError ? error.message : undefined;
  return (
    <div
      role="alert"
      data-testid="error-notice"
      className="flex flex-col items-center gap-3 px-6 py-16 text-center"
    >
      <CircleAlert aria-hidden className="size-10 text-rose-500" />
      <p className="max-w-md text-sm text-neutral-700 dark:text-neutral-300" title={detail}>
        {t(errorMessageKey(error))}
      </p>
      {onRetry === undefined ? null : (
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex items-center gap-2 rounded-full bg-accent px-5 py-2 text-sm font-medium text-white hover:brightness-110"
        >
          <RotateCw aria-hidden className="size-4" />
          {t("common.retry")}
        </button>
      )}
    </div>
  );
}
