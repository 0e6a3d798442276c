/**
 * A download in progress as React state: `run` starts a job that reports "done of total" (files,
 * frames or bytes) and refuses a second job while one runs; the component shows `progress` with
 * <DownloadProgress/>. Jobs stop when the component unmounts. `useDownloadFailureToast` is the toast
 * every download shows when it fails.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { toast } from "../../lib/toast";

export interface JobProgress {
  /** What the job is doing, for the label (a message key of the caller's choosing). */
  readonly label: string;
  readonly done: number;
  /** Null while the size is unknown. */
  readonly total: number | null;
}

export type ReportProgress = (done: number, total: number | null) => void;

export function useDownloadJob() {
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  const run = useCallback(
    async <T>(
      label: string,
      job: (report: ReportProgress, signal: AbortSignal) => Promise<T>,
    ): Promise<T | undefined> => {
      if (controller.current !== null) return undefined;
      const own = new AbortController();
      controller.current = own;
      setProgress({ label, done: 0, total: null });
      try {
        return await job((done, total) => {
          if (!own.signal.aborted) setProgress({ label, done, total });
        }, own.signal);
      } finally {
        controller.current = null;
        if (!own.signal.aborted) setProgress(null);
      }
    },
    [],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
  }, []);

  return { progress, running: progress !== null, run, cancel };
}

/** Shows why a download failed (for a job's `.catch`). */
export function useDownloadFailureToast(): (error: unknown) => void {
  const { t } = useTranslation("artwork");
  return useCallback(
    (error: unknown) => {
      toast.error(t("download.failed", { message: error instanceof Error ? error.message : String(error) }));
    },
    [t],
  );
}
