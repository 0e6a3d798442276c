import { describe, expect, it } from "vitest";
import { ILLUST_RANK_MODES, RANK_TYPES, isIllustRankMode, isRankType, rankModeTraits } from "./constants.js";

describe("rank constants", () => {
  it("maps every menu entry to a mode pixiv accepts", () => {
    for (const entry of Object.values(RANK_TYPES)) expect(isIllustRankMode(entry.mode)).toBe(true);
    expect(RANK_TYPES.daily.mode).toBe("day");
    expect(isRankType("daily")).toBe(true);
    expect(isRankType("toString")).toBe(false);
  });

  it("derives what each mode asks of its works", () => {
    expect(rankModeTraits("day")).toEqual({ xRestrict: 0, ai: false, manga: false, span: "day" });
    expect(rankModeTraits("week_r18g")).toEqual({ xRestrict: 2, ai: false, manga: false, span: "week" });
    expect(rankModeTraits("day_r18_ai")).toEqual({ xRestrict: 1, ai: true, manga: false, span: "day" });
    expect(rankModeTraits("month_manga")).toEqual({ xRestrict: 0, ai: false, manga: true, span: "month" });
    expect(new Set(ILLUST_RANK_MODES).size).toBe(ILLUST_RANK_MODES.length);
  });

  it("marks restricted menu entries with the content setting they need", () => {
    for (const [type, entry] of Object.entries(RANK_TYPES)) {
      const traits = rankModeTraits(entry.mode);
      expect([type, entry.r18]).toEqual([type, traits.xRestrict === 1]);
      expect([type, entry.r18g]).toEqual([type, traits.xRestrict === 2]);
      expect([type, entry.ai]).toEqual([type, traits.ai]);
    }
  });
});
