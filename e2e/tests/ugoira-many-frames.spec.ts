// An ugoira of 120 frames (packages/sandbox README "Small users": frames of 40, 50 and 60 ms in turn, a
// six-second loop) plays every frame, past the hundredth, at the loop's length; and its GIF export
// follows PRODUCT.md's rule for 100 frames or more (PRODUCT.md §9): every second frame, each shown for its
// pair's time — the export counts 60 frames as it goes, and the file holds 60 frames of 90, 100 and 110 ms in
// turn that together last as long as the animation (checked with ffprobe).
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { MANY_FRAMES_UGOIRA_FRAME_COUNT, MANY_FRAMES_UGOIRA_ID, UGOIRA_USER_ID } from "@pxv/sandbox";
import { expect, test } from "./fixtures.js";
import { useSettings } from "./artwork-helpers.js";

const FFPROBE = process.env["PXV_FFPROBE"] ?? "/usr/bin/ffprobe";
const TEMPLATE = "{authorId}-{pid}-p{index}";
const LOOP_MS = 6000;
const GIF_FRAMES = MANY_FRAMES_UGOIRA_FRAME_COUNT / 2;

const directory = mkdtempSync(join(tmpdir(), "pxv-ugoira-many-"));

interface Metadata {
  ugoira_metadata: { frames: { file: string; delay: number }[] };
}

/** The durations (seconds) of a file's video packets, by ffprobe. */
function packetDurations(file: string): number[] {
  const output = execFileSync(
    FFPROBE,
    ["-v", "error", "-select_streams", "v:0", "-show_entries", "packet=duration_time", "-of", "json", file],
    { encoding: "utf8" },
  );
  const json = JSON.parse(output) as { packets: { duration_time?: string }[] };
  return json.packets.map((packet) => Number(packet.duration_time ?? "NaN"));
}

/** Starts recording, in the page, the texts an element shows and (for the canvas) the frames it draws. */
async function record(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log = { texts: [] as string[], frames: [] as { frame: number; at: number }[] };
    (window as unknown as { pxvLog: typeof log }).pxvLog = log;
    new MutationObserver(() => {
      for (const id of ["ugoira-progress", "download-progress"]) {
        const text = document.querySelector(`[data-testid="${id}"]`)?.textContent ?? "";
        if (text !== "" && log.texts.at(-1) !== text) log.texts.push(text);
      }
      const frame = document.querySelector<HTMLCanvasElement>('[data-testid="ugoira-canvas"]')?.dataset[
        "frame"
      ];
      if (frame !== undefined && Number(frame) !== log.frames.at(-1)?.frame) {
        log.frames.push({ frame: Number(frame), at: performance.now() });
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

async function recorded(page: Page): Promise<{ texts: string[]; frames: { frame: number; at: number }[] }> {
  return page.evaluate(
    () =>
      (window as unknown as { pxvLog: { texts: string[]; frames: { frame: number; at: number }[] } }).pxvLog,
  );
}

test("a 120-frame ugoira plays every frame and exports a GIF of every second frame", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const metadata = (await (
    await request.get(`/api/pixiv/ugoira_metadata?id=${String(MANY_FRAMES_UGOIRA_ID)}`)
  ).json()) as Metadata;
  const frames = metadata.ugoira_metadata.frames;
  expect(frames).toHaveLength(MANY_FRAMES_UGOIRA_FRAME_COUNT);
  expect(frames.reduce((sum, frame) => sum + frame.delay, 0)).toBe(LOOP_MS);

  await useSettings(page, { dlFileNameTpl: TEMPLATE });
  await page.goto(`/artworks/${String(MANY_FRAMES_UGOIRA_ID)}`);
  await record(page);
  await page.getByTestId("ugoira-play").click();
  const player = page.getByTestId("ugoira-player");
  await expect(player).toHaveAttribute("data-state", "playing", { timeout: 60_000 });
  // Loading showed the zip's download, then the decoding of all 120 frames.
  const loading = (await recorded(page)).texts;
  expect(loading.some((text) => text.startsWith("Downloading frames"))).toBe(true);
  const decodingTotals = loading.flatMap((text) => {
    const match = /^Decoding frames \d+ \/ (\d+)$/.exec(text);
    return match === null ? [] : [Number(match[1])];
  });
  expect(decodingTotals.length).toBeGreaterThan(0);
  expect(new Set(decodingTotals)).toEqual(new Set([MANY_FRAMES_UGOIRA_FRAME_COUNT]));

  // Frames past the hundredth are drawn, and each loop (from one wrap back to the start to the next,
  // found even when a busy machine skips frame 0) lasts the frames' total delay.
  const wraps = async (): Promise<number[]> => {
    const drawn = (await recorded(page)).frames;
    return drawn.flatMap((entry, index) => (entry.frame < (drawn[index - 1]?.frame ?? -1) ? [entry.at] : []));
  };
  await expect
    .poll(async () => (await wraps()).length, {
      message: "the animation loops twice",
      timeout: 3 * LOOP_MS + 10_000,
      intervals: [500],
    })
    .toBeGreaterThanOrEqual(2);
  const drawn = (await recorded(page)).frames;
  expect(Math.max(...drawn.map((entry) => entry.frame))).toBeGreaterThanOrEqual(100);
  const [firstWrap, secondWrap] = await wraps();
  expect(Math.abs((secondWrap ?? 0) - (firstWrap ?? 0) - LOOP_MS)).toBeLessThan(750);

  const download = page.waitForEvent("download", { timeout: 60_000 });
  await page.getByTestId("ugoira-download").click();
  await page.getByTestId("ugoira-formats").locator('[data-format="GIF"]').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${String(UGOIRA_USER_ID)}-${String(MANY_FRAMES_UGOIRA_ID)}-p0.gif`);
  const path = join(directory, file.suggestedFilename());
  await file.saveAs(path);

  // The export counted the frames the GIF keeps: 60, never the 120 it was made from.
  const counts = (await recorded(page)).texts.flatMap((text) => {
    const match = /Making GIF.*?(\d+) \/ (\d+)/.exec(text);
    return match === null ? [] : [[Number(match[1]), Number(match[2])] as const];
  });
  expect(counts.length).toBeGreaterThan(0);
  for (const [done, total] of counts) {
    expect(total).toBe(GIF_FRAMES);
    expect(done).toBeLessThanOrEqual(GIF_FRAMES);
  }

  // Every second frame, each for its pair's time (40+50, 60+40, 50+60 ms), as long as the animation.
  const durations = packetDurations(path);
  expect(durations).toHaveLength(GIF_FRAMES);
  durations.forEach((duration, index) => {
    expect(duration, `frame ${String(index)}`).toBeCloseTo([0.09, 0.1, 0.11][index % 3] ?? 0, 3);
  });
  expect(durations.reduce((sum, duration) => sum + duration, 0)).toBeCloseTo(LOOP_MS / 1000, 3);
});
