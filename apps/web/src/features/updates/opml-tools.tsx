/**
 * Updates' OPML buttons: export every follow as `pxv-follows.opml` (feeds on this instance), and
 * import a file back — what it adds is said in a message, with the outlines it could not read.
 */
import { useRef } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { downloadTextFile } from "../../lib/download-file";
import { toast } from "../../lib/toast";
import type { FollowRow } from "../../storage/follow-subject";
import { addFollows } from "../../storage/follows";
import { readOpml, writeOpml } from "./opml";

/** A file larger than this is not a list of follows. */
const MAX_OPML_BYTES = 2 * 1024 * 1024;

export function OpmlTools({ follows }: { follows: readonly FollowRow[] }) {
  const { t } = useTranslation("updates");
  const input = useRef<HTMLInputElement>(null);

  const exportFile = (): void => {
    const text = writeOpml(follows, window.location.origin, new Date());
    downloadTextFile("pxv-follows.opml", text, "text/x-opml");
  };

  const importFile = async (file: File): Promise<void> => {
    if (file.size > MAX_OPML_BYTES) {
      toast.error(t("opml.too_large"));
      return;
    }
    let reading;
    try {
      reading = readOpml(await file.text());
    } catch (error) {
      toast.error(
        error instanceof Error && error.message === "not_opml" ? t("opml.not_opml") : t("opml.not_xml"),
      );
      return;
    }
    await addFollows(reading.follows);
    const refused = reading.refused.map((entry) => entry.place).join(", ");
    const message = t("opml.imported", { count: reading.follows.length });
    if (refused === "") toast.success(message);
    else toast.error(`${message} ${t("opml.refused", { places: refused })}`);
  };

  const button =
    "rounded-full bg-neutral-200/70 px-3 py-1.5 text-sm font-medium hover:bg-neutral-300/70 dark:bg-neutral-800 dark:hover:bg-neutral-700";
  return (
    <>
      <button
        type="button"
        data-testid="opml-export"
        disabled={follows.length === 0}
        onClick={exportFile}
        className={`${button} disabled:opacity-40`}
      >
        {t("opml.export")}
      </button>
      <button
        type="button"
        data-testid="opml-import"
        onClick={() => input.current?.click()}
        className={button}
      >
        {t("opml.import")}
      </button>
      <input
        ref={input}
        type="file"
        accept=".opml,.xml,text/x-opml,application/xml,text/xml"
        hidden
        data-testid="opml-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file !== undefined)
            importFile(file).catch(() => {
              toast.error(t("opml.failed"));
            });
        }}
      />
    </>
  );
}
