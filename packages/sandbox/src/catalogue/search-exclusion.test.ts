// pixiv's exclusion terms in catalogue search: "-term" drops what the term matches.
import { describe, expect, it } from "vitest";
import { createCatalogue, DEFAULT_SEED } from "./catalogue.js";
import { searchWorks, type SearchQuery } from "./search.js";

const catalogue = createCatalogue(DEFAULT_SEED);
const query = (terms: string[]): SearchQuery => ({
  terms,
  target: "partial_match_for_tags",
  ascending: false,
  from: 0,
  until: Math.floor(Date.parse("2025-06-01T00:00:00Z") / 1000),
  showAi: true,
  maxXRestrict: 2,
});

describe("searchWorks exclusions", () => {
  it("keeps only works that no excluded term matches", () => {
    const tag = searchWorks(catalogue, query(["R-18"]), 5)[0]?.tags.find(
      (entry) => entry.name !== "R-18",
    )?.name;
    expect(tag).toBeDefined();
    const all = searchWorks(catalogue, query([tag ?? ""]), 60);
    const safe = searchWorks(catalogue, query([tag ?? "", "-R-18", "-R18", "-18+"]), 60);
    expect(safe.length).toBeGreaterThan(0);
    expect(safe.every((work) => !work.tags.some((entry) => /R-?18|18\+/.test(entry.name)))).toBe(true);
    expect(all.some((work) => work.tags.some((entry) => entry.name === "R-18"))).toBe(true);
  });
});
