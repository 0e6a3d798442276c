/**
 * Benchmark: the sync API's server side (docs/SYNC.md) on an SQLite file and on PostgreSQL, with
 * records of the sizes the browser's AES-GCM makes (random bytes: the server cannot tell). Printed
 * beside their goals, per engine:
 * - a first upload of 10,000 history entries and 1,000 blocks in pushes of 500 (time, bytes on the
 *   wire both ways), and a new device's first download of them in pages of 1,000;
 * - one change's incremental sync: one device pushes one record, another pulls it (every byte on
 *   the wire, headers included; goal ≤ 2 KB);
 * - 200 devices of 200 spaces syncing at once — each pulls what is new and pushes 5 changes —
 *   for a few rounds after a warm-up one (p50/p99 of a device's round). The load comes from this
 *   process too, so on a busy two-core machine the figure is the server's and the client's together.
 * Bounded: loopback only, a fixed amount of work; the server runs in this process.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { loadConfig, startServer } from "@pxv/server";
import { startBenchPostgres, type BenchPostgres } from "./lib/postgres-server.js";
import { percentile } from "./lib/stats.js";

const HISTORY = 10_000;
const BLOCKS = 1_000;
/** A history entry's JSON (id, title, author, time) and a block's, as AES-GCM output: IV + text + tag. */
const HISTORY_CIPHERTEXT_BYTES = 12 + 180 + 16;
const BLOCK_CIPHERTEXT_BYTES = 12 + 48 + 16;
const PUSH_BATCH = 500;
const PULL_PAGE = 1000;
const DEVICES = 200;
const DEVICE_RECORDS = 100;
const ROUNDS = 3;
/** A first round opens the 200 connections and warms the database's pool; it is not counted. */
const WARM_UP_ROUNDS = 1;
const CHANGES_PER_ROUND = 5;

const GOAL_INCREMENTAL_BYTES = 2048;
const GOAL_FIRST_UPLOAD_MS = 15_000;
const GOAL_FIRST_DOWNLOAD_MS = 5_000;
const GOAL_ROUND_P99_MS = 1_000;

interface SyncRecord {
  readonly id: string;
  readonly ciphertext: string;
  readonly deleted: boolean;
  readonly hlc: string;
}

let clock = 0;
const record = (bytes: number, device = "a"): SyncRecord => ({
  id: randomBytes(32).toString("base64url"),
  ciphertext: randomBytes(bytes).toString("base64url"),
  deleted: false,
  hlc: `${(1_800_000_000_000 + ++clock).toString(16)}:0000:${device}`,
});

interface WireAnswer {
  readonly status: number;
  readonly json: Record<string, unknown>;
  /** Every byte sent and received on the connection, headers included. */
  readonly bytesOut: number;
  readonly bytesIn: number;
}

/** One request on its own connection, as a browser sends it (compressed answers accepted). */
function wire(method: string, url: string, token: string | null, body?: unknown): Promise<WireAnswer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        agent: false,
        headers: {
          "accept-encoding": "br, gzip",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { "content-type": "application/json", "content-length": payload.length } : {}),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = incoming.headers["content-encoding"];
          const text =
            encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
          const socket = incoming.socket;
          socket.once("close", () => {
            resolve({
              status: incoming.statusCode ?? 0,
              json: text.length ? (JSON.parse(text.toString("utf8")) as Record<string, unknown>) : {},
              bytesOut: socket.bytesWritten,
              bytesIn: socket.bytesRead,
            });
          });
          socket.end();
        });
      },
    );
    outgoing.once("error", reject);
    outgoing.end(payload);
  });
}

async function createSpace(base: string): Promise<{ spaceId: string; token: string }> {
  const token = randomBytes(32).toString("base64url");
  const answer = await wire("POST", `${base}/api/sync/spaces`, null, { writeToken: token });
  if (answer.status !== 201) throw new Error(`create answered ${answer.status}`);
  return { spaceId: String(answer.json.spaceId), token };
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`;
const mark = (ok: boolean): string => (ok ? "meets the goal" : "MISSES the goal");

async function benchEngine(engine: "sqlite" | "postgres", postgres: BenchPostgres | null): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), "pxv-bench-sync-"));
  const database =
    engine === "postgres" && postgres
      ? { PXV_DATABASE_URL: postgres.createDatabase("pxv_bench_sync") }
      : { PXV_DATA_DIR: folder };
  const server = await startServer(
    loadConfig({
      PXV_PORT: "0",
      PXV_LOG_LEVEL: "warn",
      PXV_RATE_LIMIT_PER_MINUTE: "0",
      PXV_CLIENT_CONCURRENCY: "0",
      // 200 devices are 200 addresses in life; here they share one.
      PXV_CONNECTIONS_PER_ADDRESS: "0",
      PXV_SYNC_SPACES_PER_HOUR: "0",
      ...database,
    }),
  );
  try {
    const base = `${server.url}/api/sync`;
    console.log(`\n${engine === "sqlite" ? "SQLite file" : "PostgreSQL"}:`);

    // First upload, then a new device's first download.
    const { spaceId, token } = await createSpace(server.url);
    const records = [
      ...Array.from({ length: HISTORY }, () => record(HISTORY_CIPHERTEXT_BYTES)),
      ...Array.from({ length: BLOCKS }, () => record(BLOCK_CIPHERTEXT_BYTES)),
    ];
    let sequence = 0;
    let upOut = 0;
    let upIn = 0;
    const uploadStart = performance.now();
    for (let start = 0; start < records.length; start += PUSH_BATCH) {
      const answer = await wire("POST", `${base}/spaces/${spaceId}/records`, token, {
        baseSequence: sequence,
        records: records.slice(start, start + PUSH_BATCH),
      });
      if (answer.status !== 200) throw new Error(`push answered ${answer.status}`);
      sequence = Number(answer.json.sequence);
      upOut += answer.bytesOut;
      upIn += answer.bytesIn;
    }
    const uploadMs = performance.now() - uploadStart;
    console.log(
      `  first upload of ${HISTORY} history entries + ${BLOCKS} blocks: ${uploadMs.toFixed(0)} ms, ` +
        `${kib(upOut)} sent, ${kib(upIn)} received (goal ≤ ${GOAL_FIRST_UPLOAD_MS} ms: ${mark(uploadMs <= GOAL_FIRST_UPLOAD_MS)})`,
    );
    let since = 0;
    let pulled = 0;
    let downOut = 0;
    let downIn = 0;
    const downloadStart = performance.now();
    for (let more = true; more;) {
      const answer = await wire(
        "GET",
        `${base}/spaces/${spaceId}/records?since=${since}&limit=${PULL_PAGE}`,
        token,
      );
      if (answer.status !== 200) throw new Error(`pull answered ${answer.status}`);
      pulled += (answer.json.records as unknown[]).length;
      since = Number(answer.json.next);
      more = answer.json.more === true;
      downOut += answer.bytesOut;
      downIn += answer.bytesIn;
    }
    const downloadMs = performance.now() - downloadStart;
    if (pulled !== records.length) throw new Error(`pulled ${pulled} of ${records.length} records`);
    console.log(
      `  a new device's first download: ${downloadMs.toFixed(0)} ms, ${kib(downIn)} received (compressed), ` +
        `${kib(downOut)} sent (goal ≤ ${GOAL_FIRST_DOWNLOAD_MS} ms: ${mark(downloadMs <= GOAL_FIRST_DOWNLOAD_MS)})`,
    );

    // One change: device A pushes a setting, device B pulls it.
    const change = await wire("POST", `${base}/spaces/${spaceId}/records`, token, {
      baseSequence: sequence,
      records: [record(12 + 40 + 16)],
    });
    const fetchChange = await wire("GET", `${base}/spaces/${spaceId}/records?since=${since}`, token);
    if (change.status !== 200 || (fetchChange.json.records as unknown[]).length !== 1) {
      throw new Error("the incremental change did not travel");
    }
    const incremental = change.bytesOut + change.bytesIn + fetchChange.bytesOut + fetchChange.bytesIn;
    console.log(
      `  one change's incremental sync (push on one device, pull on another, headers included): ` +
        `${incremental} bytes (goal ≤ ${GOAL_INCREMENTAL_BYTES}: ${mark(incremental <= GOAL_INCREMENTAL_BYTES)})`,
    );

    // 200 devices of 200 spaces at once.
    const devices: { spaceId: string; token: string; sequence: number }[] = [];
    for (let index = 0; index < DEVICES; index++) {
      const space = await createSpace(server.url);
      const seeded = await wire("POST", `${base}/spaces/${space.spaceId}/records`, space.token, {
        baseSequence: 0,
        records: Array.from({ length: DEVICE_RECORDS }, () => record(HISTORY_CIPHERTEXT_BYTES, `d${index}`)),
      });
      devices.push({ ...space, sequence: Number(seeded.json.sequence) });
    }
    const roundTimes: number[] = [];
    let failures = 0;
    for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
      const counted = round >= WARM_UP_ROUNDS;
      await Promise.all(
        devices.map(async (device, index) => {
          const start = performance.now();
          const headers = { authorization: `Bearer ${device.token}`, "content-type": "application/json" };
          const pull = await fetch(`${base}/spaces/${device.spaceId}/records?since=${device.sequence}`, {
            headers,
          });
          await pull.arrayBuffer();
          const push = await fetch(`${base}/spaces/${device.spaceId}/records`, {
            method: "POST",
            headers,
            body: JSON.stringify({
              baseSequence: device.sequence,
              records: Array.from({ length: CHANGES_PER_ROUND }, () =>
                record(HISTORY_CIPHERTEXT_BYTES, `d${index}`),
              ),
            }),
          });
          const answer = (await push.json()) as { sequence?: number };
          if (!pull.ok || !push.ok) failures++;
          else device.sequence = answer.sequence ?? device.sequence;
          if (counted) roundTimes.push(performance.now() - start);
        }),
      );
    }
    const p99 = percentile(roundTimes, 0.99);
    console.log(
      `  ${DEVICES} devices syncing at once (pull + push of ${CHANGES_PER_ROUND}), ${ROUNDS} rounds after ${WARM_UP_ROUNDS} warm-up: ` +
        `p50 ${percentile(roundTimes, 0.5).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms` +
        `${failures ? `, ${failures} failed` : ""} (goal p99 ≤ ${GOAL_ROUND_P99_MS} ms: ${mark(p99 <= GOAL_ROUND_P99_MS && failures === 0)})`,
    );
  } finally {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

console.log(
  `sync server: ${HISTORY} history entries (${HISTORY_CIPHERTEXT_BYTES} B ciphertext) + ${BLOCKS} blocks ` +
    `(${BLOCK_CIPHERTEXT_BYTES} B), pushes of ${PUSH_BATCH}, pages of ${PULL_PAGE}; loopback, server in this process`,
);
await benchEngine("sqlite", null);
let postgres: BenchPostgres | null = null;
try {
  postgres = await startBenchPostgres();
} catch (error) {
  console.log(`\nPostgreSQL: skipped (${(error as Error).message})`);
}
if (postgres) {
  try {
    await benchEngine("postgres", postgres);
  } finally {
    postgres.stop();
  }
}
