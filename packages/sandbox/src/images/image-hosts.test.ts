// The emulated image hosts over real HTTP: the Referer rule, the picture every URL of the catalogue
// names (content type and exact pixel size), 404s for URLs that name nothing, and the HTTP caching
// and range behaviour a proxy relies on.
import { illustDetailBodySchema, type AppIllust } from "@pxv/pixiv";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createCatalogue, DEFAULT_SEED } from "../catalogue/catalogue.js";
import { pageSize } from "../catalogue/works.js";
import { startSandbox } from "../sandbox.js";
import { useSignedInSandbox } from "../test/signed-in-sandbox.js";

const DATE = "2025-02-04";
const PIXIV_REFERER = { Referer: "https://www.pixiv.net/" };
const catalogue = createCatalogue(DEFAULT_SEED);
const env = useSignedInSandbox();
const { local } = env;

async function fetchImage(url: string, headers: Record<string, string> = PIXIV_REFERER, method = "GET") {
  const response = await fetch(local(url), { headers, method });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function detailOf(id: number): Promise<AppIllust> {
  const response = await fetch(`${env.sandbox.urls.appApi}/v1/illust/detail?illust_id=${id}`, {
    headers: env.headers,
  });
  return illustDetailBodySchema.parse(await response.json()).illust;
}

async function listedOf(id: number): Promise<AppIllust> {
  const ranking = catalogue.ranking("week", DATE);
  const offset = Math.floor(ranking.indexOf(id) / 30) * 30;
  const response = await fetch(
    `${env.sandbox.urls.appApi}/v1/illust/ranking?mode=week&date=${DATE}&offset=${offset}`,
    { headers: env.headers },
  );
  const body = (await response.json()) as { illusts: AppIllust[] };
  const found = body.illusts.find((illust) => illust.id === id);
  if (found === undefined) throw new Error(`work ${id} is not on its ranking page`);
  return found;
}

/** pixiv's resize rule, written independently of the sandbox's geometry module. */
function fit(width: number, height: number, boxWidth: number, boxHeight: number): [number, number] {
  const scale = Math.min(1, boxWidth / width, boxHeight / height);
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
}

async function expectPicture(url: string, contentType: string, format: string, size: [number, number]) {
  const { response, bytes } = await fetchImage(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get("content-type")).toBe(contentType);
  const metadata = await sharp(bytes).metadata();
  expect(metadata.format).toBe(format);
  expect([metadata.width, metadata.height], url).toEqual(size);
}

const week = catalogue.ranking("week", DATE);
const workWhere = (test: (id: number) => boolean): number => {
  const id = week.find(test);
  if (id === undefined) throw new Error("no such work in the ranking");
  return id;
};
const singlePageId = workWhere((id) => {
  const work = catalogue.illust(id);
  return work?.type === "illust" && work.pageCount === 1 && work.width > 1300 && work.height > 1300;
});
/** A manga with at least four pages, one of them of another size than page 0. */
const mangaId = workWhere((id) => {
  const work = catalogue.illust(id);
  if (work === null || work.pageCount < 4) return false;
  const sizes = Array.from({ length: work.pageCount }, (_, page) => JSON.stringify(pageSize(work, page)));
  return new Set(sizes).size > 1;
});
const ugoiraId = workWhere((id) => catalogue.illust(id)?.type === "ugoira");

describe("Referer rule", () => {
  it.each([
    ["no Referer", {}],
    ["another site", { Referer: "https://example.com/" }],
    ["a look-alike host", { Referer: "https://pixiv.net.example.com/" }],
    ["a look-alike suffix", { Referer: "https://notpixiv.net/" }],
  ])("answers 403 to %s", async (_name, headers) => {
    const illust = await detailOf(singlePageId);
    const { response } = await fetchImage(illust.image_urls.medium, headers);
    expect(response.status).toBe(403);
    const placeholder = await fetchImage("https://s.pximg.net/common/images/no_profile.png", headers);
    expect(placeholder.response.status).toBe(403);
  });

  it.each(["https://www.pixiv.net/", "https://app-api.pixiv.net/", "https://sketch.pixiv.net/lives"])(
    "serves with Referer %s",
    async (referer) => {
      const illust = await detailOf(singlePageId);
      const { response } = await fetchImage(illust.image_urls.medium, { Referer: referer });
      expect(response.status).toBe(200);
    },
  );
});

describe("pictures at the size their path implies", () => {
  it("serves a single-page work's list and detail renditions and its original", async () => {
    const listed = await listedOf(singlePageId);
    const detail = await detailOf(singlePageId);
    const { width, height } = detail;
    const master = fit(width, height, 1200, 1200);
    const square = Math.min(width, height, 1200);
    await expectPicture(listed.image_urls.square_medium, "image/webp", "webp", fit(square, square, 360, 360));
    await expectPicture(listed.image_urls.large, "image/webp", "webp", fit(...master, 600, 1200));
    await expectPicture(detail.image_urls.square_medium, "image/jpeg", "jpeg", fit(square, square, 360, 360));
    await expectPicture(detail.image_urls.medium, "image/jpeg", "jpeg", fit(...master, 540, 540));
    await expectPicture(detail.image_urls.large, "image/jpeg", "jpeg", fit(...master, 600, 1200));
    const original = detail.meta_single_page.original_image_url ?? "";
    const isPng = original.endsWith(".png");
    await expectPicture(original, isPng ? "image/png" : "image/jpeg", isPng ? "png" : "jpeg", [
      width,
      height,
    ]);
    const regular = detail.image_urls.large.replace("/c/600x1200_90/", "/");
    await expectPicture(regular, "image/jpeg", "jpeg", master);
  });

  it("serves every page of a manga at that page's own size, page 0 at the size the JSON states", async () => {
    const detail = await detailOf(mangaId);
    const work = catalogue.illust(mangaId);
    if (work === null) throw new Error("the manga exists");
    expect(pageSize(work, 0)).toEqual({ width: detail.width, height: detail.height });
    for (const [page, { image_urls }] of detail.meta_pages.entries()) {
      const { width, height } = pageSize(work, page);
      const format = image_urls.original.endsWith(".png") ? "png" : "jpeg";
      await expectPicture(image_urls.original, `image/${format}`, format, [width, height]);
      await expectPicture(
        image_urls.medium,
        "image/jpeg",
        "jpeg",
        fit(...fit(width, height, 1200, 1200), 540, 540),
      );
    }
  });

  it("serves ugoira thumbnails without _p0 and the first frame as _ugoira0.jpg", async () => {
    const detail = await detailOf(ugoiraId);
    const square = Math.min(detail.width, detail.height, 1200);
    await expectPicture(detail.image_urls.square_medium, "image/jpeg", "jpeg", fit(square, square, 360, 360));
    await expectPicture(detail.meta_single_page.original_image_url ?? "", "image/jpeg", "jpeg", [
      detail.width,
      detail.height,
    ]);
  });

  it("serves avatars at 170 and 50, and pixiv's placeholders", async () => {
    const detail = await detailOf(singlePageId);
    const avatar = detail.user.profile_image_urls.medium;
    if (avatar.startsWith("https://i.pximg.net/")) {
      const extension = avatar.split(".").pop() ?? "";
      const format = extension === "jpg" ? "jpeg" : extension;
      await expectPicture(avatar, `image/${format}`, format, [170, 170]);
      await expectPicture(avatar.replace(/_170\./, "_50."), `image/${format}`, format, [50, 50]);
    }
    const placeholders = "https://s.pximg.net/common/images";
    await expectPicture(`${placeholders}/no_profile.png`, "image/png", "png", [170, 170]);
    await expectPicture(`${placeholders}/limit_unknown_360.png`, "image/png", "png", [360, 360]);
  });

  it("draws different pictures for different works and pages", async () => {
    const detail = await detailOf(mangaId);
    const [first, second] = await Promise.all(
      detail.meta_pages
        .slice(0, 2)
        .map(async ({ image_urls }) => (await fetchImage(image_urls.square_medium)).bytes),
    );
    expect(first?.equals(second ?? Buffer.alloc(0))).toBe(false);
  });
});

describe("paths that name no picture", () => {
  it.each([
    [
      "a wrong original extension",
      (url: string) => url.replace(/\.(jpg|png)$/, (ext) => (ext === ".jpg" ? ".png" : ".jpg")),
    ],
    ["a page past the last", (url: string) => url.replace(/_p0\./, "_p99.")],
    [
      "a wrong date",
      (url: string) => url.replace(/\/img\/(\d{4})\//, (_all, year: string) => `/img/${Number(year) - 1}/`),
    ],
    ["an unknown id", (url: string) => url.replace(/\/(\d+)_p0/, "/1_p0")],
    ["a ugoira name for an illust", (url: string) => url.replace(/_p0\.(jpg|png)$/, "_ugoira0.jpg")],
  ])("answers 404 for %s", async (_name, mangle) => {
    const original = (await detailOf(singlePageId)).meta_single_page.original_image_url ?? "";
    const mangled = mangle(original);
    expect(mangled).not.toBe(original);
    expect((await fetchImage(mangled)).response.status).toBe(404);
  });

  it("answers 404 for unknown paths on both hosts", async () => {
    expect((await fetchImage("https://i.pximg.net/img-master/nothing.jpg")).response.status).toBe(404);
    expect((await fetchImage("https://s.pximg.net/common/images/nothing.png")).response.status).toBe(404);
  });
});

describe("HTTP behaviour", () => {
  const mediumOf = async (): Promise<string> => (await detailOf(singlePageId)).image_urls.medium;

  it("sends validators and pixiv's cache lifetime", async () => {
    const { response } = await fetchImage(await mediumOf());
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get("last-modified")).toMatch(/GMT$/);
    expect(response.headers.get("cache-control")).toBe("max-age=31536000");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
  });

  it("answers 304 to a matching If-None-Match or If-Modified-Since", async () => {
    const url = await mediumOf();
    const { response } = await fetchImage(url);
    const etag = response.headers.get("etag") ?? "";
    const lastModified = response.headers.get("last-modified") ?? "";
    const byTag = await fetchImage(url, { ...PIXIV_REFERER, "If-None-Match": `"other", ${etag}` });
    expect(byTag.response.status).toBe(304);
    expect(byTag.bytes).toHaveLength(0);
    const byDate = await fetchImage(url, { ...PIXIV_REFERER, "If-Modified-Since": lastModified });
    expect(byDate.response.status).toBe(304);
    const changed = await fetchImage(url, { ...PIXIV_REFERER, "If-None-Match": '"other"' });
    expect(changed.response.status).toBe(200);
  });

  it("answers a byte range with 206 and exactly those bytes, and 416 past the end", async () => {
    const url = await mediumOf();
    const whole = (await fetchImage(url)).bytes;
    const part = await fetchImage(url, { ...PIXIV_REFERER, Range: "bytes=100-199" });
    expect(part.response.status).toBe(206);
    expect(part.response.headers.get("content-range")).toBe(`bytes 100-199/${whole.length}`);
    expect(part.bytes.equals(whole.subarray(100, 200))).toBe(true);
    const tail = await fetchImage(url, { ...PIXIV_REFERER, Range: "bytes=-50" });
    expect(tail.bytes.equals(whole.subarray(whole.length - 50))).toBe(true);
    const beyond = await fetchImage(url, { ...PIXIV_REFERER, Range: `bytes=${whole.length}-` });
    expect(beyond.response.status).toBe(416);
    expect(beyond.response.headers.get("content-range")).toBe(`bytes */${whole.length}`);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const url = await mediumOf();
    const get = await fetchImage(url);
    const head = await fetchImage(url, PIXIV_REFERER, "HEAD");
    expect(head.response.status).toBe(200);
    expect(head.bytes).toHaveLength(0);
    expect(head.response.headers.get("content-length")).toBe(String(get.bytes.length));
    expect(head.response.headers.get("etag")).toBe(get.response.headers.get("etag"));
  });

  it("serves the same bytes on every request and from every sandbox with the seed", async () => {
    const url = await mediumOf();
    const first = (await fetchImage(url)).bytes;
    const other = await startSandbox();
    try {
      const again = await fetch(url.replace("https://i.pximg.net", other.urls.iPximg), {
        headers: PIXIV_REFERER,
      });
      expect(Buffer.from(await again.arrayBuffer()).equals(first)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
