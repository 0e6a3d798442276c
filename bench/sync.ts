/**
 * Benchmark: sync (issue 26) as a person gets it, printed beside its goals.
 * - In Chromium (Debian's, through playwright-core) against a pxv server on loopback (this process,
 *   the sandbox upstream, sync on an SQLite file): device A holds 10,000 history entries (copies of
 *   the real entry the artwork page wrote, so each is the size of one) and 1,000 blocks (500 tags,
 *   500 users) and turns sync on — the time until everything is pushed; device B opens the sync link
 *   — the time until it holds all of it. Bytes are what the browsers sent and received for
 *   /api/sync (request and response, headers and bodies, compressed bodies as sent).
 * - One change's incremental sync: A changes one item (a reading position) and syncs, B syncs and has
 *   it: every byte both browsers spent on it (goal ≤ 2 KB).
 * - 200 devices of 200 spaces syncing at once against SQLite and PostgreSQL: each pulls what is new
 *   and pushes 5 records of a history entry's size, for a few rounds after a warm-up one (p50/p99 of
 *   a device's round). These are HTTP clients in this process, not browsers, so the figure is the
 *   server's and this process's together on the same cores.
 * Bounded: loopback only, a fixed amount of work. Needs the web app built (`npm run bench` builds).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, startServer } from "@pxv/server";
import type { Browser, Page, Request } from "playwright-core";
import { startBenchStack } from "./lib/bench-stack.js";
import { startBenchPostgres, type BenchPostgres } from "./lib/postgres-server.js";
import { mark, percentile } from "./lib/stats.js";

/** PXV_BENCH_SYNC_SCALE (default 1) shrinks the browsers' part for a quick look (0.01: 100 entries). */
const SCALE = Number(process.env["PXV_BENCH_SYNC_SCALE"] ?? "1");
const HISTORY = Math.round(10_000 * SCALE);
const BLOCKED_TAGS = Math.round(500 * SCALE);
const BLOCKED_USERS = Math.round(500 * SCALE);
const BLOCKS = BLOCKED_TAGS + BLOCKED_USERS;
/** A work of the sandbox's catalogue whose page writes the history entry the copies are made of. */
const WORK_ID = 130000001;
const SYNC_TIMEOUT_MS = 300_000;

const DEVICES = 200;
const DEVICE_RECORDS = 100;
const ROUNDS = 3;
/** A first round opens the 200 connections and warms the database's pool; it is not counted. */
const WARM_UP_ROUNDS = 1;
const CHANGES_PER_ROUND = 5;
/** A history entry's record as AES-GCM output (IV + JSON + tag), for the 200 devices. */
const HISTORY_CIPHERTEXT_BYTES = 12 + 900 + 16;

const GOAL_FIRST_UPLOAD_MS = 15_000;
const GOAL_FIRST_DOWNLOAD_MS = 5_000;
const GOAL_INCREMENTAL_BYTES = 2048;
const GOAL_ROUND_P99_MS = 1_000;

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

interface Traffic {
  requests: number;
  sent: number;
  received: number;
  /** Of which bodies (request and response), the rest being HTTP/1.1 headers. */
  bodies: number;
  /** Each request: method, path, bytes sent (headers + body) and received (headers + body). */
  each: string[];
}

/** Counts a page's requests to /api/sync and their bytes, from Chromium's own sizes. */
class SyncTraffic {
  private pending: Promise<void>[] = [];
  private traffic: Traffic = { requests: 0, sent: 0, received: 0, bodies: 0, each: [] };

  watch(page: Page): void {
    page.on("requestfinished", (request: Request) => {
      if (!new URL(request.url()).pathname.startsWith("/api/sync/")) return;
      this.pending.push(
        request.sizes().then((sizes) => {
          this.traffic.requests += 1;
          this.traffic.sent += sizes.requestHeadersSize + sizes.requestBodySize;
          this.traffic.received += sizes.responseHeadersSize + sizes.responseBodySize;
          this.traffic.bodies += sizes.requestBodySize + sizes.responseBodySize;
          const path = new URL(request.url()).pathname.replace(/spaces\/[^/]+/, "spaces/…");
          this.traffic.each.push(
            `${request.method()} ${path}: sent ${sizes.requestHeadersSize}+${sizes.requestBodySize}, ` +
              `received ${sizes.responseHeadersSize}+${sizes.responseBodySize}`,
          );
        }),
      );
    });
  }

  /** What was counted since the last take, once every finished request's sizes are in. */
  async take(): Promise<Traffic> {
    await Promise.all(this.pending.splice(0));
    const taken = this.traffic;
    this.traffic = { requests: 0, sent: 0, received: 0, bodies: 0, each: [] };
    return taken;
  }
}

const describeTraffic = (traffic: Traffic): string =>
  `${traffic.requests} requests, ${kib(traffic.sent)} sent, ${kib(traffic.received)} received`;

/**
 * Waits until Settings → Sync says no round runs, nothing waits, at least `records` are held, and the
 * last round ended well.
 */
async function synced(page: Page, records: number): Promise<void> {
  await page.waitForFunction(
    (least) => {
      const number = (id: string): number =>
        Number((document.querySelector(`[data-testid=${id}]`)?.textContent ?? "").replace(/\D/g, "") || "-1");
      const error = document.querySelector("[data-testid=sync-error]")?.textContent;
      const idle = document.querySelector<HTMLButtonElement>("[data-testid=sync-now]")?.disabled === false;
      return idle && number("sync-pending") === 0 && number("sync-records") >= least && error === "None";
    },
    records,
    { polling: 50, timeout: SYNC_TIMEOUT_MS },
  );
}

/** Entries in the app's history table; 0 while its database is not made (without making it). */
function historyCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((entry) => entry.name === "pxv")) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open("pxv");
      open.onerror = () => {
        reject(open.error ?? new Error("open failed"));
      };
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains("history")) {
          db.close();
          resolve(0);
          return;
        }
        const request = db.transaction("history").objectStore("history").count();
        request.onsuccess = () => {
          db.close();
          resolve(request.result);
        };
      };
    });
  });
}

/** Device A's state: the history entry its visit wrote, copied 10,000 times, and 1,000 blocks. */
async function seed(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/artworks/${WORK_ID}`);
  // The visit is written to the history once the page shows (and the database is made then).
  const deadline = performance.now() + 60_000;
  while ((await historyCount(page)) === 0) {
    if (performance.now() > deadline) throw new Error("the artwork page wrote no history entry");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const entryBytes = await page.evaluate(
    (total) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("pxv");
        open.onsuccess = () => {
          const db = open.result;
          const store = db.transaction("history", "readwrite").objectStore("history");
          const first = store.getAll();
          first.onsuccess = () => {
            const [row] = first.result as { kind: string; item: Record<string, unknown> }[];
            if (row === undefined) {
              reject(new Error("no history entry to copy"));
              return;
            }
            for (let index = 0; index < total; index += 1) {
              const id = 300_000_000 + index;
              store.put({
                kind: row.kind,
                id,
                viewedAt: 1_700_000_000_000 + index,
                item: { ...row.item, id, title: `${String(row.item["title"])} ${index}` },
              });
            }
            store.transaction.oncomplete = () => {
              db.close();
              resolve(JSON.stringify(row.item).length);
            };
          };
        };
      }),
    // The visited work's entry and copies: HISTORY in all, the most one kind carries in the space.
    HISTORY - 1,
  );
  await page.evaluate(
    ({ tags, users }) => {
      const stored = JSON.parse(localStorage.getItem("pxv-settings") ?? "{}") as {
        state?: Record<string, unknown>;
        version?: number;
      };
      const state = {
        ...stored.state,
        blockedTags: Array.from({ length: tags }, (_, index) => `blocked-tag-${index}`),
        blockedUserIds: Array.from({ length: users }, (_, index) => 900_000 + index),
      };
      localStorage.setItem("pxv-settings", JSON.stringify({ ...stored, state }));
    },
    { tags: BLOCKED_TAGS, users: BLOCKED_USERS },
  );
  console.log(`  device A: ${HISTORY} history entries of ~${entryBytes} B of JSON each, ${BLOCKS} blocks`);
}

async function browserFigures(browser: Browser, base: string): Promise<void> {
  const traffic = new SyncTraffic();
  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({ locale: "en-US", serviceWorkers: "block" });
    const page = await context.newPage();
    traffic.watch(page);
    return page;
  };
  const a = await newPage();
  await seed(a, base);
  await a.goto(`${base}/setting/sync`);
  await traffic.take();
  const total = HISTORY + BLOCKS;

  const uploadStart = performance.now();
  await a.getByTestId("sync-turn-on").click();
  await synced(a, total);
  const uploadMs = performance.now() - uploadStart;
  const up = await traffic.take();
  console.log(
    `  first upload (turn on → everything pushed): ${seconds(uploadMs)}, ${describeTraffic(up)} ` +
      `(goal ≤ ${seconds(GOAL_FIRST_UPLOAD_MS)}: ${mark(uploadMs <= GOAL_FIRST_UPLOAD_MS)})`,
  );
  const link = await a.getByTestId("sync-link").inputValue();

  const b = await newPage();
  const downloadStart = performance.now();
  await b.goto(link);
  await synced(b, total);
  const downloadMs = performance.now() - downloadStart;
  const down = await traffic.take();
  const history = await historyCount(b);
  const blocks = await b.evaluate(() => {
    const { state } = JSON.parse(localStorage.getItem("pxv-settings") ?? "{}") as {
      state: { blockedTags: unknown[]; blockedUserIds: unknown[] };
    };
    return state.blockedTags.length + state.blockedUserIds.length;
  });
  if (history !== HISTORY || blocks !== BLOCKS)
    throw new Error(`device B holds ${history} history entries and ${blocks} blocks`);
  console.log(
    `  a new device's first download (open the link → all of it held): ${seconds(downloadMs)}, ` +
      `${describeTraffic(down)} (goal ≤ ${seconds(GOAL_FIRST_DOWNLOAD_MS)}: ${mark(downloadMs <= GOAL_FIRST_DOWNLOAD_MS)})`,
  );

  // One change on A, synced; then B syncs and has it. First both go quiet: a round of their own ends
  // after whatever rounds the writes above had asked for.
  for (const page of [a, b]) {
    await page.getByTestId("sync-now").click();
    await synced(page, total);
  }
  await a.evaluate(() => {
    localStorage.setItem("pxv-novel-positions", JSON.stringify({ "20000011": 0.42 }));
  });
  await traffic.take();
  await a.getByTestId("sync-now").click();
  await synced(a, total + 1);
  await b.getByTestId("sync-now").click();
  await b
    .waitForFunction(
      () => localStorage.getItem("pxv-novel-positions")?.includes("0.42") === true,
      undefined,
      {
        polling: 50,
        timeout: 60_000,
      },
    )
    .catch(async (error: unknown) => {
      const state = await b.locator("[data-testid=sync-settings]").innerText();
      const positions = await b.evaluate(() => localStorage.getItem("pxv-novel-positions"));
      throw new Error(`device B did not get the change (positions ${String(positions)}):\n${state}`, {
        cause: error,
      });
    });
  await synced(b, total + 1);
  const change = await traffic.take();
  const bytes = change.sent + change.received;
  console.log(
    `  one change's incremental sync (A's round, then B's, headers included): ${bytes} bytes in ` +
      `${change.requests} requests, of which ${change.bodies} bytes of bodies and the rest HTTP/1.1 headers ` +
      `(goal ≤ ${GOAL_INCREMENTAL_BYTES}: ${mark(bytes <= GOAL_INCREMENTAL_BYTES)})`,
  );
  for (const line of change.each) console.log(`    ${line} (headers+body)`);
  await a.context().close();
  await b.context().close();
}

let clock = 0;
const record = (bytes: number, device: string) => ({
  id: randomBytes(32).toString("base64url"),
  ciphertext: randomBytes(bytes).toString("base64url"),
  deleted: false,
  hlc: `${(1_800_000_000_000 + ++clock).toString().padStart(15, "0")}:00000:${device}`,
});

async function manyDevices(engine: "sqlite" | "postgres", postgres: BenchPostgres | null): Promise<void> {
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
    const devices: { spaceId: string; token: string; sequence: number }[] = [];
    for (let index = 0; index < DEVICES; index++) {
      const token = randomBytes(32).toString("base64url");
      const created = await fetch(`${base}/spaces`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ writeToken: token }),
      });
      const { spaceId } = (await created.json()) as { spaceId: string };
      const seeded = await fetch(`${base}/spaces/${spaceId}/records`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({
          baseSequence: 0,
          records: Array.from({ length: DEVICE_RECORDS }, () =>
            record(HISTORY_CIPHERTEXT_BYTES, `d${index}`),
          ),
        }),
      });
      const { sequence } = (await seeded.json()) as { sequence: number };
      devices.push({ spaceId, token, sequence });
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
      `  ${engine === "sqlite" ? "SQLite file" : "PostgreSQL"}: ${DEVICES} devices at once ` +
        `(pull + push of ${CHANGES_PER_ROUND}), ${ROUNDS} rounds after ${WARM_UP_ROUNDS} warm-up: ` +
        `p50 ${percentile(roundTimes, 0.5).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms` +
        `${failures ? `, ${failures} failed` : ""} (goal p99 ≤ ${GOAL_ROUND_P99_MS} ms: ${mark(p99 <= GOAL_ROUND_P99_MS && failures === 0)})`,
    );
  } finally {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

console.log(
  `sync: ${HISTORY} history entries + ${BLOCKS} blocks between two Chromium devices; ${DEVICES} devices at once; loopback`,
);
{
  const stack = await startBenchStack("sync-browser", { PXV_SYNC_SPACES_PER_HOUR: "0" });
  try {
    console.log("\nTwo browsers, SQLite file:");
    await browserFigures(stack.browser, stack.server.url);
  } finally {
    await stack.stop();
  }
}

console.log(`\n${DEVICES} devices syncing at once:`);
await manyDevices("sqlite", null);
let postgres: BenchPostgres | null = null;
try {
  postgres = await startBenchPostgres();
} catch (error) {
  console.log(`  PostgreSQL: skipped (${(error as Error).message})`);
}
if (postgres) {
  try {
    await manyDevices("postgres", postgres);
  } finally {
    postgres.stop();
  }
}
