/**
 * What a page shows before its main content is there (a work, a novel, a user, a series): the
 * spinner while it loads, or the failure, with a retry where retrying can help (error-notice.tsx).
 * The line under a list is list-status.tsx.
 */
import { LoaderCircle } from "lucide-react";
import { isRetryable } from "../data/errors";
import { useTranslation } from "../i18n/use-translation";
import { ErrorNotice } from "./error-notice";

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-32 text-sm text-neutral-500">
      <LoaderCircle aria-hidden className="size-5 animate-spin text-accent" />
      {t("tips.loading")}
    </div>
  );
}

/** A page's failed load; `retry` is offered only when retrying can help. */
export function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorNotice error={error} {...(isRetryable(error) ? { onRetry: retry } : {})} />;
}
