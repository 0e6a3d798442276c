/**
 * A failed load shown in place of the content: the message for the kind of failure (pixiv failed,
 * the server failed, no connection, rate limit…), pixiv's own words as a tooltip, and a retry
 * button when retrying can help. A rate limit is retried by itself once it should be over (the
 * server's Retry-After, else RATE_LIMIT_RETRY_SECONDS), so the notice clears without a click.
 */
import { CircleAlert, RotateCw } from "lucide-react";
import { useEffect, useEffectEvent } from "react";
import { useTranslation } from "../i18n/use-translation";
import { DataSourceError, errorKindOf, errorMessageKey } from "../data/errors";

/** When a rate limit gives no Retry-After, the wait before trying again by itself. */
export const RATE_LIMIT_RETRY_SECONDS = 30;

export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const detail = error instanceof DataSourceError ? error.message : undefined;
  const canRetry = onRetry !== undefined;
  const retry = useEffectEvent(() => {
    onRetry?.();
  });
  useEffect(() => {
    if (!canRetry || errorKindOf(error) !== "rate_limited") return;
    const seconds =
      (error instanceof DataSourceError ? error.retryAfterSeconds : null) ?? RATE_LIMIT_RETRY_SECONDS;
    const timer = setTimeout(retry, seconds * 1000);
    return () => {
      clearTimeout(timer);
    };
  }, [error, canRetry]);
  return (
    <div
      role="alert"
      data-testid="error-notice"
      data-kind={errorKindOf(error)}
      className="flex flex-col items-center gap-3 px-6 py-16 text-center"
    >
      <CircleAlert aria-hidden className="size-10 text-rose-500" />
      <p className="max-w-md text-sm text-neutral-700 dark:text-neutral-300" title={detail}>
        {t(errorMessageKey(error))}
      </p>
      {onRetry === undefined ? null : (
        <button
          type="button"
          data-testid="error-retry"
          onClick={onRetry}
          className="inline-flex items-center gap-2 rounded-full bg-accent-fill px-5 py-2 text-sm font-medium text-white hover:brightness-110"
        >
          <RotateCw aria-hidden className="size-4" />
          {t("common.retry")}
        </button>
      )}
    </div>
  );
}

/** A failed query's notice: its error, a retry fetching the query again. */
export function QueryErrorNotice({ query }: { query: { error: unknown; refetch: () => Promise<unknown> } }) {
  return (
    <ErrorNotice
      error={query.error}
      onRetry={() => {
        void query.refetch();
      }}
    />
  );
}
