/**
 * The slideshow (issue 29), full screen over whatever screen it was started from: the slides of the
 * list (every page of each work, continuing into the list's next pages) or of one work, each for the
 * interval the settings keep, with a bar of controls (previous, pause/play, next, interval, zoom,
 * close) that fades while the pointer rests. It holds a screen wake lock while it runs, takes the keys,
 * swipes and the wheel (slideshow-input.ts), and sits on the command floor's viewer slot so the list or
 * work under it answers no key meanwhile. Leaving full screen closes it, and closing leaves full screen.
 */
import type { Artwork } from "@pxv/pixiv";
import { SLIDESHOW_INTERVALS_S } from "../../settings/settings-schema";
import clsx from "clsx";
import { ChevronLeft, ChevronRight, Pause, Play, X, ZoomIn, ZoomOut, type LucideIcon } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useCommandTarget, type ViewerTarget } from "../../components/command-targets";
import { IconButton } from "../../components/icon-button";
import { useShownSource } from "../../components/lists/shown-lists";
import { useNamespace } from "../../i18n/use-namespace";
import { useTranslation } from "../../i18n/use-translation";
import { useSettingsStore } from "../../settings/settings-store";
import { zoomStep } from "./pan-zoom";
import { slidesLeft, stepSlide, workIndex } from "./player-state";
import { SlidePicture, useSlideImageUrl } from "./slide-picture";
import type { SlideshowRequest } from "./slideshow-request";
import { useSlideshowInput } from "./slideshow-input";
import { useSlideshowPlayer } from "./use-slideshow-player";
import { useScreenWakeLock } from "./wake-lock";

/** How long the controls stay after the pointer last moved. */
const CONTROLS_REST_MS = 2500;

/** The bar's buttons, each named by its message (slideshow.<name>), which its test id repeats. */
type ControlName = "previous" | "play" | "pause" | "next" | "zoom_out" | "zoom_in" | "close";

function ControlButton({
  name,
  testId = `slideshow-${name.replace("_", "-")}`,
  icon: Icon,
  iconClassName = "size-5",
  onClick,
}: {
  name: ControlName;
  testId?: string;
  icon: LucideIcon;
  iconClassName?: string;
  onClick: () => void;
}) {
  const { t } = useTranslation("artwork");
  return (
    <IconButton
      testId={testId}
      label={t(`slideshow.${name}`)}
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-white/15"
    >
      <Icon aria-hidden className={iconClassName} />
    </IconButton>
  );
}

function Slideshow({ request, onClose }: { request: SlideshowRequest; onClose: () => void }) {
  const { t } = useTranslation("artwork");
  const source = useShownSource(request.listId);
  const works = useMemo<readonly Artwork[]>(
    () => source?.works ?? (request.artwork === null ? [] : [request.artwork]),
    [source, request.artwork],
  );
  const intervalS = useSettingsStore((state) => state.app.slideshowInterval);
  const setAppSetting = useSettingsStore((state) => state.setAppSetting);
  const { state, slideWorks, dispatch } = useSlideshowPlayer(
    works,
    source,
    request.startId,
    intervalS * 1000,
  );
  /** The zoom of the slide it was set on; every new slide starts at the screen's fit. */
  const [zoomed, setZoomed] = useState({ slide: "", zoom: 1 });
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [controlsShown, setControlsShown] = useState(true);
  const imageUrl = useSlideImageUrl();

  const slideKey = `${String(state.at.id)}.${String(state.at.page)}`;
  const zoom = zoomed.slide === slideKey ? zoomed.zoom : 1;
  const slideKeyRef = useRef(slideKey);
  useEffect(() => {
    slideKeyRef.current = slideKey;
  });
  const index = workIndex(slideWorks, state.at);
  const artwork = works[index] ?? null;
  const hasMore = source?.load()?.hasNextPage ?? false;
  const waiting = hasMore && slidesLeft(slideWorks, state.at) === 0 && !state.paused;

  useScreenWakeLock(true);
  const viewer = useMemo<ViewerTarget>(
    () => ({
      zoomBy: (direction) => {
        setZoomed((current) => {
          const slide = slideKeyRef.current;
          return { slide, zoom: zoomStep(current.slide === slide ? current.zoom : 1, direction) };
        });
      },
      zoomReset: () => {
        setZoomed({ slide: slideKeyRef.current, zoom: 1 });
      },
    }),
    [],
  );
  useCommandTarget("viewer", viewer);
  // The bar's buttons and the keys, swipes and wheel (slideshow-input.ts) do the same.
  const step = (delta: 1 | -1) => (): void => {
    dispatch({ type: "step", delta });
  };
  const toggle = (): void => {
    dispatch({ type: "toggle" });
  };
  const zoomBy = (direction: -1 | 0 | 1) => (): void => {
    if (direction === 0) viewer.zoomReset();
    else viewer.zoomBy(direction);
  };
  useSlideshowInput(root, {
    step: (delta) => {
      step(delta)();
    },
    toggle,
    close: onClose,
    zoom: (direction) => {
      zoomBy(direction)();
    },
  });

  // The next slide's picture is fetched while this one shows.
  useEffect(() => {
    const next = stepSlide(slideWorks, state.at, 1);
    const work = next === null ? undefined : works.find((candidate) => candidate.id === next.id);
    const url = work === undefined || next === null ? null : imageUrl(work, next.page);
    if (url !== null) new Image().src = url;
  }, [slideWorks, works, state.at, imageUrl]);

  // Leaving full screen (Escape, the browser's own control) closes the slideshow; closing leaves it.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    const onChange = (): void => {
      if (document.fullscreenElement === null) closeRef.current();
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
      if (document.fullscreenElement !== null) document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  useEffect(() => {
    if (!controlsShown) return undefined;
    const timer = setTimeout(() => {
      setControlsShown(false);
    }, CONTROLS_REST_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [controlsShown, state.at]);

  useEffect(() => {
    root?.focus({ preventScroll: true });
  }, [root]);

  const pages = slideWorks[index]?.pages ?? 1;
  return (
    <div
      ref={setRoot}
      role="dialog"
      aria-modal="true"
      aria-label={t("slideshow.label")}
      tabIndex={-1}
      data-testid="slideshow"
      data-work-id={artwork?.id ?? ""}
      data-page={state.at.page}
      data-pages={pages}
      data-type={artwork?.type ?? ""}
      data-index={index}
      data-count={works.length}
      data-paused={state.paused}
      data-ended={state.ended}
      data-zoom={zoom}
      onPointerMove={() => {
        setControlsShown(true);
      }}
      className={clsx(
        "fixed inset-0 z-[100] touch-none overflow-hidden bg-black outline-none select-none",
        !controlsShown && "cursor-none",
      )}
    >
      {artwork === null ? (
        <p className="absolute inset-0 flex items-center justify-center text-sm text-neutral-300">
          {t("slideshow.empty")}
        </p>
      ) : (
        <SlidePicture
          key={slideKey}
          artwork={artwork}
          page={state.at.page}
          zoom={zoom}
          paused={state.paused}
          durationMs={state.intervalMs}
        />
      )}
      <div
        className={clsx(
          "absolute inset-x-0 bottom-0 flex flex-wrap items-center gap-2 bg-linear-to-t from-black/80 to-transparent px-4 pt-10 pb-4 text-white transition-opacity duration-300",
          controlsShown || state.paused || state.ended ? "opacity-100" : "opacity-0",
        )}
      >
        <ControlButton name="previous" icon={ChevronLeft} iconClassName="size-6" onClick={step(-1)} />
        <ControlButton
          name={state.paused || state.ended ? "play" : "pause"}
          testId="slideshow-toggle"
          icon={state.paused || state.ended ? Play : Pause}
          iconClassName="size-5 fill-current"
          onClick={toggle}
        />
        <ControlButton name="next" icon={ChevronRight} iconClassName="size-6" onClick={step(1)} />
        <label className="flex items-center gap-1.5 text-xs">
          <span>{t("slideshow.interval")}</span>
          <select
            data-testid="slideshow-interval"
            value={intervalS}
            onChange={(event) => {
              setAppSetting("slideshowInterval", Number(event.target.value) as typeof intervalS);
            }}
            className="rounded-md bg-white/15 px-1.5 py-1 text-white"
          >
            {SLIDESHOW_INTERVALS_S.map((seconds) => (
              <option key={seconds} value={seconds} className="text-black">
                {t("slideshow.seconds", { seconds })}
              </option>
            ))}
          </select>
        </label>
        <ControlButton name="zoom_out" icon={ZoomOut} onClick={zoomBy(-1)} />
        <ControlButton name="zoom_in" icon={ZoomIn} onClick={zoomBy(1)} />
        <p className="min-w-0 flex-1 truncate text-sm" data-testid="slideshow-caption">
          {artwork === null ? null : `${artwork.title} — ${artwork.author.name}`}
          {pages > 1 ? ` · ${t("slideshow.page", { page: state.at.page + 1, total: pages })}` : null}
        </p>
        <span className="text-xs text-neutral-300 tabular-nums" data-testid="slideshow-position">
          {waiting
            ? t("slideshow.waiting")
            : state.ended
              ? t("slideshow.ended")
              : t("slideshow.position", { index: Math.max(0, index) + 1, total: works.length })}
        </span>
        <ControlButton name="close" icon={X} iconClassName="size-6" onClick={onClose} />
      </div>
    </div>
  );
}

/** The slideshow once its messages (and the ugoira player's) are in. */
export default function SlideshowView({
  request,
  onClose,
}: {
  request: SlideshowRequest;
  onClose: () => void;
}) {
  const ready = useNamespace("artwork");
  return ready ? <Slideshow request={request} onClose={onClose} /> : null;
}
