/**
 * One slide's picture: drawn at the size pan-zoom.ts computes from the page's known width and height
 * (the work's first page's until this page's own image has loaded), moving along its pan path for the
 * slide's interval as one Web Animations transform animation, held while the slideshow is paused. An
 * ugoira plays in place over its first frame (features/ugoira's player, started at once).
 */
import type { Artwork } from "@pxv/pixiv";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Pximg } from "../../components/pximg";
import { useTranslation } from "../../i18n/use-translation";
import { useSettingsStore } from "../../settings/settings-store";
import { effectiveResolution, viewerImageUrl } from "../settings/setting-rules";
import { UgoiraPlayer } from "../ugoira/ugoira-player";
import { useUgoira } from "../ugoira/use-ugoira";
import { pans, slideMotion, translate, type Size } from "./pan-zoom";

/** The screen's size, kept up to date. */
export function useScreenSize(): Size {
  const read = (): Size => ({ width: window.innerWidth, height: window.innerHeight });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const onResize = (): void => {
      setSize(read());
    };
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return size;
}

/** The address of a page's picture as the image-quality setting says (as the artwork page shows it). */
export function useSlideImageUrl(): (artwork: Artwork, page: number) => string | null {
  const saved = useSettingsStore((state) => state.app.imgReso);
  const imageHost = useSettingsStore((state) => state.imageHost);
  const resolution = effectiveResolution(saved, imageHost);
  return (artwork, page) => {
    const image = artwork.images[page];
    return image === undefined ? null : viewerImageUrl(image, resolution);
  };
}

function UgoiraInPlace({ artwork }: { artwork: Artwork }) {
  const player = useUgoira(artwork.id);
  const { start } = player;
  useEffect(() => {
    void start();
  }, [start]);
  return <UgoiraPlayer artwork={artwork} player={player} />;
}

export function SlidePicture({
  artwork,
  page,
  zoom,
  paused,
  durationMs,
}: {
  artwork: Artwork;
  page: number;
  zoom: number;
  paused: boolean;
  durationMs: number;
}) {
  const { t } = useTranslation();
  const screen = useScreenSize();
  const imageUrl = useSlideImageUrl();
  const [loaded, setLoaded] = useState<Size | null>(null);
  const width = loaded?.width ?? artwork.width;
  const height = loaded?.height ?? artwork.height;
  const motion = useMemo(() => slideMotion({ width, height }, screen, zoom), [width, height, screen, zoom]);
  const box = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  const src = imageUrl(artwork, page);

  useLayoutEffect(() => {
    const element = box.current;
    if (element === null || !pans(motion) || typeof element.animate !== "function") return undefined;
    const running = element.animate(
      [{ transform: translate(motion.from) }, { transform: translate(motion.to) }],
      {
        duration: durationMs,
        easing: "ease-in-out",
        fill: "both",
      },
    );
    animation.current = running;
    return () => {
      running.cancel();
      animation.current = null;
    };
  }, [motion, durationMs]);

  useEffect(() => {
    const running = animation.current;
    if (running === null) return;
    if (paused) running.pause();
    else if (running.playState === "paused") running.play();
  }, [paused, motion, durationMs]);

  return (
    <div
      ref={box}
      data-testid="slideshow-picture"
      data-pans={pans(motion)}
      className="absolute top-0 left-0 will-change-transform"
      style={{ width: motion.size.width, height: motion.size.height, transform: translate(motion.from) }}
    >
      {src === null ? null : (
        <Pximg
          src={src}
          alt={t("artwork.image_alt", { title: artwork.title, page: page + 1 })}
          seed={artwork.id + page}
          fit="contain"
          loading="eager"
          fetchPriority="high"
          width={Math.round(motion.size.width)}
          height={Math.round(motion.size.height)}
          onLoaded={(element) => {
            if (page === 0 || element.naturalWidth === 0) return;
            setLoaded({ width: element.naturalWidth, height: element.naturalHeight });
          }}
        />
      )}
      {artwork.type === "ugoira" ? <UgoiraInPlace artwork={artwork} /> : null}
    </div>
  );
}
