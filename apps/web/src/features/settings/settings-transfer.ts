/**
 * Settings export and import (PRODUCT.md §5 "Imported settings: a text file with an encoded JSON
 * object", §B8.5). pxv writes `pxv-settings.txt`: the object `{ app: "pxv", kind: "settings",
 * version, settings }` as base64 of its URI-encoded JSON, as the reference viewer encodes its own.
 * It reads that, the plain JSON object earlier pxv versions wrote, and the reference viewer's file
 * (an object of its localStorage keys, in either form; reference-viewer-settings.ts).
 *
 * An import checks the whole file before anything changes: a file that is not one of these, comes
 * from a newer version or holds nothing usable is refused with a reason; otherwise every field is
 * checked by its rule (settings-fields.ts), each refused one is named, and the valid ones are merged
 * into the stored settings: what the file leaves out or gets wrong stays as it was, and the block
 * lists and rebound keys gain the file's entries without losing any stored one.
 */
import { checkSettings, readSettings, type SettingsPatch } from "../../settings/settings-fields";
import { fromReferenceViewer, isReferenceViewerFile, referenceViewerPath } from "./reference-viewer-settings";
import {
  applyCombinationRules,
  isRecord,
  migrateSettings,
  SETTINGS_VERSION,
  type Settings,
} from "../../settings/settings-schema";

export const SETTINGS_EXPORT_FILE_NAME = "pxv-settings.txt";
export const SETTINGS_EXPORT_TYPE = "text/plain";

/** The encoding both viewers use: base64 of the URI-encoded JSON (encodeURI leaves only ASCII). */
export const encodeSettingsText = (json: string): string => btoa(encodeURI(json));

export function exportSettings(settings: Settings): string {
  const file = { app: "pxv", kind: "settings", version: SETTINGS_VERSION, settings };
  return `${encodeSettingsText(JSON.stringify(file))}\n`;
}

export type SettingsImportProblem = "not_json" | "not_settings" | "newer_version" | "nothing_valid";

export type SettingsImportResult =
  /** `changes`: the file's valid values; `refused`: the paths of the fields it refuses ("theme"). */
  | { readonly ok: true; readonly changes: SettingsPatch; readonly refused: readonly string[] }
  | { readonly ok: false; readonly problem: SettingsImportProblem; readonly refused: readonly string[] };

function decode(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) return JSON.parse(trimmed);
  // The encoded form: base64 of encodeURI(JSON); atob and decodeURI throw on anything else.
  return JSON.parse(decodeURI(atob(trimmed)));
}

/** How many values a patch would set: a group or list counts its entries, so `{ app: {} }` is none. */
function valueCount(patch: SettingsPatch): number {
  return Object.values(patch).reduce<number>((count, value) => {
    if (Array.isArray(value)) return count + value.length;
    if (isRecord(value)) return count + Object.keys(value).length;
    return count + 1;
  }, 0);
}

const refusedAs = (problem: SettingsImportProblem): SettingsImportResult => ({
  ok: false,
  problem,
  refused: [],
});

export function importSettings(text: string): SettingsImportResult {
  let parsed: unknown;
  try {
    parsed = decode(text);
  } catch {
    return refusedAs("not_json");
  }
  if (isReferenceViewerFile(parsed)) return importReferenceViewer(parsed);
  if (
    !isRecord(parsed) ||
    parsed["app"] !== "pxv" ||
    parsed["kind"] !== "settings" ||
    !isRecord(parsed["settings"])
  ) {
    return refusedAs("not_settings");
  }
  const version = parsed["version"];
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    return refusedAs("not_settings");
  }
  if (version > SETTINGS_VERSION) return refusedAs("newer_version");
  const { valid, refused } = checkSettings(migrateSettings(parsed["settings"], version));
  if (valueCount(valid) === 0) return { ok: false, problem: "nothing_valid", refused };
  return { ok: true, changes: valid, refused };
}

/** A reference-viewer file: its keys pxv reads, checked as pxv's own; the rest refused by name. */
function importReferenceViewer(file: Readonly<Record<string, string>>): SettingsImportResult {
  const mapped = fromReferenceViewer(file);
  const { valid, refused } = checkSettings(mapped.settings);
  const named = [...mapped.refused, ...refused.map(referenceViewerPath)];
  if (valueCount(valid) === 0) return { ok: false, problem: "nothing_valid", refused: named };
  return { ok: true, changes: valid, refused: named };
}

/** Entries of `stored` first, then those of `added` it lacks. */
const union = <T>(stored: readonly T[], added: readonly T[] = []): T[] => [...new Set([...stored, ...added])];

/**
 * The stored settings with an import's valid values merged in. A long-press choice the file makes
 * alone wins over the stored one it excludes (PRODUCT.md §5), as it would on the settings screen.
 */
export function mergeImportedSettings(stored: Settings, changes: SettingsPatch): Settings {
  const app = { ...stored.app, ...changes.app };
  const longPressChoice =
    changes.app?.isLongpressDL === true && changes.app.isLongpressBlock !== true
      ? "isLongpressDL"
      : undefined;
  return readSettings({
    ...stored,
    ...changes,
    content: { ...stored.content, ...changes.content },
    app: applyCombinationRules(app, longPressChoice),
    blockedTags: union(stored.blockedTags, changes.blockedTags),
    blockedUserIds: union(stored.blockedUserIds, changes.blockedUserIds),
    keyBindings: { ...stored.keyBindings, ...changes.keyBindings },
  });
}
