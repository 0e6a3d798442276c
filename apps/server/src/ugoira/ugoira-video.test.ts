// Server-side ugoira videos with Debian's ffmpeg: the sandbox's real ugoira metadata, a frames zip
// served by a loopback image host, and ffprobe to check that the video lasts as long as the frame
// delays add up to (±1 frame). Also: the 1920×1080 zip is used when the host has it (the medium one
// otherwise), byte ranges of the cached video, cached conversions, bad names, missing works, missing
// ffmpeg.
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
const zipPaths: string[] = [];
/** When set, the image host has no 1920×1080 zip (404). */
let highResolutionMissing = false;
const directory = mkdtempSync(join(tmpdir(), "pxv-ugoira-test-"));

beforeAll(async () => {
  sandbox = await startSandbox({ seed: "pxv-server-tests" });
  const ranking = rankingBodySchema.parse(await fetchSandboxAppApi(sandbox, "/v1/illust/ranking?mode=day"));
  ugoiraId = ranking.illusts.find((illust) => illust.type === "ugoira")?.id ?? 0;
  const metadata = (await fetchSandboxAppApi(sandbox, `/v1/ugoira/metadata?illust_id=${ugoiraId}`)) as {
    ugoira_metadata: { frames: Frame[] };
  };
  frames = metadata.ugoira_metadata.frames;

  // Two real JPEG frames made by ffmpeg, alternated through the zip under the metadata's names: at
  // 96×64 in the medium zip, 192×128 in the 1920×1080 one.
  const zipOf = (size: string) => {
    const colours = ["red", "blue"].map((colour) => {
      const file = join(directory, `${colour}-${size}.jpg`);
      execFileSync("ffmpeg", [
        "-v",
        "error",
        "-f",
        "lavfi",
        "-i",
        `color=c=${colour}:s=${size}`,
        "-frames:v",
        "1",
        "-y",
        file,
      ]);
      return new Uint8Array(readFileSync(file));
    });
    return Buffer.from(
      zipSync(
        Object.fromEntries(
          frames.map((frame, index) => [frame.file, colours[index % 2] ?? new Uint8Array()]),
        ),
      ),
    );
  };
  const mediumZip = zipOf("96x64");
  const highZip = zipOf("192x128");
  imageHost = await startStubUpstream((request, reply, recorded) => {
    if (request.headers.referer !== "https://www.pixiv.net/") return reply.code(403).send("");
    zipRequests++;
    zipPaths.push(recorded.path);
    if (recorded.path.endsWith("_ugoira1920x1080.zip")) {
      if (highResolutionMissing) return reply.code(404).send("");
      return reply.type("application/zip").send(highZip);
    }
    return reply.type("application/zip").send(mediumZip);
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

async function probeWidth(bytes: Buffer, extension: string): Promise<number> {
  const file = join(directory, `probe-${Date.now()}.${extension}`);
  writeFileSync(file, bytes);
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-select_streams",
    "v:0",
    "-show_entries",
    "stream=width",
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
    // Made from the 1920×1080 zip beside zip_urls.medium.
    expect(zipPaths).toHaveLength(1);
    expect(zipPaths[0]).toMatch(/_ugoira1920x1080\.zip$/);
    expect(await probeWidth(response.rawPayload, "mp4")).toBe(192);
  });

  it("answers byte ranges of the cached video", async () => {
    const url = `/api/ugoira/${ugoiraId}.mp4`;
    const whole = await harness.app.inject({ method: "GET", url });
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    const size = whole.rawPayload.length;
    const head = await harness.app.inject({ method: "GET", url, headers: { range: "bytes=0-99" } });
    expect(head.statusCode).toBe(206);
    expect(head.headers["content-range"]).toBe(`bytes 0-99/${size}`);
    expect(head.headers["content-length"]).toBe("100");
    expect(head.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    const tail = await harness.app.inject({ method: "GET", url, headers: { range: "bytes=-50" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers["content-range"]).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 50))).toBe(true);
    const middle = await harness.app.inject({ method: "GET", url, headers: { range: "bytes=1000-" } });
    expect(middle.rawPayload.equals(whole.rawPayload.subarray(1000))).toBe(true);
    const beyond = await harness.app.inject({ method: "GET", url, headers: { range: `bytes=${size}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${size}`);
  });

  it("falls back to the medium zip when the host has no 1920×1080 one", async () => {
    const fallback = await startHarness(
      { iPximg: imageHost.url },
      { sandbox, app: { ugoiraCacheDir: join(directory, "fallback") } },
    );
    highResolutionMissing = true;
    zipPaths.length = 0;
    try {
      const response = await fallback.app.inject({ method: "GET", url: `/api/ugoira/${ugoiraId}.mp4` });
      expect(response.statusCode).toBe(200);
      expect(zipPaths.map((path) => /_ugoira(\w+)\.zip$/.exec(path)?.[1])).toEqual(["1920x1080", "600x600"]);
      expect(await probeWidth(response.rawPayload, "mp4")).toBe(96);
    } finally {
      highResolutionMissing = false;
      await fallback.close();
    }
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
