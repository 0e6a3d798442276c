/**
 * All pages of a work, one under another, each in a box of the right aspect before it loads: the
 * first page's size is known from the work; later pages borrow it until their own image arrives
 * (pixiv gives no per-page sizes), then take their real aspect. The first page loads eagerly. On
 * wide screens a page is no taller than the window ("fit screen" setting), so a whole page is in
 * view. Which file each page shows follows the image-quality setting (setting-rules.ts). Works of
 * 3 or more pages start collapsed (PRODUCT.md §9) behind a "show all" button. Tapping a page opens the
 * full-screen viewer (artwork-viewer.tsx, loaded on demand) at that page. `firstPageOverlay` sits
 * over the first page (the ugoira player). The page and zoom commands (PageUp/PageDown, `z`) act on
 * the page that has the focus or, without one, the first page in view; focus returns to that page
 * when the viewer closes. Opened with `?page=N` (a list's inline page), it starts scrolled to page N.
 * Over each page lies its picture translation when one is shown (features/picture-translation).
 */
import { IMAGES_COLLAPSE_AT, type Artwork } from "@pxv/pixiv";
import clsx from "clsx";
import { ChevronDown } from "lucide-react";
import {
  lazy,
  Suspense,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { useCommandTarget, type PagesTarget } from "../../components/command-targets";
import { Pximg } from "../../components/pximg";
import { scrollBehavior } from "../../lib/motion";
import { ARTWORK_PAGE_PARAM } from "../../routing/paths";
import { PageTranslationLayer } from "../picture-translation/page-translation-layer";
import { effectiveResolution, viewerImageUrl } from "../settings/setting-rules";
import { useSettingsStore } from "../../settings/settings-store";

const ArtworkViewer = lazy(() =>
  import("./artwork-viewer").then((module) => ({ default: module.ArtworkViewer })),
);

/** Height of the collapsed pages block (reference viewer: 1000 px with a fade). */
const COLLAPSED_HEIGHT_PX = 1000;
/** Below the top bar: a page whose bottom is above this line is out of view. */
const TOP_BAR_PX = 64;

/** The page that has the focus, else the first one in view. */
function currentPage(pages: HTMLElement): number {
  const figures = [...pages.querySelectorAll("figure")];
  const focused = figures.findIndex((figure) => figure.contains(document.activeElement));
  if (focused !== -1) return focused;
  return Math.max(
    0,
    figures.findIndex((figure) => figure.getBoundingClientRect().bottom > TOP_BAR_PX),
  );
}

interface Size {
  readonly width: number;
  readonly height: number;
}

export function ArtworkImages({
  artwork,
  firstPageOverlay,
}: {
  artwork: Artwork;
  firstPageOverlay?: ReactNode;
}) {
  const { t } = useTranslation();
  const { t: tw } = useTranslation("artwork");
  const savedResolution = useSettingsStore((state) => state.app.imgReso);
  const imageHost = useSettingsStore((state) => state.imageHost);
  const fitScreen = useSettingsStore((state) => state.app.isImageFitScreen);
  const resolution = effectiveResolution(savedResolution, imageHost);
  const [loadedSizes, setLoadedSizes] = useState<ReadonlyMap<number, Size>>(new Map());
  // Opened at a later page (a list's inline page links `?page=N`): that page is scrolled into view.
  const [searchParams] = useSearchParams();
  const startPage = Number(searchParams.get(ARTWORK_PAGE_PARAM) ?? "1") - 1;
  const [expanded, setExpanded] = useState(artwork.images.length < IMAGES_COLLAPSE_AT || startPage > 0);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const pagesRef = useRef<HTMLDivElement>(null);

  const pages = useMemo<PagesTarget>(
    () => ({
      page: (direction) => {
        const element = pagesRef.current;
        if (element === null) return;
        const figures = element.querySelectorAll("figure");
        const to = figures[currentPage(element) + direction];
        if (to === undefined) return;
        setExpanded(true);
        to.scrollIntoView({ block: "start", behavior: scrollBehavior() });
        to.querySelector("button")?.focus({ preventScroll: true });
      },
      zoom: () => {
        if (pagesRef.current !== null) setViewerIndex(currentPage(pagesRef.current));
      },
    }),
    [setExpanded, setViewerIndex],
  );
  useCommandTarget("pages", pages);

  // Once, as soon as the page's figure exists (a list's copy of the work may hold only its first page).
  const startedAt = useRef(false);
  const pageCount = artwork.images.length;
  useLayoutEffect(() => {
    if (startedAt.current || !Number.isInteger(startPage) || startPage < 1) return;
    const figure = pagesRef.current?.querySelectorAll("figure")[startPage];
    if (figure === undefined) return;
    startedAt.current = true;
    figure.scrollIntoView({ block: "start" });
    figure.querySelector("button")?.focus({ preventScroll: true });
  }, [startPage, pageCount]);

  return (
    <div className="relative">
      <div
        ref={pagesRef}
        data-testid="artwork-pages"
        data-collapsed={!expanded}
        className={clsx("flex flex-col gap-1 sm:gap-3", !expanded && "overflow-hidden")}
        style={expanded ? undefined : { maxHeight: COLLAPSED_HEIGHT_PX }}
      >
        {artwork.images.map((image, index) => {
          const size = loadedSizes.get(index) ?? { width: artwork.width, height: artwork.height };
          return (
            <figure
              key={image.l}
              className={clsx(
                "relative mx-auto w-full scroll-mt-16 bg-neutral-200 dark:bg-neutral-800",
                fitScreen && "lg:w-[min(100%,var(--fit-width))]",
              )}
              style={
                {
                  aspectRatio: `${size.width} / ${size.height}`,
                  "--fit-width": `calc((100dvh - 6rem) * ${(size.width / size.height).toFixed(4)})`,
                } as CSSProperties
              }
            >
              <button
                type="button"
                className="block size-full cursor-zoom-in"
                aria-label={tw("viewer.open", { page: index + 1 })}
                onClick={() => {
                  setViewerIndex(index);
                }}
              >
                <Pximg
                  data-testid="artwork-image"
                  data-page={index}
                  src={viewerImageUrl(image, resolution)}
                  alt={t("artwork.image_alt", { title: artwork.title, page: index + 1 })}
                  seed={artwork.id + index}
                  fit="contain"
                  loading={index === 0 ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : "auto"}
                  width={size.width}
                  height={size.height}
                  onLoaded={(element) => {
                    if (index === 0 || element.naturalWidth === 0) return;
                    const natural = { width: element.naturalWidth, height: element.naturalHeight };
                    setLoadedSizes((previous) => new Map(previous).set(index, natural));
                  }}
                />
              </button>
              {index === 0 ? firstPageOverlay : null}
              {artwork.type === "ugoira" ? null : <PageTranslationLayer workId={artwork.id} page={index} />}
            </figure>
          );
        })}
      </div>
      {expanded ? null : (
        <div className="absolute inset-x-0 bottom-0 flex h-48 items-end justify-center bg-linear-to-t from-white to-transparent pb-4 dark:from-neutral-950">
          <button
            type="button"
            data-testid="show-all-pages"
            onClick={() => {
              setExpanded(true);
            }}
            className="inline-flex items-center gap-1.5 rounded-full bg-accent-fill px-5 py-2 text-sm font-medium text-white shadow"
          >
            <ChevronDown aria-hidden className="size-4" />
            {tw("pages.show_all", { count: artwork.images.length })}
          </button>
        </div>
      )}
      {viewerIndex === null ? null : (
        <Suspense fallback={null}>
          <ArtworkViewer
            artwork={artwork}
            index={viewerIndex}
            onClose={() => {
              setViewerIndex(null);
              // Back to the page the viewer was showing when it opened.
              pagesRef.current?.querySelectorAll("figure")[viewerIndex]?.querySelector("button")?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
