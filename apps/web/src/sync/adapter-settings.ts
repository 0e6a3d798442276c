/**
 * Settings as records, one per setting ("setting:theme", "setting:app.wfType",
 * "setting:content.r18", "setting:keyBindings.<command>"), so two devices changing different settings
 * both keep theirs. The block lists are their own kind (adapter-blocks.ts). A pulled value goes
 * through the store's `replaceAll`, which checks every value as a stored one is checked, so a record
 * can never put the app in an impossible state. Sign-in credentials are not settings (they live under
 * the login storage's own keys) and are never read here.
 */
import { currentSettings, useSettingsStore } from "../settings/settings-store";
import type { Settings } from "../settings/settings-schema";
import type { SyncAdapter } from "./adapter";
import type { LocalChange } from "./outbox";

const PREFIX = "setting:";
/**
 * Not synced as settings: the block lists (their own adapter), and the NSFW flag, a mark of this
 * device's start-up check (PRODUCT.md §4) that each device sets for itself from the content setting.
 */
const NOT_SETTINGS: ReadonlySet<string> = new Set(["blockedTags", "blockedUserIds", "nsfwFlag"]);
/** Settings made of named parts, synced part by part. */
const GROUPS: ReadonlySet<string> = new Set(["content", "app", "keyBindings"]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function settingsRecords(settings: Settings): LocalChange[] {
  const changes: LocalChange[] = [];
  for (const [name, value] of Object.entries(settings)) {
    if (NOT_SETTINGS.has(name)) continue;
    if (GROUPS.has(name) && isObject(value)) {
      for (const [part, partValue] of Object.entries(value)) {
        changes.push({ key: `${PREFIX}${name}.${part}`, value: partValue });
      }
    } else {
      changes.push({ key: `${PREFIX}${name}`, value });
    }
  }
  return changes;
}

export const settingsAdapter: SyncAdapter = {
  prefix: PREFIX,
  readAll: () => Promise.resolve(settingsRecords(currentSettings())),
  watch: (changed) =>
    useSettingsStore.subscribe((state, previous) => {
      const differs = Object.entries(state).some(
        ([name, value]) => !NOT_SETTINGS.has(name) && previous[name as keyof typeof previous] !== value,
      );
      if (differs) changed();
    }),
  apply: (records) => {
    const next: Record<string, unknown> = { ...currentSettings() };
    for (const record of records) {
      const path = record.key.slice(PREFIX.length);
      const dot = path.indexOf(".");
      if (dot === -1) {
        if (!record.deleted && !NOT_SETTINGS.has(path)) next[path] = record.value;
        continue;
      }
      const group = path.slice(0, dot);
      const part = path.slice(dot + 1);
      if (!GROUPS.has(group)) continue;
      const parts = new Map(Object.entries(isObject(next[group]) ? next[group] : {}));
      if (record.deleted) parts.delete(part);
      else parts.set(part, record.value);
      next[group] = Object.fromEntries(parts);
    }
    useSettingsStore.getState().replaceAll(next as unknown as Settings);
    return Promise.resolve();
  },
};
