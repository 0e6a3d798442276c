/**
 * What the last settings import did, carried across the reload that applies it (PRODUCT.md §8
 * "success reloads"): the settings it replaced, so the page that comes back can offer the undo, and
 * the fields it refused, so that page can name them. Kept in sessionStorage (this tab only) and
 * taken once: the next page load after that finds nothing.
 */
import { readSettings } from "../../settings/settings-fields";
import { isRecord, type Settings } from "../../settings/settings-schema";

export const IMPORT_OUTCOME_KEY = "pxv:settings-import";

export type SettingsImportOutcome =
  | { readonly kind: "imported"; readonly previous: Settings; readonly refused: readonly string[] }
  | { readonly kind: "undone" };

export function saveImportOutcome(outcome: SettingsImportOutcome): void {
  try {
    sessionStorage.setItem(IMPORT_OUTCOME_KEY, JSON.stringify(outcome));
  } catch (error) {
    // Without storage the import still applies; only the undo after the reload is lost.
    console.warn("Could not keep the import's undo", error);
  }
}

function outcomeOf(value: unknown): SettingsImportOutcome | null {
  if (!isRecord(value)) return null;
  if (value["kind"] === "undone") return { kind: "undone" };
  if (value["kind"] !== "imported" || !isRecord(value["previous"])) return null;
  const refused = Array.isArray(value["refused"])
    ? value["refused"].filter((path): path is string => typeof path === "string")
    : [];
  return { kind: "imported", previous: readSettings(value["previous"]), refused };
}

/** The outcome the last import left for this page load, once; null when there is none. */
export function takeImportOutcome(): SettingsImportOutcome | null {
  try {
    const raw = sessionStorage.getItem(IMPORT_OUTCOME_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(IMPORT_OUTCOME_KEY);
    return outcomeOf(JSON.parse(raw));
  } catch {
    return null;
  }
}
