/**
 * The ugoira player over a work's first page: a canvas of the page's size that shows the frames
 * once they are loaded, a play button before that (or autoplay, by setting), the zip's download
 * progress and the decoding progress while loading, and pause/resume by tapping the canvas. With
 * the isUgoiraAvifSrc setting the server's animated AVIF is shown instead (ugoira-avif.tsx), and
 * the canvas player only if that image fails.
 */
import type { Artwork } from "@pxv/pixiv";
import { LoaderCircle, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { formatBytes } from "../../lib/format";
import { toast } from "../../lib/toast";
import { useSettingsStore } from "../../settings/settings-store";
import { useServerCapabilities } from "../../queries/server-capabilities";
import { UgoiraAvif } from "./ugoira-avif";
import type { useUgoira } from "./use-ugoira";

type Ugoira = ReturnType<typeof useUgoira>;

export function UgoiraPlayer({ artwork, player }: { artwork: Artwork; player: Ugoira }) {
  const { t } = useTranslation("artwork");
  // The AVIF is made by the server: without ffmpeg there, the canvas player plays the frames.
  // Until the server has answered, the still first page shows (neither the AVIF nor the frames load).
  const serverVideo = useServerCapabilities()?.ugoiraVideo;
  const avifSetting = useSettingsStore((state) => state.app.isUgoiraAvifSrc);
  const avifSource = avifSetting && serverVideo === true;
  /** The work whose AVIF failed to load: it gets the canvas player. */
  const [avifFailedFor, setAvifFailedFor] = useState<number | null>(null);
  if (avifSetting && serverVideo === undefined) return null;
  if (avifSource && avifFailedFor !== artwork.id) {
    return (
      <UgoiraAvif
        key={artwork.id}
        artwork={artwork}
        onFailed={() => {
          toast.error(t("ugoira.avif_failed"));
          setAvifFailedFor(artwork.id);
        }}
      />
    );
  }
  return <CanvasPlayer artwork={artwork} player={player} />;
}

function CanvasPlayer({ artwork, player }: { artwork: Artwork; player: Ugoira }) {
  const { t, i18n } = useTranslation("artwork");
  const autoplay = useSettingsStore((state) => state.app.autoPlayUgoira);
  const { state, canvasRef, start, pause, resume } = player;

  useEffect(() => {
    if (autoplay) void start();
  }, [autoplay, start]);

  const ready = state.status === "playing" || state.status === "paused";
  const size = ready ? state.ugoira : { width: artwork.width, height: artwork.height };

  return (
    <div data-testid="ugoira-player" data-state={state.status} className="absolute inset-0">
      <canvas
        ref={canvasRef}
        data-testid="ugoira-canvas"
        width={size.width}
        height={size.height}
        onClick={() => {
          if (state.status === "playing") pause();
          else if (state.status === "paused") resume();
        }}
        className={ready ? "size-full cursor-pointer object-contain" : "hidden"}
      />
      {state.status === "idle" ? (
        <button
          type="button"
          data-testid="ugoira-play"
          onClick={() => {
            void start();
          }}
          aria-label={t("ugoira.play")}
          className="absolute top-1/2 left-1/2 flex size-16 -translate-1/2 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/70"
        >
          <Play aria-hidden className="ml-1 size-8 fill-current" />
        </button>
      ) : null}
      {state.status === "loading" ? (
        <div
          role="status"
          className="absolute inset-x-0 bottom-0 flex items-center gap-2 bg-black/60 px-3 py-2 text-xs text-white"
        >
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          <span data-testid="ugoira-progress">
            {state.progress === null
              ? t("ugoira.preparing")
              : state.progress.phase === "downloading"
                ? t("ugoira.downloading", {
                    loaded: formatBytes(state.progress.progress.loaded, i18n.language),
                    total:
                      state.progress.progress.total === null
                        ? "?"
                        : formatBytes(state.progress.progress.total, i18n.language),
                  })
                : t("ugoira.decoding", { done: state.progress.done, total: state.progress.total })}
          </span>
        </div>
      ) : null}
      {ready ? (
        <button
          type="button"
          data-testid="ugoira-toggle"
          onClick={state.status === "playing" ? pause : resume}
          aria-label={state.status === "playing" ? t("ugoira.pause") : t("ugoira.resume")}
          className="absolute right-2 bottom-2 flex size-9 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/70"
        >
          {state.status === "playing" ? (
            <Pause aria-hidden className="size-4 fill-current" />
          ) : (
            <Play aria-hidden className="ml-0.5 size-4 fill-current" />
          )}
        </button>
      ) : null}
    </div>
  );
}
