// The production layout the Dockerfile builds, exercised without Docker: the runtime stage's steps
// are read from the Dockerfile and replayed in that order in a temporary folder — its COPY lines copy
// the built outputs and package files, its `npm ci --omit=dev` runs (offline, from npm's cache) with
// the stage's build arguments, its CMD starts the server on a free port, its HEALTHCHECK command is
// run. Built with PXV_SANDBOX=1, the server runs on the sandbox and a ranking, an image and the web
// app are fetched. Built by default, neither the sandbox nor sharp is installed, and a server started
// with a pixiv account loads neither: every module it resolves is recorded by a module hook (the
// sandbox build's server, traced the same way, shows the record does see them). A runtime import of
// a devDependency, a missing built file or a step out of order fails here as it would in the image.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
  /** The stage's build arguments with their defaults. */
  readonly args: Record<string, string>;
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
  const args: Record<string, string> = {};
  const env: Record<string, string> = {};
  const steps: RuntimeStage["steps"][number][] = [];
  let healthcheck: string[] = [];
  let cmd: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const [instruction = "", ...rest] = line.split(" ");
    const argument = rest.join(" ");
    if (instruction === "WORKDIR") workdir = argument;
    else if (instruction === "ARG") {
      const [name = "", value = ""] = argument.split("=");
      args[name] = value;
    } else if (instruction === "ENV") {
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
  return { workdir, args, env, steps, healthcheck, cmd };
}

const dockerfile = readFileSync(join(ROOT, "Dockerfile"), "utf8");
const stage = readRuntimeStage(dockerfile);
/** The layout built with the sandbox, and the one built by default (pixiv only). */
let folder = "";
let pixivFolder = "";
let server: ChildProcess | null = null;
let baseUrl = "";
/** Modules the sandbox build's server resolved. */
let sandboxModules: string[] = [];

/**
 * Runs one shell step of the stage with its build arguments (as RUN sees them, in the environment);
 * only npm's own steps apply outside the image (apt is the OS's).
 */
function runStep(command: string, cwd: string, args: Record<string, string>): void {
  for (const part of command.split("&&").map((piece) => piece.trim())) {
    if (!part.startsWith("npm ci")) continue;
    const script = `${part} --offline --no-audit --no-fund`;
    const result = spawnSync("sh", ["-c", script], {
      cwd,
      encoding: "utf8",
      timeout: STEP_TIMEOUT_MS,
      env: { ...process.env, ...args },
    });
    if (result.status !== 0) throw new Error(`${script} failed:\n${result.stderr}`);
  }
}

/** The runtime stage replayed in a new temporary folder with these build arguments. */
function replay(args: Record<string, string>): string {
  const target = mkdtempSync(join(tmpdir(), "pxv-production-"));
  for (const step of stage.steps) {
    if (step.kind === "run") {
      runStep(step.command, target, { ...stage.args, ...args });
      continue;
    }
    for (const source of step.sources) {
      const relative = source.replace(/^\/app\//, "");
      const into = step.target.endsWith("/")
        ? join(target, step.target, relative.split("/").pop() ?? "")
        : join(target, step.target);
      cpSync(join(ROOT, relative), into, { recursive: true });
    }
  }
  // A module hook that writes down every module the server resolves (run with `--import`).
  writeFileSync(
    join(target, "trace-hooks.mjs"),
    'import { appendFileSync } from "node:fs";\nlet file = "";\n' +
      "export function initialize(data) { file = data.file; }\n" +
      "export async function resolve(specifier, context, next) {\n" +
      '  const resolved = await next(specifier, context);\n  appendFileSync(file, resolved.url + "\\n");\n' +
      "  return resolved;\n}\n",
  );
  writeFileSync(
    join(target, "trace-register.mjs"),
    'import { register } from "node:module";\n' +
      'register("./trace-hooks.mjs", import.meta.url, { data: { file: process.env.PXV_TRACE_FILE } });\n',
  );
  return target;
}

/** The stage's CMD in `cwd`, its resolved modules written to `trace`. */
function startCmd(cwd: string, env: Record<string, string>, trace: string): ChildProcess {
  const [command = "node", ...args] = stage.cmd;
  return spawn(command, ["--import", "./trace-register.mjs", ...args], {
    cwd,
    env: {
      ...process.env,
      ...stage.env,
      PXV_HOST: "127.0.0.1",
      REDIS_URL: "",
      PXV_TRACE_FILE: trace,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Stops a started server: SIGTERM, then SIGKILL if draining takes too long on a busy machine. */
async function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const force = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
  await exited;
  clearTimeout(force);
}

const tracedModules = (trace: string): string[] =>
  existsSync(trace) ? readFileSync(trace, "utf8").split("\n").filter(Boolean) : [];

/** Where the sandbox's and sharp's modules are, in a resolved module's URL. */
const SANDBOX_OR_SHARP =
  /\/(packages\/sandbox|node_modules\/@pxv\/sandbox|node_modules\/sharp|node_modules\/@img)\//;

/** Resolves with the server's address once it says it listens; `log` gets what it prints. */
function waitForStart(child: ChildProcess, log: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log.push(chunk.toString());
      const url = /pxv is running at (http:\/\/\S+?)\/ /.exec(log.join(""))?.[1];
      if (url) resolve(url);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      reject(new Error(`the server exited (${String(code)}) before it listened:\n${log.join("")}`));
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
  folder = replay({ PXV_SANDBOX: "1" });
  const port = await freePort();
  server = startCmd(folder, { PXV_PORT: String(port) }, join(folder, "modules.txt"));
  baseUrl = await waitForStart(server);
  sandboxModules = tracedModules(join(folder, "modules.txt"));
  pixivFolder = replay({});
}, STEP_TIMEOUT_MS * 4);

afterAll(async () => {
  await stop(server);
  for (const path of [folder, pixivFolder]) if (path) rmSync(path, { recursive: true, force: true });
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

  it("installs neither the sandbox nor sharp by default, and a server on pixiv loads neither", async () => {
    for (const name of ["@pxv/sandbox", "sharp", "@img"]) {
      expect(existsSync(join(pixivFolder, "node_modules", name)), name).toBe(false);
      expect(existsSync(join(folder, "node_modules", name)), `${name} with PXV_SANDBOX=1`).toBe(true);
    }
    // The record sees them where they run: the sandbox build's server loaded both.
    expect(sandboxModules.some((url) => url.includes("/packages/sandbox/"))).toBe(true);
    expect(sandboxModules.some((url) => url.includes("/node_modules/sharp/"))).toBe(true);

    const trace = join(pixivFolder, "modules.txt");
    const child = startCmd(
      pixivFolder,
      // A well-formed refresh token: pxv starts on pixiv (it asks for an access token only when needed).
      { PXV_PORT: String(await freePort()), PIXIV_REFRESH_TOKEN: "x".repeat(43) },
      trace,
    );
    const log: string[] = [];
    try {
      const url = await waitForStart(child, log);
      expect(log.join("")).toContain("on pixiv");
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const modules = tracedModules(trace);
      expect(modules.some((module) => module.includes("/apps/server/dist/"))).toBe(true);
      expect(modules.filter((module) => SANDBOX_OR_SHARP.test(module))).toEqual([]);
    } finally {
      await stop(child);
    }
  });

  it("runs as a non-root user, from a Debian image", () => {
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^FROM node:\S+-bookworm\S* AS runtime$/m);
    expect(dirname(stage.workdir)).toBe("/");
  });
});
