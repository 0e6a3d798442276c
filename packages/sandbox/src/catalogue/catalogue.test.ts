// The catalogue on its own: determinism, pixiv-like variety, the id ↔ time curve and rankings that
// fit their modes.
import { ILLUST_RANK_MODES, RANK_LENGTH, rankModeTraits } from "@pxv/pixiv";
import { describe, expect, it } from "vitest";
import { illustJson } from "../app-api/illust-json.js";
import { createCatalogue, DEFAULT_SEED } from "./catalogue.js";
import { rankingIdRange } from "./ranking.js";
import { firstIdPostedFrom, FIRST_WORK_ID, formatPixivDateTime, postedAt } from "./timeline.js";
import { MAX_LONG_SIDE, pageSize, type CatalogueWork } from "./works.js";

const RANKING_DATE = "2025-02-04";

function worksFrom(
  catalogue: ReturnType<typeof createCatalogue>,
  firstId: number,
  count: number,
): CatalogueWork[] {
  const works: CatalogueWork[] = [];
  for (let id = firstId; works.length < count; id++) {
    const work = catalogue.illust(id);
    if (work !== null) works.push(work);
  }
  return works;
}

describe("determinism", () => {
  it("gives the same work for the same seed and id, generated in any order", () => {
    const first = createCatalogue("alpha");
    const second = createCatalogue("alpha");
    const ids = [126_839_540, 99_565_513, 45_000_001];
    const forward = ids.map((id) => first.illust(id));
    const backward = [...ids].reverse().map((id) => second.illust(id));
    expect(JSON.stringify(forward)).toBe(JSON.stringify(backward.reverse()));
  });

  it("gives other works for another seed", () => {
    const titles = (seed: string): string[] =>
      worksFrom(createCatalogue(seed), 120_000_000, 20).map((work) => work.title + String(work.width));
    expect(titles("alpha")).not.toEqual(titles("beta"));
  });

  it("uses DEFAULT_SEED when none is given", () => {
    expect(createCatalogue().seed).toBe(DEFAULT_SEED);
  });
});

describe("ids and dates", () => {
  it("has 8–9 digit ids that grow with time", () => {
    let previous = postedAt(FIRST_WORK_ID);
    for (let id = FIRST_WORK_ID; id < 990_000_000; id += 7_777_777) {
      expect(String(id)).toMatch(/^\d{8,9}$/);
      expect(postedAt(id)).toBeGreaterThanOrEqual(previous);
      previous = postedAt(id);
    }
  });

  it("finds the first id posted at or after an instant", () => {
    for (const iso of [
      "2007-09-13T00:00:00+09:00",
      "2016-07-01T12:34:56+09:00",
      "2025-02-04T00:00:00+09:00",
    ]) {
      const time = Date.parse(iso) / 1000;
      const id = firstIdPostedFrom(time);
      expect(postedAt(id)).toBeGreaterThanOrEqual(time);
      expect(postedAt(id - 1)).toBeLessThan(time);
    }
  });

  it("writes create_date in JST with the date of the image paths", () => {
    const catalogue = createCatalogue();
    const [work] = worksFrom(catalogue, 126_839_000, 1) as [CatalogueWork];
    const json = illustJson(catalogue, work, "list");
    const createDate = formatPixivDateTime(work.postedAt);
    expect(json.create_date).toBe(createDate);
    expect(createDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    const datePath = createDate.slice(0, 19).replace(/[-T:]/g, "/");
    expect(json.image_urls.medium).toContain(`/img/${datePath}/${work.id}_`);
  });
});

describe("variety", () => {
  const catalogue = createCatalogue();
  const works = worksFrom(catalogue, 118_000_000, 3000);

  it("has every kind, restriction and AI flag pixiv has", () => {
    expect(new Set(works.map((work) => work.type))).toEqual(new Set(["illust", "manga", "ugoira"]));
    expect(new Set(works.map((work) => work.xRestrict))).toEqual(new Set([0, 1, 2]));
    expect(new Set(works.map((work) => work.aiType))).toEqual(new Set([1, 2]));
    expect(worksFrom(catalogue, 30_000_000, 50).every((work) => work.aiType === 0)).toBe(true);
    expect(new Set(works.map((work) => work.sanityLevel))).toEqual(new Set([2, 4, 6]));
  });

  it("has portrait, landscape, square and very tall pictures, none over the size bound", () => {
    const ratios = works.map((work) => work.height / work.width);
    expect(ratios.some((ratio) => ratio > 1.2)).toBe(true);
    expect(ratios.some((ratio) => ratio < 0.8)).toBe(true);
    expect(ratios.some((ratio) => ratio === 1)).toBe(true);
    expect(ratios.some((ratio) => ratio >= 2.5)).toBe(true);
    for (const work of works) {
      for (let page = 0; page < work.pageCount; page++) {
        const size = pageSize(work, page);
        expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(MAX_LONG_SIDE);
      }
    }
  });

  it("gives manga several pages, ugoira one, and tags with and without translations", () => {
    expect(works.some((work) => work.type === "manga" && work.pageCount > 10)).toBe(true);
    expect(works.filter((work) => work.type === "ugoira").every((work) => work.pageCount === 1)).toBe(true);
    const tags = works.flatMap((work) => work.tags);
    expect(tags.some((tag) => tag.translated === null)).toBe(true);
    expect(tags.some((tag) => tag.translated !== null)).toBe(true);
    expect(works.every((work) => work.tools.length <= 3)).toBe(true);
    expect(works.some((work) => work.caption.includes("<br />"))).toBe(true);
  });

  it("puts the same poster on a work wherever it is asked, and finds users by id", () => {
    for (const work of works.slice(0, 50)) {
      const poster = catalogue.poster(work);
      expect(String(poster.id)).toMatch(/^\d{7,9}$/);
      expect(catalogue.user(poster.id)).toEqual(poster);
    }
    expect(catalogue.user(12)).toBeNull();
  });
});

describe("rankings", () => {
  const catalogue = createCatalogue();

  it("lists RANK_LENGTH distinct works for a day, the same on every call", () => {
    const ranking = catalogue.ranking("day", RANKING_DATE);
    expect(ranking).toHaveLength(RANK_LENGTH);
    expect(new Set(ranking).size).toBe(RANK_LENGTH);
    expect(createCatalogue().ranking("day", RANKING_DATE)).toEqual(ranking);
    expect(catalogue.ranking("day", "2025-02-03")).not.toEqual(ranking);
  });

  it.each(ILLUST_RANK_MODES)("lists only works that fit %s, posted within its span", (mode) => {
    const wanted = rankModeTraits(mode);
    const { first, end } = rankingIdRange(mode, RANKING_DATE);
    const ranking = catalogue.ranking(mode, RANKING_DATE);
    expect(ranking.length).toBeGreaterThan(0);
    for (const id of ranking) {
      const work = catalogue.illust(id);
      expect(work).not.toBeNull();
      if (work === null) continue;
      expect(work.xRestrict).toBe(wanted.xRestrict);
      expect(work.aiType === 2).toBe(wanted.ai);
      if (wanted.manga) expect(work.type).toBe("manga");
      if (mode === "week_original") expect(work.isOriginal).toBe(true);
      expect(id).toBeGreaterThanOrEqual(first);
      expect(id).toBeLessThan(end);
    }
  });

  it("ranks the most bookmarked first", () => {
    const bookmarks = catalogue
      .ranking("week", RANKING_DATE)
      .map((id) => catalogue.illust(id)?.totalBookmarks ?? Number.NaN);
    expect(bookmarks).toEqual([...bookmarks].sort((a, b) => b - a));
  });

  it("has a ranking on pixiv's first ranking day", () => {
    expect(catalogue.ranking("day", "2007-09-13").length).toBeGreaterThan(0);
  });
});
