/**
 * The ugoira download button and its format panel (PRODUCT.md §2 "Ugoira download panel"): the panel lists
 * ZIP, GIF, WebM, APNG, MP4 (browser), MP4 (server) and Other; a default format in the settings
 * skips it. Formats made from the loaded frames are refused with a hint until the animation has
 * been played once (PRODUCT.md §5) — except while the page shows the server's animated AVIF
 * (isUgoiraAvifSrc), where nothing is played in the page and the frames load silently for the
 * export (use-silent-frames.ts). Formats the server makes are offered only when it can (ffmpeg
 * installed, server-capabilities.ts); otherwise they say why. Progress shows while a file is made.
 */
import type { Artwork } from "@pxv/pixiv";
import { Download } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useShallow } from "zustand/react/shallow";
import { toast } from "../../lib/toast";
import { useDownloadFailureToast, useDownloadJob } from "../download/download-job";
import { DownloadProgress } from "../download/download-progress";
import { useDownloadSettings } from "../download/download-settings";
import { useServerCapabilities } from "../../queries/server-capabilities";
import { useSettingsStore } from "../../settings/settings-store";
import {
  downloadUgoira,
  needsLoadedFrames,
  UGOIRA_DOWNLOAD_CHOICES,
  type UgoiraDownloadFormat,
} from "./ugoira-download";
import type { LoadedUgoira } from "./load-ugoira";
import { useSilentFrames } from "./use-silent-frames";

export function UgoiraDownloadButton({ artwork, ugoira }: { artwork: Artwork; ugoira: LoadedUgoira | null }) {
  const { t } = useTranslation("artwork");
  const dialog = useRef<HTMLDialogElement>(null);
  const settings = useDownloadSettings();
  const options = useSettingsStore(
    useShallow((state) => ({
      defaultFormat: state.app.ugoiraDefDLFormat,
      bitrateMbps: state.app.ugoiraMp4Bitrate,
      apngAsPng: state.app.isUgoiraApngSaveAsPng,
      silentFrames: state.app.isUgoiraAvifSrc,
    })),
  );
  const job = useDownloadJob();
  const downloadFailed = useDownloadFailureToast();
  const loadSilently = useSilentFrames(artwork.id);
  // Until the server has answered, its formats are offered (a failure still explains itself).
  const ugoiraVideo = useServerCapabilities()?.ugoiraVideo !== false;
  /** Whether the server cannot make `format` (it has no ffmpeg). */
  const serverCannot = (format: UgoiraDownloadFormat): boolean => !needsLoadedFrames(format) && !ugoiraVideo;
  /** Whether `format` must wait for the player to load the frames. */
  const waitsForPlayer = (format: UgoiraDownloadFormat): boolean =>
    needsLoadedFrames(format) && ugoira === null && !options.silentFrames;

  const choose = (format: UgoiraDownloadFormat): void => {
    dialog.current?.close();
    if (serverCannot(format)) {
      toast(t("ugoira.server_cannot"));
      return;
    }
    if (waitsForPlayer(format)) {
      toast(t("ugoira.not_loaded"));
      return;
    }
    job
      .run(t("ugoira.making", { format }), async (report, signal) =>
        downloadUgoira(format, {
          artwork,
          ugoira: ugoira ?? (needsLoadedFrames(format) ? await loadSilently(report, signal) : null),
          settings,
          bitrateMbps: options.bitrateMbps,
          apngAsPng: options.apngAsPng,
          onProgress: report,
          signal,
        }),
      )
      .catch(downloadFailed);
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        data-testid="ugoira-download"
        disabled={job.running}
        onClick={() => {
          if (options.defaultFormat === "") dialog.current?.showModal();
          else choose(options.defaultFormat);
        }}
        className="inline-flex items-center gap-2 self-start rounded-full bg-neutral-100 px-4 py-2 text-sm font-medium hover:bg-neutral-200 disabled:opacity-50 dark:bg-neutral-800 dark:hover:bg-neutral-700"
      >
        <Download aria-hidden className="size-4" />
        {t("ugoira.download")}
      </button>
      {job.progress === null ? null : <DownloadProgress progress={job.progress} onCancel={job.cancel} />}
      <dialog
        ref={dialog}
        data-testid="ugoira-formats"
        aria-label={t("ugoira.choose_format")}
        className="m-auto w-72 rounded-xl bg-white p-0 text-neutral-900 shadow-xl backdrop:bg-black/50 dark:bg-neutral-900 dark:text-neutral-100"
      >
        <p className="border-b border-neutral-200 px-4 py-3 text-sm font-semibold dark:border-neutral-800">
          {t("ugoira.choose_format")}
        </p>
        <ul>
          {UGOIRA_DOWNLOAD_CHOICES.map((format) => (
            <li key={format}>
              <button
                type="button"
                data-format={format}
                disabled={serverCannot(format)}
                onClick={() => {
                  choose(format);
                }}
                className="flex w-full items-center justify-between px-4 py-2.5 text-left text-sm hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-60 dark:hover:bg-neutral-800"
              >
                <span>{t(`ugoira.format.${format}`)}</span>
                {serverCannot(format) ? (
                  <span data-testid="ugoira-format-unavailable" className="text-xs text-neutral-500">
                    {t("ugoira.no_ffmpeg")}
                  </span>
                ) : waitsForPlayer(format) ? (
                  <span className="text-xs text-neutral-500">{t("ugoira.needs_play")}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
        <form method="dialog" className="border-t border-neutral-200 dark:border-neutral-800">
          <button type="submit" className="w-full px-4 py-2.5 text-sm text-neutral-500">
            {t("common_cancel")}
          </button>
        </form>
      </dialog>
    </div>
  );
}
