// Every app API endpoint the sandbox answers, over real HTTP with a signed-in account: each body
// validates against @pxv/pixiv's wire schemas (packages/pixiv checks them against pixiv's captured
// responses), and the per-account state (bookmarks, follows, comments) behaves as on pixiv.
import {
  aiShowSettingsBodySchema,
  appApiErrorBodySchema,
  autocompleteBodySchema,
  bookmarkDetailBodySchema,
  bookmarkRangesBodySchema,
  bookmarkTagsBodySchema,
  commentAddBodySchema,
  commentRepliesBodySchema,
  commentsBodySchema,
  emptyBodySchema,
  followDetailBodySchema,
  illustBookmarkUsersBodySchema,
  illustDetailBodySchema,
  illustListBodySchema,
  illustRecommendedBodySchema,
  illustSeriesBodySchema,
  liveListBodySchema,
  meStateBodySchema,
  novelDetailBodySchema,
  novelListBodySchema,
  novelRecommendedBodySchema,
  novelSeriesBodySchema,
  rankingBodySchema,
  restrictedModeSettingsBodySchema,
  searchIllustBodySchema,
  searchNovelBodySchema,
  spotlightArticlesBodySchema,
  idpUrlsBodySchema,
  trendingTagsBodySchema,
  ugoiraMetadataSchema,
  userDetailBodySchema,
  userIllustSeriesBodySchema,
  userIllustsBodySchema,
  userNovelSeriesBodySchema,
  userNovelsBodySchema,
  userPreviewsBodySchema,
  webviewNovelSchema,
  NOVEL_RANK_MODES,
  type AppIllust,
} from "@pxv/pixiv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { SANDBOX_ACCOUNTS, SANDBOX_SERVER_ACCOUNT, type SandboxAccount } from "../accounts.js";
import { createCatalogue, DEFAULT_SEED } from "../catalogue/catalogue.js";
import { HOSTILE_NOVELS, HOSTILE_WORKS } from "../catalogue/hostile.js";
import { ugoiraFrames } from "../catalogue/ugoira.js";
import { startSandbox, type Sandbox } from "../sandbox.js";
import { bearerHeaders } from "../test/sign-in.js";
import { APP_API_ROUTES } from "./app-api-host.js";

const DATE = "2025-02-04";
const catalogue = createCatalogue(DEFAULT_SEED);
let sandbox: Sandbox;
const signedIn = new Map<SandboxAccount, Record<string, string>>();

beforeAll(async () => {
  sandbox = await startSandbox();
  for (const account of SANDBOX_ACCOUNTS) signedIn.set(account, await bearerHeaders(sandbox.urls, account));
});
afterAll(async () => {
  await sandbox.close();
});

const headersOf = (account: SandboxAccount): Record<string, string> => signedIn.get(account) ?? {};

async function call(
  path: string,
  options: { account?: SandboxAccount; form?: Record<string, string | string[]> } = {},
): Promise<{ status: number; body: unknown; text: string }> {
  const account = options.account ?? SANDBOX_SERVER_ACCOUNT;
  const init: RequestInit =
    options.form === undefined
      ? { headers: headersOf(account) }
      : {
          method: "POST",
          headers: { ...headersOf(account), "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(
            Object.entries(options.form).flatMap(([name, value]) =>
              (Array.isArray(value) ? value : [value]).map((one): [string, string] => [name, one]),
            ),
          ).toString(),
        };
  const response = await fetch(`${sandbox.urls.appApi}${path}`, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, body, text };
}

async function okBody<T>(
  path: string,
  schema: z.ZodType<T>,
  options?: Parameters<typeof call>[1],
): Promise<T> {
  const { status, body, text } = await call(path, options);
  expect(status, `${path}: ${text.slice(0, 300)}`).toBe(200);
  return schema.parse(body);
}

// Sample items of the default catalogue.
const rankingIds = catalogue.ranking("week", DATE);
const work = catalogue.illust(rankingIds[0] as number);
const poster = work === null ? null : catalogue.poster(work);
const novelId = catalogue.novelRanking("week", DATE)[0] as number;
const ugoiraId = rankingIds.find((id) => catalogue.illust(id)?.type === "ugoira") as number;
const seriesWork = rankingIds.map((id) => catalogue.illust(id)).find((item) => item?.series !== null);
const novelSeries = catalogue
  .novelRanking("week", DATE)
  .map((id) => catalogue.novel(id))
  .find((item) => item?.series !== null);
const workId = work?.id ?? 0;
const userId = poster?.id ?? 0;

/** One successful request per GET endpoint, and the schema its body must satisfy. */
const GET_CASES: ReadonlyArray<readonly [string, z.ZodType]> = [
  ["/v1/user/me/state", meStateBodySchema],
  [
    "/v1/search/illust?word=猫&search_target=partial_match_for_tags&sort=date_desc&filter=for_ios",
    searchIllustBodySchema,
  ],
  ["/v1/search/novel?word=恋愛&search_target=exact_match_for_tags&sort=popular_desc", searchNovelBodySchema],
  ["/v1/search/popular-preview/illust?word=cat&search_target=partial_match_for_tags", illustListBodySchema],
  ["/v1/search/popular-preview/novel?word=SF&search_target=partial_match_for_tags", novelListBodySchema],
  [
    "/v1/search/bookmark-ranges/illust?word=猫&search_target=partial_match_for_tags",
    bookmarkRangesBodySchema,
  ],
  ["/v1/search/bookmark-ranges/novel?word=SF&search_target=partial_match_for_tags", bookmarkRangesBodySchema],
  ["/v1/search/user?word=user", userPreviewsBodySchema],
  ["/v2/search/autocomplete?word=ca&merge_plain_keyword_results=true", autocompleteBodySchema],
  ["/v1/search/autocomplete?word=ca", z.looseObject({ search_auto_complete_keywords: z.array(z.string()) })],
  [`/v1/user/detail?user_id=${userId}`, userDetailBodySchema],
  [`/v1/user/detail?user_id=${SANDBOX_SERVER_ACCOUNT.id}`, userDetailBodySchema],
  [`/v1/user/illusts?user_id=${userId}&type=illust`, userIllustsBodySchema],
  [`/v1/user/novels?user_id=${userId}`, userNovelsBodySchema],
  [`/v1/user/bookmarks/illust?user_id=${userId}&restrict=public`, illustListBodySchema],
  [`/v1/user/bookmarks/novel?user_id=${userId}&restrict=public`, novelListBodySchema],
  [
    `/v1/user/bookmark-tags/illust?user_id=${SANDBOX_SERVER_ACCOUNT.id}&restrict=public`,
    bookmarkTagsBodySchema,
  ],
  [
    `/v1/user/bookmark-tags/novel?user_id=${SANDBOX_SERVER_ACCOUNT.id}&restrict=private`,
    bookmarkTagsBodySchema,
  ],
  [`/v2/illust/bookmark/detail?illust_id=${workId}`, bookmarkDetailBodySchema],
  [`/v2/novel/bookmark/detail?novel_id=${novelId}`, bookmarkDetailBodySchema],
  ["/v1/walkthrough/illusts", illustListBodySchema],
  [`/v3/illust/comments?illust_id=${workId}`, commentsBodySchema],
  [`/v2/illust/comment/replies?comment_id=${workId * 1000}`, commentRepliesBodySchema],
  [`/v3/novel/comments?novel_id=${novelId}`, commentsBodySchema],
  ["/v2/novel/comment/replies?comment_id=1", commentRepliesBodySchema],
  [`/v2/illust/related?illust_id=${workId}&filter=for_ios`, illustListBodySchema],
  [`/v1/novel/related?novel_id=${novelId}`, novelListBodySchema],
  [`/v1/user/related?seed_user_id=${userId}`, userPreviewsBodySchema],
  [`/v1/illust/detail?illust_id=${workId}`, illustDetailBodySchema],
  ["/v1/illust/new?content_type=manga", illustListBodySchema],
  ["/v2/illust/follow?restrict=all", illustListBodySchema],
  ["/v1/novel/follow?restrict=public", novelListBodySchema],
  ["/v1/illust/recommended?content_type=illust&include_ranking_illusts=true", illustRecommendedBodySchema],
  [
    "/v1/illust/recommended-nologin?include_ranking_illusts=true&bookmark_illust_ids=1,2",
    illustRecommendedBodySchema,
  ],
  ["/idp-urls", idpUrlsBodySchema],
  [
    "/v1/manga/recommended?include_ranking_illusts=true",
    illustRecommendedBodySchema.omit({ contest_exists: true }),
  ],
  ["/v1/novel/recommended?include_ranking_novels=true", novelRecommendedBodySchema],
  [`/v1/illust/ranking?mode=day&date=${DATE}`, rankingBodySchema],
  [`/v1/novel/ranking?mode=day&date=${DATE}`, novelListBodySchema],
  ["/v1/trending-tags/illust", trendingTagsBodySchema],
  ["/v1/trending-tags/novel", trendingTagsBodySchema],
  ["/v1/novel/new", novelListBodySchema],
  [`/v1/user/illust-series?user_id=${userId}`, userIllustSeriesBodySchema],
  [`/v1/user/novel-series?user_id=${userId}`, userNovelSeriesBodySchema],
  [`/v1/illust/series?illust_series_id=${seriesWork?.series?.id ?? 0}`, illustSeriesBodySchema],
  [`/v2/novel/series?series_id=${novelSeries?.series?.id ?? 0}`, novelSeriesBodySchema],
  [`/v2/novel/detail?novel_id=${novelId}`, novelDetailBodySchema],
  ["/v1/user/recommended", userPreviewsBodySchema],
  [`/v1/user/following?user_id=${userId}&restrict=public`, userPreviewsBodySchema],
  [`/v1/user/follower?user_id=${SANDBOX_SERVER_ACCOUNT.id}`, userPreviewsBodySchema],
  [`/v1/user/mypixiv?user_id=${userId}`, userPreviewsBodySchema],
  [`/v1/ugoira/metadata?illust_id=${ugoiraId}`, z.looseObject({ ugoira_metadata: ugoiraMetadataSchema })],
  ["/v1/live/list?list_type=popular", liveListBodySchema],
  [`/v1/user/follow/detail?user_id=${userId}`, followDetailBodySchema],
  ["/v1/user/ai-show-settings", aiShowSettingsBodySchema],
  ["/v1/user/restricted-mode-settings", restrictedModeSettingsBodySchema],
  [`/v1/illust/bookmark/users?illust_id=${workId}`, illustBookmarkUsersBodySchema],
  ["/v1/spotlight/articles?category=all", spotlightArticlesBodySchema],
  ["/v2/illust/mypixiv", illustListBodySchema],
  ["/v1/novel/mypixiv", novelListBodySchema],
];

describe("every GET endpoint answers bodies its wire schema accepts", () => {
  it("has a case for every GET route", () => {
    const covered = new Set(GET_CASES.map(([path]) => path.split("?")[0]));
    for (const [method, path] of APP_API_ROUTES) {
      if (method === "GET" && path !== "/webview/v2/novel") expect(covered, path).toContain(path);
    }
  });

  it.each(GET_CASES)("%s", async (path, schema) => {
    await okBody(path, schema);
  });

  it("writes absolute next_urls on app-api.pixiv.net that page on", async () => {
    const first = await okBody(`/v1/user/illusts?user_id=${userId}`, userIllustsBodySchema);
    expect(first.next_url).toMatch(
      /^https:\/\/app-api\.pixiv\.net\/v1\/user\/illusts\?user_id=\d+&offset=30$/,
    );
    const second = await okBody(
      first.next_url?.replace("https://app-api.pixiv.net", "") ?? "",
      userIllustsBodySchema,
    );
    expect(second.illusts[0]?.id).toBeLessThan(first.illusts[first.illusts.length - 1]?.id ?? 0);
  });

  it.each(NOVEL_RANK_MODES)("ranks novels in mode %s", async (mode) => {
    const page = await okBody(`/v1/novel/ranking?mode=${mode}&date=${DATE}`, novelListBodySchema);
    expect(page.novels.length).toBeGreaterThan(0);
  });
});

describe("contracts", () => {
  it("refuses offset 5030 with pixiv's 400 body on every offset list", async () => {
    for (const path of [
      "/v1/search/illust?word=猫&offset=5030",
      `/v1/user/illusts?user_id=${userId}&offset=5030`,
      "/v1/novel/ranking?mode=day&offset=5030",
      `/v3/illust/comments?illust_id=${workId}&offset=5030`,
    ]) {
      const { status, body } = await call(path);
      expect(status, path).toBe(400);
      expect(appApiErrorBodySchema.parse(body).error.message).toBe(
        '{"offset":["offset must be no more than 5000"]}',
      );
    }
  });

  it("lists a bookmark added with tags and restrict, and not after delete", async () => {
    const account = SANDBOX_ACCOUNTS[1] as SandboxAccount;
    const list = (restrict: string): Promise<{ illusts: AppIllust[] }> =>
      okBody(`/v1/user/bookmarks/illust?user_id=${account.id}&restrict=${restrict}`, illustListBodySchema, {
        account,
      });
    expect((await list("private")).illusts).toEqual([]);
    await okBody("/v2/illust/bookmark/add", emptyBodySchema, {
      account,
      form: { illust_id: String(workId), restrict: "private", "tags[]": ["お気に入り", "best"] },
    });
    const listed = (await list("private")).illusts;
    expect(listed.map((illust) => illust.id)).toEqual([workId]);
    expect(listed[0]?.is_bookmarked).toBe(true);
    expect((await list("public")).illusts).toEqual([]);
    const detail = await okBody(`/v2/illust/bookmark/detail?illust_id=${workId}`, bookmarkDetailBodySchema, {
      account,
    });
    expect(detail.bookmark_detail).toMatchObject({ is_bookmarked: true, restrict: "private" });
    expect(
      detail.bookmark_detail.tags
        .filter((tag) => tag.is_registered)
        .map((tag) => tag.name)
        .sort(),
    ).toEqual(["best", "お気に入り"]);
    const tags = await okBody(
      `/v1/user/bookmark-tags/illust?user_id=${account.id}&restrict=private`,
      bookmarkTagsBodySchema,
      {
        account,
      },
    );
    expect(tags.bookmark_tags).toContainEqual({ name: "best", count: 1 });
    const tagged = await okBody(
      `/v1/user/bookmarks/illust?user_id=${account.id}&restrict=private&tag=best`,
      illustListBodySchema,
      { account },
    );
    expect(tagged.illusts).toHaveLength(1);
    await okBody("/v1/illust/bookmark/delete", emptyBodySchema, {
      account,
      form: { illust_id: String(workId) },
    });
    expect((await list("private")).illusts).toEqual([]);
    // Another account never sees someone else's private bookmarks.
    const other = await call(`/v1/user/bookmarks/illust?user_id=${account.id}&restrict=private`);
    expect(other.status).toBe(403);
  });

  it("bookmarks novels, and edits the AI display setting", async () => {
    const account = SANDBOX_ACCOUNTS[2] as SandboxAccount;
    await okBody("/v2/novel/bookmark/add", emptyBodySchema, {
      account,
      form: { novel_id: String(novelId), restrict: "public", "tags[]": "読了 お気に入り" },
    });
    const listed = await okBody(
      `/v1/user/bookmarks/novel?user_id=${account.id}&restrict=public`,
      novelListBodySchema,
      {
        account,
      },
    );
    expect(listed.novels.map((novel) => novel.id)).toEqual([novelId]);
    const tags = await okBody(
      `/v1/user/bookmark-tags/novel?user_id=${account.id}&restrict=public`,
      bookmarkTagsBodySchema,
      {
        account,
      },
    );
    expect(tags.bookmark_tags.map((tag) => tag.name).sort()).toEqual(["お気に入り", "読了"]);
    await okBody("/v1/novel/bookmark/delete", emptyBodySchema, {
      account,
      form: { novel_id: String(novelId) },
    });
    expect(
      (
        await okBody(`/v1/user/bookmarks/novel?user_id=${account.id}&restrict=public`, novelListBodySchema, {
          account,
        })
      ).novels,
    ).toEqual([]);

    await okBody("/v1/user/ai-show-settings/edit", emptyBodySchema, { account, form: { show_ai: "false" } });
    expect((await okBody("/v1/user/ai-show-settings", aiShowSettingsBodySchema, { account })).show_ai).toBe(
      false,
    );
    const search = await okBody("/v1/search/illust?word=猫", searchIllustBodySchema, { account });
    expect(search.show_ai).toBe(false);
    expect(search.illusts.every((illust) => illust.illust_ai_type !== 2)).toBe(true);
    await okBody("/v1/user/ai-show-settings/edit", emptyBodySchema, { account, form: { show_ai: "true" } });
  });

  it("pages an account's bookmarks by max_bookmark_id", async () => {
    const account = SANDBOX_ACCOUNTS[2] as SandboxAccount;
    const ids = rankingIds.slice(0, 45);
    for (const id of ids) {
      await okBody("/v2/illust/bookmark/add", emptyBodySchema, {
        account,
        form: { illust_id: String(id), restrict: "public" },
      });
    }
    const first = await okBody(
      `/v1/user/bookmarks/illust?user_id=${account.id}&restrict=public`,
      illustListBodySchema,
      {
        account,
      },
    );
    expect(first.illusts.map((illust) => illust.id)).toEqual([...ids].reverse().slice(0, 30));
    expect(first.next_url).toMatch(/max_bookmark_id=\d+$/);
    const second = await okBody(
      first.next_url?.replace("https://app-api.pixiv.net", "") ?? "",
      illustListBodySchema,
      {
        account,
      },
    );
    expect(second.illusts.map((illust) => illust.id)).toEqual([...ids].reverse().slice(30));
    expect(second.next_url).toBeNull();
  });

  it("follows and unfollows with restrict, and shows it in lists", async () => {
    const account = SANDBOX_ACCOUNTS[3] as SandboxAccount;
    await okBody("/v1/user/follow/add", emptyBodySchema, {
      account,
      form: { user_id: String(userId), restrict: "private" },
    });
    const detail = await okBody(`/v1/user/follow/detail?user_id=${userId}`, followDetailBodySchema, {
      account,
    });
    expect(detail.follow_detail).toEqual({ is_followed: true, restrict: "private" });
    const following = await okBody(
      `/v1/user/following?user_id=${account.id}&restrict=private`,
      userPreviewsBodySchema,
      { account },
    );
    expect(following.user_previews.map((preview) => preview.user.id)).toEqual([userId]);
    expect(following.user_previews[0]?.user.is_followed).toBe(true);
    const feed = await okBody("/v2/illust/follow?restrict=private", illustListBodySchema, { account });
    expect(feed.illusts.length).toBeGreaterThan(0);
    expect(feed.illusts.every((illust) => illust.user.id === userId)).toBe(true);
    await okBody("/v1/user/follow/delete", emptyBodySchema, { account, form: { user_id: String(userId) } });
    expect(
      (await okBody(`/v1/user/follow/detail?user_id=${userId}`, followDetailBodySchema, { account }))
        .follow_detail.is_followed,
    ).toBe(false);
  });

  it("posts comments and replies that the lists show", async () => {
    const added = await okBody("/v1/illust/comment/add", commentAddBodySchema, {
      form: { illust_id: String(workId), comment: "sandbox comment (heart)" },
    });
    expect(added.comment.user.id).toBe(SANDBOX_SERVER_ACCOUNT.id);
    const listed = await okBody(`/v3/illust/comments?illust_id=${workId}`, commentsBodySchema);
    expect(listed.comments[0]?.comment).toBe("sandbox comment (heart)");
    await okBody("/v1/illust/comment/add", commentAddBodySchema, {
      form: { illust_id: String(workId), comment: "a reply", parent_comment_id: String(added.comment.id) },
    });
    const replies = await okBody(
      `/v2/illust/comment/replies?comment_id=${added.comment.id}`,
      commentRepliesBodySchema,
    );
    expect(replies.comments.map((comment) => comment.comment)).toEqual(["a reply"]);
    const stamp = await okBody("/v1/illust/comment/add", commentAddBodySchema, {
      form: { illust_id: String(workId), stamp_id: "101" },
    });
    expect(stamp.comment).toMatchObject({ comment: "", stamp: { stamp_id: 101 } });
    const tooLong = await call("/v1/illust/comment/add", {
      form: { illust_id: String(workId), comment: "x".repeat(141) },
    });
    expect(tooLong.status).toBe(400);
  });

  it("matches ugoira metadata to the work: 6-digit frame files and delays", async () => {
    const body = await okBody(
      `/v1/ugoira/metadata?illust_id=${ugoiraId}`,
      z.looseObject({ ugoira_metadata: ugoiraMetadataSchema }),
    );
    const ugoira = catalogue.illust(ugoiraId);
    expect(ugoira).not.toBeNull();
    if (ugoira !== null) expect(body.ugoira_metadata.frames).toEqual(ugoiraFrames(ugoira));
    expect(body.ugoira_metadata.zip_urls.medium).toMatch(
      new RegExp(`/img-zip-ugoira/img/.+/${ugoiraId}_ugoira600x600\\.zip$`),
    );
  });

  it("answers the limit_sanity_level placeholder for works above the account's setting", async () => {
    const r18 = catalogue.ranking("day_r18", DATE)[0] as number;
    const allAges = SANDBOX_ACCOUNTS.find((account) => account.xRestrict === 0) as SandboxAccount;
    const { illust } = await okBody(`/v1/illust/detail?illust_id=${r18}`, illustDetailBodySchema, {
      account: allAges,
    });
    expect(illust).toMatchObject({ id: r18, title: "", visible: false, sanity_level: 0, x_restrict: 0 });
    expect(illust.image_urls.medium).toBe("https://s.pximg.net/common/images/limit_sanity_level_360.png");
    const shown = await okBody(`/v1/illust/detail?illust_id=${r18}`, illustDetailBodySchema);
    expect(shown.illust.x_restrict).toBe(1);
  });

  it("answers 404 with pixiv's messages for missing users and novels", async () => {
    for (const path of ["/v1/user/detail?user_id=5", "/v2/novel/detail?novel_id=5"]) {
      const { status, body } = await call(path);
      expect(status).toBe(404);
      expect(appApiErrorBodySchema.parse(body).error.user_message).toBe("Page not found");
    }
  });
});

describe("/webview/v2/novel", () => {
  /** pixivpy's extractor: `novel:\s({.+}),\s+isOwnWork`. */
  const extract = (html: string): unknown =>
    JSON.parse(/novel:\s({.+}),\s+isOwnWork/.exec(html)?.[1] ?? "null");

  it("embeds the novel JSON where every known extractor finds it", async () => {
    const { status, text } = await call(`/webview/v2/novel?id=${novelId}&viewer_version=20221031_ai`);
    expect(status).toBe(200);
    const novel = webviewNovelSchema.parse(extract(text));
    expect(novel.id).toBe(String(novelId));
    expect(novel.text).toBe(catalogue.novel(novelId)?.text);
    expect(text).toContain("Object.defineProperty(window, 'pixiv', {");
    const value = text.slice(text.indexOf("value: {"), text.lastIndexOf("});"));
    expect(value).not.toContain("});");
  });

  it("keeps hostile novel text inert inside the script", async () => {
    const id = Number(Object.keys(HOSTILE_NOVELS)[0]);
    const { text } = await call(`/webview/v2/novel?id=${id}`);
    expect(text.match(/<script>/g)).toHaveLength(1);
    const novel = webviewNovelSchema.parse(extract(text));
    expect(novel.text).toBe(HOSTILE_NOVELS[id]?.text);
  });
});

describe("hostile content on the documented ids", () => {
  it.each(Object.keys(HOSTILE_WORKS).map(Number))(
    "serves work %i with its payload title and caption",
    async (id) => {
      const { illust } = await okBody(`/v1/illust/detail?illust_id=${id}`, illustDetailBodySchema);
      expect(illust.title).toBe(HOSTILE_WORKS[id]?.title);
      expect(illust.caption).toBe(HOSTILE_WORKS[id]?.caption);
      const comments = await okBody(`/v3/illust/comments?illust_id=${id}`, commentsBodySchema);
      expect(comments.comments.some((comment) => comment.comment.includes("<"))).toBe(true);
    },
  );
});

describe("determinism", () => {
  it("answers byte-identical bodies from two sandboxes with the same seed", async () => {
    const other = await startSandbox();
    try {
      const headers = await bearerHeaders(other.urls);
      for (const path of [
        `/v1/user/detail?user_id=${userId}`,
        `/v1/novel/ranking?mode=week&date=${DATE}`,
        // Not `workId`: the contract tests post comments on it in this sandbox.
        `/v3/illust/comments?illust_id=${rankingIds[1] ?? 0}&offset=30`,
        `/webview/v2/novel?id=${novelId}`,
        "/v1/search/illust?word=猫&sort=date_asc",
      ]) {
        const mine = await call(path, { account: SANDBOX_ACCOUNTS[3] as SandboxAccount });
        const theirs = await (await fetch(`${other.urls.appApi}${path}`, { headers })).text();
        expect(theirs, path).toBe(mine.text);
      }
    } finally {
      await other.close();
    }
  });
});
