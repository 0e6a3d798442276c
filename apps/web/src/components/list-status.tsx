/**
 * The line under an infinite list (PRODUCT.md §2 Image lists): loading, no more, or a network error that
 * retries when tapped.
 */
import { LoaderCircle, RotateCw } from "lucide-react";
import { useTranslation } from "../i18n/use-translation";

export type ListState = "loading" | "idle" | "end" | "empty" | "error";

export function ListStatus({ state, onRetry }: { state: ListState; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-14 items-center justify-center py-4 text-sm text-neutral-500 dark:text-neutral-400">
      {state === "loading" ? (
        <span role="status" className="inline-flex items-center gap-2">
          <LoaderCircle aria-hidden className="size-4 animate-spin text-accent" />
          {t("tips.loading")}
        </span>
      ) : null}
      {state === "end" ? <span data-testid="list-end">{t("tips.no_more")}</span> : null}
      {state === "empty" ? <span data-testid="list-empty">{t("tips.no_data")}</span> : null}
      {state === "error" ? (
        <button
          type="button"
          data-testid="list-retry"
          onClick={onRetry}
          className="inline-flex items-center gap-2 rounded-full px-4 py-2 text-rose-600 hover:bg-rose-50 dark:text-rose-400 dark:hover:bg-rose-950"
        >
          <RotateCw aria-hidden className="size-4" />
          {t("tips.net_err")}
        </button>
      ) : null}
    </div>
  );
}
