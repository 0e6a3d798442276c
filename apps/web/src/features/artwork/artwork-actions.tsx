/**
 * The action row under a work: download this page or all pages (named by the template, with
 * progress), the ugoira download panel for animations, local favourites, the share sheet, the slideshow
 * and the pictures' translation (with its status line). It is also the work's
 * target for the bookmark, follow and download commands (`d` downloads every page), and keeps the
 * bookmark archive's copy of the work current (features/work-archive).
 */
import type { Artwork } from "@pxv/pixiv";
import { Download, Images } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { useCallback } from "react";
import { useCommandTarget } from "../../components/command-targets";
import { downloadArtwork } from "../../components/lists/download-artwork";
import { useArtworkTarget } from "../account/use-artwork-target";
import { BookmarkButton } from "../account/bookmark-button";
import { LocalFavoriteButton } from "../local-favorites/local-favorite-button";
import { useBookmark } from "../account/use-bookmark";
import { useSettingsStore } from "../../settings/settings-store";
import { downloadArtworkPages } from "../download/download-artwork";
import { useDownloadFailureToast, useDownloadJob } from "../download/download-job";
import { DownloadProgress } from "../download/download-progress";
import { useDownloadSettings } from "../download/download-settings";
import { ShareButton } from "../share/share-sheet";
import { SlideshowButton } from "../slideshow/slideshow-button";
import {
  PictureTranslationStatus,
  TranslatePicturesButton,
} from "../picture-translation/translate-pictures-button";
import type { LoadedUgoira } from "../ugoira/load-ugoira";
import { UgoiraDownloadButton } from "../ugoira/ugoira-download-button";
import { useArchiveOpenedWork } from "../work-archive/use-archive-opened-work";
import { artworkPath } from "../../routing/paths";

const BUTTON =
  "inline-flex items-center gap-2 rounded-full bg-neutral-100 px-4 py-2 text-sm font-medium hover:bg-neutral-200 disabled:opacity-50 dark:bg-neutral-800 dark:hover:bg-neutral-700";

export function ArtworkActions({ artwork, ugoira }: { artwork: Artwork; ugoira: LoadedUgoira | null }) {
  const { t } = useTranslation("artwork");
  const settings = useDownloadSettings();
  const job = useDownloadJob();
  const downloadFailed = useDownloadFailureToast();
  const bookmark = useBookmark(artwork);
  const { add: addBookmark } = bookmark;
  // "Bookmark after download": once, with the settings' defaults, when signed in and not yet bookmarked.
  const bookmarkAfterDownload = bookmark.capabilities.signedIn && !bookmark.bookmarked ? addBookmark : null;

  const { run } = job;
  const download = useCallback(
    (pages: readonly number[]): void => {
      run(t("download.pages"), (report, signal) =>
        downloadArtworkPages(artwork, pages, settings, report, signal),
      )
        .then(() => {
          if (useSettingsStore.getState().app.isAutoBookmarkAfterDownload) void bookmarkAfterDownload?.();
        })
        .catch(downloadFailed);
    },
    [run, t, artwork, settings, bookmarkAfterDownload, downloadFailed],
  );
  const downloadAll = useCallback(() => {
    if (artwork.type === "ugoira") downloadArtwork(artwork).catch(downloadFailed);
    else download(artwork.images.map((_, index) => index));
  }, [artwork, download, downloadFailed]);
  useCommandTarget("artwork", useArtworkTarget(artwork, downloadAll));
  useArchiveOpenedWork(artwork);

  const share = {
    title: artwork.title,
    text: `${artwork.title} / ${artwork.author.name}`,
    // Rendered on the server (a first screen sent in the page), the sheet is never opened: the path.
    url:
      typeof window === "undefined"
        ? artworkPath(artwork.id)
        : new URL(artworkPath(artwork.id), window.location.origin).href,
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <BookmarkButton work={artwork} variant="labelled" />
        {artwork.type === "ugoira" ? (
          <UgoiraDownloadButton artwork={artwork} ugoira={ugoira} />
        ) : (
          <>
            <button
              type="button"
              data-testid="download-page"
              disabled={job.running}
              onClick={() => {
                download([0]);
              }}
              className={BUTTON}
            >
              <Download aria-hidden className="size-4" />
              {artwork.count > 1 ? t("download.first_page") : t("download.image")}
            </button>
            {artwork.count > 1 ? (
              <button
                type="button"
                data-testid="download-all"
                disabled={job.running}
                onClick={() => {
                  download(artwork.images.map((_, index) => index));
                }}
                className={BUTTON}
              >
                <Images aria-hidden className="size-4" />
                {t("download.all_pages", { count: artwork.count })}
              </button>
            ) : null}
          </>
        )}
        <LocalFavoriteButton work={artwork} className={BUTTON} />
        <ShareButton content={share} />
        <SlideshowButton artwork={artwork} />
        {artwork.type === "ugoira" ? null : <TranslatePicturesButton artwork={artwork} className={BUTTON} />}
      </div>
      <PictureTranslationStatus workId={artwork.id} />
      {job.progress === null ? null : <DownloadProgress progress={job.progress} onCancel={job.cancel} />}
    </div>
  );
}
