/**
 * Viewing history (PRODUCT.md §3 Local stores: illusts.history, novels.history, users.history),
 * de-duplicated by id: viewing an item again moves it to the top. Export writes the three lists
 * as one JSON array; import takes an array of up to three lists (PRODUCT.md §5), skips entries that are
 * not lists, and skips and counts items without a valid id.
 */
import { localDb, type HistoryKind, type HistoryRow } from "./local-db";

export const HISTORY_KINDS: readonly HistoryKind[] = ["illust", "novel", "user"];

type Item = HistoryRow["item"];

export async function addToHistory(kind: HistoryKind, item: Item, now: number = Date.now()): Promise<void> {
  await localDb().history.put({ kind, id: item.id, viewedAt: now, item });
}

/** Newest first. */
export async function listHistory(kind: HistoryKind): Promise<Item[]> {
  const rows = await localDb()
    .history.where("[kind+viewedAt]")
    .between([kind, -Infinity], [kind, Infinity])
    .reverse()
    .toArray();
  return rows.map((row) => row.item);
}

export async function countHistory(kind: HistoryKind): Promise<number> {
  return localDb().history.where("kind").equals(kind).count();
}

export async function clearHistory(kind: HistoryKind): Promise<void> {
  await localDb().history.where("kind").equals(kind).delete();
}

export const historyExportFileName = (now: number = Date.now()): string => `pxv-history-${now}.json`;

export async function exportHistory(): Promise<string> {
  const lists = await Promise.all(HISTORY_KINDS.map((kind) => listHistory(kind)));
  return `${JSON.stringify(lists)}\n`;
}

export interface ParsedHistory {
  /** One list per kind, in HISTORY_KINDS order; null where the file had no list. */
  readonly lists: readonly (readonly Item[] | null)[];
  /** Items dropped for having no valid id, plus list entries that were not lists. */
  readonly skipped: number;
}

const isItem = (value: unknown): value is Item =>
  typeof value === "object" &&
  value !== null &&
  Number.isSafeInteger((value as { id?: unknown }).id) &&
  (value as { id: number }).id > 0;

/** Reads an exported history file; null when the file is not a JSON array at all. */
export function parseHistoryFile(text: string): ParsedHistory | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  let skipped = 0;
  const lists = HISTORY_KINDS.map((_, index) => {
    const entry: unknown = parsed[index];
    if (entry === undefined) return null;
    if (!Array.isArray(entry)) {
      skipped += 1;
      return null;
    }
    const items = entry.filter(isItem);
    skipped += entry.length - items.length;
    return items;
  });
  skipped += Math.max(0, parsed.length - HISTORY_KINDS.length);
  return { lists, skipped };
}

/** Writes parsed lists, keeping their order (the first item newest); returns how many were saved. */
export async function importHistory(parsed: ParsedHistory, now: number = Date.now()): Promise<number> {
  let saved = 0;
  const rows: HistoryRow[] = [];
  parsed.lists.forEach((list, index) => {
    const kind = HISTORY_KINDS[index];
    if (list === null || kind === undefined) return;
    list.forEach((item, position) => {
      rows.push({ kind, id: item.id, viewedAt: now - position, item });
      saved += 1;
    });
  });
  await localDb().history.bulkPut(rows);
  return saved;
}
