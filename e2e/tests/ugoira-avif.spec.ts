// The isUgoiraAvifSrc setting: the artwork page of an ugoira shows the server's animated AVIF as an
// <img> (image/avif, decoded by Chromium, one frame per ugoira frame lasting its delay) instead of
// the canvas player, no frames zip is fetched until an export needs it, and the export then loads
// it silently; when the AVIF fails the canvas player takes over; with the setting off the canvas
// player is used and no AVIF is asked for.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { expect, test } from "./fixtures.js";
import { findRankedWork, useSettings } from "./artwork-helpers.js";

interface Metadata {
  ugoira_metadata: { frames: { file: string; delay: number }[] };
}

const ZIP_PATH = /_ugoira\d+x\d+\.zip(\?|$)/;
const directory = mkdtempSync(join(tmpdir(), "pxv-ugoira-avif-"));

/** Every frames zip the page asks for, from now on. */
function recordZipRequests(page: Page): string[] {
  const zips: string[] = [];
  page.on("request", (request) => {
    if (ZIP_PATH.test(request.url())) zips.push(request.url());
  });
  return zips;
}

test.describe("ugoira as an animated AVIF", () => {
  test.describe.configure({ timeout: 180_000 });

  test("shows the server's AVIF instead of the canvas and loads the zip only for an export", async ({
    page,
    request,
  }) => {
    const ranked = await findRankedWork(request, "day", (illust) => illust.type === "ugoira", 17);
    // The ranking's illust carries pixiv's width and height too.
    const work = ranked as typeof ranked & { readonly width: number; readonly height: number };
    const metadata = (await (
      await request.get(`/api/pixiv/ugoira_metadata?id=${String(work.id)}`)
    ).json()) as Metadata;
    const delays = metadata.ugoira_metadata.frames.map((frame) => frame.delay);
    const zips = recordZipRequests(page);
    await useSettings(page, { isUgoiraAvifSrc: true, dlFileNameTpl: "{pid}-p{index}" });

    const avifPath = `/api/ugoira/${String(work.id)}.avif`;
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === avifPath, {
      timeout: 120_000,
    });
    await page.goto(`/artworks/${String(work.id)}`);
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/avif");

    const view = page.getByTestId("ugoira-avif-view");
    await expect(view).toHaveAttribute("data-state", "loaded", { timeout: 120_000 });
    const image = page.getByTestId("ugoira-avif");
    await expect(image).toBeVisible();
    // Same origin, sized from the work before it loaded, and decoded by Chromium.
    expect(await image.getAttribute("src")).toBe(avifPath);
    expect(await image.getAttribute("width")).toBe(String(work.width));
    expect(await image.getAttribute("height")).toBe(String(work.height));
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

    // Chromium's own decoder sees one frame per ugoira frame, each lasting its delay.
    const decoded = await page.evaluate(async (path) => {
      const bytes = await (await fetch(path)).arrayBuffer();
      const decoder = new ImageDecoder({ data: bytes, type: "image/avif" });
      await decoder.tracks.ready;
      const track = decoder.tracks.selectedTrack;
      const durations: number[] = [];
      for (let index = 0; index < (track?.frameCount ?? 0); index += 1) {
        const { image: frame } = await decoder.decode({ frameIndex: index });
        durations.push(Math.round((frame.duration ?? 0) / 1000));
        frame.close();
      }
      return { animated: track?.animated ?? false, durations };
    }, avifPath);
    expect(decoded).toEqual({ animated: true, durations: delays });

    // No canvas player, and no frames zip fetched yet.
    await expect(page.getByTestId("ugoira-player")).toHaveCount(0);
    await expect(page.getByTestId("ugoira-canvas")).toHaveCount(0);
    expect(zips).toEqual([]);

    // An export that needs the frames is not refused: it loads them silently.
    await page.getByTestId("ugoira-download").click();
    const formats = page.getByTestId("ugoira-formats");
    await expect(formats.locator('[data-format="ZIP"]')).not.toContainText("Play first");
    const download = page.waitForEvent("download", { timeout: 60_000 });
    await formats.locator('[data-format="ZIP"]').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${String(work.id)}-p0.zip`);
    const path = join(directory, file.suggestedFilename());
    await file.saveAs(path);
    expect(Object.keys(unzipSync(readFileSync(path))).sort()).toEqual(
      metadata.ugoira_metadata.frames.map((frame) => frame.file).sort(),
    );
    expect(zips.length).toBeGreaterThan(0);
    // Still the AVIF on the page.
    await expect(page.getByTestId("ugoira-canvas")).toHaveCount(0);
  });

  test("falls back to the canvas player when the AVIF cannot be loaded", async ({ page, request }) => {
    const work = await findRankedWork(request, "day", (illust) => illust.type === "ugoira", 17);
    await page.route(`**/api/ugoira/${String(work.id)}.avif`, (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: '{"code":502}' }),
    );
    await useSettings(page, { isUgoiraAvifSrc: true });
    await page.goto(`/artworks/${String(work.id)}`);
    await expect(
      page.getByText("The animated AVIF could not be shown; using the frame player instead."),
    ).toBeVisible();
    await expect(page.getByTestId("ugoira-avif")).toHaveCount(0);
    const player = page.getByTestId("ugoira-player");
    await expect(player).toHaveAttribute("data-state", "idle");
    await page.getByTestId("ugoira-play").click();
    await expect(player).toHaveAttribute("data-state", "playing", { timeout: 60_000 });
  });

  test("with the setting off the canvas player is used and no AVIF is asked for", async ({
    page,
    request,
  }) => {
    const work = await findRankedWork(request, "day", (illust) => illust.type === "ugoira", 17);
    const avifRequests: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("/api/ugoira/")) avifRequests.push(sent.url());
    });
    const zips = recordZipRequests(page);
    await useSettings(page, {});
    await page.goto(`/artworks/${String(work.id)}`);
    const player = page.getByTestId("ugoira-player");
    await expect(player).toHaveAttribute("data-state", "idle");
    await expect(page.getByTestId("ugoira-avif")).toHaveCount(0);
    await page.getByTestId("ugoira-play").click();
    await expect(player).toHaveAttribute("data-state", "playing", { timeout: 60_000 });
    await expect(page.getByTestId("ugoira-canvas")).toBeVisible();
    expect(zips.length).toBeGreaterThan(0);
    expect(avifRequests).toEqual([]);
  });
});
