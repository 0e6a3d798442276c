// Server-side videos with Debian's ffmpeg (set-up in ugoira-test-fixture.ts): the video lasts as
// long as the frame delays add up to (±1 frame), the 1920×1080 zip is used when the host has it
// (the medium one otherwise), byte ranges of the cached video, cached conversions, bad names,
// missing works, missing ffmpeg, and a 502 when ffmpeg cannot read the frames.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startUgoiraFixture, type UgoiraFixture } from "./ugoira-test-fixture.js";

let fixture: UgoiraFixture;
let ugoiraId = 0;

beforeAll(async () => {
  fixture = await startUgoiraFixture();
  ugoiraId = fixture.ugoiraId;
});
afterAll(async () => {
  await fixture.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fixture.harness.app.inject({ method: "GET", url, headers });

async function probeDurationSeconds(bytes: Buffer, extension: string): Promise<number> {
  const json = (await fixture.probe(bytes, extension, "format=duration")) as { format: { duration: string } };
  return Number(json.format.duration);
}

async function probeWidth(bytes: Buffer, extension: string): Promise<number> {
  const json = (await fixture.probe(bytes, extension, "stream=width")) as { streams: { width: number }[] };
  return json.streams[0]?.width ?? 0;
}

const totalSeconds = () => fixture.frames.reduce((sum, frame) => sum + frame.delay, 0) / 1000;
const longestFrameSeconds = () => Math.max(...fixture.frames.map((frame) => frame.delay)) / 1000;

describe("GET /api/ugoira/{id}.mp4", () => {
  it("answers an MP4 that lasts as long as the frame delays add up to (±1 frame)", async () => {
    const response = await get(`/api/ugoira/${ugoiraId}.mp4`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers["content-type"]).toBe("video/mp4");
    const duration = await probeDurationSeconds(response.rawPayload, "mp4");
    expect(Math.abs(duration - totalSeconds())).toBeLessThanOrEqual(longestFrameSeconds());
    // Made from the 1920×1080 zip beside zip_urls.medium.
    expect(fixture.zipPaths).toHaveLength(1);
    expect(fixture.zipPaths[0]).toMatch(/_ugoira1920x1080\.zip$/);
    expect(await probeWidth(response.rawPayload, "mp4")).toBe(192);
  });

  it("answers byte ranges of the cached video", async () => {
    const url = `/api/ugoira/${ugoiraId}.mp4`;
    const whole = await get(url);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    const size = whole.rawPayload.length;
    const head = await get(url, { range: "bytes=0-99" });
    expect(head.statusCode).toBe(206);
    expect(head.headers["content-range"]).toBe(`bytes 0-99/${size}`);
    expect(head.headers["content-length"]).toBe("100");
    expect(head.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    const tail = await get(url, { range: "bytes=-50" });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers["content-range"]).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 50))).toBe(true);
    const middle = await get(url, { range: "bytes=1000-" });
    expect(middle.rawPayload.equals(whole.rawPayload.subarray(1000))).toBe(true);
    const beyond = await get(url, { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${size}`);
  });

  it("falls back to the medium zip when the host has no 1920×1080 one", async () => {
    const fallback = await fixture.startApp("fallback");
    fixture.mode.highResolutionMissing = true;
    fixture.zipPaths.length = 0;
    try {
      const response = await fallback.app.inject({ method: "GET", url: `/api/ugoira/${ugoiraId}.mp4` });
      expect(response.statusCode).toBe(200);
      expect(fixture.zipPaths.map((path) => /_ugoira(\w+)\.zip$/.exec(path)?.[1])).toEqual([
        "1920x1080",
        "600x600",
      ]);
      expect(await probeWidth(response.rawPayload, "mp4")).toBe(96);
    } finally {
      fixture.mode.highResolutionMissing = false;
      await fallback.close();
    }
  });

  it("serves the same video again from its cache without fetching the zip", async () => {
    const before = fixture.zipPaths.length;
    const response = await get(`/api/ugoira/${ugoiraId}.mp4`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(fixture.zipPaths).toHaveLength(before);
  });

  it("makes WebM and GIF too", async () => {
    const webm = await get(`/api/ugoira/${ugoiraId}.webm`);
    expect(webm.headers["content-type"]).toBe("video/webm");
    expect(
      Math.abs((await probeDurationSeconds(webm.rawPayload, "webm")) - totalSeconds()),
    ).toBeLessThanOrEqual(longestFrameSeconds());
    const gif = await get(`/api/ugoira/${ugoiraId}.gif`);
    expect(gif.headers["content-type"]).toBe("image/gif");
    expect(gif.rawPayload.subarray(0, 6).toString("latin1")).toMatch(/^GIF8[79]a$/);
  });

  it.each(["abc.mp4", "12.avi", "0.mp4", "12.mp4.avif", "-1.avif"])("refuses %s with a 400", async (name) => {
    const response = await get(`/api/ugoira/${name}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ parameter: string }>().parameter).toMatch(/^(file|id)$/);
  });

  it("passes pixiv's 404 through for a work that is not an ugoira", async () => {
    const response = await get("/api/ugoira/1.mp4");
    expect(response.statusCode).toBe(404);
  });

  it("answers 502 naming ffmpeg's error when the frames are not pictures", async () => {
    const corrupt = await fixture.startApp("corrupt");
    fixture.mode.corruptFrames = true;
    try {
      const response = await corrupt.app.inject({ method: "GET", url: `/api/ugoira/${ugoiraId}.mp4` });
      expect(response.statusCode).toBe(502);
      expect(response.json<{ detail: string }>().detail).toMatch(/^ffmpeg failed \(\d+\): \S/);
    } finally {
      fixture.mode.corruptFrames = false;
      await corrupt.close();
    }
  });

  it("tells the app whether ffmpeg runs", async () => {
    const withFfmpeg = await fixture.harness.app.inject({ method: "GET", url: "/api/capabilities" });
    expect(withFfmpeg.json()).toEqual({ ugoiraVideo: true });
    const without = await fixture.startApp("none", { ffmpegPath: "/nonexistent/ffmpeg" });
    try {
      const response = await without.app.inject({ method: "GET", url: "/api/capabilities" });
      expect(response.json()).toEqual({ ugoiraVideo: false });
    } finally {
      await without.close();
    }
  });

  it("answers 503 with a clear message when ffmpeg is missing", async () => {
    const without = await fixture.startApp("none", { ffmpegPath: "/nonexistent/ffmpeg" });
    try {
      const response = await without.app.inject({ method: "GET", url: `/api/ugoira/${ugoiraId}.mp4` });
      expect(response.statusCode).toBe(503);
      expect(response.json<{ detail: string }>().detail).toMatch(/needs ffmpeg.*FFMPEG_PATH/);
    } finally {
      await without.close();
    }
  });
});
