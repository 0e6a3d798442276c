// The reliability suite's cache and fairness checks (reliability/README.md): a cached answer served
// by pxv on Redis against the same answer from the memory cache, under load; and another address's
// uncached rankings while one address holds the in-flight cap of slow uncached requests. Each
// figure is printed beside its goal; the checks fail on what the goals rest on (Redis moving the
// answer on every hit; the other address waiting behind the flood), not on timings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent } from "node:http";
import { Redis } from "ioredis";
import type { Sandbox } from "@pxv/sandbox";
import { DEFAULT_ABUSE_LIMITS } from "../apps/server/src/abuse/abuse-config.js";
import { startRedisServer } from "../apps/server/src/test/redis-server.js";
import { percentile } from "../bench/lib/stats.js";
import { get, runLoad, type LoadResult } from "./lib/load.js";
import { PROFILE, figure } from "./lib/profile.js";
import { startPxvProcess, startReliabilitySandbox } from "./lib/pxv-process.js";

const CACHED_PATH = "/api/pixiv/rank?mode=day";
/** Goal: a Redis hit serves at least this fraction of a memory hit's requests per second. */
const GOAL_REDIS_FRACTION = 0.5;
/** Each work detail the flood asks for is answered this late by the sandbox. */
const FLOOD_LATENCY_MS = 3000;
/** Uncached rankings the other address asks for, one after another on two connections. */
const OTHER_REQUESTS = PROFILE.name === "long" ? 60 : 12;
const GOAL_OTHER_P99_MS = 1000;

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startReliabilitySandbox();
});

afterAll(async () => {
  sandbox.faults.clear();
  await sandbox.close();
});

const rate = (result: LoadResult, seconds: number): number => result.requests / seconds;

/** Bytes Redis has sent its clients so far (INFO stats). */
async function redisBytesSent(client: Redis): Promise<number> {
  return Number(/total_net_output_bytes:(\d+)/.exec(await client.info("stats"))?.[1] ?? 0);
}

describe(`cache and fairness (${PROFILE.name} run)`, { concurrent: false }, () => {
  it("serves Redis hits from the instance's own copy, at the memory cache's pace", async () => {
    const redis = await startRedisServer();
    const memory = await startPxvProcess(sandbox);
    const shared = await startPxvProcess(sandbox, { REDIS_URL: redis.url });
    const client = new Redis(redis.url);
    try {
      for (const target of [memory, shared]) await get(new Agent(), target.port, CACHED_PATH);
      const size = (await (await fetch(`${shared.url}${CACHED_PATH}`)).arrayBuffer()).byteLength;
      const seconds = Math.max(2, PROFILE.loadSeconds / 2);
      const connections = PROFILE.loadConnections;
      const fromMemory = await runLoad(memory.port, [CACHED_PATH], connections, seconds);
      const sentBefore = await redisBytesSent(client);
      const fromRedis = await runLoad(shared.port, [CACHED_PATH], connections, seconds);
      const sentPerHit = ((await redisBytesSent(client)) - sentBefore) / Math.max(1, fromRedis.requests);
      const fraction = rate(fromRedis, seconds) / rate(fromMemory, seconds);
      const line = (result: LoadResult): string =>
        `${rate(result, seconds).toFixed(0)} requests/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms`;
      figure(
        `memory hit (${String(connections)} connections, ${String(seconds)} s)`,
        line(fromMemory),
        "reported",
      );
      figure(
        `Redis hit (${String(connections)} connections, ${String(seconds)} s)`,
        line(fromRedis),
        "reported",
      );
      figure(
        "Redis hit / memory hit",
        `${(fraction * 100).toFixed(0)}%`,
        `≥ ${String(GOAL_REDIS_FRACTION * 100)}%`,
      );
      figure(
        "bytes Redis sent per hit",
        `${sentPerHit.toFixed(0)} (the answer: ${String(size)})`,
        "< 1 KiB: hits served from the copy",
      );
      figure("errors on hits", fromMemory.errors + fromRedis.errors, "0");
      expect(fromMemory.errors + fromRedis.errors).toBe(0);
      expect(sentPerHit).toBeLessThan(1024);
    } finally {
      client.disconnect();
      await shared.stop();
      await memory.stop();
      await redis.stop();
    }
  });

  it("answers another address's uncached rankings while one address floods slow uncached requests", async () => {
    const { clientConcurrency, clientUpstreamShare } = DEFAULT_ABUSE_LIMITS;
    const pxv = await startPxvProcess(sandbox, {
      PXV_CLIENT_CONCURRENCY: String(clientConcurrency),
      PXV_CLIENT_UPSTREAM_SHARE: String(clientUpstreamShare),
    });
    // Counted down by every work detail that reaches the sandbox.
    const counted = 1_000_000;
    sandbox.faults.set(
      `latency=${String(FLOOD_LATENCY_MS)} /v1/illust/detail host=appApi times=${String(counted)}`,
    );
    const reachedUpstream = (): number => counted - (sandbox.faults.list()[0]?.remaining ?? counted);
    const floodAgent = new Agent({
      keepAlive: true,
      maxSockets: clientConcurrency,
      localAddress: "127.0.0.1",
    });
    const otherAgent = new Agent({ keepAlive: true, maxSockets: 2, localAddress: "127.0.0.2" });
    let flooding = true;
    let floodAnswers = 0;
    let nextId = 118_300_000;
    const floodClient = async (): Promise<void> => {
      while (flooding) {
        await get(floodAgent, pxv.port, `/api/pixiv/illust?id=${String(nextId++)}`);
        floodAnswers++;
      }
    };
    const flood = Array.from({ length: clientConcurrency }, floodClient);
    try {
      await expect.poll(reachedUpstream, { timeout: 30_000 }).toBeGreaterThanOrEqual(clientUpstreamShare);
      const latencies: number[] = [];
      const statuses: number[] = [];
      /** Flood answers given, and flood calls that reached upstream, when each of the other's answers came. */
      const floodAnswersSeen: number[] = [];
      const floodUpstreamSeen: number[] = [];
      let day = 0;
      const otherClient = async (): Promise<void> => {
        while (day < OTHER_REQUESTS) {
          const date = new Date(Date.UTC(2023, 11, 31) - day++ * 86_400_000).toISOString().slice(0, 10);
          const sent = performance.now();
          statuses.push(await get(otherAgent, pxv.port, `/api/pixiv/rank?mode=week&date=${date}`));
          latencies.push(performance.now() - sent);
          floodAnswersSeen.push(floodAnswers);
          floodUpstreamSeen.push(reachedUpstream());
        }
      };
      await Promise.all([otherClient(), otherClient()]);
      const p99 = percentile(latencies, 0.99);
      figure(
        `another address's uncached ranking under a ${String(clientConcurrency)}-request flood`,
        `${String(latencies.length)} rankings, p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`,
        `p99 < ${String(GOAL_OTHER_P99_MS)} ms`,
      );
      figure(
        "the flood's calls upstream at the other address's first answer",
        `${String(floodUpstreamSeen[0])}, ${String(floodAnswersSeen[0])} of them answered`,
        `its share (${String(clientUpstreamShare)}), none answered yet`,
      );
      expect(statuses.every((status) => status === 200)).toBe(true);
      // The other address's first answer came while the flood still held its share upstream, and no more.
      expect(floodAnswersSeen[0]).toBe(0);
      expect(floodUpstreamSeen[0]).toBe(clientUpstreamShare);
    } finally {
      flooding = false;
      sandbox.faults.clear();
      await Promise.all(flood);
      floodAgent.destroy();
      otherAgent.destroy();
      await pxv.stop();
    }
  });
});
