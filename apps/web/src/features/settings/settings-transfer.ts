/**
 * Settings export and import (PRODUCT.md §5 "Imported settings: a text file holding an encoded JSON
 * object"). pxv writes a JSON file `{ app: "pxv", kind: "settings", version, settings }`; it also
 * reads the reference viewer's encoding of such an object (base64 of the URI-encoded JSON), so a
 * file that went through either form comes back. A file that is not one of these, or comes from a
 * newer version, is refused with a reason and changes nothing.
 */
import {
  migrateSettings,
  readSettings,
  SETTINGS_VERSION,
  type Settings,
} from "../../settings/settings-schema";

export const SETTINGS_EXPORT_FILE_NAME = "pxv-settings.json";

export function exportSettings(settings: Settings): string {
  return `${JSON.stringify({ app: "pxv", kind: "settings", version: SETTINGS_VERSION, settings }, null, 2)}\n`;
}

export type SettingsImportProblem = "not_json" | "not_settings" | "newer_version";

export type SettingsImportResult =
  | { readonly ok: true; readonly settings: Settings }
  | { readonly ok: false; readonly problem: SettingsImportProblem };

function decode(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) return JSON.parse(trimmed);
  // The encoded form: base64 of encodeURI(JSON).
  return JSON.parse(decodeURI(atob(trimmed)));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function importSettings(text: string): SettingsImportResult {
  let parsed: unknown;
  try {
    parsed = decode(text);
  } catch {
    return { ok: false, problem: "not_json" };
  }
  if (
    !isRecord(parsed) ||
    parsed["app"] !== "pxv" ||
    parsed["kind"] !== "settings" ||
    !isRecord(parsed["settings"])
  ) {
    return { ok: false, problem: "not_settings" };
  }
  const version = parsed["version"];
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    return { ok: false, problem: "not_settings" };
  }
  if (version > SETTINGS_VERSION) return { ok: false, problem: "newer_version" };
  return { ok: true, settings: readSettings(migrateSettings(parsed["settings"], version)) };
}
