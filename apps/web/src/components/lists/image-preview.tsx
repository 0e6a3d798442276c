/**
 * The image preview a card's title opens (PRODUCT.md §2 Image lists): the work's pages at the large size
 * over the list, one at a time, with previous/next, the page number, a download button and close
 * (Escape, the backdrop or the button). Its own chunk, loaded with the browse messages on first use.
 */
import type { Artwork } from "@pxv/pixiv";
import { ChevronLeft, ChevronRight, Download } from "lucide-react";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "../../i18n/use-translation";
import { toast } from "../../lib/toast";
import { CloseButton } from "../close-button";
import { Pximg } from "../pximg";
import { downloadArtwork } from "./download-artwork";

export function ImagePreview({ artwork, onClose }: { artwork: Artwork; onClose: () => void }) {
  const { t } = useTranslation("browse");
  const [page, setPage] = useState(0);
  const count = artwork.images.length;
  const image = artwork.images[page];

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === "Escape") onClose();
      if (event.key === "ArrowRight") setPage((current) => Math.min(count - 1, current + 1));
      if (event.key === "ArrowLeft") setPage((current) => Math.max(0, current - 1));
    };
    window.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      window.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
    };
  }, [count, onClose]);

  const button =
    "flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/25 disabled:opacity-30";
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={artwork.title}
      data-testid="image-preview"
      className="fixed inset-0 z-50 flex flex-col bg-black/90"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="flex items-center gap-2 p-3 text-white">
        <p className="min-w-0 flex-1 truncate text-sm">
          {artwork.title}
          {count > 1 ? (
            <span className="ml-2 opacity-70">{`${String(page + 1)} / ${String(count)}`}</span>
          ) : null}
        </p>
        <button
          type="button"
          className={button}
          aria-label={t("preview.download")}
          title={t("preview.download")}
          onClick={() => {
            downloadArtwork(artwork).catch(() => {
              toast.error(t("card.download_failed"));
            });
          }}
        >
          <Download aria-hidden className="size-5" />
        </button>
        <CloseButton label={t("preview.close")} tooltip size="lg" className={button} onClick={onClose} />
      </div>
      <div className="relative min-h-0 flex-1">
        {image === undefined ? null : (
          <Pximg
            key={image.l}
            src={image.l}
            alt={artwork.title}
            seed={artwork.id}
            fit="contain"
            loading="eager"
          />
        )}
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${button} absolute top-1/2 left-3 -translate-y-1/2`}
              aria-label={t("preview.previous")}
              disabled={page === 0}
              onClick={() => {
                setPage(page - 1);
              }}
            >
              <ChevronLeft aria-hidden className="size-6" />
            </button>
            <button
              type="button"
              className={`${button} absolute top-1/2 right-3 -translate-y-1/2`}
              aria-label={t("preview.next")}
              disabled={page === count - 1}
              onClick={() => {
                setPage(page + 1);
              }}
            >
              <ChevronRight aria-hidden className="size-6" />
            </button>
          </>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
