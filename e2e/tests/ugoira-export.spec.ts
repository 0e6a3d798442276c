// Ugoira: the animation plays from its zip (progress, frame changes, pause), each browser export
// downloads a valid file — GIF and APNG with the right frame count, WebM and MP4 lasting as long as
// the animation (checked with ffprobe) — the server's MP4 too, the ZIP holds every frame, files are
// named by the template, and exports are refused with a hint until the frames are loaded.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { expect, test } from "./fixtures.js";
import { findRankedWork, useSettings } from "./artwork-helpers.js";

const FFPROBE = process.env["PXV_FFPROBE"] ?? "/usr/bin/ffprobe";
const TEMPLATE = "{authorId}-{pid}-p{index}";

interface Probe {
  readonly frames: number;
  readonly duration: number;
  readonly codec: string;
}

function probe(file: string): Probe {
  const output = execFileSync(
    FFPROBE,
    [
      "-v",
      "error",
      "-count_frames",
      "-select_streams",
      "v:0",
      "-show_entries",
      "stream=codec_name,nb_read_frames:format=duration",
      "-of",
      "json",
      file,
    ],
    { encoding: "utf8" },
  );
  const json = JSON.parse(output) as {
    streams: { codec_name: string; nb_read_frames: string }[];
    format: { duration?: string };
  };
  const stream = json.streams[0];
  if (stream === undefined) throw new Error(`ffprobe found no video stream in ${file}`);
  return {
    frames: Number(stream.nb_read_frames),
    duration: Number(json.format.duration ?? "NaN"),
    codec: stream.codec_name,
  };
}

interface Metadata {
  ugoira_metadata: { frames: { file: string; delay: number }[] };
}

const directory = mkdtempSync(join(tmpdir(), "pxv-ugoira-"));

async function downloadFormat(page: Page, format: string): Promise<{ name: string; path: string }> {
  const download = page.waitForEvent("download", { timeout: 60_000 });
  await page.getByTestId("ugoira-download").click();
  await page.getByTestId("ugoira-formats").locator(`[data-format="${format}"]`).click();
  const file = await download;
  const path = join(directory, file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), path };
}

test.describe("ugoira", () => {
  test.describe.configure({ timeout: 180_000 });

  test("plays from its zip, pauses, and exports every format as a valid file", async ({ page, request }) => {
    const work = await findRankedWork(request, "day", (illust) => illust.type === "ugoira", 17);
    const metadata = (await (
      await request.get(`/api/pixiv/ugoira_metadata?id=${String(work.id)}`)
    ).json()) as Metadata;
    const frames = metadata.ugoira_metadata.frames;
    const seconds = frames.reduce((sum, frame) => sum + Math.max(frame.delay, 20), 0) / 1000;
    const stem = `${String(work.user.id)}-${String(work.id)}-p0`;

    await useSettings(page, { dlFileNameTpl: TEMPLATE });
    await page.goto(`/artworks/${String(work.id)}`);
    const player = page.getByTestId("ugoira-player");

    // Before the frames are loaded, browser-made formats are refused with a hint.
    await page.getByTestId("ugoira-download").click();
    await page.getByTestId("ugoira-formats").locator('[data-format="GIF"]').click();
    await expect(
      page.getByText("Play the animation first; download once its frames have loaded."),
    ).toBeVisible();

    await page.getByTestId("ugoira-play").click();
    await expect(player).toHaveAttribute("data-state", "playing", { timeout: 60_000 });
    const canvas = page.getByTestId("ugoira-canvas");
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          seen.add((await canvas.getAttribute("data-frame")) ?? "");
          return seen.size;
        },
        { message: "the canvas shows several frames", intervals: [50] },
      )
      .toBeGreaterThanOrEqual(Math.min(3, frames.length));
    await page.getByTestId("ugoira-toggle").click();
    await expect(player).toHaveAttribute("data-state", "paused");
    const pausedOn = await canvas.getAttribute("data-frame");
    await page.waitForTimeout(Math.min(1000, seconds * 1000));
    expect(await canvas.getAttribute("data-frame")).toBe(pausedOn);
    await page.getByTestId("ugoira-toggle").click();
    await expect(player).toHaveAttribute("data-state", "playing");

    const gif = await downloadFormat(page, "GIF");
    expect(gif.name).toBe(`${stem}.gif`);
    expect(readFileSync(gif.path).subarray(0, 6).toString("latin1")).toBe("GIF89a");
    expect(probe(gif.path).frames).toBe(frames.length >= 100 ? Math.ceil(frames.length / 2) : frames.length);

    const apng = await downloadFormat(page, "APNG");
    expect(apng.name).toBe(`${stem}.apng`);
    const apngProbe = probe(apng.path);
    expect(apngProbe.codec).toBe("apng");
    expect(apngProbe.frames).toBe(frames.length);

    const webm = await downloadFormat(page, "WebM");
    expect(webm.name).toBe(`${stem}.webm`);
    const webmProbe = probe(webm.path);
    expect(webmProbe.codec).toBe("vp9");
    expect(webmProbe.frames).toBe(frames.length);
    expect(Math.abs(webmProbe.duration - seconds)).toBeLessThan(0.15);

    const mp4 = await downloadFormat(page, "MP4(Browser)");
    expect(mp4.name).toBe(`${stem}.mp4`);
    const mp4Probe = probe(mp4.path);
    expect(mp4Probe.codec).toBe("h264");
    expect(mp4Probe.frames).toBe(frames.length);
    expect(Math.abs(mp4Probe.duration - seconds)).toBeLessThan(0.15);

    const zip = await downloadFormat(page, "ZIP");
    expect(zip.name).toBe(`${stem}.zip`);
    const entries = Object.keys(unzipSync(readFileSync(zip.path)));
    expect(entries.sort()).toEqual(frames.map((frame) => frame.file).sort());
  });

  test("the server's MP4 downloads without playing first, lasting as long as the animation", async ({
    page,
    request,
  }) => {
    const work = await findRankedWork(request, "day", (illust) => illust.type === "ugoira", 17);
    const metadata = (await (
      await request.get(`/api/pixiv/ugoira_metadata?id=${String(work.id)}`)
    ).json()) as Metadata;
    const seconds = metadata.ugoira_metadata.frames.reduce((sum, frame) => sum + frame.delay, 0) / 1000;
    await useSettings(page, { dlFileNameTpl: TEMPLATE });
    await page.goto(`/artworks/${String(work.id)}`);
    const server = await downloadFormat(page, "MP4(Server)");
    expect(server.name).toBe(`${String(work.user.id)}-${String(work.id)}-p0.mp4`);
    const result = probe(server.path);
    expect(result.codec).toBe("h264");
    expect(Math.abs(result.duration - seconds)).toBeLessThan(0.15);
  });

  test("the default format setting skips the panel", async ({ page, request }) => {
    const work = await findRankedWork(request, "day", (illust) => illust.type === "ugoira", 17);
    await useSettings(page, { dlFileNameTpl: TEMPLATE, ugoiraDefDLFormat: "MP4(Server)" });
    await page.goto(`/artworks/${String(work.id)}`);
    const download = page.waitForEvent("download", { timeout: 60_000 });
    await page.getByTestId("ugoira-download").click();
    expect((await download).suggestedFilename()).toBe(`${String(work.user.id)}-${String(work.id)}-p0.mp4`);
    await expect(page.getByTestId("ugoira-formats")).toBeHidden();
  });
});
