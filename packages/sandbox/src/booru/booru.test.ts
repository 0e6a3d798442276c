// The emulated boorus pid-recover searches: the documented ids (one on every booru, one on none),
// each booru's query forms and body shape (validated against @pxv/pixiv's booru schemas), the
// pictures their posts point at (served without a Referer), and fault injection on them.
import { danbooruPostsBodySchema, gelbooruBodySchema, yanderePostsBodySchema } from "@pxv/pixiv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogue } from "../catalogue/catalogue.js";
import { startSandbox, type Sandbox } from "../sandbox.js";
import { BOORUS, booruKnows, pixivIdOfBooruQuery, recoverableIllustIds } from "./booru-posts.js";

const catalogue = createCatalogue();
const { onEveryBooru, onNoBooru } = recoverableIllustIds();
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ faults: [] });
});
afterAll(async () => {
  await sandbox.close();
});

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.json();
}

const danbooru = (tags: string): Promise<unknown> =>
  getJson(`${sandbox.urls.danbooru}/posts.json?tags=${encodeURIComponent(tags)}`);
const gelbooru = (tags: string): Promise<unknown> =>
  getJson(
    `${sandbox.urls.gelbooru}/index.php?page=dapi&s=post&q=index&json=1&tags=${encodeURIComponent(tags)}`,
  );
const yandere = (tags: string): Promise<unknown> =>
  getJson(`${sandbox.urls.yandere}/post.json?tags=${encodeURIComponent(tags)}`);

describe("recoverable ids", () => {
  it("are the documented ids of the default seed: deleted works, one on every booru, one on none", () => {
    expect({ onEveryBooru, onNoBooru }).toEqual({ onEveryBooru: 75000020, onNoBooru: 75000024 });
    for (const id of [onEveryBooru, onNoBooru]) expect(catalogue.illust(id)).toBeNull();
    for (const booru of BOORUS) {
      expect(booruKnows(catalogue.seedHash, booru, onEveryBooru)).toBe(true);
      expect(booruKnows(catalogue.seedHash, booru, onNoBooru)).toBe(false);
    }
  });

  it("depend on the seed", () => {
    expect(recoverableIllustIds("another-seed")).not.toEqual({ onEveryBooru, onNoBooru });
  });

  it("include a few ordinary, still visible works", () => {
    const known = Array.from({ length: 2000 }, (_, i) => 100_000_000 + i).filter(
      (id) => catalogue.illust(id) !== null && booruKnows(catalogue.seedHash, "danbooru", id),
    );
    expect(known.length).toBeGreaterThan(10);
    expect(known.length).toBeLessThan(150);
  });
});

describe("queries", () => {
  it.each([
    ["pixiv:123456789", 123456789],
    ["pixiv_id:123456789", 123456789],
    ["source:*123456789*", 123456789],
    ["source:https://i.pximg.net/img-original/img/2024/01/02/03/04/05/123456789_p0.png", 123456789],
    ["source:https://www.pixiv.net/artworks/123456789", 123456789],
    ["1girl solo", null],
    ["", null],
  ])("%s asks for %s", (tags, id) => {
    expect(pixivIdOfBooruQuery(tags)).toBe(id);
  });
});

describe("Danbooru", () => {
  it("finds the post of a deleted work by pixiv:<id>, with pictures served without a Referer", async () => {
    const posts = danbooruPostsBodySchema.parse(await danbooru(`pixiv:${onEveryBooru}`));
    expect(posts).toHaveLength(1);
    const post = posts[0] as (typeof posts)[number];
    expect(post.pixiv_id).toBe(onEveryBooru);
    expect(post.source).toContain(String(onEveryBooru));
    expect(post.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-05:00$/);
    expect(post.file_url?.startsWith(`${sandbox.urls.danbooru}/data/original/`)).toBe(true);
    for (const url of [post.file_url, post.large_file_url, post.preview_file_url]) {
      const response = await fetch(url ?? "");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^image\/(jpeg|png)$/);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });

  it("answers [] for an id it does not know and for other queries", async () => {
    expect(await danbooru(`pixiv:${onNoBooru}`)).toEqual([]);
    expect(await danbooru("1girl")).toEqual([]);
  });
});

describe("Gelbooru", () => {
  it("finds a post by pixiv_id:<id> and by source:*<id>*", async () => {
    for (const tags of [`pixiv_id:${onEveryBooru}`, `source:*${onEveryBooru}*`]) {
      const body = gelbooruBodySchema.parse(await gelbooru(tags));
      expect(body["@attributes"].count).toBe(1);
      expect(body.post).toHaveLength(1);
      expect(body.post?.[0]?.source).toContain(String(onEveryBooru));
      expect(body.post?.[0]?.created_at).toMatch(
        /^[A-Z][a-z]{2} [A-Z][a-z]{2} \d\d \d\d:\d\d:\d\d -0600 \d{4}$/,
      );
    }
  });

  it("answers count 0 without post for an unknown id", async () => {
    const body = gelbooruBodySchema.parse(await gelbooru(`pixiv_id:${onNoBooru}`));
    expect(body["@attributes"].count).toBe(0);
    expect(body).not.toHaveProperty("post");
  });
});

describe("Yande.re", () => {
  it("finds a post by pixiv:<id> and by source, with epoch-second dates", async () => {
    for (const tags of [`pixiv:${onEveryBooru}`, `source:*${onEveryBooru}*`]) {
      const posts = yanderePostsBodySchema.parse(await yandere(tags));
      expect(posts).toHaveLength(1);
      const post = posts[0] as (typeof posts)[number];
      expect(post.source).toMatch(
        new RegExp(
          `^https://(i\\.pximg\\.net/img-original/.*/${onEveryBooru}_|www\\.pixiv\\.net/artworks/${onEveryBooru}$)`,
        ),
      );
      expect(post.created_at).toBeLessThan(Date.now() / 1000);
      expect(post.tags).not.toContain(",");
      expect((await fetch(post.sample_url)).status).toBe(200);
    }
  });

  it("answers [] for an unknown id", async () => {
    expect(await yandere(`pixiv:${onNoBooru}`)).toEqual([]);
  });
});

describe("booru hosts", () => {
  it("answer 404 for picture paths no post names", async () => {
    const posts = danbooruPostsBodySchema.parse(await danbooru(`pixiv:${onEveryBooru}`));
    const wrong = (posts[0]?.file_url ?? "")
      .replace("/data/original/", "/data/sample/")
      .replace(/\.png$/, ".jpg");
    const other = wrong.replace(/[0-9a-f](?=[0-9a-f]{31}\.)/, (digit) => (digit === "0" ? "1" : "0"));
    expect((await fetch(other)).status).toBe(404);
    expect((await fetch(`${sandbox.urls.yandere}/data/original/nothing.jpg`)).status).toBe(404);
  });

  it("obey fault rules per host", async () => {
    sandbox.faults.set(
      "error=503 /posts.json host=danbooru times=1; rate-limit /post.json host=yandere times=1",
    );
    try {
      const failed = await fetch(`${sandbox.urls.danbooru}/posts.json?tags=pixiv:${onEveryBooru}`);
      expect(failed.status).toBe(503);
      expect(await failed.json()).toMatchObject({ success: false });
      expect((await fetch(`${sandbox.urls.yandere}/post.json?tags=pixiv:1`)).status).toBe(429);
      expect(await danbooru(`pixiv:${onEveryBooru}`)).toHaveLength(1);
    } finally {
      sandbox.faults.clear();
    }
  });
});
