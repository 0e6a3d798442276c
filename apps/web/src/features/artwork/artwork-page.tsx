/**
 * /artworks/:id (aliases /illusts/:id, /illust/:id, /i/:id) — a work's pages and details. While the
 * detail loads, the copy from the list the user came from is shown (see queries/artwork.ts); a work
 * pixiv restricts shows a notice in place of its placeholder image. A work the content rule hides
 * (spec §4) shows "content hidden" instead of its images, with a toast, and loads no image. Each
 * work opened is added to the viewing history.
 */
import { hiddenReason, type Artwork } from "@pxv/pixiv";
import { Ban, Clapperboard, EyeOff, LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ErrorNotice } from "../../components/error-notice";
import { NotFound } from "../../components/not-found";
import { isRetryable } from "../../data/errors";
import { useDocumentTitle } from "../../lib/use-document-title";
import { toast } from "../../lib/toast";
import { SeasonalEffectOverlay } from "../notices/notices";
import { useArtworkQuery } from "../../queries/artwork";
import { addToHistory } from "../../storage/history";
import { useVisibilityRules } from "../settings/content-settings";
import { ArtworkImages } from "./artwork-images";
import { ArtworkMeta } from "./artwork-meta";

/** pixiv ids are positive integers; longer strings than this are not ids. */
const ID_PATTERN = /^[1-9]\d{0,14}$/;

export function ArtworkPage() {
  const { id = "" } = useParams();
  if (!ID_PATTERN.test(id)) return <NotFound />;
  const numericId = Number(id);
  return <ArtworkView key={numericId} id={numericId} />;
}

function ArtworkView({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useArtworkQuery(id);
  useDocumentTitle(query.data?.title);

  if (query.data !== undefined) return <ArtworkDetail artwork={query.data} />;
  if (query.isError) {
    const retry = (): void => {
      void query.refetch();
    };
    return <ErrorNotice error={query.error} {...(isRetryable(query.error) ? { onRetry: retry } : {})} />;
  }
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-32 text-sm text-neutral-500">
      <LoaderCircle aria-hidden className="size-5 animate-spin text-accent" />
      {t("tips.loading")}
    </div>
  );
}

function ArtworkDetail({ artwork }: { artwork: Artwork }) {
  const { t } = useTranslation();
  const rules = useVisibilityRules();
  const hidden = hiddenReason(artwork, rules) !== null;

  useEffect(() => {
    if (hidden) {
      toast(t("common.content_hidden"), { id: "content-hidden" });
      return;
    }
    addToHistory("illust", { ...artwork }).catch((error: unknown) => {
      console.warn("Could not save to history", error);
    });
  }, [artwork, hidden, t]);

  return (
    <article
      data-testid="artwork-detail"
      data-id={artwork.id}
      className="mx-auto max-w-6xl pb-16 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8 lg:px-6 lg:pt-6"
    >
      <div className="relative min-w-0">
        {hidden ? null : <SeasonalEffectOverlay tags={artwork.tags} />}
        {hidden ? (
          <p
            data-testid="content-hidden"
            className="flex items-center justify-center gap-2 bg-neutral-200 px-6 py-24 text-sm text-neutral-600 dark:bg-neutral-900 dark:text-neutral-400"
          >
            <EyeOff aria-hidden className="size-4" />
            {t("common.content_hidden")}
          </p>
        ) : artwork.visible ? (
          <ArtworkImages artwork={artwork} />
        ) : (
          <p className="flex items-center justify-center gap-2 bg-neutral-200 px-6 py-24 text-sm text-neutral-600 dark:bg-neutral-900 dark:text-neutral-400">
            <Ban aria-hidden className="size-4" />
            {t("artwork.restricted")}
          </p>
        )}
        {artwork.type === "ugoira" && artwork.visible && !hidden ? (
          <p className="mx-4 mt-2 flex items-center gap-2 text-xs text-neutral-500 lg:mx-0">
            <Clapperboard aria-hidden className="size-4" />
            {t("artwork.ugoira_note")}
          </p>
        ) : null}
      </div>
      <div className="px-4 pt-4 lg:sticky lg:top-16 lg:px-0 lg:pt-0">
        <ArtworkMeta artwork={artwork} />
      </div>
    </article>
  );
}
