// Server-side ugoira videos with Debian's ffmpeg: the sandbox's real ugoira metadata, a frames zip
// served by a loopback image host, and ffprobe to check that the video lasts as long as the frame
// delays add up to (±1 frame). Also: cached conversions, bad names, missing works, missing ffmpeg.
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankingBodySchema } from "@pxv/pixiv";
import { startSandbox, type Sandbox } from "@pxv/sandbox";
import { fetchSandboxAppApi, startHarness, type Harness } from "../test/harness.js";
import { startStubUpstream, type StubUpstream } from "../test/stub-upstream.js";
import { concatList } from "./ugoira-video.js";

const run = promisify(execFile);
interface Frame {
  file: string;
  delay: number;
}

let sandbox: Sandbox;
let imageHost: StubUpstream;
let harness: Harness;
let ugoiraId = 0;
let frames: Frame[] = [];
let zipRequests = 0;
const directory = mkdtempSync(join(tmpdir(), "pxv-ugoira-test-"));

beforeAll(async () => {
  sandbox = await startSandbox({ seed: "pxv-server-tests" });
  const ranking = rankingBodySchema.parse(await fetchSandboxAppApi(sandbox, "/v1/illust/ranking?mode=day"));
  ugoiraId = ranking.illusts.find((illust) => illust.type === "ugoira")?.id ?? 0;
  const metadata = (await fetchSandboxAppApi(sandbox, `/v1/ugoira/metadata?illust_id=${ugoiraId}`)) as {
    ugoira_metadata: { frames: Frame[] };
  };
  frames = metadata.ugoira_metadata.frames;

  // Two real JPEG frames made by ffmpeg, alternated through the zip under the metadata's names.
  const colours = ["red", "blue"].map((colour) => {
    const file = join(directory, `${colour}.jpg`);
    execFileSync("ffmpeg", [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      `color=c=${colour}:s=96x64`,
      "-frames:v",
      "1",
      "-y",
      file,
    ]);
    return new Uint8Array(readFileSync(file));
  });
  const zip = zipSync(
    Object.fromEntries(frames.map((frame, index) => [frame.file, colours[index % 2] ?? new Uint8Array()])),
  );
  imageHost = await startStubUpstream((request, reply) => {
    if (request.headers.referer !== "https://www.pixiv.net/") return reply.code(403).send("");
    zipRequests++;
    return reply.type("application/zip").send(Buffer.from(zip));
  });
  harness = await startHarness(
    { iPximg: imageHost.url },
    { sandbox, app: { ugoiraCacheDir: join(directory, "videos") } },
  );
});
afterAll(async () => {
  await harness.close();
  await imageHost.close();
  await sandbox.close();
});

async function probeDurationSeconds(bytes: Buffer, extension: string): Promise<number> {
  const file = join(directory, `probe-${Date.now()}.${extension}`);
  writeFileSync(file, bytes);
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "format=duration",
    "-of",
    "csv=p=0",
    file,
  ]);
  return Number(stdout.trim());
}

describe("GET /api/ugoira/{id}.mp4", () => {
  it("answers an MP4 that lasts as long as the frame delays add up to (±1 frame)", async () => {
    expect(ugoiraId).toBeGreaterThan(0);
    const response = await harness.app.inject({ method: "GET", url: `/api/ugoira/${ugoiraId}.mp4` });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers["content-type"]).toBe("video/mp4");
    const expected = frames.reduce((sum, frame) => sum + frame.delay, 0) / 1000;
    const oneFrame = Math.max(...frames.map((frame) => frame.delay)) / 1000;
    const duration = await probeDurationSeconds(response.rawPayload, "mp4");
    expect(Math.abs(duration - expected)).toBeLessThanOrEqual(oneFrame);
  });

  it("serves the same video again from its cache without fetching the zip", async () => {
    const before = zipRequests;
    const response = await harness.app.inject({ method: "GET", url: `/api/ugoira/${ugoiraId}.mp4` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(zipRequests).toBe(before);
  });

  it("makes WebM and GIF too", async () => {
    const webm = await harness.app.inject({ method: "GET", url: `/api/ugoira/${ugoiraId}.webm` });
    expect(webm.headers["content-type"]).toBe("video/webm");
    const expected = frames.reduce((sum, frame) => sum + frame.delay, 0) / 1000;
    const oneFrame = Math.max(...frames.map((frame) => frame.delay)) / 1000;
    expect(Math.abs((await probeDurationSeconds(webm.rawPayload, "webm")) - expected)).toBeLessThanOrEqual(
      oneFrame,
    );
    const gif = await harness.app.inject({ method: "GET", url: `/api/ugoira/${ugoiraId}.gif` });
    expect(gif.headers["content-type"]).toBe("image/gif");
    expect(gif.rawPayload.subarray(0, 6).toString("latin1")).toMatch(/^GIF8[79]a$/);
  });

  it.each(["abc.mp4", "12.avi", "0.mp4"])("refuses %s with a 400", async (name) => {
    const response = await harness.app.inject({ method: "GET", url: `/api/ugoira/${name}` });
    expect(response.statusCode).toBe(400);
  });

  it("passes pixiv's 404 through for a work that is not an ugoira", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/api/ugoira/1.mp4" });
    expect(response.statusCode).toBe(404);
  });

  it("answers 503 with a clear message when ffmpeg is missing", async () => {
    const without = await startHarness(
      { iPximg: imageHost.url },
      { sandbox, app: { ffmpegPath: "/nonexistent/ffmpeg", ugoiraCacheDir: join(directory, "none") } },
    );
    try {
      const response = await without.app.inject({ method: "GET", url: `/api/ugoira/${ugoiraId}.mp4` });
      expect(response.statusCode).toBe(503);
      expect(response.json<{ detail: string }>().detail).toMatch(/needs ffmpeg.*FFMPEG_PATH/);
    } finally {
      await without.close();
    }
  });
});

describe("concatList", () => {
  it("plays each frame for its delay and lists the last frame twice", () => {
    expect(
      concatList([
        { file: "a.jpg", delay: 80 },
        { file: "b.jpg", delay: 120 },
      ]),
    ).toBe("file 'a.jpg'\nduration 0.080\nfile 'b.jpg'\nduration 0.120\nfile 'b.jpg'\n");
  });
});
