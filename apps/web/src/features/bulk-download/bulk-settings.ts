/**
 * The bulk queue's own settings, apart from the app's versioned settings: files fetched at once (1–8,
 * default 3), ZIP part size in MB (1–4096, default 500), where files go (a chosen folder or ZIP
 * parts; by default what this browser and device support, defaultBulkOutput), the sub-folder rule
 * and the manifest format. They are kept in the queue's IndexedDB
 * database (bulk-db.ts), which commits each change at once, so a setting changed a second before
 * the browser is killed is still there after the restart (localStorage, where they were kept before,
 * is written lazily; what is found there is carried over once). The store starts with the defaults;
 * `bulkSettingsLoaded` answers once the stored ones are in, and the queue's screens and engine wait
 * for it. Values read back are checked; a bad or missing one takes its default.
 */
import { create } from "zustand";
import { isFingerFirst } from "../../lib/finger-first";
import { supportsFileSystemAccess } from "../download/save-file";
import { bulkDb } from "./bulk-db";
import type { BulkOutput, ManifestFormat, SubfolderRule } from "./queue-model";

export interface BulkSettings {
  readonly concurrency: number;
  readonly partMb: number;
  readonly output: BulkOutput;
  readonly subfolders: SubfolderRule;
  readonly manifest: ManifestFormat;
}

export const CONCURRENCY_RANGE = { min: 1, max: 8 } as const;
export const PART_MB_RANGE = { min: 1, max: 4096 } as const;
/** The settings' row in the database's `settings` table. */
const SETTINGS_KEY = "queue";
/** Where the settings were kept before they moved to IndexedDB. */
const LEGACY_STORAGE_KEY = "pxv-bulk-settings";

/**
 * Where files go unless the person chose: a folder on the device only in a browser with a folder
 * picker (File System Access) on a device driven by a mouse. Elsewhere ZIP parts through the
 * browser's downloads, which every browser has: a phone's browser may show the picker, but not a
 * folder its owner finds again, and a folder job needs a tap to resume after every reload.
 */
export function defaultBulkOutput(folderPicker: boolean, fingerFirst: boolean): BulkOutput {
  return folderPicker && !fingerFirst ? "folder" : "zip";
}

/** The destinations this browser can write to. */
const outputsHere = (): readonly BulkOutput[] => (supportsFileSystemAccess() ? ["folder", "zip"] : ["zip"]);

export const defaultBulkSettings = (): BulkSettings => ({
  concurrency: 3,
  partMb: 500,
  output: defaultBulkOutput(supportsFileSystemAccess(), isFingerFirst),
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
    // A folder kept from a browser that had a picker is no destination in one without it.
    output: oneOf<BulkOutput>(value["output"], outputsHere(), base.output),
    subfolders: oneOf<SubfolderRule>(value["subfolders"], ["none", "author", "source"], base.subfolders),
    manifest: oneOf<ManifestFormat>(value["manifest"], ["json", "csv"], base.manifest),
  };
}

/** The settings a former version left in localStorage, or null. */
function readLegacySettings(): BulkSettings | null {
  try {
    const saved = localStorage.getItem(LEGACY_STORAGE_KEY);
    return saved === null ? null : readBulkSettings(JSON.parse(saved));
  } catch {
    return null;
  }
}

async function readStoredSettings(): Promise<BulkSettings> {
  const settings = bulkDb().settings;
  const row = await settings.get(SETTINGS_KEY);
  if (row !== undefined) return readBulkSettings(row.value);
  const legacy = readLegacySettings();
  if (legacy === null) return defaultBulkSettings();
  await settings.put({ key: SETTINGS_KEY, value: legacy });
  localStorage.removeItem(LEGACY_STORAGE_KEY);
  return legacy;
}

export const useBulkSettings = create<BulkSettings>(() => defaultBulkSettings());

/** Counts changes, so that stored settings read late never undo a change made meanwhile. */
let changes = 0;
let loaded: Promise<void> | null = null;

/** Resolves once the stored settings are in the store (read on first call; never rejects). */
export function bulkSettingsLoaded(): Promise<void> {
  loaded ??= (async () => {
    const before = changes;
    let stored: BulkSettings;
    try {
      stored = await readStoredSettings();
    } catch (error) {
      console.warn("The bulk download settings could not be read; the defaults apply", error);
      return;
    }
    if (changes === before) useBulkSettings.setState(stored, true);
  })();
  return loaded;
}

/** Changes settings now and stores them (the promise settles once IndexedDB has committed them). */
export async function updateBulkSettings(patch: Partial<BulkSettings>): Promise<void> {
  const next = readBulkSettings({ ...useBulkSettings.getState(), ...patch });
  changes += 1;
  useBulkSettings.setState(next, true);
  try {
    await bulkDb().settings.put({ key: SETTINGS_KEY, value: next });
  } catch (error) {
    console.warn("The bulk download settings could not be stored", error);
  }
}
