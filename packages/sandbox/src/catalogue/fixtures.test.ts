// The small users (fixtures.ts) as every host sees them: the catalogue, the app API's user detail
// totals, work lists and follow feed, www.pixiv.net's profile, the image host's originals and the
// 120-frame ugoira's metadata and zip all agree, and the generated users around them are unchanged.
import {
  ajaxProfileAllSchema,
  illustDetailBodySchema,
  ugoiraMetadataSchema,
  userDetailBodySchema,
  userIllustsBodySchema,
} from "@pxv/pixiv";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SANDBOX_ACCOUNTS } from "../accounts.js";
import { bearerHeaders } from "../test/sign-in.js";
import { useSignedInSandbox } from "../test/signed-in-sandbox.js";
import { createCatalogue, DEFAULT_SEED } from "./catalogue.js";
import {
  MANY_FRAMES_UGOIRA_FRAME_COUNT,
  MANY_FRAMES_UGOIRA_ID,
  SMALL_USER_ID,
  SMALL_USER_WORK_IDS,
  UGOIRA_USER_ID,
} from "./fixtures.js";
import { userIdOfIndex, USER_COUNT } from "./users.js";
import { pageSize } from "./works.js";

const catalogue = createCatalogue(DEFAULT_SEED);
const env = useSignedInSandbox();
const REFERER = { referer: "https://app-api.pixiv.net/" };

async function api<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  const { status, body } = await env.getJson(path);
  expect(status, path).toBe(200);
  return schema.parse(body);
}

async function bytesOf(url: string): Promise<Buffer> {
  const response = await fetch(env.local(url), { headers: REFERER });
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe("the catalogue", () => {
  it("knows the small user and its four works, newest first", () => {
    const user = catalogue.user(SMALL_USER_ID);
    expect(user).toMatchObject({ id: SMALL_USER_ID, name: "pxv small", account: "pxv_small" });
    const ids = catalogue.fixtureWorkIds(user?.index ?? 0);
    expect(ids).toEqual([9_500_004, 9_500_003, 9_500_002, 9_500_001]);
    expect(ids).toEqual(SMALL_USER_WORK_IDS);
    const works = (ids ?? []).map((id) => catalogue.illust(id));
    expect(works.map((work) => [work?.type, work?.pageCount])).toEqual([
      ["manga", 2],
      ["illust", 1],
      ["illust", 3],
      ["illust", 1],
    ]);
    for (const work of works) expect(catalogue.poster(work ?? expect.fail("missing")).id).toBe(SMALL_USER_ID);
    const multi = catalogue.illust(9_500_002);
    expect(multi === null ? null : pageSize(multi, 2)).toEqual({ width: 800, height: 600 });
  });

  it("gives generated users no fixture works and leaves them as they were", () => {
    expect(catalogue.fixtureWorkIds(0)).toBeNull();
    expect(catalogue.fixtureWorkIds(-1)).toBeNull();
    const generated = catalogue.userAt(123);
    expect(catalogue.user(userIdOfIndex(catalogue.seedHash, 123))).toEqual(generated);
    expect(catalogue.user(USER_COUNT)).toBeNull();
    // Fixture users stand outside the follow graph both ways.
    const index = catalogue.user(SMALL_USER_ID)?.index ?? 0;
    expect(catalogue.social.following(index)).toEqual([]);
    expect(catalogue.social.followers(index)).toEqual([]);
    expect(catalogue.social.bookmarkCount(index, "illust")).toBe(0);
    expect(catalogue.seriesOfUser("illust", index)).toEqual([]);
  });
});

describe("the app API", () => {
  it("counts and lists the small user's works alike", async () => {
    const detail = await api(`/v1/user/detail?user_id=${SMALL_USER_ID}`, userDetailBodySchema);
    expect(detail.user.name).toBe("pxv small");
    expect(detail.profile.total_illusts).toBe(3);
    expect(detail.profile.total_manga).toBe(1);
    expect(detail.profile.total_novels).toBe(0);
    expect(detail.profile.total_follow_users).toBe(0);
    expect(detail.profile.total_illust_bookmarks_public).toBe(0);

    const illusts = await api(`/v1/user/illusts?user_id=${SMALL_USER_ID}&type=illust`, userIllustsBodySchema);
    expect(illusts.illusts.map((work) => [work.id, work.page_count])).toEqual([
      [9_500_003, 1],
      [9_500_002, 3],
      [9_500_001, 1],
    ]);
    expect(illusts.next_url).toBeNull();
    expect(illusts.illusts.every((work) => work.user.id === SMALL_USER_ID)).toBe(true);
    const manga = await api(`/v1/user/illusts?user_id=${SMALL_USER_ID}&type=manga`, userIllustsBodySchema);
    expect(manga.illusts.map((work) => work.id)).toEqual([9_500_004]);
  });

  it("serves every page's original at its documented size", async () => {
    const { illust } = await api(`/v1/illust/detail?illust_id=9500002`, illustDetailBodySchema);
    const originals = illust.meta_pages.map((page) => page.image_urls.original);
    expect(originals).toHaveLength(3);
    const sizes = await Promise.all(
      originals.map(async (url) => {
        const meta = await sharp(await bytesOf(url)).metadata();
        return [meta.format, meta.width, meta.height];
      }),
    );
    expect(sizes).toEqual([
      ["jpeg", 600, 800],
      ["jpeg", 600, 800],
      ["jpeg", 800, 600],
    ]);
  });

  it("has a 120-frame ugoira whose zip holds every frame", async () => {
    const detail = await api(`/v1/user/detail?user_id=${UGOIRA_USER_ID}`, userDetailBodySchema);
    expect(detail.profile.total_illusts).toBe(1);
    const { ugoira_metadata: metadata } = await api(
      `/v1/ugoira/metadata?illust_id=${MANY_FRAMES_UGOIRA_ID}`,
      z.looseObject({ ugoira_metadata: ugoiraMetadataSchema }),
    );
    expect(metadata.frames).toHaveLength(MANY_FRAMES_UGOIRA_FRAME_COUNT);
    expect(metadata.frames.reduce((sum, frame) => sum + frame.delay, 0)).toBe(6000);
    const files = unzipSync(new Uint8Array(await bytesOf(metadata.zip_urls.medium)));
    expect(Object.keys(files)).toEqual(metadata.frames.map((frame) => frame.file));
    const last = files[metadata.frames.at(-1)?.file ?? ""] ?? new Uint8Array();
    expect(await sharp(Buffer.from(last)).metadata()).toMatchObject({
      format: "jpeg",
      width: 320,
      height: 240,
    });
  });

  it("shows the small user's works in the follow feed of a demo account that follows it", async () => {
    const headers = await bearerHeaders(env.sandbox.urls, SANDBOX_ACCOUNTS[1]);
    const added = await fetch(`${env.sandbox.urls.appApi}/v1/user/follow/add`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ user_id: String(SMALL_USER_ID), restrict: "public" }).toString(),
    });
    expect(added.status).toBe(200);
    const { status, body } = await env.getJson("/v2/illust/follow?restrict=public", headers);
    expect(status).toBe(200);
    const feed = userIllustsBodySchema.omit({ user: true }).parse(body);
    expect(feed.illusts.map((work) => work.id)).toEqual(SMALL_USER_WORK_IDS);
  });
});

describe("www.pixiv.net", () => {
  it("lists the small user's works on the profile", async () => {
    const response = await fetch(`${env.sandbox.urls.www}/ajax/user/${SMALL_USER_ID}/profile/all`, {
      headers: { referer: "https://www.pixiv.net/" },
    });
    const body = z.object({ body: ajaxProfileAllSchema }).parse(await response.json()).body;
    expect(Object.keys(body.illusts).sort()).toEqual(["9500001", "9500002", "9500003"]);
    expect(Object.keys(body.manga)).toEqual(["9500004"]);
  });
});
