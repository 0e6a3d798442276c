// The animated AVIF for the artwork page (setting isUgoiraAvifSrc), made by Debian's ffmpeg from
// the sandbox's ugoira metadata and a loopback frames host (ugoira-test-fixture.ts): an `avis`
// file served as image/avif, one picture per frame, each shown for exactly its delay, then cached
// (neither the zip nor the metadata asked for again); pixiv's 404 for a work that is not an
// ugoira; a 400 for a bad name; a 502 when ffmpeg cannot read the frames.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startUgoiraFixture, type UgoiraFixture } from "./ugoira-test-fixture.js";

let fixture: UgoiraFixture;

beforeAll(async () => {
  fixture = await startUgoiraFixture();
});
afterAll(async () => {
  await fixture.close();
});

interface PacketProbe {
  packets: { pts: number; duration: number }[];
  streams: { codec_name: string; width: number; nb_frames: string; time_base: string }[];
}

describe("GET /api/ugoira/{id}.avif", () => {
  it("answers an animated AVIF that shows each frame for exactly its delay", async () => {
    expect(fixture.frames.length).toBeGreaterThan(1);
    const response = await fixture.harness.app.inject({
      method: "GET",
      url: `/api/ugoira/${fixture.ugoiraId}.avif`,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers["content-type"]).toBe("image/avif");
    // The file type box: major brand `avis` (an image sequence), compatible with `avif`.
    const bytes = response.rawPayload;
    expect(bytes.subarray(4, 12).toString("latin1")).toBe("ftypavis");
    const brands = bytes.subarray(16, bytes.readUInt32BE(0)).toString("latin1");
    expect(brands).toContain("avif");

    const probe = (await fixture.probe(
      bytes,
      "avif",
      "stream=codec_name,width,nb_frames,time_base:packet=pts,duration",
    )) as PacketProbe;
    const stream = probe.streams[0];
    expect(stream?.codec_name).toBe("av1");
    expect(stream?.width).toBe(192); // from the 1920×1080 zip
    expect(Number(stream?.nb_frames)).toBe(fixture.frames.length);
    const [numerator = 1, denominator = 1] = (stream?.time_base ?? "").split("/").map(Number);
    const millisecondsOf = (ticks: number) => (ticks * numerator * 1000) / denominator;
    expect(probe.packets.map((packet) => millisecondsOf(packet.duration))).toEqual(
      fixture.frames.map((frame) => frame.delay),
    );
    let start = 0;
    expect(probe.packets.map((packet) => millisecondsOf(packet.pts))).toEqual(
      fixture.frames.map((frame) => {
        const at = start;
        start += frame.delay;
        return at;
      }),
    );
    expect(response.headers["x-ugoira-duration-ms"]).toBe(String(start));
  });

  it("serves the AVIF again from its cache without fetching the zip or the metadata", async () => {
    const before = fixture.zipPaths.length;
    // pixiv's metadata endpoint failing does not matter once the file is made.
    fixture.sandbox.faults.set({ kind: "error", status: 503, path: "/v1/ugoira/metadata", host: "appApi" });
    try {
      const response = await fixture.harness.app.inject({
        method: "GET",
        url: `/api/ugoira/${fixture.ugoiraId}.avif`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/avif");
      expect(response.headers["cache-control"]).toContain("immutable");
      expect(fixture.zipPaths).toHaveLength(before);
    } finally {
      fixture.sandbox.faults.clear();
    }
  });

  it("passes pixiv's 404 and message through for a work that is not an ugoira", async () => {
    const response = await fixture.harness.app.inject({ method: "GET", url: "/api/ugoira/1.avif" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json<{ error: { user_message: string; message: string } }>();
    expect(`${body.error.user_message}${body.error.message}`).not.toBe("");
  });

  it.each(["abc.avif", "0.avif", "12.avifs"])("refuses %s with a 400", async (name) => {
    const response = await fixture.harness.app.inject({ method: "GET", url: `/api/ugoira/${name}` });
    expect(response.statusCode).toBe(400);
  });

  it("answers 502 with ffmpeg's error when the frames are not pictures", async () => {
    const corrupt = await fixture.startApp("corrupt-avif");
    fixture.mode.corruptFrames = true;
    try {
      const response = await corrupt.app.inject({
        method: "GET",
        url: `/api/ugoira/${fixture.ugoiraId}.avif`,
      });
      expect(response.statusCode).toBe(502);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json<{ detail: string }>().detail).toMatch(/^ffmpeg failed \(\d+\): \S/);
    } finally {
      fixture.mode.corruptFrames = false;
      await corrupt.close();
    }
  });
});
