/**
 * Benchmark: the sandbox's own costs, each figure beside its goal. Start-up time of all hosts; p50/p99
 * time to answer a ranking page and a user page over loopback; time to render a 1200-px picture
 * cold and warm; resident memory after 10,000 mixed requests. Bounded: a fixed number of requests,
 * loopback only, one sandbox.
 */
import { performance } from "node:perf_hooks";
import { rankingBodySchema, refreshWithToken } from "@pxv/pixiv";
import { SANDBOX_SERVER_ACCOUNT, startSandbox } from "@pxv/sandbox";
import { percentile } from "./lib/stats.js";

const GOAL_STARTUP_MS = 1000;
const GOAL_P50_MS = 5;
const GOAL_RSS_MB = 300;
const TIMED_REQUESTS = 300;
const MIXED_REQUESTS = 10_000;
const DATE = "2025-02-04";

const verdict = (met: boolean): string => (met ? "✓ met" : "✗ not met");

const started = performance.now();
const sandbox = await startSandbox();
const startupMs = performance.now() - started;
try {
  const { auth } = await refreshWithToken(
    { fetch, oauthBase: sandbox.urls.oauth },
    SANDBOX_SERVER_ACCOUNT.refreshToken,
  );
  const token = auth.accessToken;
  const headers = { authorization: `Bearer ${token}` };
  const timeGet = async (path: string): Promise<number> => {
    const t = performance.now();
    const response = await fetch(`${sandbox.urls.appApi}${path}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - t;
  };

  const firstPage = rankingBodySchema.parse(
    await (await fetch(`${sandbox.urls.appApi}/v1/illust/ranking?mode=day&date=${DATE}`, { headers })).json(),
  );
  const rankingTimes: number[] = [];
  for (let index = 0; index < TIMED_REQUESTS; index++) {
    rankingTimes.push(await timeGet(`/v1/illust/ranking?mode=day&date=${DATE}&offset=${(index % 16) * 30}`));
  }
  const userIds = [...new Set(firstPage.illusts.map((illust) => illust.user.id))];
  const userTimes: number[] = [];
  const userColdTimes: number[] = [];
  for (let index = 0; index < TIMED_REQUESTS; index++) {
    const userId = userIds[index % userIds.length] ?? 0;
    const time = await timeGet(`/v1/user/detail?user_id=${userId}`);
    (index < userIds.length ? userColdTimes : userTimes).push(time);
  }
  const userIllustTimes: number[] = [];
  for (let index = 0; index < TIMED_REQUESTS; index++) {
    userIllustTimes.push(await timeGet(`/v1/user/illusts?user_id=${userIds[index % userIds.length] ?? 0}`));
  }

  // A 1200-px master of a work nobody asked for yet, then the same again.
  const master = new URL(
    firstPage.illusts[29]?.meta_pages[0]?.image_urls.large ?? firstPage.illusts[29]?.image_urls.large ?? "",
  );
  const masterPath = master.pathname.replace(/^\/c\/[^/]+/, "");
  const imageTime = async (): Promise<number> => {
    const t = performance.now();
    const response = await fetch(`${sandbox.urls.iPximg}${masterPath}`, {
      headers: { referer: "https://www.pixiv.net/" },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${masterPath} answered ${response.status}`);
    return performance.now() - t;
  };
  const coldImage = await imageTime();
  const warmImage = await imageTime();

  const workIds = firstPage.illusts.map((illust) => illust.id);
  const mixed = [
    (index: number) =>
      `/v1/illust/ranking?mode=${index % 3 === 0 ? "week" : "day"}&date=${DATE}&offset=${(index % 10) * 30}`,
    (index: number) => `/v1/illust/detail?illust_id=${workIds[index % workIds.length] ?? 0}`,
    (index: number) => `/v1/user/detail?user_id=${userIds[index % userIds.length] ?? 0}`,
    (index: number) => `/v1/user/illusts?user_id=${userIds[index % userIds.length] ?? 0}`,
    (index: number) => `/v3/illust/comments?illust_id=${workIds[index % workIds.length] ?? 0}`,
    (index: number) => `/v1/novel/ranking?mode=day&date=${DATE}&offset=${(index % 5) * 30}`,
    (index: number) => `/v2/illust/related?illust_id=${workIds[index % workIds.length] ?? 0}`,
    (index: number) => `/v1/search/illust?word=${["猫", "sea", "girl", "夏"][index % 4] ?? ""}`,
  ];
  const mixedStarted = performance.now();
  for (let index = 0; index < MIXED_REQUESTS; index++) {
    const path = (mixed[index % mixed.length] as (index: number) => string)(Math.floor(index / mixed.length));
    await timeGet(path);
  }
  const mixedSeconds = (performance.now() - mixedStarted) / 1000;
  const rssMb = process.memoryUsage().rss / 1024 / 1024;

  const p50 = (values: readonly number[]): number => percentile(values, 0.5);
  const p99 = (values: readonly number[]): number => percentile(values, 0.99);
  console.log("sandbox, one process, loopback");
  console.log(
    `  start-up (all hosts listening): ${startupMs.toFixed(0)} ms (goal < ${GOAL_STARTUP_MS} ms) ${verdict(startupMs < GOAL_STARTUP_MS)}`,
  );
  console.log(
    `  ranking page: p50 ${p50(rankingTimes).toFixed(2)} ms, p99 ${p99(rankingTimes).toFixed(2)} ms (goal p50 < ${GOAL_P50_MS} ms) ${verdict(p50(rankingTimes) < GOAL_P50_MS)}`,
  );
  console.log(
    `  user page (/v1/user/detail): p50 ${p50(userTimes).toFixed(2)} ms, p99 ${p99(userTimes).toFixed(2)} ms, first visit p50 ${p50(userColdTimes).toFixed(2)} ms (goal p50 < ${GOAL_P50_MS} ms) ${verdict(p50(userTimes) < GOAL_P50_MS)}`,
  );
  console.log(
    `  user works (/v1/user/illusts): p50 ${p50(userIllustTimes).toFixed(2)} ms, p99 ${p99(userIllustTimes).toFixed(2)} ms (goal p50 < ${GOAL_P50_MS} ms) ${verdict(p50(userIllustTimes) < GOAL_P50_MS)}`,
  );
  console.log(`  1200-px picture: cold ${coldImage.toFixed(1)} ms, warm ${warmImage.toFixed(2)} ms`);
  console.log(
    `  resident memory after ${MIXED_REQUESTS} mixed requests (${mixedSeconds.toFixed(1)} s): ${rssMb.toFixed(0)} MB (goal < ${GOAL_RSS_MB} MB) ${verdict(rssMb < GOAL_RSS_MB)}`,
  );
} finally {
  await sandbox.close();
}
