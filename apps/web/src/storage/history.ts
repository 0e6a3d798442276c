/**
 * Viewing history (PRODUCT.md §3 Local stores: illusts.history, novels.history, users.history),
 * de-duplicated by id: viewing an item again moves it to the top. Export writes the three lists
 * as one JSON array; import takes an array of up to three lists (PRODUCT.md §5). An import reads the
 * whole file before writing: an entry that is not a list, or an item the history screen could not
 * show, is refused and named by where it sits (`illust[3]`); a valid item is added, or replaces the
 * stored one only when it holds every field the stored one holds, so a stub never overwrites a full
 * record. The import is one transaction, and its receipt undoes it.
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
  /** Where the file holds something refused: `illust[1]` (an item), `novel` (not a list), `[3]`. */
  readonly refused: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isListOfRecords = (value: unknown): boolean => Array.isArray(value) && value.every(isRecord);

/**
 * What an item of each kind needs besides its id for the history screen to show it: a work's card
 * reads its title, pictures, tags and author (components/artwork-card.tsx, the content filter);
 * the novel and user tabs list a title or a name.
 */
const SHOWN_FIELDS: Record<HistoryKind, (item: Record<string, unknown>) => boolean> = {
  illust: (item) => {
    const author = item["author"];
    return (
      typeof item["title"] === "string" &&
      isListOfRecords(item["images"]) &&
      isListOfRecords(item["tags"]) &&
      isRecord(author) &&
      Number.isSafeInteger(author["id"]) &&
      typeof author["name"] === "string"
    );
  },
  novel: (item) => typeof item["title"] === "string",
  user: (item) => typeof item["name"] === "string",
};

/** Whether a value is an item of `kind` the history can keep and show. */
export function isHistoryItem(kind: HistoryKind, value: unknown): value is Item {
  return (
    isRecord(value) &&
    Number.isSafeInteger(value["id"]) &&
    (value["id"] as number) > 0 &&
    SHOWN_FIELDS[kind](value)
  );
}

/** The valid items of one list, the first of each id kept (the file lists newest first). */
function readList(kind: HistoryKind, entry: unknown[], refused: string[]): Item[] {
  const items = new Map<number, Item>();
  entry.forEach((value: unknown, index) => {
    if (!isHistoryItem(kind, value)) refused.push(`${kind}[${index}]`);
    else if (!items.has(value.id)) items.set(value.id, value);
  });
  return [...items.values()];
}

/** Reads an exported history file; null when the file is not a JSON array at all. */
export function parseHistoryFile(text: string): ParsedHistory | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const refused: string[] = [];
  const lists = HISTORY_KINDS.map((kind, index) => {
    const entry: unknown = parsed[index];
    if (entry === undefined) return null;
    if (Array.isArray(entry)) return readList(kind, entry, refused);
    refused.push(kind);
    return null;
  });
  for (let index = HISTORY_KINDS.length; index < parsed.length; index += 1) refused.push(`[${index}]`);
  return { lists, refused };
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** Whether `candidate` holds every field `stored` holds (one that is not null, empty or missing). */
export function holdsEveryField(candidate: Item, stored: Item): boolean {
  return Object.entries(stored).every(([key, value]) => isBlank(value) || !isBlank(candidate[key]));
}

type HistoryKey = readonly [HistoryKind, number];

/** What an import did, and what undoing it takes. */
export interface HistoryImportReceipt {
  /** Items that were not stored before. */
  readonly added: number;
  /** Stored items replaced by the file's, which hold at least as much. */
  readonly replaced: number;
  /** Stored items kept because they hold fields the file's copy lacks. */
  readonly kept: number;
  /** The rows the import replaced, as they were. */
  readonly replacedRows: readonly HistoryRow[];
  /** The keys of the rows the import added. */
  readonly addedKeys: readonly HistoryKey[];
}

/** Writes parsed lists, keeping their order (the first item newest), in one transaction. */
export async function importHistory(
  parsed: ParsedHistory,
  now: number = Date.now(),
): Promise<HistoryImportReceipt> {
  const incoming: HistoryRow[] = [];
  parsed.lists.forEach((list, index) => {
    const kind = HISTORY_KINDS[index];
    if (list === null || kind === undefined) return;
    list.forEach((item, position) => {
      incoming.push({ kind, id: item.id, viewedAt: now - position, item });
    });
  });
  const db = localDb();
  return db.transaction("rw", db.history, async () => {
    const keys = incoming.map((row): HistoryKey => [row.kind, row.id]);
    const stored = new Map(
      (await db.history.where("[kind+id]").anyOf(keys).toArray()).map((row) => [
        `${row.kind}:${row.id}`,
        row,
      ]),
    );
    const writes: HistoryRow[] = [];
    const replacedRows: HistoryRow[] = [];
    const addedKeys: HistoryKey[] = [];
    let kept = 0;
    for (const row of incoming) {
      const previous = stored.get(`${row.kind}:${row.id}`);
      if (previous === undefined) {
        addedKeys.push([row.kind, row.id]);
        writes.push(row);
      } else if (holdsEveryField(row.item, previous.item)) {
        replacedRows.push(previous);
        writes.push(row);
      } else {
        kept += 1;
      }
    }
    await db.history.bulkPut(writes);
    return { added: addedKeys.length, replaced: replacedRows.length, kept, replacedRows, addedKeys };
  });
}

/** Takes an import back: removes what it added and puts back what it replaced. */
export async function undoHistoryImport(receipt: HistoryImportReceipt): Promise<void> {
  const db = localDb();
  await db.transaction("rw", db.history, async () => {
    await db.history
      .where("[kind+id]")
      .anyOf(receipt.addedKeys.map((key) => [...key]))
      .delete();
    await db.history.bulkPut([...receipt.replacedRows]);
  });
}
