/**
 * A work pixiv no longer has (its "no such page" answer, PRODUCT.md §4, §8): says that the work was
 * deleted or is hidden, then, as §B2.6 has it, asks the server's pid-recover route what the image
 * boorus kept of it — only with R-18 content on (boorus carry mostly adult copies; otherwise it says
 * so) and only for an id pid-recover takes — and shows each file found (picture, tags, date and
 * source), or that nothing was found.
 */
import { isRecoverableWorkId } from "@pxv/pixiv";
import { LoaderCircle, SearchX } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { formatDateTime } from "../../lib/format";
import { usePidRecoverQuery } from "../../queries/pid-recover";
import { useContentSettings } from "../../settings/content-settings";

export function DeletedWork({ id }: { id: number }) {
  const { t } = useTranslation("artwork");
  const { r18 } = useContentSettings();
  const recoverable = isRecoverableWorkId(id);

  return (
    <section data-testid="work-deleted" className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-10">
      <p role="alert" className="flex items-center gap-2 text-sm text-neutral-700 dark:text-neutral-300">
        <SearchX aria-hidden className="size-5" />
        {t("recover.deleted", { id })}
      </p>
      {!recoverable ? null : r18 ? (
        <RecoveredCopies id={id} />
      ) : (
        <p data-testid="recover-needs-r18" className="text-sm text-neutral-500">
          {t("recover.needs_r18")}
        </p>
      )}
    </section>
  );
}

/** What pid-recover found of work `id`: the search, its failure, nothing, or the files. */
function RecoveredCopies({ id }: { id: number }) {
  const { t, i18n } = useTranslation("artwork");
  const query = usePidRecoverQuery(id, true);

  return (
    <div data-testid="recover" className="flex flex-col gap-4">
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-neutral-500">
          <LoaderCircle aria-hidden className="size-4 animate-spin text-accent" />
          {t("recover.searching")}
        </p>
      ) : query.isError ? (
        <p data-testid="recover-failed" className="text-sm text-neutral-500">
          {t("recover.failed")}
        </p>
      ) : query.data.length === 0 ? (
        <p data-testid="recover-none" className="text-sm text-neutral-500">
          {t("recover.none")}
        </p>
      ) : (
        <>
          <h1 className="text-lg font-semibold">{t("recover.found", { count: query.data.length })}</h1>
          <ul className="flex flex-col gap-6">
            {query.data.map((work) => (
              <li key={work.fileUrl} data-testid="recover-item" className="flex flex-col gap-2">
                <a href={work.fileUrl} target="_blank" rel="noopener noreferrer">
                  <img
                    src={work.sampleUrl}
                    alt={t("recover.picture_alt", { id })}
                    loading="lazy"
                    className="max-h-[70vh] w-auto rounded bg-neutral-200 dark:bg-neutral-800"
                  />
                </a>
                <p className="text-xs text-neutral-500">
                  {work.createDate === "" ? null : formatDateTime(work.createDate, i18n.language)}
                  {" · "}
                  <a
                    href={work.fileUrl}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="text-accent hover:underline"
                  >
                    {t("recover.file")}
                  </a>
                  {/^https?:\/\//.test(work.source) ? (
                    <>
                      {" · "}
                      <a
                        href={work.source}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="text-accent hover:underline"
                      >
                        {t("recover.source")}
                      </a>
                    </>
                  ) : null}
                </p>
                {work.tags.length === 0 ? null : (
                  <p
                    data-testid="recover-tags"
                    className="text-sm break-words text-neutral-700 dark:text-neutral-300"
                  >
                    {work.tags.map((tag) => `#${tag}`).join(" ")}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
