/**
 * Queueing a bulk download: the dialog reads the whole list (with a running count), then shows the
 * filters — kinds of work, minimum bookmarks, date range, page limit, skip what was downloaded before;
 * R-18/R-18G/AI and blocked tags and users follow the content settings — with how many works and
 * files remain and how many each rule left out, and where the files go. "Queue" stores the job
 * (its files named now) and opens the queue's panel.
 */
import { use, useEffect, useMemo, useState, type ChangeEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { ModalSheet } from "../../components/modal-sheet";
import { useDataSource } from "../../data/data-source-context";
import { supportsFileSystemAccess } from "../download/save-file";
import { useVisibilityRules } from "../../settings/content-settings";
import { useSettingsStore } from "../../settings/settings-store";
import { downloadedIds } from "./bulk-db";
import { openBulkPanel } from "./bulk-entry";
import {
  BULK_WORK_TYPES,
  DEFAULT_BULK_FILTERS,
  filterWorks,
  type BulkFilters,
  type SkipReason,
} from "./bulk-filters";
import { bulkRunner } from "./bulk-runner";
import { bulkSettingsLoaded, updateBulkSettings, useBulkSettings } from "./bulk-settings";
import { collectWorks, sourceName, type BulkSourceSpec, type BulkWork } from "./bulk-source";
import { novelBulkFormat, planEntries, ugoiraBulkFormat } from "./plan-entries";
import type { BulkJob } from "./queue-model";

type Loaded =
  | { state: "loading"; count: number }
  | { state: "ready"; works: BulkWork[] }
  | { state: "error"; message: string };

/** The number and date filters: the filter, its field's id (and test id), its message and its kind. */
const FIELDS = [
  { filter: "minBookmarks", id: "bulk-min-bookmarks", label: "min_bookmarks", type: "number" },
  { filter: "from", id: "bulk-from", label: "from", type: "date" },
  { filter: "to", id: "bulk-to", label: "to", type: "date" },
  { filter: "maxPages", id: "bulk-max-pages", label: "max_pages", type: "number" },
] as const;

/** A count typed into a field: a whole number from 0, anything else 0. */
const count = (value: string): number => Math.max(0, Math.floor(Number(value)) || 0);

const inputClass = "rounded border border-neutral-300 bg-transparent px-2 py-1 dark:border-neutral-700";

export default function BulkDialog({
  spec,
  label,
  onClose,
}: {
  spec: BulkSourceSpec;
  label: string;
  onClose: () => void;
}) {
  // The stored settings decide the job's output: suspends until they are read.
  use(bulkSettingsLoaded());
  const { t } = useTranslation("bulk");
  const source = useDataSource();
  const rules = useVisibilityRules();
  const app = useSettingsStore((state) => state.app);
  const settings = useBulkSettings();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading", count: 0 });
  const [downloaded, setDownloaded] = useState<ReadonlySet<number>>(new Set());
  const [filters, setFilters] = useState<BulkFilters>(DEFAULT_BULK_FILTERS);
  const [queueing, setQueueing] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void downloadedIds().then(setDownloaded);
    collectWorks(source, spec, controller.signal, (count) => {
      setLoaded({ state: "loading", count });
    }).then(
      (works) => {
        setLoaded({ state: "ready", works });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({ state: "error", message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      controller.abort();
    };
  }, [source, spec]);

  const result = useMemo(
    () => (loaded.state === "ready" ? filterWorks(loaded.works, filters, rules, downloaded) : null),
    [loaded, filters, rules, downloaded],
  );
  const files =
    result?.kept.reduce(
      (sum, work) =>
        sum + (work.kind === "artwork" && work.artwork.type !== "ugoira" ? work.artwork.images.length : 1),
      0,
    ) ?? 0;
  const patch = (change: Partial<BulkFilters>): void => {
    setFilters((current) => ({ ...current, ...change }));
  };
  /** The job's stored settings the dialog offers, each with its choices (value, name). */
  const selects: readonly {
    setting: "output" | "subfolders" | "manifest";
    options: readonly (readonly [string, string])[];
  }[] = [
    {
      setting: "output",
      options: [
        ...(supportsFileSystemAccess() ? [["folder", t("output_folder")] as const] : []),
        ["zip", t("output_zip")],
      ],
    },
    {
      setting: "subfolders",
      options: [
        ["none", t("subfolders_none")],
        ["author", t("subfolders_author")],
        ["source", t("subfolders_source")],
      ],
    },
    {
      setting: "manifest",
      options: [
        ["json", "JSON"],
        ["csv", "CSV"],
      ],
    },
  ];

  const queue = async (): Promise<void> => {
    if (result === null || result.kept.length === 0) return;
    setQueueing(true);
    try {
      if (settings.output === "folder") {
        // Asked now, while the click still counts as the person's gesture.
        const { downloadDirectory } = await import("../download/save-file");
        await downloadDirectory();
      }
      const id = crypto.randomUUID();
      const name = sourceName(spec);
      const plan = planEntries(id, result.kept, {
        template: app.dlFileNameTpl,
        subfolders: settings.subfolders,
        ugoira: ugoiraBulkFormat(app.ugoiraDefDLFormat),
        novel: novelBulkFormat(app.novelDefDlFormat),
        sourceName: name,
      });
      const job: BulkJob = {
        id,
        createdAt: Date.now(),
        label,
        source: spec,
        name,
        output: settings.output,
        partBytes: settings.partMb * 1024 * 1024,
        manifest: settings.manifest,
        state: "running",
        pauseReason: null,
        nextPart: 1,
        works: result.kept.length,
        entries: plan.entries.length,
      };
      await bulkRunner.add(job, plan.entries, plan.works);
      openBulkPanel();
      onClose();
    } catch (error) {
      console.warn("Queueing the download failed", error);
      setQueueing(false);
    }
  };

  return (
    <ModalSheet testId="bulk-dialog" onClose={onClose} className="p-4">
      <div className="flex flex-col gap-3 text-sm">
        <h2 className="text-base font-semibold">{t("dialog_title", { label })}</h2>
        {loaded.state === "loading" ? (
          <p data-testid="bulk-collecting">{t("collecting", { count: loaded.count })}</p>
        ) : null}
        {loaded.state === "error" ? (
          <p role="alert" className="text-red-600">
            {t("load_failed", { message: loaded.message })}
          </p>
        ) : null}
        {loaded.state === "ready" ? <p>{t("collected", { count: loaded.works.length })}</p> : null}

        <fieldset className="flex flex-wrap gap-3">
          <legend className="mb-1 font-medium">{t("types")}</legend>
          {BULK_WORK_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-1">
              <input
                type="checkbox"
                data-testid={`bulk-type-${type}`}
                checked={filters.types.includes(type)}
                onChange={(event) => {
                  patch({
                    types: event.target.checked
                      ? [...filters.types, type]
                      : filters.types.filter((kept) => kept !== type),
                  });
                }}
              />
              {t(`type.${type}`)}
            </label>
          ))}
        </fieldset>
        <p className="text-xs text-neutral-500">{t("content_note")}</p>
        <div className="grid grid-cols-[1fr_auto] items-center gap-2">
          {FIELDS.map((field) => (
            <Field
              key={field.id}
              id={field.id}
              label={t(field.label)}
              type={field.type}
              value={filters[field.filter]}
              onChange={(value) => {
                patch({
                  [field.filter]: field.type === "number" ? count(value) : value,
                });
              }}
            />
          ))}
        </div>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            data-testid="bulk-skip-downloaded"
            checked={filters.skipDownloaded}
            onChange={(event) => {
              patch({ skipDownloaded: event.target.checked });
            }}
          />
          {t("skip_downloaded")}
        </label>

        <div className="grid grid-cols-[1fr_auto] items-center gap-2">
          {selects.map(({ setting, options }) => (
            <Field
              key={setting}
              id={`bulk-${setting}`}
              label={t(setting)}
              value={settings[setting]}
              options={options}
              onChange={(value) => {
                void updateBulkSettings({ [setting]: value });
              }}
            />
          ))}
        </div>

        {result === null ? null : (
          <div data-testid="bulk-summary" data-works={result.kept.length} data-files={files}>
            <p className="font-medium">
              {t("summary", {
                works: t("summary_works", { count: result.kept.length }),
                files: t("summary_files", { count: files }),
              })}
            </p>
            <ul className="text-xs text-neutral-500">
              {(Object.entries(result.skipped) as [SkipReason, number][]).map(([reason, count]) => (
                <li key={reason} data-testid={`bulk-skipped-${reason}`}>
                  {t(`skip.${reason}`, { count })}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-full px-4 py-2 hover:bg-neutral-100 dark:hover:bg-neutral-800"
          >
            {t("close")}
          </button>
          <button
            type="button"
            data-testid="bulk-queue"
            disabled={result === null || result.kept.length === 0 || queueing}
            onClick={() => {
              void queue();
            }}
            className="rounded-full bg-accent-fill px-4 py-2 font-medium text-white disabled:opacity-50"
          >
            {t("queue")}
          </button>
        </div>
      </div>
    </ModalSheet>
  );
}

/** A labelled filter field of the dialog's grid: a count or a date. */
/** A labelled field of the dialog's grids: a number or date input, or a select of `options` (value, name). */
function Field({
  id,
  label,
  value,
  onChange,
  type,
  options,
}: {
  id: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  type?: "number" | "date";
  options?: readonly (readonly [string, string])[];
}) {
  const control = {
    id,
    "data-testid": id,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      onChange(event.target.value);
    },
  };
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {options === undefined ? (
        <input
          {...control}
          type={type}
          min={type === "number" ? 0 : undefined}
          className={type === "number" ? `${inputClass} w-28` : inputClass}
        />
      ) : (
        <select {...control} className={inputClass}>
          {options.map(([choice, name]) => (
            <option key={choice} value={choice}>
              {name}
            </option>
          ))}
        </select>
      )}
    </>
  );
}
