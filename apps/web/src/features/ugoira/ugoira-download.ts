/**
 * What each ugoira download format does (PRODUCT.md §2 panel, §5, PRODUCT.md §B6): ZIP saves the
 * frames zip; GIF, WebM, APNG and MP4(Browser) are made in a worker from the loaded frames and
 * are refused while the frames are not loaded; MP4(Server) and Other are made by pxv's server
 * (`/api/ugoira/{id}.mp4`, `.webm`) and need nothing loaded. Files go into the `ugoira` sub-folder.
 */
import { UGOIRA_BITRATE_UNIT, type Artwork } from "@pxv/pixiv";
import { UGOIRA_DOWNLOAD_FORMATS, type AppSettings } from "../../settings/settings-schema";
import { fetchBytes } from "../download/fetch-with-progress";
import { saveArtworkFile } from "../download/download-artwork";
import type { DownloadSettings } from "../download/download-settings";
import { openInNewTab } from "../download/save-file";
import type { UgoiraFiles } from "./load-ugoira";
import type { BrowserExportFormat } from "./export-protocol";

export type UgoiraDownloadFormat = Exclude<AppSettings["ugoiraDefDLFormat"], "">;

/** The settings' formats without "" (ask each time). */
export const UGOIRA_DOWNLOAD_CHOICES: readonly UgoiraDownloadFormat[] = UGOIRA_DOWNLOAD_FORMATS.filter(
  (format): format is UgoiraDownloadFormat => format !== "",
);

/** The server's ugoira conversion route. */
const SERVER_UGOIRA_PATH = "/api/ugoira";

/** What the server makes of an ugoira: the videos for downloads, the animated AVIF for the page. */
export type ServerUgoiraFormat = "mp4" | "webm" | "gif" | "avif";

/** The server's file of ugoira `id` in `format` (same origin as the app). */
export function serverUgoiraUrl(id: number, format: ServerUgoiraFormat): string {
  return `${SERVER_UGOIRA_PATH}/${String(id)}.${format}`;
}

const BROWSER_FORMATS: Partial<Record<UgoiraDownloadFormat, BrowserExportFormat>> = {
  GIF: "gif",
  WebM: "webm",
  APNG: "apng",
  "MP4(Browser)": "mp4",
};
const SERVER_FORMATS: Partial<Record<UgoiraDownloadFormat, "mp4" | "webm">> = {
  "MP4(Server)": "mp4",
  Other: "webm",
};

/** Whether a format needs the frames loaded in the page first (PRODUCT.md §5). */
export function needsLoadedFrames(format: UgoiraDownloadFormat): boolean {
  return SERVER_FORMATS[format] === undefined;
}

export class FramesNotLoadedError extends Error {
  override readonly name = "FramesNotLoadedError";
}

export interface UgoiraDownloadContext {
  readonly artwork: Artwork;
  /** The frames (loaded by the player, or silently for the export); null when not loaded. */
  readonly ugoira: UgoiraFiles | null;
  readonly settings: DownloadSettings;
  readonly bitrateMbps: number;
  readonly apngAsPng: boolean;
  readonly onProgress: (done: number, total: number | null) => void;
  readonly signal: AbortSignal;
}

export async function downloadUgoira(
  format: UgoiraDownloadFormat,
  context: UgoiraDownloadContext,
): Promise<void> {
  const { artwork, ugoira, settings, onProgress, signal } = context;
  const save = (blob: Blob, extension: string) =>
    saveArtworkFile(blob, artwork, 0, extension, settings, ["ugoira"]);

  const server = SERVER_FORMATS[format];
  if (server !== undefined) {
    const url = serverUgoiraUrl(artwork.id, server);
    try {
      const bytes = await fetchBytes(url, {
        signal,
        onProgress: ({ loaded, total }) => {
          onProgress(loaded, total);
        },
      });
      await save(new Blob([bytes as BlobPart], { type: `video/${server}` }), server);
    } catch (error) {
      if (!signal.aborted) openInNewTab(url);
      throw error;
    }
    return;
  }
  if (ugoira === null) throw new FramesNotLoadedError("Frames are not loaded");
  if (format === "ZIP") {
    await save(new Blob([ugoira.zip as BlobPart], { type: "application/zip" }), "zip");
    return;
  }
  const browser = BROWSER_FORMATS[format];
  if (browser === undefined) throw new Error(`Unknown format ${format}`);
  const { exportUgoira } = await import("./export-ugoira");
  const blob = await exportUgoira(
    browser,
    ugoira.frames.map(({ file, delay, data, type }) => ({ file, delay, data, type })),
    { bitrate: context.bitrateMbps * UGOIRA_BITRATE_UNIT, onProgress, signal },
  );
  const extension = browser === "apng" ? (context.apngAsPng ? "png" : "apng") : browser;
  await save(blob, extension);
}
