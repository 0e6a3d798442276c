/**
 * Novel reading positions as records, one per novel ("position:<id>", the fraction read). The novel
 * reader keeps them in localStorage under READING_POSITIONS_STORAGE_KEY (features/novel/
 * reading-position.ts, which sync may not import: the key is repeated here and checked by this
 * folder's tests). Same-tab writes fire no event, so the loop reads them again on each round.
 */
import type { SyncAdapter } from "./adapter";
import type { LocalChange } from "./outbox";

export const READING_POSITIONS_STORAGE_KEY = "pxv-novel-positions";
const PREFIX = "position:";

function readPositions(): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(READING_POSITIONS_STORAGE_KEY) ?? "{}");
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export const readingPositionsAdapter: SyncAdapter = {
  prefix: PREFIX,
  readAll: () =>
    Promise.resolve(
      Object.entries(readPositions())
        .filter(([, value]) => typeof value === "number")
        .map(([id, value]): LocalChange => ({ key: `${PREFIX}${id}`, value })),
    ),
  watch: (changed) => {
    const onStorage = (event: StorageEvent): void => {
      if (event.key === READING_POSITIONS_STORAGE_KEY) changed();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener("storage", onStorage);
    };
  },
  apply: (records) => {
    const positions = new Map(Object.entries(readPositions()));
    for (const record of records) {
      const id = record.key.slice(PREFIX.length);
      if (!/^\d+$/.test(id)) continue;
      if (record.deleted) positions.delete(id);
      else if (typeof record.value === "number" && record.value > 0 && record.value <= 1)
        positions.set(id, record.value);
    }
    try {
      localStorage.setItem(READING_POSITIONS_STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
    } catch {
      // Storage full: the positions stay as they were.
    }
    return Promise.resolve();
  },
};
