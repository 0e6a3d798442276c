/**
 * The "Download all" button itself (bulk-button.tsx loads it after the first cards are painted): it
 * loads its messages, and a click loads the queueing dialog (bulk-dialog.tsx) lazily.
 */
import { Archive } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useNamespace } from "../../i18n/use-namespace";
import { BulkButtonSpace, type BulkButtonProps } from "./bulk-button-space";
import { sourceName } from "./bulk-source";

const BulkDialog = lazy(() => import("./bulk-dialog"));

export default function BulkButton({ spec, label }: BulkButtonProps) {
  const ready = useNamespace("bulk");
  const { t } = useTranslation("bulk");
  const [open, setOpen] = useState(false);
  if (!ready) return <BulkButtonSpace />;
  return (
    <>
      <button
        type="button"
        data-testid="bulk-download"
        onClick={() => {
          setOpen(true);
        }}
        className="inline-flex h-9 items-center gap-2 self-start rounded-full bg-neutral-100 px-4 py-2 text-sm font-medium hover:bg-neutral-200 dark:bg-neutral-800 dark:hover:bg-neutral-700"
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
