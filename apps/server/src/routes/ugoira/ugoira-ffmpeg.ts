/**
 * How pxv turns an ugoira's frames into one file with ffmpeg, for every server-side format: the
 * format table (MIME type and encoder arguments), ffmpeg's concat list that plays each frame for
 * its delay, the whole command line, and the runner (a 503 when ffmpeg is missing, a 502 naming
 * ffmpeg's last error line when a conversion fails or overruns).
 *
 * Timing: ffmpeg's image demuxer stamps frames in 1/25 s, so the videos (MP4, WebM, GIF) keep each
 * delay to within 40 ms and list the last frame twice, or its time is lost. The animated AVIF is
 * exact: each frame is read in 1/1000 s (`option framerate 1000`), nothing is listed twice, and a
 * `setts` bitstream filter gives the last picture its own delay (ffmpeg 5.1's encoders would give
 * it one tick, and Chromium shows frames of 10 ms or less for 100 ms).
 */
import { spawn } from "node:child_process";
import { HttpError } from "../../errors.js";

/** A conversion that takes longer is stopped. */
const FFMPEG_TIMEOUT_MS = 120_000;

export interface UgoiraFrame {
  readonly file: string;
  /** Milliseconds. */
  readonly delay: number;
}

interface FormatSpec {
  readonly type: string;
  /** Encoder and muxer arguments. */
  readonly args: readonly string[];
  /** Millisecond timestamps and an exact last frame (see above). */
  readonly exactTiming: boolean;
}

export const UGOIRA_FORMATS = {
  mp4: {
    type: "video/mp4",
    exactTiming: false,
    args: [
      "-c:v",
      "libx264",
      "-pix_fmt",
      "yuv420p",
      "-vf",
      "pad=ceil(iw/2)*2:ceil(ih/2)*2",
      "-movflags",
      "+faststart",
    ],
  },
  webm: {
    type: "video/webm",
    exactTiming: false,
    args: [
      "-c:v",
      "libvpx-vp9",
      "-pix_fmt",
      "yuv420p",
      "-b:v",
      "0",
      "-crf",
      "33",
      "-deadline",
      "realtime",
      "-cpu-used",
      "8",
    ],
  },
  gif: {
    type: "image/gif",
    exactTiming: false,
    args: ["-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse", "-loop", "0"],
  },
  // An animated AVIF (`avis`) for the page's <img> (setting isUgoiraAvifSrc). libaom's real-time
  // mode at its fastest preset, on every core: about as fast as libx264's defaults here (SVT-AV1
  // refuses the 1000 fps time base; rav1e is ten times slower).
  avif: {
    type: "image/avif",
    exactTiming: true,
    args: [
      "-c:v",
      "libaom-av1",
      "-usage",
      "realtime",
      "-cpu-used",
      "8",
      "-row-mt",
      "1",
      "-crf",
      "32",
      "-b:v",
      "0",
      "-pix_fmt",
      "yuv420p",
      "-f",
      "avif",
    ],
  },
} as const satisfies Record<string, FormatSpec>;
export type UgoiraFormat = keyof typeof UGOIRA_FORMATS;
export const UGOIRA_FORMAT_NAMES = Object.keys(UGOIRA_FORMATS) as UgoiraFormat[];

export function isUgoiraFormat(name: string): name is UgoiraFormat {
  return Object.hasOwn(UGOIRA_FORMATS, name);
}

/**
 * ffmpeg's concat list: each frame for its delay. Without `exactTiming` the last frame is listed
 * twice (or its time is lost); with it, every frame is read in milliseconds and listed once.
 */
export function concatList(frames: readonly UgoiraFrame[], exactTiming = false): string {
  const lines = frames.flatMap((frame) => [
    `file '${frame.file}'`,
    ...(exactTiming ? ["option framerate 1000"] : []),
    `duration ${(frame.delay / 1000).toFixed(3)}`,
  ]);
  const last = frames.at(-1);
  if (last && !exactTiming) lines.push(`file '${last.file}'`);
  return `${lines.join("\n")}\n`;
}

/**
 * The `setts` filter that gives the last packet its delay. It counts in the packets' own time base,
 * whatever ffmpeg chose: the last packet's timestamp stands for the sum of the other delays, so
 * its duration is that timestamp × last delay / that sum.
 */
export function lastFrameDurationFilter(frames: readonly UgoiraFrame[]): string | null {
  const last = frames.at(-1);
  if (last === undefined || frames.length < 2) return null;
  const before = frames.slice(0, -1).reduce((sum, frame) => sum + frame.delay, 0);
  return `setts=duration=if(eq(N\\,${String(frames.length - 1)})\\,PTS*${String(last.delay)}/${String(before)}\\,DURATION)`;
}

/** ffmpeg's arguments to make `output` from `list` (the concat list, in the working folder). */
export function ffmpegArguments(
  format: UgoiraFormat,
  frames: readonly UgoiraFrame[],
  list: string,
  output: string,
): string[] {
  const spec: FormatSpec = UGOIRA_FORMATS[format];
  const timing = spec.exactTiming ? lastFrameDurationFilter(frames) : null;
  return [
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "concat",
    "-safe",
    "0",
    "-i",
    list,
    "-fps_mode",
    "vfr",
    ...spec.args,
    ...(timing === null ? [] : ["-bsf:v", timing]),
    "-y",
    output,
  ];
}

export class FfmpegMissing extends HttpError {
  constructor(path: string) {
    super(
      503,
      "ffmpeg_unavailable",
      `Server-side ugoira conversion needs ffmpeg, which was not found at "${path}": install it (apt-get install ffmpeg) or set FFMPEG_PATH`,
    );
  }
}

/** Whether `ffmpegPath` runs (`ffmpeg -version` exits 0), for the capabilities the app is told. */
export function ffmpegRuns(ffmpegPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(ffmpegPath, ["-version"], { stdio: "ignore" });
    child.once("error", () => {
      resolve(false);
    });
    child.once("close", (code) => {
      resolve(code === 0);
    });
  });
}

/** Runs ffmpeg in `cwd`; a failure or an overrun is a 502 with ffmpeg's last error line. */
export function runFfmpeg(ffmpegPath: string, args: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { cwd, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    let overran = false;
    const timer = setTimeout(() => {
      overran = true;
      child.kill("SIGKILL");
    }, FFMPEG_TIMEOUT_MS);
    child.once("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === "ENOENT" ? new FfmpegMissing(ffmpegPath) : error);
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      if (code === 0) {
        resolve();
        return;
      }
      const reason = overran
        ? `took longer than ${String(FFMPEG_TIMEOUT_MS / 1000)} s`
        : `failed (${code === null ? "killed" : String(code)}): ${stderr.split("\n").filter(Boolean).at(-1) ?? ""}`;
      reject(new HttpError(502, "conversion_failed", `ffmpeg ${reason}`));
    });
  });
}
