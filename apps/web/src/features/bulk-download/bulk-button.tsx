/**
 * "Download all" for any list: the lists mount this button with a description of what they show
 * (bulk-source.ts); a click loads the queueing dialog (bulk-dialog.tsx) lazily, so the lists' own
 * chunks carry only this button. It shows (and loads its messages) after the first cards are painted.
 */
import { Archive } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useAfterFirstPaint } from "../../app/after-first-paint";
import { useNamespace } from "../../i18n/use-namespace";
import { sourceName, type BulkSourceSpec } from "./bulk-source";

const BulkDialog = lazy(() => import("./bulk-dialog"));

interface BulkButtonProps {
  readonly spec: BulkSourceSpec;
  /** Names the job in the queue; by default the list's file-safe name. */
  readonly label?: string;
}

export function BulkDownloadButton(props: BulkButtonProps) {
  return useAfterFirstPaint() ? <BulkButton {...props} /> : null;
}

function BulkButton({ spec, label }: BulkButtonProps) {
  const ready = useNamespace("bulk");
  const { t } = useTranslation("bulk");
  const [open, setOpen] = useState(false);
  if (!ready) return null;
  return (
    <>
      <button
        type="button"
        data-testid="bulk-download"
        onClick={() => {
          setOpen(true);
        }}
        className="inline-flex items-center gap-2 self-start rounded-full bg-neutral-100 px-4 py-2 text-sm font-medium hover:bg-neutral-200 dark:bg-neutral-800 dark:hover:bg-neutral-700"
      >
        <Archive aria-hidden className="size-4" />
        {t("download_all")}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BulkDialog
            spec={spec}
            label={label ?? sourceName(spec)}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
