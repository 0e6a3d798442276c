/**
 * Server-side ugoira conversion: `GET /api/ugoira/{id}.mp4` (and `.webm`, `.gif`, and `.avif`, the
 * animated AVIF the artwork page shows with the isUgoiraAvifSrc setting). The frames zip
 * named by the work's ugoira metadata is fetched from i.pximg.net (with pixiv's Referer) — the
 * 1920×1080 zip beside `zip_urls.medium` when pixiv has one (PRODUCT.md §B6; a 403/404 for it
 * falls back to the medium zip, any other failure is a 502 so that a passing fault never pins a
 * small video in the cache) — unpacked into a temporary folder, and ffmpeg's concat demuxer plays
 * each frame for its delay (ugoira-ffmpeg.ts), so the file lasts as long as the animation. Results
 * are kept on disk (one file per work, zip and format) and served from there, with single byte
 * ranges (206, 416) for players that seek; a file the route has made is served again without
 * asking pixiv for the metadata (an ugoira's metadata never changes). One conversion per file at a
 * time, and at most CONCURRENT_JOBS overall. pixiv's own answer passes through for a work that is not an ugoira
 * (404); a failed conversion is a 502; without ffmpeg the route answers 503 saying how to install it.
 * `GET /api/capabilities` tells the app whether the server can make these files at all
 * (`{ ugoiraVideo }`: ffmpeg runs), so that it offers only what works.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { unzipSync } from "fflate";
import { request } from "undici";
import { z } from "zod";
import {
  I_PXIMG_ORIGIN,
  PXV_API_PATHS,
  UGOIRA_ZIP_TIMEOUT_MS,
  capabilitiesBodySchema,
  highResolutionZipUrl,
  parseByteRange,
} from "@pxv/pixiv";
import type { ServerAppApi } from "../../upstream/app-api-client.js";
import { UpstreamError, readUpstreamBody } from "../../errors.js";
import { PIXIV_REFERER } from "../images/image-proxy.js";
import { binaryBody, refused } from "../../route-schema/answers.js";
import {
  UGOIRA_FORMAT_NAMES,
  UGOIRA_FORMATS,
  concatList,
  ffmpegArguments,
  ffmpegRuns,
  runFfmpeg,
  type UgoiraFormat,
  type UgoiraFrame,
} from "./ugoira-ffmpeg.js";

/** The biggest frames zip pxv downloads (pixiv's 1920×1080 zips are a few tens of MB). */
const MAX_ZIP_BYTES = 200 * 1024 * 1024;
/** ffmpeg jobs at once; each keeps a core busy. */
const CONCURRENT_JOBS = 2;
/** How many made files the route remembers the names of (a few hundred bytes each). */
const REMEMBERED_FILES = 4096;
/** Videos never change for a given zip: browsers may keep them a year. */
const VIDEO_CACHE_CONTROL = "public, max-age=31536000, immutable";

const metadataSchema = z.object({
  ugoira_metadata: z.object({
    zip_urls: z.object({ medium: z.url() }),
    frames: z
      .array(z.object({ file: z.string().regex(/^[\w.-]+$/), delay: z.number().int().positive() }))
      .min(1),
  }),
});

interface MadeFile {
  readonly output: string;
  readonly durationMs: number;
}

export interface UgoiraOptions {
  readonly appApi: ServerAppApi;
  /** Where i.pximg.net is reached (the real host or the sandbox). */
  readonly iPximgBase: string;
  readonly ffmpegPath: string;
  /** Folder for finished videos. */
  readonly cacheDir: string;
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
  await readUpstreamBody("i.pximg.net", async () => {
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > MAX_ZIP_BYTES) {
        response.body.destroy();
        throw new UpstreamError("i.pximg.net", "the frames zip is larger than pxv converts");
      }
      chunks.push(chunk as Buffer);
    }
  });
  return new Uint8Array(Buffer.concat(chunks));
}

/** `{id}.{format}`: a positive safe integer id and one of the formats ffmpeg makes. */
const ugoiraFile = z.object({
  file: z
    .string()
    .regex(
      new RegExp(`^[1-9]\\d{0,14}\\.(${UGOIRA_FORMAT_NAMES.join("|")})$`),
      `must be {id}.${UGOIRA_FORMAT_NAMES.join(", {id}.")}`,
    )
    .transform((file) => {
      const [id = "", format = ""] = file.split(".");
      return { id: Number(id), format: format as UgoiraFormat };
    }),
});

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
    frames: readonly UgoiraFrame[],
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
      await writeFile(join(work, "frames.txt"), concatList(frames, UGOIRA_FORMATS[format].exactTiming));
      const partial = join(work, `out.${format}`);
      await runFfmpeg(options.ffmpegPath, ffmpegArguments(format, frames, "frames.txt", partial), work);
      await mkdir(options.cacheDir, { recursive: true });
      await rename(partial, output);
    } finally {
      release();
      await rm(work, { recursive: true, force: true });
    }
  }

  /** Files already made, by `{id}.{format}`: served again without asking pixiv for the metadata. */
  const remembered = new Map<string, MadeFile>();
  const remember = (name: string, made: MadeFile): void => {
    remembered.delete(name);
    remembered.set(name, made);
    const oldest = remembered.keys().next();
    if (remembered.size > REMEMBERED_FILES && oldest.done !== true) remembered.delete(oldest.value);
  };

  /** The file of ugoira `id` in `format` from pixiv's metadata answer, made unless it is on disk. */
  async function make(id: number, format: UgoiraFormat, body: unknown): Promise<MadeFile> {
    const metadata = metadataSchema.safeParse(body);
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
    const output = join(options.cacheDir, `${String(id)}-${key}.${format}`);
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
    return { output, durationMs: frames.reduce((sum, frame) => sum + frame.delay, 0) };
  }

  // Checked once, on the first ask: installing ffmpeg later needs a restart, as FFMPEG_PATH does.
  let ffmpegChecked: Promise<boolean> | null = null;
  const capabilities = {
    tags: ["server"],
    summary: "What this server can do beyond the API: `ugoiraVideo` is true when ffmpeg runs.",
    answers: {
      "200": { description: "The server's capabilities.", body: capabilitiesBodySchema },
    },
  };
  app.get(PXV_API_PATHS.capabilities, { schema: capabilities }, async (_request, reply) => {
    ffmpegChecked ??= ffmpegRuns(options.ffmpegPath);
    return reply.header("cache-control", "no-cache").send({ ugoiraVideo: await ffmpegChecked });
  });

  const video = {
    tags: ["ugoira"],
    summary:
      "An ugoira converted by ffmpeg: {id}.mp4, {id}.webm, {id}.gif, or {id}.avif (an animated AVIF for <img>).",
    description:
      "Lasts as long as the frame delays add up to (the AVIF shows each frame for exactly its delay). " +
      "Made on the first request, then served from the server's disk cache with byte ranges.",
    params: ugoiraFile,
    answers: {
      "200": {
        description: "The file.",
        body: binaryBody,
        type: UGOIRA_FORMAT_NAMES.map((format) => UGOIRA_FORMATS[format].type),
      },
      "206": "A byte range.",
      "400": refused(`Not {id}.${UGOIRA_FORMAT_NAMES.join("|")}.`),
      "404": "pixiv's own error body: the work is not an ugoira or does not exist.",
      "416": "The byte range is outside the file.",
      "502": refused("The frames zip could not be fetched, or ffmpeg could not convert it."),
      "503": refused("ffmpeg is not installed."),
    },
  };
  app.get("/api/ugoira/:file", { schema: video }, async (request, reply) => {
    const { id, format } = (request.params as z.output<typeof ugoiraFile>).file;

    const name = `${String(id)}.${format}`;
    let made = remembered.get(name);
    if (made !== undefined && (await stat(made.output).catch(() => null)) === null) made = undefined;
    if (made === undefined) {
      const upstream = await options.appApi.get("/v1/ugoira/metadata", { illust_id: id });
      if (upstream.statusCode !== 200)
        return reply.code(upstream.statusCode).header("cache-control", "no-store").send(upstream.body);
      made = await make(id, format, upstream.body);
      remember(name, made);
    }
    const { output, durationMs } = made;
    const size = (await stat(output)).size;
    reply
      .type(UGOIRA_FORMATS[format].type)
      .header("accept-ranges", "bytes")
      .header("cache-control", VIDEO_CACHE_CONTROL)
      .header("x-ugoira-duration-ms", String(durationMs));
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
