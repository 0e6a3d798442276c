// The text pages for picture translation: drawn at their stated size, the same bytes every time,
// their true boxes inside the page (and each framed text inside its frame), served by the image host
// like any work's pages, findable by their tag, and their regions translated by the chat host.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createCatalogue, DEFAULT_SEED } from "../catalogue/catalogue.js";
import { searchWorks, type SearchQuery } from "../catalogue/search.js";
import {
  REGION_TRANSLATIONS,
  regionText,
  TEXT_PAGE_ILLUST_ID,
  TEXT_PAGE_MANGA_ID,
  TEXT_PAGE_WORKS,
} from "../catalogue/text-pages.js";
import { originalPath, masterPath } from "../pximg-paths.js";
import { orderIPximgPicture } from "./picture-orders.js";
import { renderPicture } from "./picture-renderer.js";
import { drawTextPage, renderTextPage, textPageTruth, type PageBox } from "./text-page-renderer.js";

const catalogue = createCatalogue(DEFAULT_SEED);
const NOW = new Date("2026-11-27T07:00:00Z");
const pages = TEXT_PAGE_WORKS.flatMap((work) => work.pages.map((spec, page) => ({ work, spec, page })));

const within = (inner: PageBox, outer: PageBox): boolean =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

describe("text pages", () => {
  it.each(pages)(
    "work $work.id page $page: stated size, ~1200 px tall, truth inside",
    async ({ work, spec, page }) => {
      const rendered = await renderTextPage(work.id, page);
      if (rendered === null) throw new Error("no page");
      const meta = await sharp(rendered.png).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual(spec.size);
      expect(spec.size.height).toBe(1200);
      const whole = { x: 0, y: 0, ...spec.size };
      expect(rendered.truth.regions.map((region) => region.text)).toEqual(spec.regions.map(regionText));
      for (const region of rendered.truth.regions) {
        expect(within(region.box, whole)).toBe(true);
        expect(region.box.width).toBeGreaterThan(20);
        if (region.frame !== null) {
          expect(within(region.frame, whole)).toBe(true);
          expect(within(region.box, region.frame)).toBe(true);
        }
      }
      expect(await textPageTruth(work.id, page)).toEqual(rendered.truth);
    },
  );

  it("draws the same bytes every time", async () => {
    const spec = TEXT_PAGE_WORKS[0]?.pages[0];
    if (spec === undefined) throw new Error("no page");
    const digest = async () =>
      createHash("sha256")
        .update((await drawTextPage(spec)).png)
        .digest("hex");
    expect(await digest()).toBe(await digest());
  });

  it("has vertical and horizontal text, framed and free", () => {
    const regions = pages.flatMap(({ spec }) => spec.regions);
    expect(regions.some((region) => region.vertical && region.frame === "bubble")).toBe(true);
    expect(regions.some((region) => region.vertical && region.frame === "free")).toBe(true);
    expect(regions.some((region) => !region.vertical && region.frame === "caption")).toBe(true);
    expect(regions.some((region) => !region.vertical && region.frame === "free")).toBe(true);
    // Every region's text has its translations.
    for (const region of regions) expect(REGION_TRANSLATIONS[regionText(region)]).toBeDefined();
  });

  it("are works of the catalogue, served by the image host at their size", async () => {
    const manga = catalogue.illust(TEXT_PAGE_MANGA_ID);
    const illust = catalogue.illust(TEXT_PAGE_ILLUST_ID);
    expect(manga).toMatchObject({ type: "manga", pageCount: 2, width: 850, height: 1200 });
    expect(illust).toMatchObject({ type: "illust", pageCount: 1 });
    if (manga === null) throw new Error("no manga");
    const original = orderIPximgPicture(catalogue, NOW, originalPath(manga, 1));
    expect(original?.spec.textPage).toEqual({ workId: TEXT_PAGE_MANGA_ID, page: 1 });
    const master = orderIPximgPicture(catalogue, NOW, masterPath(manga, 0, "master1200"));
    if (original === null || master === null) throw new Error("not served");
    const originalMeta = await sharp(await renderPicture(original.spec)).metadata();
    expect(originalMeta).toMatchObject({ format: "png", width: 850, height: 1200 });
    const masterMeta = await sharp(await renderPicture(master.spec)).metadata();
    expect(masterMeta).toMatchObject({ format: "jpeg", width: 850, height: 1200 });
  });

  it("are found by a search for their tag, and only then", () => {
    const query = (terms: string[]): SearchQuery => ({
      terms,
      target: "exact_match_for_tags",
      ascending: false,
      from: 0,
      until: Math.floor(NOW.getTime() / 1000),
      showAi: true,
      maxXRestrict: 0,
    });
    const ids = (terms: string[]) => searchWorks(catalogue, query(terms), 30).map((work) => work.id);
    expect(ids(["吹き出し"]).slice(0, 2)).toEqual([TEXT_PAGE_MANGA_ID, TEXT_PAGE_ILLUST_ID]);
    expect(ids(["吹き出し", "漫画"])).toEqual([TEXT_PAGE_MANGA_ID]);
    expect(ids(["漫画"])).not.toContain(TEXT_PAGE_MANGA_ID);
  });
});
