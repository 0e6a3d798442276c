/**
 * Where the reader was in each novel, as a fraction of the text's height (so a change of font size
 * still lands near the same place), kept in localStorage for the last POSITIONS_KEPT novels.
 */
const STORAGE_KEY = "pxv-novel-positions";
const POSITIONS_KEPT = 200;

type Positions = Record<string, number>;

function read(): Positions {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    return typeof value === "object" && value !== null ? (value as Positions) : {};
  } catch {
    return {};
  }
}

export function savedPosition(id: number): number | null {
  const value = read()[String(id)];
  return typeof value === "number" && value > 0 && value <= 1 ? value : null;
}

export function savePosition(id: number, fraction: number): void {
  const key = String(id);
  const others = Object.entries(read()).filter(([entry]) => entry !== key);
  // Insertion order is age order: the newest entry goes last, the oldest drop off the front.
  if (fraction > 0.01 && fraction < 0.99) others.push([key, Number(fraction.toFixed(4))]);
  const kept = others.slice(-POSITIONS_KEPT);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or unavailable: the position is simply not remembered.
  }
}
