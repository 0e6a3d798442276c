// The emulated www.pixiv.net over HTTP: pages that carry the session's CSRF token, the /ajax
// endpoints in pixiv's envelope (validated against @pxv/pixiv's ajax schemas), bookmark add/delete
// refusing a missing session or a wrong CSRF token, and /ranking.php?format=json.
import {
  ajaxBookmarkAddSchema,
  ajaxBookmarksSchema,
  ajaxBookmarkTagsSchema,
  ajaxCommentsSchema,
  ajaxDiscoverySchema,
  ajaxEnvelopeSchema,
  ajaxErrorSchema,
  ajaxFollowLatestSchema,
  ajaxIllustPagesSchema,
  ajaxIllustSchema,
  ajaxProfileAllSchema,
  ajaxUgoiraMetaSchema,
  ajaxUserSchema,
  illustListBodySchema,
  rankingPhpBodySchema,
} from "@pxv/pixiv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { SANDBOX_ACCOUNTS, type SandboxAccount } from "../accounts.js";
import { createCatalogue, DEFAULT_SEED } from "../catalogue/catalogue.js";
import { startSandbox, type Sandbox } from "../sandbox.js";
import { bearerHeaders } from "../test/sign-in.js";

const DATE = "2025-02-04";
const catalogue = createCatalogue(DEFAULT_SEED);
const rankingIds = catalogue.ranking("week", DATE);
const workId = rankingIds[0] as number;
const ugoiraId = rankingIds.find((id) => catalogue.illust(id)?.type === "ugoira") as number;
const account = SANDBOX_ACCOUNTS[1] as SandboxAccount;
const cookie = (who: SandboxAccount): Record<string, string> => ({ cookie: `PHPSESSID=${who.sessionId}` });
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

async function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${sandbox.urls.www}${path}`, {
    headers: { referer: "https://www.pixiv.net/", ...headers },
  });
  return { status: response.status, body: await response.json() };
}

async function ajax<T>(
  path: string,
  schema: z.ZodType<T>,
  headers: Record<string, string> = cookie(account),
): Promise<T> {
  const { status, body } = await get(path, headers);
  expect(status, path).toBe(200);
  return ajaxEnvelopeSchema(schema).parse(body).body;
}

async function csrfToken(headers: Record<string, string>): Promise<{ meta: string; next: string }> {
  const html = await (await fetch(`${sandbox.urls.www}/`, { headers })).text();
  const meta = /<meta name="global-data" id="meta-global-data" content='([^']*)'>/.exec(html)?.[1] ?? "";
  const metaToken = /&#34;token&#34;:&#34;([0-9a-f]{32})&#34;/.exec(meta)?.[1] ?? "";
  const nextData =
    /<script id="__NEXT_DATA__" type="application\/json">(.+?)<\/script>/.exec(html)?.[1] ?? "{}";
  const state = z
    .object({ props: z.object({ pageProps: z.object({ serverSerializedPreloadedState: z.string() }) }) })
    .parse(JSON.parse(nextData));
  const next = z
    .object({ api: z.object({ token: z.string() }) })
    .parse(JSON.parse(state.props.pageProps.serverSerializedPreloadedState));
  return { meta: metaToken, next: next.api.token };
}

describe("pages and the CSRF token", () => {
  it("carries the session's token in meta#meta-global-data and __NEXT_DATA__", async () => {
    const signedIn = await csrfToken(cookie(account));
    expect(signedIn.meta).toMatch(/^[0-9a-f]{32}$/);
    expect(signedIn.next).toBe(signedIn.meta);
    const other = await csrfToken(cookie(SANDBOX_ACCOUNTS[2] as SandboxAccount));
    expect(other.meta).not.toBe(signedIn.meta);
  });
});

describe("/ajax endpoints", () => {
  it("answers works, pages, ugoira, users, profiles, comments and feeds in pixiv's envelope", async () => {
    const illust = await ajax(`/ajax/illust/${workId}`, ajaxIllustSchema);
    expect(illust.id).toBe(String(workId));
    expect(illust.createDate).toMatch(/\+00:00$/);
    const pages = await ajax(`/ajax/illust/${workId}/pages`, ajaxIllustPagesSchema);
    expect(pages).toHaveLength(illust.pageCount);
    await ajax(`/ajax/illust/${ugoiraId}/ugoira_meta`, ajaxUgoiraMetaSchema);
    await ajax(`/ajax/user/${illust.userId}?full=1`, ajaxUserSchema);
    await ajax(`/ajax/user/${illust.userId}/profile/all`, ajaxProfileAllSchema);
    const comments = await ajax(
      `/ajax/illusts/comments/roots?illust_id=${workId}&offset=0&limit=3`,
      ajaxCommentsSchema,
    );
    expect(comments.comments.length).toBeLessThanOrEqual(3);
    await ajax("/ajax/follow_latest/illust?p=1&mode=all", ajaxFollowLatestSchema);
    await ajax("/ajax/discovery/artworks?mode=all&limit=20", ajaxDiscoverySchema);
  });

  it("answers pixiv's error envelope for a missing work, and 401 for feeds without a session", async () => {
    const missing = await get("/ajax/illust/5");
    expect(missing.status).toBe(404);
    expect(ajaxErrorSchema.parse(missing.body).message).toBe(
      "該当作品は削除されたか、存在しない作品IDです。",
    );
    expect((await get("/ajax/follow_latest/illust?p=1", {})).status).toBe(401);
  });
});

describe("bookmarks over /ajax", () => {
  const post = (path: string, headers: Record<string, string>, body: string) =>
    fetch(`${sandbox.urls.www}${path}`, {
      method: "POST",
      headers: { referer: "https://www.pixiv.net/", ...headers },
      body,
    });
  const addBody = JSON.stringify({ illust_id: String(workId), restrict: 1, comment: "", tags: ["web"] });
  const json = { "content-type": "application/json; charset=utf-8" };

  it("refuses a missing session and a wrong CSRF token", async () => {
    const { meta: token } = await csrfToken(cookie(account));
    expect(
      (await post("/ajax/illusts/bookmarks/add", { ...json, "x-csrf-token": token }, addBody)).status,
    ).toBe(401);
    const wrong = await post(
      "/ajax/illusts/bookmarks/add",
      { ...json, ...cookie(account), "x-csrf-token": "0".repeat(32) },
      addBody,
    );
    expect(wrong.status).toBe(400);
    expect(ajaxErrorSchema.parse(await wrong.json()).error).toBe(true);
    const otherToken = (await csrfToken(cookie(SANDBOX_ACCOUNTS[2] as SandboxAccount))).meta;
    expect(
      (
        await post(
          "/ajax/illusts/bookmarks/add",
          { ...json, ...cookie(account), "x-csrf-token": otherToken },
          addBody,
        )
      ).status,
    ).toBe(400);
  });

  it("adds a bookmark that both the web and the app API list, and deletes it by bookmark id", async () => {
    const { meta: token } = await csrfToken(cookie(account));
    const headers = { ...cookie(account), "x-csrf-token": token };
    const added = await post("/ajax/illusts/bookmarks/add", { ...json, ...headers }, addBody);
    expect(added.status).toBe(200);
    const { last_bookmark_id: bookmarkId } = ajaxEnvelopeSchema(ajaxBookmarkAddSchema).parse(
      await added.json(),
    ).body;
    const listed = await ajax(
      `/ajax/user/${account.id}/illusts/bookmarks?tag=&offset=0&limit=48&rest=hide`,
      ajaxBookmarksSchema,
    );
    expect(listed.works.map((work) => work.id)).toEqual([String(workId)]);
    expect(listed.works[0]?.bookmarkData).toEqual({ id: bookmarkId, private: true });
    const tags = await ajax(`/ajax/user/${account.id}/illusts/bookmark/tags`, ajaxBookmarkTagsSchema);
    expect(tags.private).toEqual([{ tag: "web", cnt: 1 }]);
    const appApi = await fetch(
      `${sandbox.urls.appApi}/v1/user/bookmarks/illust?user_id=${account.id}&restrict=private`,
      {
        headers: await bearerHeaders(sandbox.urls, account),
      },
    );
    expect(illustListBodySchema.parse(await appApi.json()).illusts.map((illust) => illust.id)).toEqual([
      workId,
    ]);
    // Another session may not see them.
    expect(
      (
        await get(
          `/ajax/user/${account.id}/illusts/bookmarks?rest=hide`,
          cookie(SANDBOX_ACCOUNTS[2] as SandboxAccount),
        )
      ).status,
    ).toBe(403);

    const asJson = await post(
      "/ajax/illusts/bookmarks/delete",
      { ...json, ...headers },
      JSON.stringify({ bookmark_id: bookmarkId }),
    );
    expect(asJson.status).toBe(400);
    const deleted = await post(
      "/ajax/illusts/bookmarks/delete",
      { "content-type": "application/x-www-form-urlencoded", ...headers },
      `bookmark_id=${bookmarkId}`,
    );
    expect(deleted.status).toBe(200);
    const after = await ajax(`/ajax/user/${account.id}/illusts/bookmarks?rest=hide`, ajaxBookmarksSchema);
    expect(after.works).toEqual([]);
  });
});

describe("/ranking.php?format=json", () => {
  it("pages the web ranking, un-enveloped, 50 a page", async () => {
    const first = await get(
      `/ranking.php?format=json&mode=daily&content=all&p=1&date=${DATE.replaceAll("-", "")}`,
    );
    expect(first.status).toBe(200);
    const body = rankingPhpBodySchema.parse(first.body);
    expect(body.contents).toHaveLength(50);
    expect(body.contents.map((item) => item.illust_id)).toEqual(catalogue.ranking("day", DATE).slice(0, 50));
    expect(body).toMatchObject({
      page: 1,
      prev: false,
      next: 2,
      date: "20250204",
      prev_date: "20250203",
      next_date: "20250205",
    });
    const manga = rankingPhpBodySchema.parse(
      (await get("/ranking.php?format=json&mode=weekly&content=manga")).body,
    );
    expect(manga.contents.every((item) => item.illust_type === "1")).toBe(true);
    expect((await get("/ranking.php?format=json&mode=nonsense")).status).toBe(400);
  });
});

describe("faults on www.pixiv.net", () => {
  it("answer pixiv's ajax error envelope (429 for rate limits), then retire", async () => {
    sandbox.faults.set(`error=503 /ajax/illust/* host=www times=1; rate-limit /ranking.php host=www times=1`);
    try {
      const failed = await get(`/ajax/illust/${workId}`, cookie(account));
      expect(failed.status).toBe(503);
      expect(ajaxErrorSchema.parse(failed.body).error).toBe(true);
      expect((await get("/ranking.php?format=json&mode=daily")).status).toBe(429);
      expect((await get(`/ajax/illust/${workId}`, cookie(account))).status).toBe(200);
    } finally {
      sandbox.faults.clear();
    }
  });
});
