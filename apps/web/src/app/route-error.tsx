/**
 * What a page shows when it crashes or its code cannot load (typically a new version was deployed
 * while the tab was open): a message and a reload button, inside the shell so navigation still works.
 */
import { CircleAlert, RotateCw } from "lucide-react";
import { useTranslation } from "../i18n/use-translation";
import { useRouteError } from "react-router";

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <div
      role="alert"
      data-testid="route-error"
      className="flex flex-col items-center gap-3 px-6 py-24 text-center"
    >
      <CircleAlert aria-hidden className="size-10 text-rose-500" />
      <p className="text-sm" title={error instanceof Error ? error.message : undefined}>
        {t("error.unknown")}
      </p>
      <button
        type="button"
        onClick={() => {
          window.location.reload();
        }}
        className="inline-flex items-center gap-2 rounded-full bg-accent-fill px-5 py-2 text-sm font-medium text-white"
      >
        <RotateCw aria-hidden className="size-4" />
        {t("common.retry")}
      </button>
    </div>
  );
}
