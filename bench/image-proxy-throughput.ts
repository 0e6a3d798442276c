/**
 * Benchmark: the image proxy's throughput on the ranking's original images. The same client fetches
 * the sandbox's i.pximg.net directly (with a pixiv Referer) and through pxv's `/-/*` proxy over
 * loopback, and prints MB/s of each beside the goal: the proxy costs under 15% of the direct
 * throughput. pxv is measured twice: streaming every byte from the image host (its image cache
 * off, PXV_IMAGE_CACHE_MB=0) and with its image cache (the pictures were fetched once already, as
 * on a busy instance).
 *
 * Fair on a shared machine: the client, the sandbox and the proxy are separate processes (the proxy
 * runs in this one, so its CPU time is its own); every path is warmed until the JIT has settled;
 * then ROUNDS rounds each run one pass set per path back to back, in an order that rotates every
 * round, so each round's paths see the same load, and the overhead is computed per round. Printed:
 * the median overhead with its spread (interquartile range, min–max), the median rates, and each
 * process's CPU time per MB moved, which machine load hardly changes and which says where the cost
 * goes. A bare Node proxy (no routing, checks or allowlists) runs beside pxv as a reference: the
 * part of the overhead it shares is the extra HTTP hop itself, not pxv. Bounded: a fixed set of
 * images and passes.
 */
import { spawn, type ChildProcessByStdio } from "node:child_process";
import { createServer } from "node:http";
import type { Readable } from "node:stream";
import { Agent, stream as upstreamStream } from "undici";
import { readFileSync } from "node:fs";
import { rankingBodySchema } from "@pxv/pixiv";
import { SANDBOX_SERVER_ACCOUNT } from "@pxv/sandbox";
import { loadConfig, startServer } from "@pxv/server";

const WARMUP_PASSES = 8;
const ROUNDS = 24;
const PASSES_PER_RUN = 3;
const CONCURRENCY = 4;
const IMAGES = 24;
/** Goal: the proxy's throughput is at most this much below fetching the sandbox directly. */
const GOAL_MAX_OVERHEAD = 0.15;

/** The client, in its own process: one fetch loop, one message per run. */
const CLIENT = `
const { performance } = require("node:perf_hooks");
async function pass(urls, headers, concurrency) {
  let bytes = 0, next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      const response = await fetch(url, { headers });
      if (response.status !== 200) throw new Error(url + " answered " + response.status);
      for await (const chunk of response.body) bytes += chunk.byteLength;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return bytes;
}
process.on("message", async ({ urls, headers, concurrency, passes }) => {
  try {
    const started = performance.now();
    let bytes = 0;
    for (let index = 0; index < passes; index++) bytes += await pass(urls, headers, concurrency);
    process.send({ bytes, ms: performance.now() - started });
  } catch (error) {
    process.send({ error: String(error) });
  }
});
process.on("disconnect", () => process.exit(0));
`;

const KINDS = ["direct", "pxv", "cached", "bare"] as const;
type Kind = (typeof KINDS)[number];

/**
 * The least a Node proxy can do, for reference: a bare `http` server piping undici.stream() from the
 * image host, with no routing, checks or header allowlists. What pxv costs beyond it is pxv's own.
 */
async function startBareProxy(imageBase: string): Promise<{ url: string; close: () => Promise<void> }> {
  const dispatcher = new Agent({ connections: 64 });
  const bareServer = createServer((request, response) => {
    const target = `${imageBase}${(request.url ?? "/").slice(2)}`;
    upstreamStream(
      target,
      { method: "GET", headers: { referer: "https://www.pixiv.net/" }, dispatcher },
      ({ statusCode, headers }) => {
        const out: Record<string, string | string[]> = {};
        for (const name of ["content-type", "content-length"]) {
          const value = headers[name];
          if (value !== undefined) out[name] = value;
        }
        response.writeHead(statusCode, out);
        return response;
      },
    ).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => bareServer.listen(0, "127.0.0.1", resolve));
  const address = bareServer.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    close: async () => {
      await new Promise((resolve) => bareServer.close(resolve));
      await dispatcher.close();
    },
  };
}

interface Run {
  readonly bytes: number;
  readonly ms: number;
}

/** CPU milliseconds a process has used so far (Linux /proc; 0 elsewhere). */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const fields =
      readFileSync(`/proc/${String(pid)}/stat`, "utf8")
        .split(") ")[1]
        ?.split(" ") ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : 0;
  } catch {
    return 0;
  }
}
const ownCpuMs = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return (sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (at - low);
};
const median = (values: readonly number[]): number => quantile(values, 0.5);

/** Starts the sandbox CLI in its own process and reads the hosts' base URLs from its output. */
async function startSandboxProcess(): Promise<{
  urls: Record<string, string>;
  child: ChildProcessByStdio<null, Readable, null>;
}> {
  const child = spawn(
    process.execPath,
    [new URL("../../packages/sandbox/dist/cli.js", import.meta.url).pathname],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const urls = await new Promise<Record<string, string>>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes("Demo accounts")) return;
      const found: Record<string, string> = {};
      for (const match of output.matchAll(/^\s+(\S+)\s+(http:\/\/\S+)$/gm))
        found[match[1] ?? ""] = match[2] ?? "";
      resolve(found);
    });
    child.once("exit", () => {
      reject(new Error(`the sandbox exited: ${output}`));
    });
  });
  return { urls, child };
}

const client = spawn(process.execPath, ["-e", CLIENT], { stdio: ["ignore", "inherit", "inherit", "ipc"] });

function download(urls: string[], headers: Record<string, string>, passes: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    client.once("message", (result: Run & { error?: string }) => {
      if (result.error) reject(new Error(result.error));
      else resolve(result);
    });
    client.send({ urls, headers, concurrency: CONCURRENCY, passes });
  });
}

const sandbox = await startSandboxProcess();
const base = (host: string): string => {
  const url = sandbox.urls[host];
  if (!url) throw new Error(`the sandbox printed no ${host}`);
  return url;
};
// pixiv mode against the sandbox process: exactly how pxv runs against pixiv.
const startPxv = (imageCacheMb: string) =>
  startServer(
    loadConfig({
      PXV_PORT: "0",
      PXV_LOG_LEVEL: "warn",
      PXV_RATE_LIMIT_PER_MINUTE: "0",
      PXV_IMAGE_CACHE_MB: imageCacheMb,
      PIXIV_REFRESH_TOKEN: SANDBOX_SERVER_ACCOUNT.refreshToken,
      PXV_APP_API_BASE: base("app-api.pixiv.net"),
      PXV_OAUTH_BASE: base("oauth.secure.pixiv.net"),
      PXV_I_PXIMG_BASE: base("i.pximg.net"),
      PXV_S_PXIMG_BASE: base("s.pximg.net"),
    }),
  );
const server = await startPxv("0");
const cachedServer = await startPxv("256");
try {
  const ranking = rankingBodySchema.parse(
    await (await fetch(`${server.url}/api/pixiv/rank?mode=day`)).json(),
  );
  const paths = ranking.illusts
    .map((illust) => illust.meta_single_page.original_image_url ?? illust.image_urls.large)
    .filter((url): url is string => typeof url === "string")
    .slice(0, IMAGES)
    .map((url) => new URL(url).pathname);
  const referer = { referer: "https://www.pixiv.net/" };
  const bare = await startBareProxy(base("i.pximg.net"));
  const targets: Record<Kind, { urls: string[]; headers: Record<string, string> }> = {
    direct: { urls: paths.map((path) => `${base("i.pximg.net")}${path}`), headers: referer },
    pxv: { urls: paths.map((path) => `${server.url}/-${path}`), headers: {} },
    cached: { urls: paths.map((path) => `${cachedServer.url}/-${path}`), headers: {} },
    bare: { urls: paths.map((path) => `${bare.url}/-${path}`), headers: {} },
  };

  // Warm every path alternately: pictures rendered, connections open, code paths compiled.
  for (let pass = 0; pass < WARMUP_PASSES; pass++) {
    for (const kind of KINDS) await download(targets[kind].urls, targets[kind].headers, 1);
  }

  const rate = (run: Run): number => run.bytes / 1024 / 1024 / (run.ms / 1000);
  const rates: Record<Kind, number[]> = { direct: [], pxv: [], cached: [], bare: [] };
  const overheads: Record<Exclude<Kind, "direct">, number[]> = { pxv: [], cached: [], bare: [] };
  const noCpu = () => ({ client: 0, sandbox: 0, proxy: 0, mb: 0 });
  const cpu: Record<Kind, { client: number; sandbox: number; proxy: number; mb: number }> = {
    direct: noCpu(),
    pxv: noCpu(),
    cached: noCpu(),
    bare: noCpu(),
  };
  const measure = async (kind: Kind): Promise<Run> => {
    const before = { client: cpuMs(client.pid), sandbox: cpuMs(sandbox.child.pid), proxy: ownCpuMs() };
    const run = await download(targets[kind].urls, targets[kind].headers, PASSES_PER_RUN);
    const spent = cpu[kind];
    spent.client += cpuMs(client.pid) - before.client;
    spent.sandbox += cpuMs(sandbox.child.pid) - before.sandbox;
    spent.proxy += ownCpuMs() - before.proxy;
    spent.mb += run.bytes / 1024 / 1024;
    return run;
  };
  let bytesPerPass = 0;
  for (let round = 0; round < ROUNDS; round++) {
    // The order rotates every round (direct/pxv/cached/bare, pxv/cached/bare/direct, …).
    const order = KINDS.map((_, index) => KINDS[(index + round) % KINDS.length] ?? "direct");
    const runs = {} as Record<Kind, Run>;
    for (const kind of order) runs[kind] = await measure(kind);
    bytesPerPass = runs.direct.bytes / PASSES_PER_RUN;
    for (const kind of KINDS) rates[kind].push(rate(runs[kind]));
    for (const kind of ["pxv", "cached", "bare"] as const) {
      overheads[kind].push(1 - rate(runs[kind]) / rate(runs.direct));
    }
  }
  await bare.close();

  const overhead = median(overheads.pxv);
  const cachedOverhead = median(overheads.cached);
  const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
  const spread = (values: readonly number[]): string =>
    `IQR ${percent(quantile(values, 0.25))}–${percent(quantile(values, 0.75))}, min–max ${percent(Math.min(...values))}–${percent(Math.max(...values))}`;
  const rateLine = (kind: Kind): string =>
    `${median(rates[kind]).toFixed(1)} MB/s median (IQR ${quantile(rates[kind], 0.25).toFixed(0)}–${quantile(rates[kind], 0.75).toFixed(0)})`;
  const perMb = (kind: Kind): string => {
    const spent = cpu[kind];
    const proxy = kind === "direct" ? "" : `, proxy ${(spent.proxy / spent.mb).toFixed(2)}`;
    return `client ${(spent.client / spent.mb).toFixed(2)}, sandbox ${(spent.sandbox / spent.mb).toFixed(2)}${proxy}`;
  };
  console.log(
    `image proxy throughput: ${String(paths.length)} originals (~${(bytesPerPass / paths.length / 1024).toFixed(0)} KiB each), ` +
      `${String(ROUNDS)} rounds of ${String(PASSES_PER_RUN)} passes per path (order rotating), ${String(CONCURRENCY)} in flight, ` +
      `client, sandbox and proxy in separate processes on loopback`,
  );
  console.log(`  direct from the sandbox : ${rateLine("direct")}`);
  console.log(`  through pxv's /-/ proxy, streamed from the image host : ${rateLine("pxv")}`);
  console.log(`  through pxv's /-/ proxy, from its image cache         : ${rateLine("cached")}`);
  console.log(
    `  through a bare Node proxy (http + undici.stream, no checks; reference): ${rateLine("bare")}`,
  );
  console.log(
    `  CPU ms per MB: direct ${perMb("direct")} | pxv ${perMb("pxv")} | pxv cached ${perMb("cached")} | bare ${perMb("bare")}`,
  );
  console.log(
    `  bare Node proxy overhead: ${percent(median(overheads.bare))} median (${spread(overheads.bare)})`,
  );
  const verdict = (value: number): string =>
    `(goal < ${String(GOAL_MAX_OVERHEAD * 100)}%) ${value < GOAL_MAX_OVERHEAD ? "✓ met" : "✗ not met"}`;
  console.log(
    `  pxv overhead, streamed: ${percent(overhead)} median of per-round overheads (${spread(overheads.pxv)}) ` +
      verdict(overhead),
  );
  console.log(
    `  pxv overhead, from its image cache: ${percent(cachedOverhead)} median (${spread(overheads.cached)}) ` +
      verdict(cachedOverhead),
  );
} finally {
  await server.close();
  await cachedServer.close();
  sandbox.child.kill("SIGTERM");
  client.disconnect();
}
