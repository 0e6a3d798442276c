// Nothing the sandbox serves is dated after its own now: this walks the dates of works, comments
// and their replies (app API and www), novels, bookmarks, users, lives and their chat, pixivision
// articles and booru posts, and checks each against `sandbox.now()`. The clock is pinned
// (vitest.config.ts), and the works asked about are the newest with many comments, where a date
// schedule that ignores the clock runs past it first.
import { latestRankDate } from "@pxv/pixiv";
import { describe, expect, it } from "vitest";
import { SANDBOX_SERVER_ACCOUNT } from "./accounts.js";
import { recoverableIllustIds } from "./booru/booru-posts.js";
import { createCatalogue } from "./catalogue/catalogue.js";
import { useSignedInSandbox } from "./test/signed-in-sandbox.js";

const signedIn = useSignedInSandbox({ faults: [] });
const catalogue = createCatalogue();

/** Keys whose values are dates in what the sandbox serves (pixiv's, Sketch's and the boorus' names). */
const DATE_KEY = /(?:^|_)(?:date|cdate)$|Date$|_at$|^change$/;
/** Epoch seconds from 2001 on: a number under a date key is one (yande.re's `created_at`, gelbooru's `change`). */
const EPOCH_SECONDS_FROM = 978_307_200;

interface ServedDate {
  readonly where: string;
  readonly value: string | number;
  readonly time: number;
}

/** Reads a served date value as epoch milliseconds, or null when it is not a date (an empty string, a flag). */
function timeOf(value: unknown): number | null {
  if (typeof value === "number") return value >= EPOCH_SECONDS_FROM ? value * 1000 : null;
  if (typeof value !== "string" || !/^\d{4}/.test(value)) return null;
  // "2026-11-27 16:00" (JST labels) and "Fri Nov 27 16:00:00 +0900 2026" (gelbooru) as well as ISO.
  const jstLabel = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(value);
  const time = jstLabel === null ? Date.parse(value) : Date.parse(`${jstLabel[1]}T${jstLabel[2]}+09:00`);
  return Number.isNaN(time) ? null : time;
}

/** Every date under a date key anywhere in `body`, with the path it was found at. */
function datesIn(body: unknown, where: string): ServedDate[] {
  if (Array.isArray(body)) return body.flatMap((item, index) => datesIn(item, `${where}[${String(index)}]`));
  if (body === null || typeof body !== "object") return [];
  return Object.entries(body).flatMap(([key, value]): ServedDate[] => {
    const path = `${where}.${key}`;
    const time = DATE_KEY.test(key) ? timeOf(value) : null;
    if (time !== null && (typeof value === "string" || typeof value === "number"))
      return [{ where: path, value, time }];
    return datesIn(value, path);
  });
}

async function fetchJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, { headers });
  expect(response.status, url).toBe(200);
  return response.json();
}

/** The served dates after the sandbox's now. */
function futureDates(dates: readonly ServedDate[]): ServedDate[] {
  const now = signedIn.sandbox.now().getTime();
  return dates.filter((date) => date.time > now);
}

/** Of today's ranking, the work with the most comments: the newest works with a long comment thread. */
function busiestRecentWork(): number {
  const ids = catalogue.ranking("day", latestRankDate(signedIn.sandbox.now()));
  const comments = (id: number): number => catalogue.illust(id)?.totalComments ?? 0;
  return ids.reduce((best, id) => (comments(id) > comments(best) ? id : best));
}

function busiestRecentNovel(): number {
  const ids = catalogue.novelRanking("day", latestRankDate(signedIn.sandbox.now()));
  const comments = (id: number): number => catalogue.novel(id)?.totalComments ?? 0;
  return ids.reduce((best, id) => (comments(id) > comments(best) ? id : best));
}

describe("the dates the sandbox serves", () => {
  it("finds the dates it checks: a work with a long thread posted within days", () => {
    const id = busiestRecentWork();
    const work = catalogue.illust(id);
    expect(work?.totalComments).toBeGreaterThan(48);
    expect(signedIn.sandbox.now().getTime() / 1000 - (work?.postedAt ?? 0)).toBeLessThan(3 * 86_400);
  });

  it("dates no comment or reply after now, on the app API and on www", async () => {
    const illustId = busiestRecentWork();
    const novelId = busiestRecentNovel();
    const dates: ServedDate[] = [];
    for (const [kind, id] of [
      ["illust", illustId],
      ["novel", novelId],
    ] as const) {
      // The first page holds the newest comments: the ones a clock-blind schedule puts furthest ahead.
      const { status, body } = await signedIn.getJson(`/v3/${kind}/comments?${kind}_id=${String(id)}`);
      expect(status).toBe(200);
      dates.push(...datesIn(body, `${kind} ${String(id)} comments`));
      const comments = (body as { comments: { id: number; has_replies: boolean }[] }).comments;
      for (const comment of comments.filter((one) => one.has_replies)) {
        const replies = await signedIn.getJson(
          `/v2/${kind}/comment/replies?comment_id=${String(comment.id)}`,
        );
        dates.push(...datesIn(replies.body, `replies to ${String(comment.id)}`));
      }
      const web = await fetchJson(
        `${signedIn.sandbox.urls.www}/ajax/${kind}s/comments/roots?${kind}_id=${String(id)}&offset=0&limit=50`,
        { cookie: `PHPSESSID=${SANDBOX_SERVER_ACCOUNT.sessionId}` },
      );
      dates.push(...datesIn(web, `www ${kind} ${String(id)} comments`));
    }
    expect(dates.length).toBeGreaterThan(40);
    expect(futureDates(dates)).toEqual([]);
  });

  it("dates no work, novel, bookmark, user, live, article or booru post after now", async () => {
    const { sandbox, getJson } = signedIn;
    const dates: ServedDate[] = [];
    for (const path of [
      "/v1/illust/ranking?mode=day",
      "/v1/illust/new?content_type=illust",
      "/v1/novel/new",
      "/v2/illust/follow?restrict=public",
      "/v1/novel/follow?restrict=public",
      `/v1/user/bookmarks/illust?user_id=${String(SANDBOX_SERVER_ACCOUNT.id)}&restrict=public`,
      `/v1/user/bookmarks/novel?user_id=${String(SANDBOX_SERVER_ACCOUNT.id)}&restrict=public`,
      `/v1/illust/detail?illust_id=${String(busiestRecentWork())}`,
      `/v1/user/detail?user_id=${String(catalogue.poster(catalogue.illust(busiestRecentWork()) ?? (null as never)).id)}`,
      "/v1/spotlight/articles?category=all",
      "/v1/live/list?list_type=popular",
    ]) {
      const { status, body } = await getJson(path);
      expect(status, path).toBe(200);
      dates.push(...datesIn(body, path));
    }
    const lives = await fetchJson(`${sandbox.urls.sketch}/api/lives.json`);
    dates.push(...datesIn(lives, "sketch lives"));
    const firstLive = (lives as { data: { lives: { id: string }[] } }).data.lives[0];
    if (firstLive !== undefined) {
      const logs = await fetchJson(`${sandbox.urls.sketch}/api/lives/${firstLive.id}/logs.json`);
      dates.push(...datesIn(logs, "sketch live chat"));
    }
    const { onEveryBooru } = recoverableIllustIds(catalogue.seed);
    for (const url of [
      `${sandbox.urls.danbooru}/posts.json?tags=pixiv:${String(onEveryBooru)}`,
      `${sandbox.urls.gelbooru}/index.php?page=dapi&s=post&q=index&json=1&tags=pixiv_id:${String(onEveryBooru)}`,
      `${sandbox.urls.yandere}/post.json?tags=pixiv:${String(onEveryBooru)}`,
    ]) {
      dates.push(...datesIn(await fetchJson(url), url));
    }
    expect(dates.length).toBeGreaterThan(100);
    expect(futureDates(dates)).toEqual([]);
  });
});
