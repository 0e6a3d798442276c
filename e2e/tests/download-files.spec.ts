// Downloading a work's pages: one page or all of them, each file named by the file-name template
// (here {pid}_p{index}_{authorId}) and holding the page's picture.
import { readFileSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures.js";
import { findRankedWork, useSettings } from "./artwork-helpers.js";

const directory = mkdtempSync(join(tmpdir(), "pxv-downloads-"));

/** JPEG, PNG or GIF by their first bytes. */
function isPicture(bytes: Buffer): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const png = bytes.subarray(1, 4).toString("latin1") === "PNG";
  const gif = bytes.subarray(0, 3).toString("latin1") === "GIF";
  return jpeg || png || gif;
}

test("each page downloads under the template's name, one page or all of them", async ({ page, request }) => {
  const work = await findRankedWork(
    request,
    "day_manga",
    (illust) => illust.page_count >= 2 && illust.page_count <= 6,
  );
  await useSettings(page, { dlFileNameTpl: "{pid}_p{index}_{authorId}" });
  await page.goto(`/artworks/${String(work.id)}`);
  const name = (index: number) =>
    new RegExp(`^${String(work.id)}_p${String(index)}_${String(work.user.id)}\\.(jpg|png|gif)$`);

  const single = page.waitForEvent("download");
  await page.getByTestId("download-page").click();
  const first = await single;
  expect(first.suggestedFilename()).toMatch(name(0));
  const firstPath = join(directory, first.suggestedFilename());
  await first.saveAs(firstPath);
  expect(isPicture(readFileSync(firstPath))).toBe(true);

  const names: string[] = [];
  const all = new Promise<void>((resolve) => {
    page.on("download", (download) => {
      names.push(download.suggestedFilename());
      if (names.length === work.page_count) resolve();
    });
  });
  await page.getByTestId("download-all").click();
  await all;
  expect(names).toHaveLength(work.page_count);
  names.forEach((file, index) => {
    expect(file).toMatch(name(index));
  });
});

test("a template without {pid} and {index} falls back to the default one", async ({ page, request }) => {
  const work = await findRankedWork(
    request,
    "day",
    (illust) => illust.page_count === 1 && illust.type === "illust",
  );
  await useSettings(page, { dlFileNameTpl: "{title}" });
  await page.goto(`/artworks/${String(work.id)}`);
  const download = page.waitForEvent("download");
  await page.getByTestId("download-page").click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`_${String(work.id)}_p0\\.(jpg|png|gif)$`));
});
