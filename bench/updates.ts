/**
 * Benchmark: Updates with 100 follows (issue 27), printed beside its goals.
 * - A pxv server on loopback (this process, the sandbox upstream at the tests' moment) and Chromium.
 * - 100 follows of the kinds people make (tags, searches with filters, authors, novel series) are
 *   written as an OPML file from what the sandbox lists (trending tags, the day's ranking's authors,
 *   the newest novels' series) and imported on Updates by visitor A, then by visitor B in another
 *   browser profile.
 * - For each visitor: the time from opening Updates until every follow shows its count (or its
 *   refusal), and the requests its page made to pxv's API with how the server answered them
 *   (`x-cache`: MISS reached pixiv, HIT/STALE did not) — what the upstream saw.
 * Goals: each follow's first page reaches pixiv at most once across both visitors (A's misses ≤ the
 * first pages asked, B's misses 0 — the shared cache answers the second visitor whole), and the
 * counts of 100 follows are shown within 10 s on a cold cache.
 * Bounded: loopback only, a fixed amount of work. Needs the web app built (`npm run bench` builds).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { CLOCK_ENV, TEST_CLOCK_START } from "@pxv/sandbox";
import type { Browser, Response } from "playwright-core";
import { PAGE_WAIT_MS, startBenchStack } from "./lib/bench-stack.js";
import { cacheOutcomeOf, countCacheOutcomes, type CacheCounts } from "./lib/cache-outcomes.js";
import { mark } from "./lib/stats.js";

const FOLLOWS = 100;
const GOAL_COLD_MS = 10_000;

interface Outline {
  readonly label: string;
  readonly page: string;
}

interface Visit {
  readonly ms: number;
  readonly requests: number;
  /** How the server answered them. */
  readonly cache: CacheCounts;
  readonly refused: number;
}

async function json<T>(base: string, path: string): Promise<T> {
  const response = await fetch(`${base}/api/pixiv/${path}`);
  if (!response.ok) throw new Error(`${path}: ${String(response.status)}`);
  return (await response.json()) as T;
}

/** 100 follows from what the sandbox lists now: tags, searches, authors, novel series. */
async function followsOf(base: string): Promise<Outline[]> {
  const tags = (await json<{ trend_tags: { tag: string }[] }>(base, "tags")).trend_tags.map(
    (entry) => entry.tag,
  );
  const authors = new Map<number, string>();
  for (const page of [1, 2, 3]) {
    const ranking = await json<{ illusts: { user: { id: number; name: string } }[] }>(
      base,
      `rank?mode=day&page=${String(page)}`,
    );
    for (const work of ranking.illusts) authors.set(work.user.id, work.user.name);
  }
  const series = new Set<number>();
  const newest = await json<{ novels: { series?: { id?: number } }[] }>(base, "novel_new");
  for (const novel of newest.novels) if (novel.series?.id !== undefined) series.add(novel.series.id);
  const outlines: Outline[] = [];
  for (const tag of tags.slice(0, 30))
    outlines.push({ label: `#${tag}`, page: `/search/${encodeURIComponent(tag)}?mode=exact_match_for_tags` });
  for (const word of tags.slice(0, 20))
    outlines.push({ label: word, page: `/search/${encodeURIComponent(word)}?age=safe&likes=10` });
  for (const id of series)
    outlines.push({ label: `series ${String(id)}`, page: `/novel/series/${String(id)}` });
  for (const [id, name] of authors) {
    if (outlines.length >= FOLLOWS) break;
    outlines.push({ label: name, page: `/users/${String(id)}/artworks` });
  }
  return outlines.slice(0, FOLLOWS);
}

const xml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function opmlOf(outlines: readonly Outline[], base: string): string {
  const body = outlines
    .map((outline) => `    <outline text="${xml(outline.label)}" htmlUrl="${xml(base + outline.page)}"/>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0"><head><title>bench</title></head><body>\n${body}\n</body></opml>\n`;
}

/**
 * A visitor opens Updates and imports the follows: how long until every follow shows its count (or
 * says it was not checked), and how the server answered the page's API requests meanwhile.
 */
async function visit(browser: Browser, base: string, file: string, follows: number): Promise<Visit> {
  const context = await browser.newContext({ baseURL: base, locale: "en-US", serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto("/updates");
  await page.getByTestId("opml-import").waitFor();
  const answers: Response[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/api/pixiv/")) answers.push(response);
  });
  const started = performance.now();
  await page.getByTestId("opml-file").setInputFiles(file);
  await page.waitForFunction(
    (count) => {
      const rows = [...document.querySelectorAll("[data-testid=follow-row]")];
      return (
        rows.length === count &&
        rows.every((row) => row.hasAttribute("data-unread") || row.textContent.includes("Not checked"))
      );
    },
    follows,
    { polling: 50, timeout: PAGE_WAIT_MS },
  );
  const ms = performance.now() - started;
  await page.waitForLoadState("networkidle");
  await context.close();
  return {
    ms,
    requests: answers.length,
    cache: countCacheOutcomes(answers.map(cacheOutcomeOf)),
    refused: answers.filter((answer) => answer.status() === 503).length,
  };
}

process.env[CLOCK_ENV] ??= TEST_CLOCK_START;
const stack = await startBenchStack("updates");
const { server, browser, folder } = stack;
try {
  const outlines = await followsOf(server.url);
  const file = join(folder, "follows.opml");
  writeFileSync(file, opmlOf(outlines, server.url));
  console.log(
    `updates: ${String(outlines.length)} follows (tags, searches, novel series, authors), two visitors; loopback`,
  );
  const first = await visit(browser, server.url, file, outlines.length);
  const second = await visit(browser, server.url, file, outlines.length);
  console.log(
    `  visitor A, on a cold cache: counts shown in ${first.ms.toFixed(0)} ms ` +
      `(goal ≤ ${String(GOAL_COLD_MS)} ms: ${mark(first.ms <= GOAL_COLD_MS)}); ${String(first.requests)} API requests, ` +
      `${String(first.cache.misses)} reached pixiv, ${String(first.cache.hits)} from the cache, ${String(first.refused)} refused by the budget`,
  );
  console.log(
    `  visitor B, another profile, the same follows: counts shown in ${second.ms.toFixed(0)} ms; ` +
      `${String(second.requests)} API requests, ${String(second.cache.misses)} reached pixiv ` +
      `(goal 0: ${mark(second.cache.misses === 0)}), ${String(second.cache.hits)} from the cache`,
  );
} finally {
  await stack.stop();
}
