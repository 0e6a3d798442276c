// The emulated app API over real HTTP: ranking pages and their next_url, detail, pixiv's quirks and
// error bodies, every body checked against @pxv/pixiv's wire schemas.
import {
  addDays,
  appApiErrorBodySchema,
  ILLUST_RANK_MODES,
  illustDetailBodySchema,
  latestRankDate,
  MAX_OFFSET,
  RANK_EARLIEST_DATE,
  RANK_LENGTH,
  RANK_PAGE_SIZE,
  rankingBodySchema,
  rankModeTraits,
  type AppIllust,
} from "@pxv/pixiv";
import { describe, expect, it } from "vitest";
// pixiv's captured responses, read only to compare the shape of ours with.
import { readFixture as fixture } from "../../../pixiv/src/test/fixtures.js";
import { createCatalogue, DEFAULT_SEED } from "../catalogue/catalogue.js";
import { startSandbox } from "../sandbox.js";
import { bearerHeaders } from "../test/sign-in.js";
import { useSignedInSandbox } from "../test/signed-in-sandbox.js";
import { clockFromEnvironment } from "../clock.js";

/** The sandbox's now, as the sandboxes these tests start read it (PXV_SANDBOX_CLOCK, pinned by Vitest). */
const sandboxNow = clockFromEnvironment();

const DATE = "2025-02-04";
const env = useSignedInSandbox();
const { getJson } = env;

async function rankingPage(query: string): Promise<{ illusts: AppIllust[]; next_url: string | null }> {
  const { status, body } = await getJson(`/v1/illust/ranking?${query}`);
  expect(status).toBe(200);
  return rankingBodySchema.parse(body);
}

/** What pixiv's own host name becomes on the sandbox: clients map next_url this way. */
const onSandbox = (nextUrl: string): string => nextUrl.replace("https://app-api.pixiv.net", "");

describe("GET /v1/illust/ranking", () => {
  it("pages through a day's RANK_LENGTH works by absolute next_url, then ends with null", async () => {
    const seen: number[] = [];
    let path: string | null = `/v1/illust/ranking?mode=day&filter=for_ios&date=${DATE}`;
    let pages = 0;
    while (path !== null) {
      const { status, body } = await getJson(path);
      expect(status).toBe(200);
      const page = rankingBodySchema.parse(body);
      seen.push(...page.illusts.map((illust) => illust.id));
      pages++;
      const expectedNext = pages * RANK_PAGE_SIZE < RANK_LENGTH;
      expect(page.illusts).toHaveLength(
        expectedNext ? RANK_PAGE_SIZE : RANK_LENGTH - (pages - 1) * RANK_PAGE_SIZE,
      );
      if (expectedNext) {
        expect(page.next_url).toBe(
          `https://app-api.pixiv.net/v1/illust/ranking?mode=day&filter=for_ios&date=${DATE}&offset=${pages * RANK_PAGE_SIZE}`,
        );
      } else {
        expect(page.next_url).toBeNull();
      }
      path = page.next_url === null ? null : onSandbox(page.next_url);
    }
    expect(seen).toHaveLength(RANK_LENGTH);
    expect(new Set(seen).size).toBe(RANK_LENGTH);
    expect(seen).toEqual([...createCatalogue(DEFAULT_SEED).ranking("day", DATE)]);
  });

  it("defaults to mode day on the latest day, and names the date in next_url", async () => {
    const page = await rankingPage("");
    const latest = latestRankDate(sandboxNow());
    expect(page.next_url).toBe(
      `https://app-api.pixiv.net/v1/illust/ranking?mode=day&date=${latest}&offset=30`,
    );
    const explicit = await rankingPage(`mode=day&date=${latest}`);
    expect(explicit.illusts.map((illust) => illust.id)).toEqual(page.illusts.map((illust) => illust.id));
  });

  it("answers an empty last page past the end of a ranking", async () => {
    const page = await rankingPage(`mode=day&date=${DATE}&offset=${RANK_LENGTH + 10}`);
    expect(page).toEqual({ illusts: [], next_url: null });
  });

  it.each(ILLUST_RANK_MODES)("lists in mode %s only works that fit it", async (mode) => {
    const wanted = rankModeTraits(mode);
    const page = await rankingPage(`mode=${mode}&date=${DATE}`);
    expect(page.illusts.length).toBeGreaterThan(0);
    for (const illust of page.illusts) {
      expect(illust.x_restrict).toBe(wanted.xRestrict);
      expect(illust.illust_ai_type === 2).toBe(wanted.ai);
      if (wanted.manga) expect(illust.type).toBe("manga");
      expect(wanted.xRestrict > 0 ? [6] : [2, 4]).toContain(illust.sanity_level);
    }
  });

  it("refuses an offset over MAX_OFFSET with pixiv's exact body", async () => {
    const { status, body } = await getJson(`/v1/illust/ranking?mode=day&offset=${MAX_OFFSET + 1}`);
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        user_message: "",
        message: '{"offset":["offset must be no more than 5000"]}',
        reason: "",
        user_message_details: {},
      },
    });
  });

  it.each([
    "mode=daily",
    "mode=day&date=2025-2-4",
    "mode=day&date=2025-02-30",
    `mode=day&date=${addDays(RANK_EARLIEST_DATE, -1)}`,
    `mode=day&date=${addDays(latestRankDate(sandboxNow()), 1)}`,
    "mode=day&offset=-30",
    "mode=day&offset=abc",
  ])("answers 400 in pixiv's error shape for %s", async (query) => {
    const { status, body } = await getJson(`/v1/illust/ranking?${query}`);
    expect(status).toBe(400);
    const parsed = appApiErrorBodySchema.parse(body);
    expect(Object.keys(parsed.error)).toEqual(["user_message", "message", "reason", "user_message_details"]);
    expect(parsed.error.message).toMatch(/^\{"(mode|date|offset)":\[".+"\]\}$/);
  });

  it("accepts the first and the latest ranking day", async () => {
    await rankingPage(`date=${RANK_EARLIEST_DATE}`);
    await rankingPage(`date=${latestRankDate(sandboxNow())}`);
  });

  it("accepts and ignores the headers pixiv's apps send", async () => {
    const headers = {
      ...env.headers,
      "App-OS": "ios",
      "App-OS-Version": "14.6",
      "User-Agent": "PixivIOSApp/7.13.3 (iOS 14.6; iPhone13,2)",
      "Accept-Language": "en-us",
      "X-Client-Time": "2024-01-01T00:00:00+00:00",
      "X-Client-Hash": "2f075776ebea3e46c4741f1a188d93dc",
    };
    const { status, body } = await getJson(`/v1/illust/ranking?mode=day&date=${DATE}`, headers);
    expect(status).toBe(200);
    expect(body).toEqual((await getJson(`/v1/illust/ranking?mode=day&date=${DATE}`)).body);
  });
});

describe("GET /v1/illust/detail", () => {
  it("gives the same work as the lists, with the detail-only fields and detail image sizes", async () => {
    const [listed] = (await rankingPage(`mode=day&date=${DATE}`)).illusts as [AppIllust];
    const { status, body } = await getJson(`/v1/illust/detail?illust_id=${listed.id}`);
    expect(status).toBe(200);
    const { illust } = illustDetailBodySchema.parse(body);
    for (const field of [
      "title",
      "caption",
      "tags",
      "tools",
      "create_date",
      "width",
      "height",
      "total_view",
    ]) {
      expect(illust[field]).toEqual(listed[field]);
    }
    expect(illust.user.id).toBe(listed.user.id);
    expect(typeof illust.total_comments).toBe("number");
    expect(illust.comment_access_control).toBe(0);
    expect(illust.request).toBeNull();
    expect(illust.event_banners).toBeNull();
    expect(illust.seasonal_effect_animation_urls).toBeNull();
    expect(typeof illust.user.is_accept_request).toBe("boolean");
    expect(listed).not.toHaveProperty("total_comments");
    expect(listed).not.toHaveProperty("request");
    expect(listed.user).not.toHaveProperty("is_accept_request");
    expect(listed.image_urls.square_medium).toContain("/c/360x360_10_webp/");
    expect(listed.image_urls.large).toContain("/c/600x1200_90_webp/");
    expect(illust.image_urls.square_medium).toContain("/c/360x360_70/");
    expect(illust.image_urls.large).toContain("/c/600x1200_90/");
  });

  it("writes pixiv's quirks: multi-page, single-page and ugoira works", async () => {
    const catalogue = createCatalogue(DEFAULT_SEED);
    const ids = catalogue.ranking("week", DATE);
    const find = (test: (id: number) => boolean): number => ids.find(test) ?? Number.NaN;
    const multi = find((id) => (catalogue.illust(id)?.pageCount ?? 0) > 1);
    const single = find(
      (id) => catalogue.illust(id)?.pageCount === 1 && catalogue.illust(id)?.type !== "ugoira",
    );
    const ugoira = find((id) => catalogue.illust(id)?.type === "ugoira");
    const detail = async (id: number): Promise<AppIllust> =>
      illustDetailBodySchema.parse((await getJson(`/v1/illust/detail?illust_id=${id}`)).body).illust;

    const manyPages = await detail(multi);
    expect(manyPages.meta_single_page).toEqual({});
    expect(manyPages.meta_pages).toHaveLength(manyPages.page_count);
    manyPages.meta_pages.forEach((page, index) => {
      expect(page.image_urls.original).toMatch(
        new RegExp(`/img-original/img/.+/${multi}_p${index}\\.(jpg|png)$`),
      );
    });

    const onePage = await detail(single);
    expect(onePage.meta_pages).toEqual([]);
    expect(onePage.meta_single_page.original_image_url).toMatch(new RegExp(`/${single}_p0\\.(jpg|png)$`));
    expect(onePage.series).toBeNull();

    const animated = await detail(ugoira);
    expect(animated.image_urls.square_medium).toMatch(new RegExp(`/${ugoira}_square1200\\.jpg$`));
    expect(animated.image_urls.medium).toMatch(new RegExp(`/${ugoira}_master1200\\.jpg$`));
    expect(animated.meta_single_page.original_image_url).toMatch(new RegExp(`/${ugoira}_ugoira0\\.jpg$`));
  });

  it("answers 404 with pixiv's message for a work that does not exist", async () => {
    const catalogue = createCatalogue(DEFAULT_SEED);
    let missing = 120_000_000;
    while (catalogue.illust(missing) !== null) missing++;
    for (const id of [missing, 999_999_999, 5]) {
      const { status, body } = await getJson(`/v1/illust/detail?illust_id=${id}`);
      expect(status).toBe(404);
      expect(appApiErrorBodySchema.parse(body).error.user_message).toBe(
        "該当作品は削除されたか、存在しない作品IDです。",
      );
    }
  });

  it.each(["", "?illust_id=", "?illust_id=abc", "?illust_id=12.5"])("answers 400 for %s", async (query) => {
    const { status, body } = await getJson(`/v1/illust/detail${query}`);
    expect(status).toBe(400);
    expect(appApiErrorBodySchema.parse(body).error.message).toContain("illust_id");
  });
});

describe("shape against pixiv's captured responses", () => {
  const keysWithout = (object: object, dropped: readonly string[]): string[] =>
    Object.keys(object).filter((key) => !dropped.includes(key));

  it("writes list illusts and their users with pixiv's keys in pixiv's order", async () => {
    const captured = rankingBodySchema.parse(fixture("app-api.illust_ranking.json")).illusts[0] as AppIllust;
    const [ours] = (await rankingPage(`mode=day&date=${DATE}`)).illusts as [AppIllust];
    expect(keysWithout(ours, ["restriction_attributes"])).toEqual(
      keysWithout(captured, ["restriction_attributes"]),
    );
    expect(Object.keys(ours.user)).toEqual(Object.keys(captured.user));
  });

  it("writes detail illusts with pixiv's keys in pixiv's order, then the newer detail fields", async () => {
    const captured = illustDetailBodySchema.parse(fixture("app-api.illust_detail.json")).illust;
    const [listed] = (await rankingPage(`mode=day&date=${DATE}`)).illusts as [AppIllust];
    const ours = illustDetailBodySchema.parse(
      (await getJson(`/v1/illust/detail?illust_id=${listed.id}`)).body,
    ).illust;
    const newer = ["request", "event_banners", "seasonal_effect_animation_urls"];
    expect(keysWithout(ours, ["restriction_attributes", ...newer])).toEqual(Object.keys(captured));
    expect(Object.keys(ours).slice(-newer.length)).toEqual(newer);
  });
});

describe("determinism across sandboxes", () => {
  async function bodies(seed?: string): Promise<string[]> {
    const other = await startSandbox(seed === undefined ? {} : { seed });
    try {
      const headers = await bearerHeaders(other.urls);
      const get = async (path: string): Promise<string> =>
        (await fetch(`${other.urls.appApi}${path}`, { headers })).text();
      const ranking = await get(`/v1/illust/ranking?mode=week&date=${DATE}&offset=60`);
      const firstId = rankingBodySchema.parse(JSON.parse(ranking)).illusts[0]?.id;
      return [ranking, await get(`/v1/illust/detail?illust_id=${String(firstId)}`)];
    } finally {
      await other.close();
    }
  }

  it("answers the same bytes for the same seed and different ones for another", async () => {
    const [first, second, other] = await Promise.all([
      bodies(),
      bodies(DEFAULT_SEED),
      bodies("another seed"),
    ]);
    expect(second).toEqual(first);
    expect(other[0]).not.toEqual(first[0]);
  });
});

describe("unknown endpoints", () => {
  it.each(["/v1/illust/nothing", "/v2/illust/ranking", "/"])("answers 404 for %s", async (path) => {
    const { status, body } = await getJson(path);
    expect(status).toBe(404);
    expect(appApiErrorBodySchema.parse(body).error.user_message).toBe("Specified end-point doesn't exist");
  });
});
