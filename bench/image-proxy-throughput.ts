/**
 * Benchmark: the image proxy's throughput on the ranking's original images. The same client fetches
 * the sandbox's i.pximg.net directly (with a pixiv Referer) and through pxv's `/-/*` proxy over
 * loopback, and prints MB/s of each beside the goal: the proxy costs under 15% of the direct
 * throughput. pxv is measured twice: streaming every byte from the image host (its image cache
 * off, PXV_IMAGE_CACHE_MB=0) and with its image cache (the pictures were fetched once already, as
 * on a busy instance).
 *
 * Fair on a shared machine: the client, the sandbox and each proxy are separate processes (each
 * proxy is this file run as `… proxy <kind>`, so its CPU time is its own and no other proxy's code
 * shares its JIT); every path is warmed until the JIT has settled; then ROUNDS rounds each run one
 * pass set per path back to back, in an order that rotates every round, so each round's paths see
 * the same load, and the overhead is computed per round. Printed: the median overhead with its
 * spread (interquartile range, min–max), the median rates, and each process's CPU time per MB
 * moved, which says where the cost goes (for each proxy also its median run, which bursts of other
 * work on a shared machine move less; the rates and totals move a lot with them). Two bare Node
 * proxies (no routing, checks or allowlists) run beside pxv as references, one fetching upstream
 * with undici.stream() and one with node:http's own client (what pxv uses): the part of the
 * overhead they share is the extra HTTP hop itself, not pxv. Bounded: a fixed set of images and
 * passes.
 */
import { spawn, type ChildProcess, type ChildProcessByStdio } from "node:child_process";
import { Agent as HttpAgent, createServer, request as httpRequest } from "node:http";
import type { Readable } from "node:stream";
import { Agent, stream as upstreamStream } from "undici";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { rankingBodySchema } from "@pxv/pixiv";
import { SANDBOX_SERVER_ACCOUNT } from "@pxv/sandbox";
import { loadConfig, startServer } from "@pxv/server";

/** Each proxy has its own process, so its JIT warms on its own passes only. */
const WARMUP_PASSES = 16;
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

const KINDS = ["direct", "pxv", "cached", "bare", "bareHttp"] as const;
type Kind = (typeof KINDS)[number];
type ProxyKind = Exclude<Kind, "direct">;
const PROXY_KINDS = ["pxv", "cached", "bare", "bareHttp"] as const satisfies readonly ProxyKind[];

/** Starts a bare proxy on loopback and returns its URL (with the server settings Fastify uses). */
async function listenBare(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const bareServer = createServer({ keepAliveTimeout: 72_000, requestTimeout: 0 }, handler);
  await new Promise<void>((resolve) => bareServer.listen(0, "127.0.0.1", resolve));
  const address = bareServer.address();
  return `http://127.0.0.1:${String(typeof address === "object" && address ? address.port : 0)}`;
}

/**
 * The least a Node proxy can do with undici, for reference: a bare `http` server piping
 * undici.stream() from the image host, with no routing, checks or header allowlists.
 */
function startBareUndiciProxy(imageBase: string): Promise<string> {
  const dispatcher = new Agent({ connections: 64 });
  return listenBare((request, response) => {
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
}

/**
 * The least a Node proxy can do with node:http's client (the cheapest Node proxy measured): each
 * upstream chunk written to the client as it comes, upstream paused while the client's socket is full.
 */
function startBareHttpProxy(imageBase: string): Promise<string> {
  const agent = new HttpAgent({ keepAlive: true, maxSockets: 64 });
  const base = new URL(imageBase);
  return listenBare((request, response) => {
    const upstream = httpRequest(
      {
        agent,
        hostname: base.hostname,
        port: base.port,
        path: (request.url ?? "/").slice(2),
        headers: { referer: "https://www.pixiv.net/" },
      },
      (answer) => {
        const out: string[] = [];
        for (const name of ["content-type", "content-length"]) {
          const value = answer.headers[name];
          if (typeof value === "string") out.push(name, value);
        }
        response.writeHead(answer.statusCode ?? 502, out);
        answer.on("data", (chunk: Buffer) => {
          if (response.write(chunk)) return;
          answer.pause();
          response.once("drain", () => answer.resume());
        });
        answer.on("end", () => response.end());
      },
    );
    upstream.on("error", () => response.destroy());
    upstream.end();
  });
}

/** pxv in pixiv mode against the sandbox process: exactly how pxv runs against pixiv. */
async function startPxv(sandboxUrls: Record<string, string>, imageCacheMb: string): Promise<string> {
  const base = (host: string): string => {
    const url = sandboxUrls[host];
    if (!url) throw new Error(`the sandbox printed no ${host}`);
    return url;
  };
  const server = await startServer(
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
  return server.url;
}

/**
 * A proxy's own process: starts one proxy, tells the parent its URL, then answers "cpu" with the CPU
 * milliseconds it has used so far, until the parent goes away.
 */
async function runProxyProcess(kind: ProxyKind, sandboxUrls: Record<string, string>): Promise<void> {
  const imageBase = sandboxUrls["i.pximg.net"] ?? "";
  const url =
    kind === "pxv"
      ? await startPxv(sandboxUrls, "0")
      : kind === "cached"
        ? await startPxv(sandboxUrls, "256")
        : kind === "bare"
          ? await startBareUndiciProxy(imageBase)
          : await startBareHttpProxy(imageBase);
  process.on("message", () => {
    const usage = process.cpuUsage();
    process.send?.({ cpuMs: (usage.user + usage.system) / 1000 });
  });
  process.on("disconnect", () => process.exit(0));
  process.send?.({ url });
}

/** A proxy running in its own process (this file, `proxy <kind>`). */
interface ProxyProcess {
  readonly url: string;
  /** CPU milliseconds the proxy's process has used so far. */
  cpuMs(): Promise<number>;
  stop(): void;
}

async function spawnProxy(kind: ProxyKind, sandboxUrls: Record<string, string>): Promise<ProxyProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), "proxy", kind, JSON.stringify(sandboxUrls)],
    { stdio: ["ignore", "inherit", "inherit", "ipc"] },
  );
  const next = <T>(): Promise<T> =>
    new Promise((resolve, reject) => {
      const onExit = (): void => {
        reject(new Error(`the ${kind} proxy exited`));
      };
      child.once("exit", onExit);
      child.once("message", (message: T) => {
        child.off("exit", onExit);
        resolve(message);
      });
    });
  const { url } = await next<{ url: string }>();
  return {
    url,
    cpuMs: async () => {
      const answer = next<{ cpuMs: number }>();
      child.send("cpu");
      return (await answer).cpuMs;
    },
    stop: () => {
      child.disconnect();
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

async function runBench(): Promise<void> {
  const client = spawn(process.execPath, ["-e", CLIENT], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const download = (urls: string[], headers: Record<string, string>, passes: number): Promise<Run> =>
    new Promise((resolve, reject) => {
      client.once("message", (result: Run & { error?: string }) => {
        if (result.error) reject(new Error(result.error));
        else resolve(result);
      });
      client.send({ urls, headers, concurrency: CONCURRENCY, passes });
    });

  const sandbox = await startSandboxProcess();
  const proxies: Partial<Record<ProxyKind, ProxyProcess>> = {};
  try {
    for (const kind of PROXY_KINDS) proxies[kind] = await spawnProxy(kind, sandbox.urls);
    const proxy = (kind: ProxyKind): ProxyProcess => {
      const running = proxies[kind];
      if (!running) throw new Error(`no ${kind} proxy`);
      return running;
    };
    const imageBase = sandbox.urls["i.pximg.net"] ?? "";
    const ranking = rankingBodySchema.parse(
      await (await fetch(`${proxy("pxv").url}/api/pixiv/rank?mode=day`)).json(),
    );
    const paths = ranking.illusts
      .map((illust) => illust.meta_single_page.original_image_url ?? illust.image_urls.large)
      .filter((url): url is string => typeof url === "string")
      .slice(0, IMAGES)
      .map((url) => new URL(url).pathname);
    const referer = { referer: "https://www.pixiv.net/" };
    const through = (kind: ProxyKind) => ({
      urls: paths.map((path) => `${proxy(kind).url}/-${path}`),
      headers: {},
    });
    const targets: Record<Kind, { urls: string[]; headers: Record<string, string> }> = {
      direct: { urls: paths.map((path) => `${imageBase}${path}`), headers: referer },
      pxv: through("pxv"),
      cached: through("cached"),
      bare: through("bare"),
      bareHttp: through("bareHttp"),
    };

    // Warm every path alternately: pictures rendered, connections open, code paths compiled.
    for (let pass = 0; pass < WARMUP_PASSES; pass++) {
      for (const kind of KINDS) await download(targets[kind].urls, targets[kind].headers, 1);
    }

    const rate = (run: Run): number => run.bytes / 1024 / 1024 / (run.ms / 1000);
    const rates: Record<Kind, number[]> = { direct: [], pxv: [], cached: [], bare: [], bareHttp: [] };
    const overheads: Record<ProxyKind, number[]> = { pxv: [], cached: [], bare: [], bareHttp: [] };
    const noCpu = () => ({ client: 0, sandbox: 0, proxy: 0, mb: 0, proxyPerRun: [] as number[] });
    const cpu: Record<Kind, ReturnType<typeof noCpu>> = {
      direct: noCpu(),
      pxv: noCpu(),
      cached: noCpu(),
      bare: noCpu(),
      bareHttp: noCpu(),
    };
    const proxyCpuMs = (kind: Kind): Promise<number> =>
      kind === "direct" ? Promise.resolve(0) : proxy(kind).cpuMs();
    const measure = async (kind: Kind): Promise<Run> => {
      const before = {
        client: cpuMs(client.pid),
        sandbox: cpuMs(sandbox.child.pid),
        proxy: await proxyCpuMs(kind),
      };
      const run = await download(targets[kind].urls, targets[kind].headers, PASSES_PER_RUN);
      const spent = cpu[kind];
      const proxySpent = (await proxyCpuMs(kind)) - before.proxy;
      spent.proxy += proxySpent;
      spent.proxyPerRun.push(proxySpent / (run.bytes / 1024 / 1024));
      spent.client += cpuMs(client.pid) - before.client;
      spent.sandbox += cpuMs(sandbox.child.pid) - before.sandbox;
      spent.mb += run.bytes / 1024 / 1024;
      return run;
    };
    let bytesPerPass = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // The order rotates every round (direct/pxv/cached/bare/bareHttp, pxv/cached/bare/bareHttp/direct, …).
      const order = KINDS.map((_, index) => KINDS[(index + round) % KINDS.length] ?? "direct");
      const runs = {} as Record<Kind, Run>;
      for (const kind of order) runs[kind] = await measure(kind);
      bytesPerPass = runs.direct.bytes / PASSES_PER_RUN;
      for (const kind of KINDS) rates[kind].push(rate(runs[kind]));
      for (const kind of PROXY_KINDS) overheads[kind].push(1 - rate(runs[kind]) / rate(runs.direct));
    }
    const overhead = median(overheads.pxv);
    const cachedOverhead = median(overheads.cached);
    const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
    const spread = (values: readonly number[]): string =>
      `IQR ${percent(quantile(values, 0.25))}–${percent(quantile(values, 0.75))}, min–max ${percent(Math.min(...values))}–${percent(Math.max(...values))}`;
    const rateLine = (kind: Kind): string =>
      `${median(rates[kind]).toFixed(1)} MB/s median (IQR ${quantile(rates[kind], 0.25).toFixed(0)}–${quantile(rates[kind], 0.75).toFixed(0)})`;
    const perMb = (kind: Kind): string => {
      const spent = cpu[kind];
      // The proxy's own figure (µs-exact from its process) also as the median run, which a burst of
      // other work on the machine during a few runs does not move.
      const proxy =
        kind === "direct"
          ? ""
          : `, proxy ${(spent.proxy / spent.mb).toFixed(2)} (median run ${median(spent.proxyPerRun).toFixed(2)})`;
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
      `  through a bare Node proxy (undici.stream upstream, no checks; reference): ${rateLine("bare")}`,
    );
    console.log(
      `  through a bare Node proxy (node:http upstream, no checks; reference)    : ${rateLine("bareHttp")}`,
    );
    console.log(
      `  CPU ms per MB: direct ${perMb("direct")} | pxv ${perMb("pxv")} | pxv cached ${perMb("cached")} | ` +
        `bare undici ${perMb("bare")} | bare node:http ${perMb("bareHttp")}`,
    );
    console.log(
      `  bare Node proxy overhead: undici ${percent(median(overheads.bare))} median (${spread(overheads.bare)}); ` +
        `node:http ${percent(median(overheads.bareHttp))} median (${spread(overheads.bareHttp)})`,
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
    for (const kind of PROXY_KINDS) proxies[kind]?.stop();
    sandbox.child.kill("SIGTERM");
    client.disconnect();
  }
}

const [role, proxyKind, sandboxUrls] = process.argv.slice(2);
if (role === "proxy") {
  const kind = PROXY_KINDS.find((known) => known === proxyKind);
  if (!kind || !sandboxUrls) throw new Error(`usage: … proxy <${PROXY_KINDS.join("|")}> <sandbox urls>`);
  await runProxyProcess(kind, JSON.parse(sandboxUrls) as Record<string, string>);
} else {
  await runBench();
}
