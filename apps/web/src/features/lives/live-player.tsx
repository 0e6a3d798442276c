/**
 * The live's video: hls.js (its light build: lives need no subtitles or DRM), loaded only when a
 * live page opens (its own chunk), plays the HLS playlist in a muted, autoplaying <video>; browsers
 * that play HLS themselves get the playlist directly. Leaving destroys the player and empties the
 * element, so no download continues.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";

export function LivePlayer({ src, poster }: { src: string; poster: string }) {
  const { t } = useTranslation("search");
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (element === null) return undefined;
    let destroyed = false;
    let destroy: (() => void) | null = null;
    void import("hls.js/light")
      .then(({ default: Hls }) => {
        if (destroyed) return;
        if (Hls.isSupported()) {
          const hls = new Hls({ liveDurationInfinity: true, enableWorker: true });
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) setFailed(true);
          });
          hls.loadSource(src);
          hls.attachMedia(element);
          destroy = () => {
            hls.destroy();
          };
        } else if (element.canPlayType("application/vnd.apple.mpegurl") !== "") {
          element.src = src;
        } else {
          setFailed(true);
        }
        element.play().catch(() => undefined);
      })
      .catch(() => {
        if (!destroyed) setFailed(true);
      });
    return () => {
      destroyed = true;
      destroy?.();
      element.removeAttribute("src");
      element.load();
    };
  }, [src]);

  return (
    <div className="relative aspect-video overflow-hidden rounded-xl bg-black">
      <video
        ref={video}
        data-testid="live-video"
        poster={poster}
        muted
        autoPlay
        playsInline
        controls
        className="size-full"
      />
      {failed ? (
        <p role="alert" className="absolute inset-x-0 bottom-3 text-center text-sm text-white/80">
          {t("lives.player_error")}
        </p>
      ) : null}
    </div>
  );
}
