/**
 * A load generator for the HTTP benchmarks: `connections` keep-alive clients send GETs one after
 * another for `durationMs`, cycling through `urls`, and report requests, errors (answers other than
 * 200, or none) and latency percentiles. It runs in a worker thread (its own event loop), so the
 * generator does not share the event loop of a server started in the benchmark's process.
 * `localAddress` sends from another loopback address (127.0.0.2…), so a benchmark can play several
 * clients that pxv tells apart.
 */
import { Worker } from "node:worker_threads";

export interface HttpLoadOptions {
  readonly urls: readonly string[];
  readonly connections: number;
  readonly durationMs: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly localAddress?: string;
}

export interface HttpLoadResult {
  readonly requests: number;
  readonly errors: number;
  readonly elapsedMs: number;
  readonly p50: number;
  readonly p99: number;
}

const LOAD_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { performance } = require("node:perf_hooks");
const { urls, connections, durationMs, headers, localAddress } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let errors = 0;
let next = 0;
const started = performance.now();
const deadline = started + durationMs;
function one() {
  return new Promise((resolve) => {
    const url = urls[next++ % urls.length];
    const t = performance.now();
    http.get(url, { agent, headers, ...(localAddress ? { localAddress } : {}) }, (response) => {
      response.on("data", () => {});
      response.on("end", () => {
        if (response.statusCode !== 200) errors++;
        latencies.push(performance.now() - t);
        resolve();
      });
    }).on("error", () => { errors++; resolve(); });
  });
}
async function loop() { while (performance.now() < deadline) await one(); }
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  const elapsedMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] || 0;
  agent.destroy();
  parentPort.postMessage({ requests: latencies.length, errors, elapsedMs, p50: at(0.5), p99: at(0.99) });
});
`;

/** A load run under way: its result when its time is up, or `stop` to end it early (no result). */
export interface RunningHttpLoad {
  readonly result: Promise<HttpLoadResult>;
  stop(): Promise<void>;
}

export function startHttpLoad(options: HttpLoadOptions): RunningHttpLoad {
  const worker = new Worker(LOAD_WORKER, { eval: true, workerData: { headers: {}, ...options } });
  const result = new Promise<HttpLoadResult>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return {
    result,
    async stop() {
      await worker.terminate();
    },
  };
}

export function httpLoad(options: HttpLoadOptions): Promise<HttpLoadResult> {
  return startHttpLoad(options).result;
}

/** Requests per second of a load run. */
export const requestRate = (result: HttpLoadResult): number => (result.requests / result.elapsedMs) * 1000;
