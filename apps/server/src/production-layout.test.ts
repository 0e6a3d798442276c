// The production layout the Dockerfile builds, exercised without Docker: the runtime stage's steps
// are read from the Dockerfile and replayed in that order in a temporary folder — its COPY lines copy
// the built outputs and package files, its `npm ci --omit=dev` runs (offline, from npm's cache), its
// CMD starts the server on a free port on the sandbox, its HEALTHCHECK command is run — then a
// ranking, an image and the web app are fetched, and the server is stopped. A runtime import of a
// devDependency, a missing built file or a step out of order fails here as it would in the image.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./test/redis-server.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
/** npm ci and a cold start on a busy two-core machine: a guard against a hang, not a speed check. */
const STEP_TIMEOUT_MS = 240_000;
const STOP_GRACE_MS = 30_000;

interface RuntimeStage {
  readonly workdir: string;
  readonly env: Record<string, string>;
  readonly steps: readonly (
    { kind: "copy"; sources: string[]; target: string } | { kind: "run"; command: string }
  )[];
  readonly healthcheck: string[];
  readonly cmd: string[];
}

/** The Dockerfile's `runtime` stage as steps (continuation lines are not used there). */
function readRuntimeStage(dockerfile: string): RuntimeStage {
  const lines = dockerfile.split("\n");
  const start = lines.findIndex((line) => /^FROM \S+ AS runtime$/.test(line));
  if (start === -1) throw new Error("the Dockerfile has no runtime stage");
  let workdir = "/";
  const env: Record<string, string> = {};
  const steps: RuntimeStage["steps"][number][] = [];
  let healthcheck: string[] = [];
  let cmd: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const [instruction = "", ...rest] = line.split(" ");
    const argument = rest.join(" ");
    if (instruction === "WORKDIR") workdir = argument;
    else if (instruction === "ENV") {
      for (const pair of rest) {
        const [name = "", value = ""] = pair.split("=");
        env[name] = value;
      }
    } else if (instruction === "COPY") {
      const parts = rest.filter((part) => !part.startsWith("--"));
      const target = parts.pop() ?? "";
      steps.push({ kind: "copy", sources: parts, target });
    } else if (instruction === "RUN") steps.push({ kind: "run", command: argument });
    else if (instruction === "HEALTHCHECK")
      healthcheck = JSON.parse(argument.slice(argument.indexOf("CMD ") + 4)) as string[];
    else if (instruction === "CMD") cmd = JSON.parse(argument) as string[];
  }
  return { workdir, env, steps, healthcheck, cmd };
}

const dockerfile = readFileSync(join(ROOT, "Dockerfile"), "utf8");
const stage = readRuntimeStage(dockerfile);
let folder = "";
let server: ChildProcess | null = null;
let baseUrl = "";
let output = "";

/** Runs one shell step of the stage; only npm's own steps apply outside the image (apt is the OS's). */
function runStep(command: string, cwd: string): void {
  for (const part of command.split("&&").map((piece) => piece.trim())) {
    if (!part.startsWith("npm ci")) continue;
    const args = [...part.split(/\s+/).slice(1), "--offline", "--no-audit", "--no-fund"];
    const result = spawnSync("npm", args, { cwd, encoding: "utf8", timeout: STEP_TIMEOUT_MS });
    if (result.status !== 0) throw new Error(`npm ${args.join(" ")} failed:\n${result.stderr}`);
  }
}

function waitForStart(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /pxv is running at (http:\/\/\S+?)\/ /.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      reject(new Error(`the server exited (${String(code)}) before it listened:\n${output}`));
    });
  });
}

beforeAll(async () => {
  const built = ["apps/server/dist/main.js", "packages/sandbox/dist/index.js", "apps/web/dist/index.html"];
  if (!built.every((path) => existsSync(join(ROOT, path)))) {
    // The build stage's last step, when this test runs before a build.
    const result = spawnSync("npm", ["run", "build"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: STEP_TIMEOUT_MS,
    });
    if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stderr}`);
  }
  folder = mkdtempSync(join(tmpdir(), "pxv-production-"));
  for (const step of stage.steps) {
    if (step.kind === "run") {
      runStep(step.command, folder);
      continue;
    }
    for (const source of step.sources) {
      const relative = source.replace(/^\/app\//, "");
      const target = step.target.endsWith("/")
        ? join(folder, step.target, relative.split("/").pop() ?? "")
        : join(folder, step.target);
      cpSync(join(ROOT, relative), target, { recursive: true });
    }
  }
  const port = await freePort();
  const [command = "node", ...args] = stage.cmd;
  server = spawn(command, args, {
    cwd: folder,
    env: { ...process.env, ...stage.env, PXV_HOST: "127.0.0.1", PXV_PORT: String(port), REDIS_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  baseUrl = await waitForStart(server);
}, STEP_TIMEOUT_MS * 2);

afterAll(async () => {
  const child = server;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    // Draining may take a while on a busy machine; past this, the process is stopped for sure.
    const force = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
    await exited;
    clearTimeout(force);
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
}, STOP_GRACE_MS * 2);

describe("the Dockerfile's runtime layout", () => {
  it("installs no devDependency and none of the web app's packages", () => {
    expect(existsSync(join(folder, "node_modules/fastify/package.json"))).toBe(true);
    for (const name of ["vitest", "typescript", "react", "vite", "marked"]) {
      expect(existsSync(join(folder, "node_modules", name)), name).toBe(false);
    }
  });

  it("serves a ranking, an image and the web app from the built files", async () => {
    const rank = await fetch(`${baseUrl}/api/pixiv/rank?mode=day`);
    expect(rank.status).toBe(200);
    const body = (await rank.json()) as { illusts: { image_urls: { medium: string } }[] };
    expect(body.illusts.length).toBeGreaterThan(0);
    const image = await fetch(`${baseUrl}/-${new URL(body.illusts[0]?.image_urls.medium ?? "").pathname}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\//);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
    const page = await fetch(`${baseUrl}/rank/day`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it("keeps sync in an SQLite file in its data folder (better-sqlite3's binary loads)", async () => {
    const created = await fetch(`${baseUrl}/api/sync/spaces`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ writeToken: "t".repeat(43) }),
    });
    expect(created.status).toBe(201);
    expect(existsSync(join(folder, ".pxv/data/sync.sqlite"))).toBe(true);
  });

  it("passes its own HEALTHCHECK", () => {
    const [command = "node", ...args] = stage.healthcheck;
    const port = new URL(baseUrl).port;
    const result = spawnSync(command, args, { env: { ...process.env, PXV_PORT: port }, timeout: 30_000 });
    expect(result.status).toBe(0);
  });

  it("runs as a non-root user, from a Debian image", () => {
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^FROM node:\S+-bookworm\S* AS runtime$/m);
    expect(dirname(stage.workdir)).toBe("/");
  });
});
