// Browsing list rules: the random ranking pick (modes, 2–14 days back, page caps), the shuffle,
// the home-list filter, the rank menus and their content gating, and the novel filters.
import { describe, expect, it } from "vitest";
import { HOME_EXCLUDED_AUTHOR_IDS, isHomeListWork, pickRandomRank, RANDOM_RANK, shuffled } from "./lists.js";
import { passesNovelFilters } from "./filters/novel-filters.js";
import {
  findIllustRankEntry,
  findNovelRankEntry,
  firstRankEntry,
  isRankEntryAllowed,
  isRankEntryListed,
  RANK_CATEGORIES,
  RANK_MENUS,
} from "./rank-menus.js";
import { addDays, pixivDateOf } from "./rank-date.js";

/** A `random()` that returns the given values in turn. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
};

describe("pickRandomRank", () => {
  const now = new Date("2026-11-22T03:00:00Z"); // 12:00 JST

  it("picks a mode of the kind, a date 2 to 14 days back and a page within the cap", () => {
    const today = pixivDateOf(now);
    expect(pickRandomRank("illust", now, sequence(0, 0, 0))).toEqual({
      mode: "day",
      date: addDays(today, -2),
      page: 1,
    });
    expect(pickRandomRank("illust", now, sequence(0.9999, 0.9999, 0.9999))).toEqual({
      mode: "day_male",
      date: addDays(today, -14),
      page: RANDOM_RANK.illust.pages,
    });
    expect(pickRandomRank("manga", now, sequence(0.5, 0.5, 0.99)).page).toBe(5);
    expect(RANDOM_RANK.novel.modes).toContain(pickRandomRank("novel", now).mode);
  });

  it("stays within its bounds over many draws", () => {
    const today = pixivDateOf(now);
    for (let run = 0; run < 200; run++) {
      const pick = pickRandomRank("novel", now);
      expect(pick.page).toBeGreaterThanOrEqual(1);
      expect(pick.page).toBeLessThanOrEqual(4);
      expect(pick.date <= addDays(today, -2) && pick.date >= addDays(today, -14)).toBe(true);
    }
  });

  it("shuffles into a new array with the same items", () => {
    const items = [1, 2, 3, 4, 5];
    const result = shuffled(items, sequence(0));
    expect(result).not.toBe(items);
    expect([...result].sort()).toEqual(items);
    expect(result).not.toEqual(items);
  });
});

describe("isHomeListWork", () => {
  const work = { type: "illust", count: 1, illust_ai_type: 1, author: { id: 1 }, tags: [{ name: "風景" }] };
  it.each([
    ["a single-image illustration", work, true],
    ["manga", { ...work, type: "manga" }, false],
    ["several pages", { ...work, count: 3 }, false],
    ["AI", { ...work, illust_ai_type: 2 }, false],
    ["an excluded author", { ...work, author: { id: HOME_EXCLUDED_AUTHOR_IDS[0] ?? 0 } }, false],
    ["a drawing lesson tag", { ...work, tags: [{ name: "描き方" }] }, false],
  ])("%s → %s", (_name, candidate, expected) => {
    expect(isHomeListWork(candidate)).toBe(expected);
  });
});

describe("rank menus", () => {
  it("has the five categories whose first types are PRODUCT.md's default routes", () => {
    expect(RANK_CATEGORIES.map((category) => firstRankEntry(category).type)).toEqual([
      "daily",
      "daily_illust",
      "daily_ugoira",
      "daily_manga",
      "day",
    ]);
  });

  it("finds each route type in its category and its source", () => {
    expect(findIllustRankEntry("weekly_ugoira")).toMatchObject({
      category: "ugoira",
      entry: { source: { kind: "web", content: "ugoira", mode: "weekly" } },
    });
    expect(findIllustRankEntry("rookie_manga")?.entry.source).toEqual({
      kind: "app",
      mode: "week_rookie_manga",
    });
    expect(findIllustRankEntry("r18_f")?.entry.source).toEqual({ kind: "app", mode: "day_female_r18" });
    expect(findIllustRankEntry("day")).toBeNull();
    expect(findNovelRankEntry("week_ai_r18")).toMatchObject({ r18: true, ai: true });
  });

  it("gates R-18, R-18G and AI entries by the content settings", () => {
    const off = { r18: false, r18g: false, ai: false };
    const listed = (content: typeof off) =>
      RANK_MENUS.overall.filter((entry) => isRankEntryListed(entry, content)).map((entry) => entry.type);
    expect(listed(off)).not.toContain("r18");
    expect(listed(off)).toContain("daily_ai");
    expect(listed({ ...off, r18: true })).toContain("r18_w");
    expect(listed({ ...off, r18: true })).not.toContain("r18g_w");
    expect(listed({ r18: true, r18g: true, ai: false })).toContain("r18g_w");
    const ai = findIllustRankEntry("daily_ai")?.entry;
    expect(ai && isRankEntryAllowed(ai, off)).toBe(false);
    expect(ai && isRankEntryAllowed(ai, { ...off, ai: true })).toBe(true);
  });
});

describe("passesNovelFilters", () => {
  const settings = {
    noLongTag: true,
    tagLengthMax: 30,
    tagSplitMax: 5,
    noShortText: true,
    textLengthMin: 100,
  };
  const novel = { tags: [{ name: "オリジナル" }], text_length: 5000 };
  it.each([
    ["an ordinary novel", novel, true],
    ["a tag over 30 characters", { ...novel, tags: [{ name: "あ".repeat(31) }] }, false],
    ["a tag splitting into 6 parts", { ...novel, tags: [{ name: "a/b/c/d#e、f" }] }, false],
    ["text under 100 characters", { ...novel, text_length: 99 }, false],
  ])("%s → %s", (_name, candidate, expected) => {
    expect(passesNovelFilters(candidate, settings)).toBe(expected);
  });

  it("lets everything through with the filters off", () => {
    expect(
      passesNovelFilters(
        { tags: [{ name: "a/b/c/d/e/f/g" }], text_length: 1 },
        { ...settings, noLongTag: false, noShortText: false },
      ),
    ).toBe(true);
  });
});
