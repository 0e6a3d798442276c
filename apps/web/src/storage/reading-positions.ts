/**
 * Where the reader was in each novel, as a fraction of the text's height (so a change of font size
 * still lands near the same place), kept in localStorage for the last POSITIONS_KEPT novels — the one
 * place that reads and writes them: the novel reader saves and offers them, novel cards show them as
 * progress, and sync (sync/adapter-reading-positions.ts) carries them between devices. A change in
 * this tab or another reaches the listeners of `onReadingPositionsChanged`.
 * The positions are one JSON object by novel id; a JSON object lists integer keys in numeric order,
 * so their age order (which ones go beyond the cap) is kept beside them as a list of ids.
 */

export const READING_POSITIONS_STORAGE_KEY = "pxv-novel-positions";
const ORDER_STORAGE_KEY = "pxv-novel-positions-order";
const POSITIONS_KEPT = 200;
/** Below this and above its complement a novel counts as not started / finished: nothing is kept. */
const EDGE = 0.01;

/** A stored fraction: after the start, at most the end. */
export const isReadingPosition = (value: unknown): value is number =>
  typeof value === "number" && value > 0 && value <= 1;

/** The stored texts last parsed, and what they held: cards read their position on every render. */
let parsed: {
  readonly raw: string | null;
  readonly rawOrder: string | null;
  readonly positions: ReadonlyMap<string, number>;
} | null = null;

function parseJson(raw: string | null): unknown {
  try {
    return JSON.parse(raw ?? "null") as unknown;
  } catch {
    return null;
  }
}

/** The positions in age order: ids the order list does not name first (older data), then the list's. */
function parse(raw: string | null, rawOrder: string | null): ReadonlyMap<string, number> {
  const value = parseJson(raw);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return new Map();
  const entries = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, number] => /^\d+$/.test(entry[0]) && isReadingPosition(entry[1]),
  );
  const positions = new Map(entries);
  const order = parseJson(rawOrder);
  const listed = Array.isArray(order) ? order.filter((id): id is string => positions.has(String(id))) : [];
  const named = new Set(listed);
  return new Map([
    ...entries.filter(([id]) => !named.has(id)),
    ...listed.map((id): [string, number] => [id, positions.get(id) ?? 0]),
  ]);
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The kept positions as stored now, parsed once per change. */
function currentPositions(): ReadonlyMap<string, number> {
  const raw = stored(READING_POSITIONS_STORAGE_KEY);
  const rawOrder = stored(ORDER_STORAGE_KEY);
  if (parsed?.raw !== raw || parsed.rawOrder !== rawOrder) {
    parsed = { raw, rawOrder, positions: parse(raw, rawOrder) };
  }
  return parsed.positions;
}

/** Every kept position by novel id (as text), in age order (the newest last); bad entries left out. */
export function readReadingPositions(): Map<string, number> {
  return new Map(currentPositions());
}

const listeners = new Set<() => void>();

/** Replaces the kept positions (the newest POSITIONS_KEPT of them) and tells the listeners. */
export function writeReadingPositions(positions: ReadonlyMap<string, number>): void {
  const kept = [...positions].slice(-POSITIONS_KEPT);
  try {
    localStorage.setItem(READING_POSITIONS_STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
    localStorage.setItem(ORDER_STORAGE_KEY, JSON.stringify(kept.map(([id]) => id)));
  } catch {
    // Storage full or unavailable: the positions stay as they were.
    return;
  }
  for (const listener of listeners) listener();
}

/** The novel's kept position, or null. */
export function savedPosition(id: number): number | null {
  return currentPositions().get(String(id)) ?? null;
}

/** Keeps the novel's position (the newest entry); at the very start or end, forgets it. */
export function savePosition(id: number, fraction: number): void {
  const key = String(id);
  const positions = readReadingPositions();
  const before = positions.get(key);
  positions.delete(key);
  if (fraction > EDGE && fraction < 1 - EDGE) positions.set(key, Number(fraction.toFixed(4)));
  if (before === undefined && !positions.has(key)) return;
  writeReadingPositions(positions);
}

/** Calls `listener` when the positions change here or in another tab; returns the unsubscribe. */
export function onReadingPositionsChanged(listener: () => void): () => void {
  const onStorage = (event: StorageEvent): void => {
    if (event.key === READING_POSITIONS_STORAGE_KEY || event.key === ORDER_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
