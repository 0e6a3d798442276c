// The image paths beyond work pages and avatars, over HTTP: ugoira zips whose JPEG frames match the
// metadata, novel covers and uploaded images, custom thumbnails, backgrounds, series covers, and
// s.pximg.net's default covers, stamps and emoji — each exactly as the app API's JSON points at it.
import {
  commentsBodySchema,
  illustSeriesBodySchema,
  novelDetailBodySchema,
  ugoiraMetadataSchema,
  userDetailBodySchema,
  webviewNovelSchema,
} from "@pxv/pixiv";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createCatalogue, DEFAULT_SEED } from "../catalogue/catalogue.js";
import { customThumbPath } from "../pximg-paths.js";

import { useSignedInSandbox } from "../test/signed-in-sandbox.js";

const DATE = "2025-02-04";
const REFERER = { referer: "https://app-api.pixiv.net/" };
const catalogue = createCatalogue(DEFAULT_SEED);
const env = useSignedInSandbox();
const { local } = env;

async function image(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(local(url), { headers: REFERER });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function api<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(`${env.sandbox.urls.appApi}${path}`, { headers: env.headers });
  expect(response.status).toBe(200);
  return schema.parse(await response.json());
}

const rankingIds = catalogue.ranking("week", DATE);
const ugoiraId = rankingIds.find((id) => catalogue.illust(id)?.type === "ugoira") as number;

describe("ugoira zips", () => {
  it.each([
    ["600x600", 600, 600],
    ["1920x1080", 1920, 1080],
  ])("holds the metadata's frames as JPEGs within %s", async (size, boxWidth, boxHeight) => {
    const { ugoira_metadata: metadata } = await api(
      `/v1/ugoira/metadata?illust_id=${ugoiraId}`,
      z.looseObject({ ugoira_metadata: ugoiraMetadataSchema }),
    );
    const url = metadata.zip_urls.medium.replace("_ugoira600x600", `_ugoira${size}`);
    const { status, type, bytes } = await image(url);
    expect(status).toBe(200);
    expect(type).toBe("application/zip");
    const files = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(files)).toEqual(metadata.frames.map((frame) => frame.file));
    const work = catalogue.illust(ugoiraId);
    for (const data of Object.values(files).slice(0, 3)) {
      const meta = await sharp(Buffer.from(data)).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.width).toBeLessThanOrEqual(boxWidth);
      expect(meta.height).toBeLessThanOrEqual(boxHeight);
      if (work !== null && work.width <= boxWidth && work.height <= boxHeight)
        expect(meta.width).toBe(work.width);
    }
    const again = await image(url);
    expect(again.bytes.equals(bytes)).toBe(true);
  });

  it("answers 404 for a zip of a work that is no ugoira", async () => {
    const other = rankingIds.find((id) => catalogue.illust(id)?.type === "illust") as number;
    const url = `https://i.pximg.net/img-zip-ugoira/img/2025/02/04/00/00/00/${other}_ugoira600x600.zip`;
    expect((await image(url)).status).toBe(404);
  });
});

describe("novel covers and images", () => {
  it("serves every cover URL of a novel, or pixiv's default covers", async () => {
    for (const id of catalogue.novelRanking("week", DATE).slice(0, 12)) {
      const { novel } = await api(`/v2/novel/detail?novel_id=${id}`, novelDetailBodySchema);
      const { square_medium: square, medium, large } = novel.image_urls;
      for (const url of [square, medium, large]) {
        const got = await image(url);
        expect(got.status, url).toBe(200);
        expect(got.type).toBe("image/jpeg");
      }
    }
  });

  it("serves the images a novel's text uploads", async () => {
    const withImages = catalogue
      .novelRanking("week", DATE)
      .map((id) => catalogue.novel(id))
      .find((novel) => (novel?.uploadedImages.length ?? 0) > 0);
    if (withImages === undefined || withImages === null) return;
    const response = await fetch(`${env.sandbox.urls.appApi}/webview/v2/novel?id=${withImages.id}`, {
      headers: env.headers,
    });
    const html = await response.text();
    const novel = webviewNovelSchema.parse(
      JSON.parse(/novel:\s({.+}),\s+isOwnWork/.exec(html)?.[1] ?? "null"),
    );
    const images = Array.isArray(novel.images) ? [] : Object.values(novel.images);
    expect(images.length).toBeGreaterThan(0);
    const urls = Object.values(images[0]?.urls ?? {}).map(String);
    for (const url of urls) expect((await image(url)).status, url).toBe(200);
  });
});

describe("other i.pximg.net paths", () => {
  it("serves custom thumbnails of works", async () => {
    const work = catalogue.illust(rankingIds[0] as number);
    expect(work).not.toBeNull();
    if (work === null) return;
    const got = await image(`https://i.pximg.net/c/250x250_80_a2/${customThumbPath(work)}`);
    expect(got.status).toBe(200);
    expect((await sharp(got.bytes).metadata()).width).toBe(250);
  });

  it("serves profile backgrounds and series covers the JSON points at", async () => {
    let background: string | null = null;
    for (const id of rankingIds.slice(0, 40)) {
      const work = catalogue.illust(id);
      if (work === null) continue;
      const detail = await api(`/v1/user/detail?user_id=${catalogue.poster(work).id}`, userDetailBodySchema);
      background = detail.profile.background_image_url;
      if (background !== null) break;
    }
    expect(background).not.toBeNull();
    expect((await image(background ?? "")).status).toBe(200);

    const series = rankingIds.map((id) => catalogue.illust(id)).find((work) => work?.series !== null);
    const body = await api(
      `/v1/illust/series?illust_series_id=${series?.series?.id ?? 0}`,
      illustSeriesBodySchema,
    );
    const cover = await image(body.illust_series_detail.cover_image_urls.medium);
    expect(cover.status).toBe(200);
    expect((await sharp(cover.bytes).metadata()).width).toBe(782);
  });
});

describe("s.pximg.net", () => {
  it("serves the stamps comments use, emoji and default novel covers", async () => {
    const work = rankingIds[0] as number;
    const comments = await api(`/v3/illust/comments?illust_id=${work}`, commentsBodySchema);
    const stamp = comments.comments.find((comment) => comment.stamp !== null)?.stamp;
    if (stamp !== undefined && stamp !== null) expect((await image(stamp.stamp_url)).status).toBe(200);
    expect(
      (await image("https://s.pximg.net/common/images/stamp/generated-stamps/101_s.jpg?20180605")).status,
    ).toBe(200);
    expect((await image("https://s.pximg.net/common/images/emoji/301.png")).type).toBe("image/png");
    expect(
      (await image("https://s.pximg.net/common/images/novel_thumb/novel_thumb_1_240mw.jpg")).status,
    ).toBe(200);
    expect((await image("https://s.pximg.net/common/images/emoji/9.png")).status).toBe(404);
    expect((await image("https://s.pximg.net/common/images/stamp/generated-stamps/9999_s.jpg")).status).toBe(
      404,
    );
  });
});
