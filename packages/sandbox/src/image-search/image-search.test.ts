// The emulated image search over real HTTP: a picture the image host served is found again with
// high similarity, in SauceNAO's shape; other uploads get SauceNAO's error header.
import { imageSearchBodySchema, type ImageSearchBody } from "@pxv/pixiv";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogue } from "../catalogue/catalogue.js";
import type { CatalogueWork } from "../catalogue/works.js";
import { createFaultStore } from "../control/fault-store.js";
import { createImageHost, createPictureCache } from "../images/image-host.js";
import { orderIPximgPicture } from "../images/picture-orders.js";
import { masterPath, originalPath, sizedPath } from "../pximg-paths.js";
import { estimatedMeanColour, renderPicture } from "../images/picture-renderer.js";
import { createColourIndex, meanColour } from "./colour-index.js";
import { createImageSearchHost } from "./image-search-host.js";

const catalogue = createCatalogue();
const now = (): Date => new Date();
const index = createColourIndex(catalogue, now);
let images: FastifyInstance;
let search: FastifyInstance;
let searchBase: string;

beforeAll(async () => {
  images = createImageHost({
    orderPicture: (path) => {
      const order = orderIPximgPicture(catalogue, now(), path);
      if (order !== null) index.notePicture(path);
      return order;
    },
    cache: createPictureCache(32 * 1024 * 1024),
    cacheNamespace: "i",
    logger: false,
  });
  search = createImageSearchHost({ catalogue, index, faults: createFaultStore(), logger: false });
  await search.listen({ host: "127.0.0.1", port: 0 });
  const address = search.server.address();
  if (address === null || typeof address === "string") throw new Error("no address");
  searchBase = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await Promise.all([images.close(), search.close()]);
});

function worksFrom(start: number, count: number, accept: (work: CatalogueWork) => boolean): CatalogueWork[] {
  const found: CatalogueWork[] = [];
  for (let id = start; found.length < count; id += 7919) {
    const work = catalogue.illust(id);
    if (work !== null && accept(work)) found.push(work);
  }
  return found;
}

async function served(path: string): Promise<Buffer> {
  const response = await images.inject({ url: `/${path}`, headers: { referer: "https://www.pixiv.net/" } });
  expect(response.statusCode, path).toBe(200);
  return response.rawPayload;
}

async function upload(
  bytes: Buffer,
  type = "image/jpeg",
  query = "",
): Promise<{ status: number; body: ImageSearchBody }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), "upload.jpg");
  const response = await fetch(`${searchBase}/search.php?output_type=2&db=5${query}`, {
    method: "POST",
    body: form,
  });
  return { status: response.status, body: imageSearchBodySchema.parse(await response.json()) };
}

describe("the colour index", () => {
  it("estimates a page's mean colour without rendering, close to the rendered mean", async () => {
    for (const work of worksFrom(120_000_000, 16, (candidate) => candidate.type !== "ugoira")) {
      const order = orderIPximgPicture(catalogue, now(), masterPath(work, 0, "master1200"));
      if (order === null) throw new Error(`no picture for ${work.id}`);
      const rendered = await meanColour(await renderPicture({ ...order.spec, format: "png" }));
      const estimate = estimatedMeanColour(order.spec);
      const off = Math.hypot(...rendered.map((value, channel) => value - (estimate[channel] ?? 0)));
      expect(off, String(work.id)).toBeLessThan(10);
    }
  });

  it("still finds a served page first when thousands of other pages were served", async () => {
    const crowded = createColourIndex(catalogue, now);
    const [wanted] = worksFrom(130_000_000, 1, (work) => work.type === "illust");
    if (wanted === undefined) throw new Error("no illust");
    crowded.notePicture(masterPath(wanted, 0, "master1200"));
    for (const work of worksFrom(131_000_000, 2000, (candidate) => candidate.type !== "ugoira")) {
      crowded.notePicture(masterPath(work, 0, "master1200"));
    }
    const picture = await served(sizedPath("600x1200_90", masterPath(wanted, 0, "master1200")));
    const [best] = await crowded.search(await meanColour(picture), 5, 40);
    expect(best?.work.id).toBe(wanted.id);
    expect(best?.similarity).toBeGreaterThan(90);
  });
});

describe("POST /search.php", () => {
  it("finds the work of a served picture first, with high similarity, in SauceNAO's shape", async () => {
    const works = worksFrom(110_000_000, 6, (work) => work.type === "illust");
    const bytes = await Promise.all(
      works.map((work) => served(sizedPath("600x1200_90", masterPath(work, 0, "master1200")))),
    );
    for (const [position, work] of works.entries()) {
      const { status, body } = await upload(bytes[position] as Buffer);
      expect(status).toBe(200);
      expect(body.header.status).toBe(0);
      const best = body.results?.[0];
      expect(best?.data.pixiv_id).toBe(work.id);
      expect(Number(best?.header.similarity)).toBeGreaterThan(90);
      expect(best?.data.title).toBe(work.title);
      expect(best?.data.member_id).toBe(catalogue.poster(work).id);
      expect(best?.data.ext_urls?.[0]).toContain(`illust_id=${work.id}`);
      expect(best?.header.thumbnail).toMatch(/^https:\/\/i\.pximg\.net\/c\/250x250_80_a2\/img-master\//);
    }
  });

  it("finds a square thumbnail and a later page of a manga, decoded from PNG or WebP", async () => {
    const [manga] = worksFrom(105_000_000, 1, (work) => work.type === "manga" && work.pageCount > 2);
    if (manga === undefined) throw new Error("no manga");
    const page = await served(originalPath(manga, 2));
    const match = await upload(await sharp(page).resize(300).webp().toBuffer(), "image/webp");
    expect(match.body.results?.[0]?.data.pixiv_id).toBe(manga.id);
    expect(match.body.results?.[0]?.header.index_name).toContain(`${manga.id}_p2`);
    const square = await served(sizedPath("250x250_80_a2", masterPath(manga, 0, "square1200")));
    const squareMatch = await upload(square);
    expect(squareMatch.body.results?.[0]?.data.pixiv_id).toBe(manga.id);
  });

  it("answers an empty result list for a picture unlike any work", async () => {
    const black = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000000" } })
      .png()
      .toBuffer();
    const { status, body } = await upload(black, "image/png", "&minsim=50");
    expect(status).toBe(200);
    expect(body.results).toEqual([]);
  });

  it("refuses a file that is not an image, and a body without a file", async () => {
    const text = await upload(Buffer.from("not a picture at all"), "text/plain");
    expect(text.status).toBe(400);
    expect(text.body.header.status).toBeLessThan(0);
    expect(text.body.header.message).toMatch(/not seem to be an image/);
    const empty = await fetch(`${searchBase}/search.php`, { method: "POST" });
    expect(empty.status).toBe(400);
  });
});
