// The novels' reading positions: kept as fractions, the newest last and at most 200, forgotten at the
// very start and end; bad stored entries left out; listeners told of each change.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  onReadingPositionsChanged,
  READING_POSITIONS_STORAGE_KEY,
  readReadingPositions,
  savedPosition,
  savePosition,
  writeReadingPositions,
} from "./reading-positions";

afterEach(() => {
  localStorage.clear();
});

describe("reading positions", () => {
  it("keeps a position and gives it back", () => {
    savePosition(7, 0.43219);
    expect(savedPosition(7)).toBe(0.4322);
    expect(savedPosition(8)).toBeNull();
  });

  it("forgets a novel read to its end or back at its start", () => {
    savePosition(7, 0.5);
    savePosition(7, 0.995);
    expect(savedPosition(7)).toBeNull();
    savePosition(7, 0.5);
    savePosition(7, 0);
    expect(savedPosition(7)).toBeNull();
  });

  it("keeps the newest 200, the one saved last at the end", () => {
    for (let id = 1; id <= 201; id++) savePosition(id, 0.5);
    savePosition(2, 0.6);
    const ids = [...readReadingPositions().keys()];
    expect(ids).toHaveLength(200);
    expect(ids[0]).toBe("3");
    expect(ids.at(-1)).toBe("2");
    expect(savedPosition(1)).toBeNull();
  });

  it("leaves out what is not a position, and survives text that is not JSON", () => {
    localStorage.setItem(
      READING_POSITIONS_STORAGE_KEY,
      JSON.stringify({ "1": 0.5, "2": "0.5", "3": 2, abc: 0.5, "4": -1 }),
    );
    expect([...readReadingPositions()]).toEqual([["1", 0.5]]);
    localStorage.setItem(READING_POSITIONS_STORAGE_KEY, "{not json");
    expect(readReadingPositions().size).toBe(0);
    savePosition(5, 0.25);
    expect(savedPosition(5)).toBe(0.25);
  });

  it("tells its listeners of a change here and of one from another tab, until they leave", () => {
    const listener = vi.fn();
    const stop = onReadingPositionsChanged(listener);
    savePosition(1, 0.3);
    writeReadingPositions(new Map([["2", 0.4]]));
    window.dispatchEvent(new StorageEvent("storage", { key: READING_POSITIONS_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: "another" }));
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    savePosition(3, 0.3);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
