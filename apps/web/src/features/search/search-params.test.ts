// Search filters in the address: parsed with fallbacks for unknown values, written without defaults.
import { DEFAULT_SEARCH_FILTERS } from "@pxv/pixiv";
import { describe, expect, it } from "vitest";
import { defaultFilters, filtersFromParams, pageFromParams, paramsFromFilters } from "./search-params";

const defaults = defaultFilters("5");

describe("search params", () => {
  it("round-trips every filter", () => {
    const filters = {
      ...DEFAULT_SEARCH_FILTERS,
      target: "exact_match_for_tags",
      sort: "date_asc",
      startDate: "2026-01-01",
      endDate: "2026-02-01",
      ai: "hide",
      age: "safe",
      ratio: "portrait",
      minLikes: 50,
      usersTier: 1000,
    } as const;
    const params = paramsFromFilters(filters, defaults, 3);
    expect(params.toString()).toBe(
      "mode=exact_match_for_tags&sort=date_asc&start=2026-01-01&end=2026-02-01&ai=hide&age=safe&ratio=portrait&likes=50&tier=1000&p=3",
    );
    expect(filtersFromParams("illust", params, defaults)).toEqual(filters);
    expect(pageFromParams(params)).toBe(3);
  });

  it("leaves defaults out and falls back on unknown values", () => {
    expect(paramsFromFilters(defaults, defaults).toString()).toBe("");
    const parsed = filtersFromParams(
      "novel",
      new URLSearchParams("mode=title_and_caption&sort=best&tier=123&likes=-1&start=yesterday&p=0"),
      defaults,
    );
    expect(parsed).toEqual(defaults);
    expect(pageFromParams(new URLSearchParams("p=0"))).toBe(1);
    expect(filtersFromParams("novel", new URLSearchParams("mode=text"), defaults).target).toBe("text");
  });

  it("takes the minimum likes from the setting when it is digits", () => {
    expect(defaultFilters("100").minLikes).toBe(100);
    expect(defaultFilters("abc").minLikes).toBe(5);
  });
});
