/**
 * The bulk queue's own settings, kept in localStorage (`pxv-bulk-settings`) apart from the app's
 * versioned settings: files fetched at once (1–8, default 3), ZIP part size in MB (1–4096, default
 * 500), where files go (a chosen folder or ZIP parts), the sub-folder rule and the manifest format.
 * Values read back are checked; a bad or missing one takes its default.
 */
import { create } from "zustand";
import type { BulkOutput, ManifestFormat, SubfolderRule } from "./queue-model";
import { supportsFileSystemAccess } from "../download/save-file";

export interface BulkSettings {
  readonly concurrency: number;
  readonly partMb: number;
  readonly output: BulkOutput;
  readonly subfolders: SubfolderRule;
  readonly manifest: ManifestFormat;
}

export const CONCURRENCY_RANGE = { min: 1, max: 8 } as const;
export const PART_MB_RANGE = { min: 1, max: 4096 } as const;
const STORAGE_KEY = "pxv-bulk-settings";

export const defaultBulkSettings = (): BulkSettings => ({
  concurrency: 3,
  partMb: 500,
  output: supportsFileSystemAccess() ? "folder" : "zip",
  subfolders: "author",
  manifest: "json",
});

const clampInt = (value: unknown, range: { min: number; max: number }, fallback: number): number =>
  typeof value === "number" && Number.isInteger(value) && value >= range.min && value <= range.max
    ? value
    : fallback;

const oneOf = <T extends string>(value: unknown, choices: readonly T[], fallback: T): T =>
  choices.find((choice) => choice === value) ?? fallback;

/** Settings from stored JSON (anything unreadable falls back to the defaults). */
export function readBulkSettings(saved: unknown): BulkSettings {
  const base = defaultBulkSettings();
  const value = (typeof saved === "object" && saved !== null ? saved : {}) as Record<string, unknown>;
  return {
    concurrency: clampInt(value["concurrency"], CONCURRENCY_RANGE, base.concurrency),
    partMb: clampInt(value["partMb"], PART_MB_RANGE, base.partMb),
    output: oneOf<BulkOutput>(value["output"], ["folder", "zip"], base.output),
    subfolders: oneOf<SubfolderRule>(value["subfolders"], ["none", "author", "source"], base.subfolders),
    manifest: oneOf<ManifestFormat>(value["manifest"], ["json", "csv"], base.manifest),
  };
}

function load(): BulkSettings {
  try {
    return readBulkSettings(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null"));
  } catch {
    return defaultBulkSettings();
  }
}

export const useBulkSettings = create<BulkSettings>(() => load());

export function updateBulkSettings(patch: Partial<BulkSettings>): void {
  const next = readBulkSettings({ ...useBulkSettings.getState(), ...patch });
  useBulkSettings.setState(next, true);
  localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
}
