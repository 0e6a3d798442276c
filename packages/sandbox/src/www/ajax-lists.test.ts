// The www.pixiv.net lists the web proxy reads (novel comments, discovery, the touch popular list, a
// user's tags and works by tag, profile works by id, artwork search), over HTTP and validated
// against @pxv/pixiv's schemas.
import {
  ajaxCommentsSchema,
  ajaxEnvelopeSchema,
  ajaxIllustDiscoverySchema,
  ajaxProfileIllustsSchema,
  ajaxSearchArtworksSchema,
  ajaxUserIllustsByTagSchema,
  ajaxUserIllustTagsSchema,
  latestRankDate,
  touchPopularIllustsBodySchema,
} from "@pxv/pixiv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { SANDBOX_SERVER_ACCOUNT } from "../accounts.js";
import { createCatalogue } from "../catalogue/catalogue.js";
import { userWorkIds } from "../app-api/user-works.js";
import { startSandbox, type Sandbox } from "../sandbox.js";
import { clockFromEnvironment } from "../clock.js";

/** The sandbox's now, as the sandboxes these tests start read it (PXV_SANDBOX_CLOCK, pinned by Vitest). */
const sandboxNow = clockFromEnvironment();

const catalogue = createCatalogue();
const today = latestRankDate(sandboxNow());
const workId = catalogue.ranking("week", today)[0] as number;
const poster = catalogue.poster(catalogue.illust(workId) ?? (null as never));
const novelId = catalogue
  .novelRanking("day", today)
  .find((id) => (catalogue.novel(id)?.totalComments ?? 0) > 3) as number;
const session = { cookie: `PHPSESSID=${SANDBOX_SERVER_ACCOUNT.sessionId}` };
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ faults: [] });
});
afterAll(async () => {
  await sandbox.close();
});

/** The status of a GET, its body read so that the connection is free when the sandbox closes. */
async function statusOf(url: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return response.status;
}

async function ajax<T>(path: string, schema: z.ZodType<T>, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${sandbox.urls.www}${path}`, { headers });
  expect(response.status, path).toBe(200);
  return ajaxEnvelopeSchema(schema).parse(await response.json()).body;
}

describe("novel comments", () => {
  it("lists a novel's root comments and their replies", async () => {
    const roots = await ajax(
      `/ajax/novels/comments/roots?novel_id=${novelId}&offset=0&limit=3`,
      ajaxCommentsSchema,
    );
    expect(roots.comments).toHaveLength(3);
    expect(roots.hasNext).toBe(true);
    const all = await ajax(
      `/ajax/novels/comments/roots?novel_id=${novelId}&offset=0&limit=50`,
      ajaxCommentsSchema,
    );
    const withReplies = all.comments.find((comment) => comment.hasReplies === true);
    if (withReplies !== undefined) {
      const replies = await ajax(
        `/ajax/novels/comments/replies?comment_id=${withReplies.id}&page=1`,
        ajaxCommentsSchema,
      );
      expect(replies.comments.length).toBeGreaterThan(0);
      expect(replies.comments.every((reply) => reply.commentParentId === withReplies.id)).toBe(true);
    }
    // A work's comment id is not a novel's.
    const workRoots = await ajax(
      `/ajax/illusts/comments/roots?illust_id=${workId}&limit=1`,
      ajaxCommentsSchema,
    );
    const crossed = await ajax(
      `/ajax/novels/comments/replies?comment_id=${workRoots.comments[0]?.id ?? 0}`,
      ajaxCommentsSchema,
    );
    expect(crossed.comments).toEqual([]);
    expect(await statusOf(`${sandbox.urls.www}/ajax/novels/comments/roots?novel_id=1`)).toBe(404);
  });
});

describe("discovery and popular", () => {
  it("discovers all-ages works for anonymous readers, at most max", async () => {
    const body = await ajax("/ajax/illust/discovery?mode=safe&max=18", ajaxIllustDiscoverySchema);
    expect(body.illusts).toHaveLength(18);
    expect(body.illusts.every((info) => info.xRestrict === 0)).toBe(true);
    const r18 = await ajax("/ajax/illust/discovery?mode=r18&max=10", ajaxIllustDiscoverySchema, session);
    expect(r18.illusts.length).toBeGreaterThan(0);
    expect(r18.illusts.every((info) => info.xRestrict > 0)).toBe(true);
    expect((await ajax("/ajax/illust/discovery?mode=r18&max=10", ajaxIllustDiscoverySchema)).illusts).toEqual(
      [],
    );
  });

  it("serves the touch API's popular list un-enveloped, numbers as strings, 20 a page", async () => {
    const response = await fetch(`${sandbox.urls.www}/touch/ajax_api/ajax_api.php?p=1&mode=popular_illust`);
    expect(response.status).toBe(200);
    const items = touchPopularIllustsBodySchema.parse(await response.json());
    expect(items).toHaveLength(20);
    expect(items[0]?.illust_x_restrict).toBe("0");
    const pictureUrl = (items[0]?.url ?? "").replace("https://i.pximg.net", sandbox.urls.iPximg);
    expect(await statusOf(pictureUrl, { referer: "https://www.pixiv.net/" })).toBe(200);
    expect(await statusOf(`${sandbox.urls.www}/touch/ajax_api/ajax_api.php?mode=nonsense`)).toBe(400);
  });
});

describe("a user's works", () => {
  it("counts a user's tags, most used first, translated by lang", async () => {
    const en = await ajax(`/ajax/user/${poster.id}/illusts/tags?lang=en`, ajaxUserIllustTagsSchema);
    expect(en.length).toBeGreaterThan(0);
    expect(en.map((entry) => entry.cnt)).toEqual([...en.map((entry) => entry.cnt)].sort((a, b) => b - a));
    const zh = await ajax(`/ajax/user/${poster.id}/illusts/tags?lang=zh`, ajaxUserIllustTagsSchema);
    expect(zh.map((entry) => entry.tag)).toEqual(en.map((entry) => entry.tag));
    const girl = zh.find((entry) => entry.tag === "女の子");
    if (girl !== undefined) expect(girl.tag_translation).toBe("女孩子");
    const all = await ajax(`/ajax/user/${poster.id}/illusts/tags?lang=en&all=1`, ajaxUserIllustTagsSchema);
    expect(all.reduce((sum, entry) => sum + entry.cnt, 0)).toBeGreaterThanOrEqual(
      en.reduce((sum, entry) => sum + entry.cnt, 0),
    );
  });

  it("lists a user's works by tag with a total", async () => {
    const tags = await ajax(`/ajax/user/${poster.id}/illusts/tags`, ajaxUserIllustTagsSchema);
    const tag = tags[0]?.tag ?? "";
    const body = await ajax(
      `/ajax/user/${poster.id}/illusts/tag?tag=${encodeURIComponent(tag)}&offset=0&limit=2`,
      ajaxUserIllustsByTagSchema,
    );
    expect(body.total).toBeGreaterThanOrEqual(tags[0]?.cnt ?? 0);
    expect(body.works.length).toBe(Math.min(2, body.total));
    expect(body.works.every((info) => info.userId === String(poster.id) && info.tags.includes(tag))).toBe(
      true,
    );
  });

  it("answers profile works by id, only the user's own", async () => {
    const own = userWorkIds(catalogue, poster.index, sandboxNow(), "any", 3);
    const query = [...own, workId + 1].map((id) => `ids[]=${id}`).join("&");
    const body = await ajax(
      `/ajax/user/${poster.id}/profile/illusts?${query}&work_category=illustManga&is_first_page=1`,
      ajaxProfileIllustsSchema,
    );
    expect(Object.keys(body.works).sort()).toEqual(own.map(String).sort());
  });
});

describe("artwork search", () => {
  it("finds works by tag, 60 a page, newest first, with popular works and translations", async () => {
    const word = encodeURIComponent("女の子");
    const body = await ajax(
      `/ajax/search/artworks/${word}?word=${word}&order=date_d&mode=all&p=1&s_mode=s_tag_full&type=all`,
      ajaxSearchArtworksSchema,
    );
    expect(body.illustManga.data).toHaveLength(60);
    expect(body.illustManga.total).toBeGreaterThan(60);
    expect(body.illustManga.data.every((info) => info.tags.includes("女の子") && info.xRestrict === 0)).toBe(
      true,
    );
    const ids = body.illustManga.data.map((info) => Number(info.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.popular.permanent.length).toBeGreaterThan(0);
    expect(body.tagTranslation).toMatchObject({ 女の子: { en: "girl", zh: "女孩子", ko: "여자아이" } });
    const manga = await ajax(
      `/ajax/search/artworks/${word}?word=${word}&type=manga&s_mode=s_tag`,
      ajaxSearchArtworksSchema,
    );
    expect(manga.illustManga.data.every((info) => info.illustType === 1)).toBe(true);
    expect(await statusOf(`${sandbox.urls.www}/ajax/search/artworks/x?s_mode=nonsense`)).toBe(400);
  });
});
