/**
 * The frames an export needs when the page shows the server's animated AVIF (setting
 * isUgoiraAvifSrc) and so never loads them to play — PRODUCT.md §B6: "the frames are loaded
 * silently only when downloading". The first export that needs them fetches the metadata and the
 * zip, reporting the zip's bytes; later exports of the same work reuse them (another work lets them
 * go). Nothing is decoded.
 */
import { useCallback, useEffect, useRef } from "react";
import { useDataSource } from "../../data/data-source-context";
import { fetchUgoiraFiles, type UgoiraFiles } from "./load-ugoira";
import { loadArea } from "../../data/proxy-areas";

export type SilentFramesLoader = (
  onProgress: (done: number, total: number | null) => void,
  signal: AbortSignal,
) => Promise<UgoiraFiles>;

export function useSilentFrames(id: number): SilentFramesLoader {
  const source = useDataSource();
  const held = useRef<{ readonly id: number; readonly files: UgoiraFiles } | null>(null);
  useEffect(
    () => () => {
      held.current = null;
    },
    [id],
  );
  return useCallback(
    async (onProgress, signal) => {
      if (held.current?.id === id) return held.current.files;
      const metadata = await loadArea(source, "work", signal).then((area) =>
        area.getUgoiraMetadata(id, { signal }),
      );
      const files = await fetchUgoiraFiles(
        metadata,
        (progress) => {
          if (progress.phase === "downloading") onProgress(progress.progress.loaded, progress.progress.total);
        },
        signal,
      );
      held.current = { id, files };
      return files;
    },
    [id, source],
  );
}
