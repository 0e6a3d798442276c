/**
 * Shared set-up of the server-side ugoira tests: the sandbox's real ugoira metadata, a loopback
 * image host serving frames zips of two real JPEG frames (made by ffmpeg, alternated under the
 * metadata's names: 96×64 in the medium zip, 192×128 in the 1920×1080 one), pxv wired to both,
 * and ffprobe to read what pxv made. The host can drop its 1920×1080 zip or serve frames that are
 * not pictures, to test the fall-back and ffmpeg's failure.
 */
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { zipSync } from "fflate";
import { rankingBodySchema } from "@pxv/pixiv";
import { startSandbox, type Sandbox } from "@pxv/sandbox";
import type { AppOptions } from "../../app.js";
import { fetchSandboxAppApi, startHarness, type Harness } from "../../test/harness.js";
import { startStubUpstream, type StubUpstream } from "../../test/stub-upstream.js";
import type { UgoiraFrame } from "./ugoira-ffmpeg.js";

const run = promisify(execFile);

export interface FramesHostMode {
  /** The host has no 1920×1080 zip (404). */
  highResolutionMissing: boolean;
  /** The zips hold bytes that are not pictures under the frames' names. */
  corruptFrames: boolean;
}

export interface UgoiraFixture {
  readonly sandbox: Sandbox;
  /** pxv on the sandbox and the frames host, with its own cache folder. */
  readonly harness: Harness;
  readonly ugoiraId: number;
  readonly frames: readonly UgoiraFrame[];
  /** Paths of the zips pxv asked the host for, in order. */
  readonly zipPaths: string[];
  readonly mode: FramesHostMode;
  /** Another pxv on the same hosts, with a fresh cache folder (and other app options). */
  startApp(cacheName: string, app?: Partial<AppOptions>): Promise<Harness>;
  /** ffprobe's JSON for the file made of `bytes`, with these `-show_entries`. */
  probe(bytes: Buffer, extension: string, entries: string): Promise<unknown>;
  close(): Promise<void>;
}

export async function startUgoiraFixture(): Promise<UgoiraFixture> {
  const directory = mkdtempSync(join(tmpdir(), "pxv-ugoira-test-"));
  const sandbox = await startSandbox({ seed: "pxv-server-tests" });
  const ranking = rankingBodySchema.parse(await fetchSandboxAppApi(sandbox, "/v1/illust/ranking?mode=day"));
  const ugoiraId = ranking.illusts.find((illust) => illust.type === "ugoira")?.id ?? 0;
  if (ugoiraId === 0) throw new Error("The sandbox's daily ranking has no ugoira");
  const metadata = (await fetchSandboxAppApi(sandbox, `/v1/ugoira/metadata?illust_id=${ugoiraId}`)) as {
    ugoira_metadata: { frames: UgoiraFrame[] };
  };
  const frames = metadata.ugoira_metadata.frames;

  const zipOf = (pictures: Uint8Array[]) =>
    Buffer.from(
      zipSync(
        Object.fromEntries(
          frames.map((frame, index) => [frame.file, pictures[index % pictures.length] ?? new Uint8Array()]),
        ),
      ),
    );
  const jpegs = (size: string) =>
    ["red", "blue"].map((colour) => {
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
  const mediumZip = zipOf(jpegs("96x64"));
  const highZip = zipOf(jpegs("192x128"));
  const corruptZip = zipOf([new TextEncoder().encode("not a picture")]);

  const mode: FramesHostMode = { highResolutionMissing: false, corruptFrames: false };
  const zipPaths: string[] = [];
  const imageHost: StubUpstream = await startStubUpstream((request, reply, recorded) => {
    if (request.headers.referer !== "https://www.pixiv.net/") return reply.code(403).send("");
    zipPaths.push(recorded.path);
    if (mode.corruptFrames) return reply.type("application/zip").send(corruptZip);
    if (recorded.path.endsWith("_ugoira1920x1080.zip")) {
      if (mode.highResolutionMissing) return reply.code(404).send("");
      return reply.type("application/zip").send(highZip);
    }
    return reply.type("application/zip").send(mediumZip);
  });

  const startApp = (cacheName: string, app: Partial<AppOptions> = {}) =>
    startHarness(
      { iPximg: imageHost.url },
      { sandbox, app: { ugoiraCacheDir: join(directory, cacheName), ...app } },
    );
  const harness = await startApp("videos");
  let probes = 0;

  return {
    sandbox,
    harness,
    ugoiraId,
    frames,
    zipPaths,
    mode,
    startApp,
    async probe(bytes, extension, entries) {
      probes += 1;
      const file = join(directory, `probe-${String(probes)}.${extension}`);
      writeFileSync(file, bytes);
      const { stdout } = await run("ffprobe", ["-v", "error", "-show_entries", entries, "-of", "json", file]);
      return JSON.parse(stdout) as unknown;
    },
    async close() {
      await harness.close();
      await imageHost.close();
      await sandbox.close();
    },
  };
}
