/**
 * Server-side ugoira conversion: `GET /api/ugoira/{id}.mp4` (and `.webm`, `.gif`). The frames zip
 * named by the work's ugoira metadata is fetched from i.pximg.net (with pixiv's Referer) — the
 * 1920×1080 zip beside `zip_urls.medium` when pixiv has one (reference viewer §6; a 403/404 for it
 * falls back to the medium zip, any other failure is a 502 so that a passing fault never pins a
 * small video in the cache) — unpacked
 * into a temporary folder, and ffmpeg's concat demuxer plays each frame for exactly its delay, so
 * the video lasts as long as the animation. Results are kept on disk (one file per work, zip and
 * format) and served from there, with single byte ranges (206, 416) for players that seek; one
 * conversion per file at a time, and at most CONCURRENT_JOBS overall. Without ffmpeg the route
 * answers 503 saying how to install it.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { unzipSync } from "fflate";
import { request } from "undici";
import { z } from "zod";
import { I_PXIMG_ORIGIN, UGOIRA_ZIP_TIMEOUT_MS, highResolutionZipUrl, parseByteRange } from "@pxv/pixiv";
import type { AppApiClient } from "../upstream/app-api-client.js";
import { HttpError, UpstreamError } from "../upstream/errors.js";
import { PIXIV_REFERER } from "../routes/image-proxy.js";
import { param, parseParams } from "../routes/hibi-api/params.js";

/** The biggest frames zip pxv downloads (pixiv's 1920×1080 zips are a few tens of MB). */
const MAX_ZIP_BYTES = 200 * 1024 * 1024;
/** ffmpeg jobs at once; each keeps a core busy. */
const CONCURRENT_JOBS = 2;
/** A conversion that takes longer is stopped. */
const FFMPEG_TIMEOUT_MS = 120_000;
/** Videos never change for a given zip: browsers may keep them a year. */
const VIDEO_CACHE_CONTROL = "public, max-age=31536000, immutable";

export const UGOIRA_FORMATS = {
  mp4: {
    type: "video/mp4",
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
    args: ["-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse", "-loop", "0"],
  },
} as const;
export type UgoiraFormat = keyof typeof UGOIRA_FORMATS;

const metadataSchema = z.object({
  ugoira_metadata: z.object({
    zip_urls: z.object({ medium: z.url() }),
    frames: z
      .array(z.object({ file: z.string().regex(/^[\w.-]+$/), delay: z.number().int().positive() }))
      .min(1),
  }),
});

export interface UgoiraOptions {
  readonly appApi: AppApiClient;
  /** Where i.pximg.net is reached (the real host or the sandbox). */
  readonly iPximgBase: string;
  readonly ffmpegPath: string;
  /** Folder for finished videos. */
  readonly cacheDir: string;
}

/** ffmpeg's concat list: each frame for its delay; the last is listed twice, or its time is lost. */
export function concatList(frames: readonly { file: string; delay: number }[]): string {
  const lines = frames.flatMap((frame) => [
    `file '${frame.file}'`,
    `duration ${(frame.delay / 1000).toFixed(3)}`,
  ]);
  const last = frames.at(-1);
  if (last) lines.push(`file '${last.file}'`);
  return `${lines.join("\n")}\n`;
}

class FfmpegMissing extends HttpError {
  constructor(path: string) {
    super(
      503,
      "ffmpeg_unavailable",
      `Server-side ugoira conversion needs ffmpeg, which was not found at "${path}": install it (apt-get install ffmpeg) or set FFMPEG_PATH`,
    );
  }
}

function runFfmpeg(ffmpegPath: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { cwd, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), FFMPEG_TIMEOUT_MS);
    child.once("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === "ENOENT" ? new FfmpegMissing(ffmpegPath) : error);
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new HttpError(
            500,
            "conversion_failed",
            `ffmpeg failed (${code ?? "killed"}): ${stderr.split("\n").filter(Boolean).at(-1) ?? ""}`,
          ),
        );
    });
  });
}

/** A zip the image host says it does not have (403/404): the caller may try another. */
class ZipMissing extends UpstreamError {}

async function downloadZip(url: string): Promise<Uint8Array> {
  let response;
  try {
    response = await request(url, {
      headers: { referer: PIXIV_REFERER },
      signal: AbortSignal.timeout(UGOIRA_ZIP_TIMEOUT_MS),
    });
  } catch (error) {
    throw new UpstreamError("i.pximg.net", (error as Error).message);
  }
  if (response.statusCode !== 200) {
    await response.body.dump();
    const Failure = response.statusCode === 403 || response.statusCode === 404 ? ZipMissing : UpstreamError;
    throw new Failure("i.pximg.net", `answered ${response.statusCode} for the frames zip`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += (chunk as Buffer).length;
    if (size > MAX_ZIP_BYTES) {
      response.body.destroy();
      throw new UpstreamError("i.pximg.net", "the frames zip is larger than pxv converts");
    }
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

export function registerUgoiraVideo(app: FastifyInstance, options: UgoiraOptions): void {
  const inFlight = new Map<string, Promise<string>>();
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async (): Promise<void> => {
    if (running < CONCURRENT_JOBS) {
      running++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  /** The 1920×1080 zip when the host has it, else the medium one. */
  async function downloadBestZip(mediumUrl: string): Promise<Uint8Array> {
    const highUrl = highResolutionZipUrl(mediumUrl);
    if (highUrl === mediumUrl) return downloadZip(mediumUrl);
    try {
      return await downloadZip(highUrl);
    } catch (error) {
      if (!(error instanceof ZipMissing)) throw error;
      return downloadZip(mediumUrl);
    }
  }

  async function convert(
    zipUrl: string,
    frames: { file: string; delay: number }[],
    format: UgoiraFormat,
    output: string,
  ) {
    await acquire();
    const work = await mkdtemp(join(tmpdir(), "pxv-ugoira-"));
    try {
      const entries = unzipSync(await downloadBestZip(zipUrl));
      for (const frame of frames) {
        const data = entries[frame.file];
        if (!data) throw new UpstreamError("i.pximg.net", `the frames zip has no ${frame.file}`);
        await writeFile(join(work, frame.file), data);
      }
      await writeFile(join(work, "frames.txt"), concatList(frames));
      const partial = join(work, `out.${format}`);
      await runFfmpeg(
        options.ffmpegPath,
        [
          "-hide_banner",
          "-loglevel",
          "error",
          "-f",
          "concat",
          "-safe",
          "0",
          "-i",
          "frames.txt",
          "-fps_mode",
          "vfr",
          ...UGOIRA_FORMATS[format].args,
          "-y",
          partial,
        ],
        work,
      );
      await mkdir(options.cacheDir, { recursive: true });
      await rename(partial, output);
    } finally {
      release();
      await rm(work, { recursive: true, force: true });
    }
  }

  app.get("/api/ugoira/:file", async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const match = /^(\d+)\.(mp4|webm|gif)$/.exec(file);
    if (!match) {
      throw new HttpError(
        400,
        "invalid_parameter",
        'Invalid path parameter "file": must be {id}.mp4, {id}.webm or {id}.gif',
        {
          parameter: "file",
        },
      );
    }
    const { id } = parseParams({ id: param.id("The ugoira's id.") }, { id: match[1] });
    const format = match[2] as UgoiraFormat;

    const upstream = await options.appApi.get("/v1/ugoira/metadata", { illust_id: id });
    if (upstream.statusCode !== 200)
      return reply.code(upstream.statusCode).header("cache-control", "no-store").send(upstream.body);
    const metadata = metadataSchema.safeParse(upstream.body);
    if (!metadata.success)
      throw new UpstreamError("app-api", "answered ugoira metadata of an unexpected shape");
    const { zip_urls: zipUrls, frames } = metadata.data.ugoira_metadata;
    const zip = new URL(zipUrls.medium);
    if (zip.origin !== I_PXIMG_ORIGIN)
      throw new UpstreamError("app-api", "named a frames zip outside i.pximg.net");
    const zipUrl = `${options.iPximgBase}${zip.pathname}`;

    const key = createHash("sha256")
      .update(`${zipUrl}|${JSON.stringify(frames)}`)
      .digest("hex")
      .slice(0, 16);
    const output = join(options.cacheDir, `${id}-${key}.${format}`);
    const existing = await stat(output).catch(() => null);
    if (!existing) {
      let job = inFlight.get(output);
      if (!job) {
        job = convert(zipUrl, frames, format, output)
          .then(() => output)
          .finally(() => inFlight.delete(output));
        inFlight.set(output, job);
      }
      await job;
    }
    const size = (await stat(output)).size;
    reply
      .type(UGOIRA_FORMATS[format].type)
      .header("accept-ranges", "bytes")
      .header("cache-control", VIDEO_CACHE_CONTROL)
      .header("x-ugoira-duration-ms", String(frames.reduce((sum, frame) => sum + frame.delay, 0)));
    const rangeHeader = request.headers.range;
    const range = typeof rangeHeader === "string" ? parseByteRange(rangeHeader, size) : null;
    if (range === "unsatisfiable") {
      return reply
        .code(416)
        .header("content-range", `bytes */${String(size)}`)
        .header("content-length", "0")
        .send();
    }
    if (range === null) return reply.header("content-length", String(size)).send(createReadStream(output));
    return reply
      .code(206)
      .header("content-range", `bytes ${String(range.start)}-${String(range.end)}/${String(size)}`)
      .header("content-length", String(range.end - range.start + 1))
      .send(createReadStream(output, { start: range.start, end: range.end }));
  });
}
