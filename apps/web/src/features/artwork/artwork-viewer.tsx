/**
 * The full-screen image viewer (loaded on demand): every page of the work at full size with pinch,
 * wheel and keyboard zoom (+ / − / Ctrl+0; arrows pan while zoomed), swipe and arrow keys between
 * pages, Escape to close. yet-another-react-lightbox with its Zoom plugin. A status line under it
 * tells assistive technology (and tests) the page and the zoom level. The viewer commands (+, −, 0
 * by default; commands/registry.ts) zoom through the plugin's handle, so rebound keys work too.
 * A page whose picture translation is shown is drawn with it (translated-slide.tsx), zoomed as one.
 */
import type { Artwork } from "@pxv/pixiv";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import Lightbox, { type ZoomRef } from "yet-another-react-lightbox";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import { useCommandTarget, type ViewerTarget } from "../../components/command-targets";
import { pageDownloadUrl } from "../download/download-artwork";
import { useShownPictures } from "../picture-translation/picture-translation-state";
import { PageTranslationLayer } from "../picture-translation/page-translation-layer";
import { TranslatedSlide } from "../picture-translation/translated-slide";

export interface ArtworkViewerProps {
  readonly artwork: Artwork;
  readonly index: number;
  readonly onClose: () => void;
}

export function ArtworkViewer({ artwork, index: startIndex, onClose }: ArtworkViewerProps) {
  const { t } = useTranslation("artwork");
  const [index, setIndex] = useState(startIndex);
  const [zoom, setZoom] = useState(1);
  const zoomRef = useRef<ZoomRef>(null);
  // Pages whose translation is shown are drawn with it (the zoom applies to both).
  const translated = useShownPictures(artwork.id);
  const viewer = useMemo<ViewerTarget>(
    () => ({
      zoomBy: (direction) => {
        if (direction > 0) zoomRef.current?.zoomIn();
        else zoomRef.current?.zoomOut();
      },
      zoomReset: () => {
        zoomRef.current?.changeZoom(1);
      },
    }),
    [],
  );
  useCommandTarget("viewer", viewer);
  // Made once per opening: the lightbox goes back to `index` whenever it receives new slides.
  const [slides] = useState(() =>
    artwork.images.map((_, page) => ({
      src: pageDownloadUrl(artwork, page),
      alt: t("viewer.page_alt", { title: artwork.title, page: page + 1 }),
      ...(page === 0 ? { width: artwork.width, height: artwork.height } : {}),
    })),
  );

  return (
    <>
      <Lightbox
        open
        close={onClose}
        index={startIndex}
        slides={slides}
        plugins={[Zoom]}
        render={{
          slide: ({ slide, rect }) => {
            const page = slides.indexOf(slide as (typeof slides)[number]);
            const picture = translated[page];
            return picture === undefined || picture === null ? undefined : (
              <TranslatedSlide
                src={slide.src}
                alt={slide.alt ?? ""}
                page={page}
                picture={picture}
                rect={rect}
              >
                <PageTranslationLayer workId={artwork.id} page={page} />
              </TranslatedSlide>
            );
          },
        }}
        zoom={{ ref: zoomRef, maxZoomPixelRatio: 3, scrollToZoom: true }}
        carousel={{ finite: true, preload: 1 }}
        controller={{ closeOnBackdropClick: true }}
        on={{
          view: ({ index: current }) => {
            setIndex(current);
          },
          zoom: ({ zoom: level }) => {
            setZoom(level);
          },
        }}
        labels={{
          Previous: t("viewer.previous"),
          Next: t("viewer.next"),
          Close: t("viewer.close"),
          "Zoom in": t("viewer.zoom_in"),
          "Zoom out": t("viewer.zoom_out"),
        }}
      />
      <p
        role="status"
        data-testid="viewer-status"
        data-index={index}
        data-zoom={zoom.toFixed(2)}
        className="sr-only"
      >
        {t("viewer.status", { page: index + 1, count: artwork.images.length, zoom: Math.round(zoom * 100) })}
      </p>
    </>
  );
}
