// Search-term rules and query building (PRODUCT.md §2 Search, §5, §9), and the client-side result filters.
import { describe, expect, it } from "vitest";
import {
  buildPopularPreviewQuery,
  buildSearchQuery,
  DEFAULT_SEARCH_FILTERS,
  searchDateRange,
  USERS_COUNT_TIERS,
  type SearchContext,
  type SearchFilters,
} from "./search-query.js";
import { splitKeywords } from "../filters/search-terms.js";
import { keepsSearchResult, type SearchResultItem } from "./search-results.js";

const TODAY = "2026-11-22";
const safe: SearchContext = { r18: false, ai: false, today: TODAY };
const adult: SearchContext = { r18: true, ai: true, today: TODAY };
const filters = (patch: Partial<SearchFilters> = {}): SearchFilters => ({
  ...DEFAULT_SEARCH_FILTERS,
  ...patch,
});

describe("buildSearchQuery", () => {
  it("appends the non-R-18 suffix while R-18 is off and sends nothing extra by default", () => {
    expect(buildSearchQuery("illust", "オリジナル", filters(), safe, 1)).toEqual({
      word: "オリジナル -R-18 -R18 -18+",
      mode: "partial_match_for_tags",
      page: "1",
      search_ai_type: "0",
      merge_plain_keyword_results: "true",
    });
  });

  it("keeps the term as typed with R-18 on and asks for AI works only when AI is on and allowed", () => {
    expect(buildSearchQuery("illust", "  猫   犬 ", filters(), adult)).toMatchObject({
      word: "猫 犬",
      search_ai_type: "1",
    });
    expect(buildSearchQuery("illust", "猫", filters({ ai: "hide" }), adult)?.["search_ai_type"]).toBe("0");
  });

  it.each(["R-18", "r18 猫", "エロ", "ero", "黄色图", "工口"])(
    "gives no query for the restricted term %s while R-18 is off",
    (term) => {
      expect(buildSearchQuery("illust", term, filters(), safe)).toBeNull();
      expect(buildSearchQuery("illust", term, filters(), adult)).not.toBeNull();
    },
  );

  it("gives no query for blocked or empty terms", () => {
    const blocked: SearchContext = { ...adult, isBlocked: (term) => term.includes("vpn") };
    expect(buildSearchQuery("illust", "free vpn", filters(), blocked)).toBeNull();
    expect(buildSearchQuery("illust", "   ", filters(), adult)).toBeNull();
  });

  it("adds the users-count tag of the chosen tier", () => {
    expect(buildSearchQuery("illust", "猫", filters({ usersTier: 1000 }), adult)?.["word"]).toBe(
      "猫 1000users入り",
    );
    expect(USERS_COUNT_TIERS).toEqual([30000, 20000, 10000, 7500, 5000, 1000, 500, 250, 100]);
  });

  it("sends the sort, the mode and turns a span into dates for illusts", () => {
    const query = buildSearchQuery(
      "illust",
      "猫",
      filters({ sort: "popular_desc", target: "exact_match_for_tags", span: "week" }),
      adult,
      3,
    );
    expect(query).toMatchObject({
      mode: "exact_match_for_tags",
      sort: "popular_desc",
      page: "3",
      start_date: "2026-11-15",
      end_date: TODAY,
    });
    expect(query).not.toHaveProperty("duration");
  });

  it("sends pixiv's duration for novels where it has one, dates otherwise", () => {
    expect(buildSearchQuery("novel", "猫", filters({ span: "month" }), adult)).toMatchObject({
      duration: "within_last_month",
    });
    const year = buildSearchQuery("novel", "猫", filters({ span: "year" }), adult);
    expect(year).toMatchObject({ start_date: "2025-11-22", end_date: TODAY });
    expect(year).not.toHaveProperty("duration");
  });

  it("popular preview drops sort and duration but keeps the word rules", () => {
    const query = buildPopularPreviewQuery("猫", filters({ sort: "date_asc", span: "day" }), safe);
    expect(query).toMatchObject({ word: "猫 -R-18 -R18 -18+", start_date: "2026-11-21" });
    expect(query).not.toHaveProperty("sort");
    expect(buildPopularPreviewQuery("R-18", filters(), safe)).toBeNull();
  });
});

describe("searchDateRange", () => {
  it("clamps typed dates to the last year and orders them", () => {
    expect(searchDateRange(filters({ startDate: "2020-01-01", endDate: "2030-01-01" }), TODAY)).toEqual({
      start: "2025-11-22",
      end: TODAY,
    });
    expect(searchDateRange(filters({ startDate: "2026-10-02", endDate: "2026-10-01" }), TODAY)).toEqual({
      start: "2026-10-01",
      end: "2026-10-02",
    });
    expect(searchDateRange(filters(), TODAY)).toEqual({ start: null, end: null });
  });
});

describe("splitKeywords", () => {
  it("splits on ASCII and ideographic spaces", () => {
    expect(splitKeywords(" 猫\u3000犬  original ")).toEqual(["猫", "犬", "original"]);
  });
});

describe("keepsSearchResult", () => {
  const work = (patch: Partial<SearchResultItem> = {}): SearchResultItem => ({
    title: "Blue sky",
    like: 100,
    x_restrict: 0,
    width: 1000,
    height: 800,
    tags: [{ name: "風景" }],
    illust_ai_type: 1,
    ...patch,
  });

  it("drops works under the minimum likes or not above the tier", () => {
    expect(keepsSearchResult(work({ like: 4 }), filters())).toBe(false);
    expect(keepsSearchResult(work({ like: 5 }), filters())).toBe(true);
    expect(keepsSearchResult(work({ like: 500 }), filters({ usersTier: 500 }))).toBe(false);
    expect(keepsSearchResult(work({ like: 501 }), filters({ usersTier: 500 }))).toBe(true);
  });

  it("applies the age, AI and ratio filters", () => {
    expect(keepsSearchResult(work({ x_restrict: 1 }), filters({ age: "safe" }))).toBe(false);
    expect(keepsSearchResult(work(), filters({ age: "r18" }))).toBe(false);
    expect(keepsSearchResult(work({ illust_ai_type: 2 }), filters({ ai: "hide" }))).toBe(false);
    expect(keepsSearchResult(work({ tags: [{ name: "NovelAI" }] }), filters({ ai: "hide" }))).toBe(false);
    expect(keepsSearchResult(work(), filters({ ratio: "landscape" }))).toBe(true);
    expect(keepsSearchResult(work(), filters({ ratio: "portrait" }))).toBe(false);
    expect(keepsSearchResult(work({ width: 500, height: 500 }), filters({ ratio: "square" }))).toBe(true);
    expect(keepsSearchResult(work({ width: 0, height: 0 }), filters({ ratio: "portrait" }))).toBe(true);
  });

  it("drops results whose title or tags carry a listed word", () => {
    expect(keepsSearchResult(work({ title: "Free V P N inside" }), filters(), ["vpn"])).toBe(false);
    expect(keepsSearchResult(work({ tags: [{ name: "广告词" }] }), filters(), ["广告"])).toBe(false);
    expect(keepsSearchResult(work(), filters(), ["广告"])).toBe(true);
  });
});
