/**
 * The lives' video: a short H.264 test pattern cut into MPEG-TS segments by ffmpeg (`FFMPEG_PATH`,
 * else `ffmpeg` on PATH), generated once on first use and kept in memory, then served as an endless
 * live stream: a sliding playlist whose media sequence follows the clock since the live started,
 * each segment the loop's `sequence mod SEGMENT_COUNT`-th, with a discontinuity where the loop
 * restarts. Without ffmpeg `segments()` resolves null and the host answers 503.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const SEGMENT_SECONDS = 2;
export const SEGMENT_COUNT = 4;
/** Segments a live playlist lists at once. */
const PLAYLIST_WINDOW = 3;

export interface HlsSource {
  /** The loop's segments (MPEG-TS bytes), or null when ffmpeg is not installed. */
  segments(): Promise<readonly Buffer[] | null>;
}

function ffmpegArguments(directory: string): string[] {
  return [
    ...["-hide_banner", "-loglevel", "error", "-nostdin"],
    ...["-f", "lavfi", "-i", `testsrc2=size=320x180:rate=10:duration=${SEGMENT_SECONDS * SEGMENT_COUNT}`],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-profile:v", "baseline", "-pix_fmt", "yuv420p"],
    // One thread and bit-exact muxing: the same bytes on every run.
    ...["-threads", "1", "-fflags", "+bitexact", "-flags:v", "+bitexact"],
    ...[
      "-g",
      String(10 * SEGMENT_SECONDS),
      "-keyint_min",
      String(10 * SEGMENT_SECONDS),
      "-sc_threshold",
      "0",
    ],
    ...["-f", "hls", "-hls_time", String(SEGMENT_SECONDS), "-hls_list_size", "0"],
    ...["-hls_segment_filename", join(directory, "segment%d.ts"), join(directory, "index.m3u8")],
  ];
}

function run(command: string, args: readonly string[]): Promise<"ok" | "missing"> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") resolve("missing");
      else reject(error);
    });
    child.on("close", (code) => {
      if (code === 0) resolve("ok");
      else reject(new Error(`ffmpeg exited with ${code}: ${errors.trim()}`));
    });
  });
}

export function createHlsSource(ffmpegPath = process.env["FFMPEG_PATH"] ?? "ffmpeg"): HlsSource {
  let pending: Promise<readonly Buffer[] | null> | null = null;
  const generate = async (): Promise<readonly Buffer[] | null> => {
    const directory = await mkdtemp(join(tmpdir(), "pxv-sandbox-hls-"));
    try {
      if ((await run(ffmpegPath, ffmpegArguments(directory))) === "missing") return null;
      return await Promise.all(
        Array.from({ length: SEGMENT_COUNT }, (_, index) => readFile(join(directory, `segment${index}.ts`))),
      );
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  };
  return {
    segments: () => {
      pending ??= generate().catch((error: unknown) => {
        pending = null; // a failed run may succeed next time
        throw error;
      });
      return pending;
    },
  };
}

/** A live playlist for a stream that started at `startedAt` (epoch ms), as seen at `now`. */
export function livePlaylist(startedAt: number, now: number): string {
  const current = Math.max(0, Math.floor((now - startedAt) / 1000 / SEGMENT_SECONDS));
  const first = Math.max(0, current - PLAYLIST_WINDOW + 1);
  const lines = [
    "#EXTM3U",
    "#EXT-X-VERSION:3",
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / SEGMENT_COUNT)}`,
  ];
  for (let sequence = first; sequence <= current; sequence++) {
    if (sequence !== first && sequence % SEGMENT_COUNT === 0) lines.push("#EXT-X-DISCONTINUITY");
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, `${sequence}.ts`);
  }
  return `${lines.join("\n")}\n`;
}
