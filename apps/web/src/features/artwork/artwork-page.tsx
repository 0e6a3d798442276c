/**
 * /artworks/:id (aliases /illusts/:id, /illust/:id, /i/:id) — a work's pages and details. While the
 * detail loads, the copy from the list the user came from is shown (see queries/artwork.ts); a work
 * pixiv restricts shows a notice in place of its placeholder image. A work the content rule hides
 * (PRODUCT.md §4) shows "content hidden" instead of its images, with a toast, and loads no image. A work
 * pixiv no longer has ("no such page") says it was deleted or is hidden and tries a recovery (deleted-work.tsx). Each work opened is added
 * to the viewing history. Below the work: actions (download, ugoira formats, share), the author
 * with recent works, comments (features/comments) and related works; ← / → (and swipe) step through the list the work
 * was opened from. The page is the target of the work commands (commands/registry.ts): stepping,
 * back (Escape, Backspace), comments; its actions row offers the bookmark, follow and download ones.
 */
import { hiddenReason, type Artwork } from "@pxv/pixiv";
import { Ban, ChevronLeft, ChevronRight, EyeOff } from "lucide-react";
import { useEffect, useMemo } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useIdParam } from "../../routing/id-param";
import { useCommandTarget, type WorkTarget } from "../../components/command-targets";
import { PageError, PageLoading } from "../../components/page-status";
import { errorKindOf } from "../../data/errors";
import { useDocumentTitle } from "../../lib/use-document-title";
import { toast } from "../../lib/toast";
import { Comments } from "../comments";
import { SeasonalEffectOverlay } from "../notices/notices";
import { useArtworkQuery } from "../../queries/artwork";
import { addToHistory } from "../../storage/history";
import { useVisibilityRules } from "../../settings/content-settings";
import { UgoiraPlayer } from "../ugoira/ugoira-player";
import { useUgoira } from "../ugoira/use-ugoira";
import { ArtworkActions } from "./artwork-actions";
import { ArtworkImages } from "./artwork-images";
import { ArtworkMeta } from "./artwork-meta";
import { AuthorCard } from "./author-card";
import { DeletedWork } from "./deleted-work";
import { RelatedWorks } from "./related-works";
import { useWorkPaging } from "./use-work-paging";

/** Moves to the comments: scrolled into view, their heading focused. */
function showComments(): void {
  const heading = document.querySelector<HTMLElement>("[data-testid=comments] h2");
  if (heading === null) return;
  heading.tabIndex = -1;
  heading.scrollIntoView({ block: "start" });
  heading.focus({ preventScroll: true });
}

export function ArtworkPage() {
  const id = useIdParam();
  return <ArtworkView key={id} id={id} />;
}

function ArtworkView({ id }: { id: number }) {
  const query = useArtworkQuery(id);
  useDocumentTitle(query.data?.title);
  const paging = useWorkPaging(id);
  const { previous, next, go } = paging;
  const work = useMemo<WorkTarget>(
    () => ({
      go: (direction) => {
        go(direction > 0 ? next : previous);
      },
      comments: showComments,
    }),
    [go, next, previous],
  );
  useCommandTarget("work", work);

  let body;
  if (query.data !== undefined) body = <ArtworkDetail artwork={query.data} />;
  else if (query.isError && errorKindOf(query.error) === "not_found") {
    body = <DeletedWork id={id} />;
  } else if (query.isError) {
    body = <PageError error={query.error} retry={() => void query.refetch()} />;
  } else {
    body = <PageLoading />;
  }
  return (
    <>
      {body}
      <WorkPagingButtons previous={paging.previous} next={paging.next} go={paging.go} />
    </>
  );
}

function WorkPagingButtons({
  previous,
  next,
  go,
}: {
  previous: number | null;
  next: number | null;
  go: (to: number | null) => void;
}) {
  const { t } = useTranslation("artwork");
  if (previous === null && next === null) return null;
  const style =
    "fixed top-1/2 z-20 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/40 text-white hover:bg-black/60 disabled:opacity-0 lg:flex";
  return (
    <>
      <button
        type="button"
        data-testid="work-previous"
        disabled={previous === null}
        onClick={() => {
          go(previous);
        }}
        aria-label={t("paging.previous")}
        className={`${style} left-2`}
      >
        <ChevronLeft aria-hidden className="size-6" />
      </button>
      <button
        type="button"
        data-testid="work-next"
        disabled={next === null}
        onClick={() => {
          go(next);
        }}
        aria-label={t("paging.next")}
        className={`${style} right-2`}
      >
        <ChevronRight aria-hidden className="size-6" />
      </button>
    </>
  );
}

function ArtworkDetail({ artwork }: { artwork: Artwork }) {
  const { t } = useTranslation();
  const rules = useVisibilityRules();
  const hidden = hiddenReason(artwork, rules) !== null;
  const player = useUgoira(artwork.id);
  const showsImages = !hidden && artwork.visible;
  const loadedUgoira =
    player.state.status === "playing" || player.state.status === "paused" ? player.state.ugoira : null;

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
    <div className="flex flex-col gap-10">
      <article
        data-testid="artwork-detail"
        data-id={artwork.id}
        className="mx-auto w-full max-w-6xl lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8 lg:px-6 lg:pt-6"
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
            <ArtworkImages
              artwork={artwork}
              firstPageOverlay={
                artwork.type === "ugoira" ? <UgoiraPlayer artwork={artwork} player={player} /> : undefined
              }
            />
          ) : (
            <p className="flex items-center justify-center gap-2 bg-neutral-200 px-6 py-24 text-sm text-neutral-600 dark:bg-neutral-900 dark:text-neutral-400">
              <Ban aria-hidden className="size-4" />
              {t("artwork.restricted")}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-6 px-4 pt-4 lg:sticky lg:top-16 lg:px-0 lg:pt-0">
          <ArtworkMeta artwork={artwork} />
          {showsImages ? <ArtworkActions artwork={artwork} ugoira={loadedUgoira} /> : null}
          <AuthorCard artwork={artwork} />
          {artwork.visible ? <Comments kind="illust" id={artwork.id} /> : null}
        </div>
      </article>
      <div className="mx-auto w-full max-w-6xl pb-16">
        <RelatedWorks artwork={artwork} />
      </div>
    </div>
  );
}
