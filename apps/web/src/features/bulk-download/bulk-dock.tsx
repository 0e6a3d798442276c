/**
 * The bulk queue everywhere in the app (loaded lazily by bulk-entry.tsx): starts the engine (which
 * resumes stored jobs), shows a round button with the overall progress at the bottom corner, and the
 * panel it opens — each job with its files, bytes, speed and time left, pause/resume, cancel, retry
 * failed and remove, the files that failed and why, and the queue's settings.
 */
import clsx from "clsx";
import { Download } from "lucide-react";
import { use, useEffect, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useDataSource } from "../../data/data-source-context";
import { CloseButton } from "../../components/close-button";
import { useNamespace } from "../../i18n/use-namespace";
import { bulkRunner, type JobView } from "./bulk-runner";
import {
  bulkSettingsLoaded,
  CONCURRENCY_RANGE,
  PART_MB_RANGE,
  updateBulkSettings,
  useBulkSettings,
} from "./bulk-settings";
import { useBulkQueue } from "./bulk-store";
import { formatBytes, formatDuration } from "./format-progress";

export default function BulkDock({ openRequest }: { openRequest: number }) {
  // The stored settings first (the panel shows them, the engine reads them): suspends until read.
  use(bulkSettingsLoaded());
  const ready = useNamespace("bulk");
  const source = useDataSource();
  const { jobs } = useBulkQueue();
  const [open, setOpen] = useState(openRequest > 0);

  useEffect(() => {
    bulkRunner.setSource(source);
  }, [source]);
  useEffect(() => {
    void bulkRunner.load();
  }, []);
  // Derived state: each new open request (a job was queued) opens the panel.
  const [seenRequest, setSeenRequest] = useState(openRequest);
  if (seenRequest !== openRequest) {
    setSeenRequest(openRequest);
    setOpen(true);
  }
  if (!ready || (jobs.length === 0 && !open)) return null;
  const total = jobs.reduce((sum, view) => sum + view.counts.total, 0);
  const done = jobs.reduce((sum, view) => sum + view.counts.done + view.counts.failed, 0);
  return (
    <>
      <OpenButton
        done={done}
        total={total}
        onClick={() => {
          setOpen((value) => !value);
        }}
      />
      {open ? (
        <Panel
          jobs={jobs}
          done={done}
          total={total}
          onClose={() => {
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

function OpenButton({ done, total, onClick }: { done: number; total: number; onClick: () => void }) {
  const { t } = useTranslation("bulk");
  const fraction = total === 0 ? 0 : done / total;
  return (
    <button
      type="button"
      data-testid="bulk-open"
      aria-label={t("open_queue")}
      onClick={onClick}
      className="fixed right-4 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 flex size-12 items-center justify-center rounded-full bg-white shadow-lg xl:bottom-4 dark:bg-neutral-800"
      style={{
        backgroundImage: `conic-gradient(var(--color-accent) ${String(fraction * 360)}deg, transparent 0)`,
      }}
    >
      <span className="flex size-10 items-center justify-center rounded-full bg-white dark:bg-neutral-800">
        <Download aria-hidden className="size-5" />
      </span>
    </button>
  );
}

function Panel({
  jobs,
  done,
  total,
  onClose,
}: {
  jobs: readonly JobView[];
  done: number;
  total: number;
  onClose: () => void;
}) {
  const { t } = useTranslation("bulk");
  return (
    <section
      data-testid="bulk-panel"
      aria-label={t("queue_title")}
      className="fixed right-4 bottom-[calc(8rem+env(safe-area-inset-bottom))] z-40 flex max-h-[70vh] w-[min(26rem,92vw)] flex-col gap-3 overflow-y-auto rounded-xl bg-white p-4 text-sm shadow-xl xl:bottom-20 dark:bg-neutral-900"
    >
      <header className="flex items-center justify-between">
        <h2 className="font-semibold">{t("queue_title")}</h2>
        <CloseButton label={t("close")} onClick={onClose} />
      </header>
      <p data-testid="bulk-overall" className="text-xs text-neutral-500 tabular-nums">
        {t("overall", { done, count: total })}
      </p>
      {jobs.length === 0 ? <p>{t("empty")}</p> : null}
      <ul className="flex flex-col gap-3">
        {jobs.map((view) => (
          <JobRow key={view.job.id} view={view} />
        ))}
      </ul>
      <QueueSettings />
    </section>
  );
}

const buttonClass =
  "rounded-full bg-neutral-100 px-3 py-1 text-xs font-medium hover:bg-neutral-200 dark:bg-neutral-800 dark:hover:bg-neutral-700";

function JobRow({ view }: { view: JobView }) {
  const { t } = useTranslation("bulk");
  const { job, counts, speed } = view;
  const finished = counts.done + counts.failed;
  const percent = counts.total === 0 ? 100 : (finished / counts.total) * 100;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (view.holdUntil === null) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [view.holdUntil]);
  const act = (action: (id: string) => Promise<void>) => () => {
    void action(job.id);
  };
  return (
    <li
      data-testid="bulk-job"
      data-state={job.state}
      data-job={job.id}
      className="flex flex-col gap-1 rounded-lg bg-neutral-50 p-3 dark:bg-neutral-800/50"
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="truncate font-medium">{job.label}</span>
        <span data-testid="bulk-job-state" className="shrink-0 text-xs text-neutral-500">
          {job.state === "paused" && job.pauseReason !== null
            ? t(`pause_reason.${job.pauseReason}`)
            : t(`state.${job.state}`)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        className="h-1 overflow-hidden rounded-full bg-neutral-300 dark:bg-neutral-700"
      >
        <div
          className={clsx("h-full", counts.failed > 0 ? "bg-amber-500" : "bg-accent")}
          style={{ width: `${percent.toFixed(1)}%` }}
        />
      </div>
      <p
        data-testid="bulk-job-progress"
        className="flex flex-wrap gap-x-3 text-xs tabular-nums text-neutral-600 dark:text-neutral-400"
      >
        <span data-testid="bulk-job-files">{t("files", { done: counts.done, count: counts.total })}</span>
        <span>{formatBytes(counts.bytes)}</span>
        {speed.bytesPerSecond === null ? null : (
          <span>{t("speed", { speed: formatBytes(speed.bytesPerSecond) })}</span>
        )}
        {speed.etaSeconds === null ? null : (
          <span>{t("eta", { time: formatDuration(speed.etaSeconds) })}</span>
        )}
        {counts.failed > 0 ? (
          <span className="text-amber-600">{t("failed_count", { count: counts.failed })}</span>
        ) : null}
      </p>
      {view.holdUntil === null ? null : (
        <p data-testid="bulk-job-retrying" className="text-xs text-amber-600">
          {t("retrying", { seconds: Math.max(0, Math.ceil((view.holdUntil - now) / 1000)) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {job.state === "running" ? (
          <button
            type="button"
            data-testid="bulk-pause"
            className={buttonClass}
            onClick={act((id) => bulkRunner.pause(id))}
          >
            {t("pause")}
          </button>
        ) : null}
        {job.state === "paused" ? (
          <button
            type="button"
            data-testid="bulk-resume"
            className={buttonClass}
            onClick={act((id) => bulkRunner.resume(id))}
          >
            {t("resume")}
          </button>
        ) : null}
        {job.state === "running" || job.state === "paused" ? (
          <button
            type="button"
            data-testid="bulk-cancel"
            className={buttonClass}
            onClick={act((id) => bulkRunner.cancel(id))}
          >
            {t("cancel")}
          </button>
        ) : null}
        {job.state === "done" && counts.failed > 0 ? (
          <button
            type="button"
            data-testid="bulk-retry"
            className={buttonClass}
            onClick={act((id) => bulkRunner.retryFailed(id))}
          >
            {t("retry_failed")}
          </button>
        ) : null}
        {job.state === "done" || job.state === "cancelled" ? (
          <button
            type="button"
            data-testid="bulk-remove"
            className={buttonClass}
            onClick={act((id) => bulkRunner.remove(id))}
          >
            {t("remove")}
          </button>
        ) : null}
      </div>
      {job.state === "done" && view.failures.length > 0 ? (
        <details data-testid="bulk-failures" className="text-xs">
          <summary>{t("failures_title")}</summary>
          <ul className="mt-1 flex flex-col gap-1">
            {view.failures.map((failure) => (
              <li key={failure.path} className="break-all">
                {failure.path}: {failure.error}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

function QueueSettings() {
  const { t } = useTranslation("bulk");
  const settings = useBulkSettings();
  const number = (value: string, range: { min: number; max: number }): number =>
    Math.min(range.max, Math.max(range.min, Math.round(Number(value)) || range.min));
  return (
    <details className="text-xs">
      <summary>{t("settings_title")}</summary>
      <label className="mt-2 flex items-center justify-between gap-2">
        {t("concurrency")}
        <input
          type="number"
          data-testid="bulk-concurrency"
          min={CONCURRENCY_RANGE.min}
          max={CONCURRENCY_RANGE.max}
          value={settings.concurrency}
          onChange={(event) => {
            void updateBulkSettings({ concurrency: number(event.target.value, CONCURRENCY_RANGE) });
          }}
          className="w-20 rounded border border-neutral-300 bg-transparent px-2 py-1 dark:border-neutral-700"
        />
      </label>
      <label className="mt-2 flex items-center justify-between gap-2">
        {t("part_size")}
        <input
          type="number"
          data-testid="bulk-part-size"
          min={PART_MB_RANGE.min}
          max={PART_MB_RANGE.max}
          value={settings.partMb}
          onChange={(event) => {
            void updateBulkSettings({ partMb: number(event.target.value, PART_MB_RANGE) });
          }}
          className="w-20 rounded border border-neutral-300 bg-transparent px-2 py-1 dark:border-neutral-700"
        />
      </label>
    </details>
  );
}
