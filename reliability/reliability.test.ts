// The reliability suite (README of reliability/): fuzzing, SSRF, hostile content in Chromium,
// upstream faults, load, a Redis outage and SIGTERM under load — each figure printed beside its
// goal. `npm test` runs the short profile; `npm run test:reliability` the long one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent } from "node:http";
import type { Sandbox } from "@pxv/sandbox";
import { startRedisServer, type RedisProcess } from "../apps/server/src/test/redis-server.js";
import { FAULTS, tryFaults } from "./lib/faults.js";
import { fuzzCases, runFuzz } from "./lib/fuzz.js";
import { hostilePaths, openHostileContent } from "./lib/hostile.js";
import { get, runLoad } from "./lib/load.js";
import { PROFILE, figure } from "./lib/profile.js";
import { startPxvProcess, startReliabilitySandbox, type PxvProcess } from "./lib/pxv-process.js";
import { rawRequest } from "./lib/raw-http.js";
import { ssrfAttempts, startTrap, type Trap } from "./lib/trap.js";
import { uiRecoversAfterFault } from "./lib/ui-retry.js";

const LONG = PROFILE.name === "long";
let sandbox: Sandbox;
let trap: Trap;
let pxv: PxvProcess;

beforeAll(async () => {
  trap = await startTrap();
  sandbox = await startReliabilitySandbox();
  pxv = await startPxvProcess(sandbox);
});

afterAll(async () => {
  await pxv.stop();
  await sandbox.close();
  await trap.close();
});

async function healthy(target: PxvProcess): Promise<boolean> {
  return (
    target.alive() && (await rawRequest(target.port, { method: "GET", path: "/healthz" })).status === 200
  );
}

/** Paths the load runs use: a cached API answer, a picture, the health check. */
async function loadPaths(target: PxvProcess): Promise<string[]> {
  const ranking = (await (await fetch(`${target.url}/api/pixiv/rank?mode=day`)).json()) as {
    illusts: { image_urls: { square_medium: string } }[];
  };
  const picture = `/-${new URL(ranking.illusts[0]?.image_urls.square_medium ?? "http://x/").pathname}`;
  const paths = ["/api/pixiv/rank?mode=day", picture, "/healthz", "/api/pixiv/illust?id=118000006"];
  for (const path of paths) await fetch(`${target.url}${path}`);
  return paths;
}

describe(`reliability (${PROFILE.name} run)`, { concurrent: false }, () => {
  // First, before any other check has cached the list it fails.
  it("shows the UI's retry under a fault and recovers after it", async () => {
    figure("UI retry", await uiRecoversAfterFault(pxv.url, sandbox), "retry, then the list");
  });

  it("answers every fuzzed request below 500 with a JSON error body, and stays alive", async () => {
    const document = (await (await fetch(`${pxv.url}/openapi.json`)).json()) as Parameters<
      typeof fuzzCases
    >[0];
    const cases = fuzzCases(document, trap.address, PROFILE.fuzzValuesPerParameter);
    const result = await runFuzz(pxv.port, cases);
    const alive = await healthy(pxv);
    figure("fuzz cases", result.cases, "all answered");
    figure("fuzz 5xx", result.serverErrors, "0");
    figure("fuzz without an HTTP answer", result.noAnswer, "0");
    figure("fuzz errors without a JSON body", result.notJson, "0");
    figure("process alive after fuzzing", alive ? "yes" : "no", "yes");
    for (const failure of result.failures.slice(0, 40))
      console.log(`  ${failure.request} → ${failure.answer}`);
    expect(alive).toBe(true);
    expect(result.failures).toEqual([]);
  });

  it("never lets a request reach the suite's loopback trap", async () => {
    const attempts = ssrfAttempts(trap.address);
    for (const attempt of attempts) await rawRequest(pxv.port, attempt);
    figure("SSRF attempts", attempts.length, "all refused");
    figure("SSRF hits on the trap (fuzzing included)", trap.hits.length, "0");
    for (const hit of trap.hits.slice(0, 20)) console.log(`  trap hit: ${hit}`);
    expect(trap.hits).toEqual([]);
    expect(await healthy(pxv)).toBe(true);
  });

  it("executes no hostile script and causes no CSP violation in Chromium", async () => {
    const all = await hostilePaths(pxv.url);
    const paths = LONG ? all : all.filter((_path, index) => index % 4 === 0);
    const result = await openHostileContent(pxv.url, paths);
    figure("hostile pages opened", result.pages, `${String(all.length)} in the long run`);
    figure("scripts executed", result.scriptsExecuted, "0");
    figure("CSP violations", result.cspViolations, "0");
    figure("requests leaving loopback", result.foreignRequests, "0");
    for (const line of result.details.slice(0, 20)) console.log(`  ${line}`);
    expect(result.scriptsExecuted + result.cspViolations + result.foreignRequests).toBe(0);
  });

  it("serves stale answers through upstream faults and fails cleanly without them", async () => {
    const outcomes = await tryFaults(sandbox);
    for (const outcome of outcomes)
      figure(
        `fault ${outcome.fault}`,
        `cached → ${outcome.withCopy}; uncached → ${outcome.withoutCopy}`,
        "200 STALE; JSON without a copy",
      );
    expect(outcomes.map((outcome) => outcome.fault)).toEqual(FAULTS.map(([fault]) => fault));
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);
  });

  it.runIf(LONG)("answers within the deadline when upstream takes 25 s", async () => {
    sandbox.faults.set("latency=25000 /v1/illust/detail host=appApi");
    try {
      const started = Date.now();
      const status = await get(new Agent(), pxv.port, "/api/pixiv/illust?id=118000005", 120_000);
      const seconds = (Date.now() - started) / 1000;
      figure("answer under a 25 s upstream", `${String(status)} after ${seconds.toFixed(1)} s`, "< 25 s");
      expect(seconds).toBeLessThan(25);
    } finally {
      sandbox.faults.clear();
    }
  });

  it("holds a bounded load without errors", async () => {
    const paths = await loadPaths(pxv);
    const before = pxv.rssMiB();
    const result = await runLoad(pxv.port, paths, PROFILE.loadConnections, PROFILE.loadSeconds);
    const after = pxv.rssMiB();
    figure(
      "load",
      `${String(result.requests)} requests on ${String(PROFILE.loadConnections)} connections in ${String(PROFILE.loadSeconds)} s`,
      "bounded",
    );
    figure("load errors", `${String(result.errors)} ${JSON.stringify(result.errorKinds)}`, "0");
    figure(
      "load latency p50 / p99",
      `${result.p50Ms.toFixed(1)} / ${result.p99Ms.toFixed(1)} ms`,
      "reported",
    );
    figure("server RSS before / after", `${before.toFixed(0)} / ${after.toFixed(0)} MiB`, "reported");
    expect(result.errors).toBe(0);
    expect(await healthy(pxv)).toBe(true);
  });

  it("keeps answering while Redis is killed and restarted under load", async () => {
    let redis: RedisProcess = await startRedisServer();
    const port = Number(new URL(redis.url).port);
    const shared = await startPxvProcess(sandbox, { REDIS_URL: redis.url });
    try {
      const paths = await loadPaths(shared);
      const outageStartsMs = 1000;
      let phase: "before" | "stopping" | "down" | "restarting" | "back" = "before";
      const seconds = PROFILE.redisOutageSeconds + 3;
      const result = await runLoad(
        shared.port,
        paths,
        Math.min(50, PROFILE.loadConnections),
        seconds,
        (elapsed) => {
          if (phase === "before" && elapsed >= outageStartsMs) {
            phase = "stopping";
            void redis.stop().then(() => {
              phase = "down";
            });
          }
          if (phase === "down" && elapsed >= outageStartsMs + PROFILE.redisOutageSeconds * 1000) {
            phase = "restarting";
            void startRedisServer(undefined, port).then((restarted) => {
              redis = restarted;
              phase = "back";
            });
          }
        },
      );
      figure(
        "Redis outage",
        `${String(result.requests)} requests, Redis down ${String(PROFILE.redisOutageSeconds)} s, ended ${phase}`,
        "answers continue",
      );
      figure(
        "errors during the Redis outage",
        `${String(result.errors)} ${JSON.stringify(result.errorKinds)}`,
        "0",
      );
      expect(phase).toBe("back");
      expect(result.errors).toBe(0);
      expect(await healthy(shared)).toBe(true);
    } finally {
      await shared.stop();
      await redis.stop();
    }
  });

  it("drains requests in flight when SIGTERM comes under load", async () => {
    const draining = await startPxvProcess(sandbox);
    sandbox.faults.set("latency=1500 /v1/illust/detail host=appApi");
    try {
      const agent = new Agent({ keepAlive: true, maxSockets: PROFILE.drainRequests });
      const inFlight = Array.from({ length: PROFILE.drainRequests }, (_unused, index) =>
        get(agent, draining.port, `/api/pixiv/illust?id=${String(118_100_000 + index)}`),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      draining.child.kill("SIGTERM");
      const statuses = await Promise.all(inFlight);
      const exit = await draining.exited;
      agent.destroy();
      // Any HTTP answer counts (an id the catalogue lacks is a 404); no answer at all is a dropped request.
      const answered = statuses.filter((status) => status !== 0).length;
      const byStatus: Record<string, number> = {};
      for (const status of statuses) byStatus[String(status)] = (byStatus[String(status)] ?? 0) + 1;
      figure(
        "requests drained at SIGTERM",
        `${String(answered)} of ${String(statuses.length)} ${JSON.stringify(byStatus)} (exit ${exit})`,
        "all",
      );
      expect(answered).toBe(statuses.length);
      expect(exit).toBe("0");
    } finally {
      sandbox.faults.clear();
      await draining.stop();
    }
  });
});
