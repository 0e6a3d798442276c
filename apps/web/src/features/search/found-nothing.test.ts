// When a search counts as having found nothing (its controls then hide): a refused term, or a first page
// answered empty with no page after it; never while loading, with results, or on a later page.
import { describe, expect, it } from "vitest";
import type { SearchQuery } from "../../data/search-source";
import { foundNothing, type SearchOutcome } from "./found-nothing";

const query = { word: "landscape" } as unknown as SearchQuery;
const answered = { isSuccess: true, hasNextPage: false };
const base: SearchOutcome = {
  query,
  paginated: false,
  page: 1,
  itemCount: 0,
  paged: { isSuccess: false },
  infinite: answered,
};

describe("foundNothing", () => {
  it.each<[string, Partial<SearchOutcome>, boolean]>([
    ["a refused term", { query: null }, true],
    ["an empty first page with none after", {}, true],
    ["results", { itemCount: 3 }, false],
    [
      "an empty page with more after (filters dropped it)",
      { infinite: { isSuccess: true, hasNextPage: true } },
      false,
    ],
    ["the first page still loading", { infinite: { isSuccess: false, hasNextPage: false } }, false],
    [
      "an empty numbered first page",
      { paginated: true, paged: { isSuccess: true, data: { nextPage: null } } },
      true,
    ],
    [
      "an empty numbered later page",
      { paginated: true, page: 2, paged: { isSuccess: true, data: { nextPage: null } } },
      false,
    ],
    ["a numbered page still loading", { paginated: true, paged: { isSuccess: false } }, false],
  ])("%s → %s", (_, change, expected) => {
    expect(foundNothing({ ...base, ...change })).toBe(expected);
  });
});
