// pxv as a PixivNow client uses it: the relay's answers (web ranking by type, discovery, the touch
// API's popular list) carry pictures on pxv's proxy paths, and `<pxv> + path` is the picture; the
// reference viewer's generic `/proxy/<url>` answers the image hosts' pictures and nothing else; and
// a path that is not one of the app's pages is a 404 (the app's page for a browser, JSON otherwise).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../test/harness.js";

const INDEX_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
/** What a browser's `<img>` sends. */
const IMAGE_ACCEPT = "image/avif,image/webp,image/png,image/*;q=0.8,*/*;q=0.5";

let harness: Harness;
beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), "pxv-relay-pictures-"));
  writeFileSync(join(webRoot, "index.html"), INDEX_HTML);
  harness = await startHarness({}, { app: { webRoot } });
});
afterAll(async () => {
  await harness.close();
});

/** Every string of a JSON value that looks like a picture path or address. */
function pictureStrings(value: unknown): string[] {
  if (typeof value === "string") return /^(\/[-~]\/|https?:)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(pictureStrings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(pictureStrings);
  return [];
}

/** The picture at a path of pxv, as a client's `<img src="<pxv><path>">` loads it: its bytes. */
async function loadPicture(path: string): Promise<Buffer> {
  const response = await harness.app.inject({ url: path, headers: { accept: IMAGE_ACCEPT } });
  expect(response.statusCode, path).toBe(200);
  expect(response.headers["content-type"], path).toMatch(/^image\/(jpeg|png|gif|webp)$/);
  const bytes = response.rawPayload;
  expect(bytes.length, path).toBeGreaterThan(100);
  return bytes;
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const isImageBytes = (bytes: Buffer): boolean =>
  bytes.subarray(0, 3).equals(JPEG) || bytes.subarray(0, 4).equals(PNG);

describe("the relay's pictures, loaded as a PixivNow client loads them", () => {
  it.each([
    ["the web ranking by type", "/api/pixiv-now/ranking?format=json&mode=daily&content=illust&p=1"],
    ["discovery", "/api/pixiv-now/http/ajax/illust/discovery?mode=safe&max=18&_anon=1"],
    ["the popular list", "/api/pixiv-now/http/touch/ajax_api/ajax_api.php?p=1&mode=popular_illust&_anon=1"],
  ])("%s answers `/-/…` paths that are pictures", async (_, url) => {
    const answer = await harness.app.inject({ url });
    expect(answer.statusCode).toBe(200);
    const pictures = pictureStrings(answer.json());
    expect(pictures.length).toBeGreaterThan(0);
    // Every picture is on a proxy path: none goes back to pixiv's hosts.
    expect(pictures.filter((picture) => !/^\/[-~]\//.test(picture))).toEqual([]);
    const thumbnail = pictures.find((picture) => picture.startsWith("/-/c/")) ?? "";
    expect(isImageBytes(await loadPicture(thumbnail))).toBe(true);
  });

  it("answers `/~/…` for s.pximg.net's pictures, which load the same way", async () => {
    const answer = await harness.app.inject({
      url: "/api/pixiv-now/ranking?format=json&mode=daily&content=all&p=1",
    });
    const placeholder = pictureStrings(answer.json()).find((picture) => picture.startsWith("/~/"));
    expect(placeholder).toMatch(/^\/~\/common\/images\/no_profile/);
    expect(isImageBytes(await loadPicture(placeholder ?? ""))).toBe(true);
  });
});

describe("/proxy/<url>", () => {
  it("answers a picture of i.pximg.net or s.pximg.net exactly as /-/ and /~/ do", async () => {
    const answer = await harness.app.inject({ url: "/api/pixiv-now/ranking?format=json&mode=daily&p=1" });
    const thumbnail = pictureStrings(answer.json()).find((picture) => picture.startsWith("/-/c/")) ?? "";
    const direct = await loadPicture(thumbnail);
    const proxied = await loadPicture(`/proxy/https://i.pximg.net/${thumbnail.slice(3)}`);
    expect(proxied.equals(direct)).toBe(true);
    // A client that folds the double slash gets the same picture.
    expect((await loadPicture(`/proxy/https:/i.pximg.net/${thumbnail.slice(3)}`)).equals(direct)).toBe(true);
    await loadPicture("/proxy/https://s.pximg.net/common/images/no_profile_s.png");
  });

  it.each([
    ["/proxy/https://example.com/a.jpg", 403],
    ["/proxy/https://i.pximg.net.evil.example/a.jpg", 403],
    ["/proxy/https://sketch.pixiv.net/api/lives.json", 403],
    ["/proxy/http://i.pximg.net/a.jpg", 400],
    ["/proxy/https://i.pximg.net:8443/a.jpg", 400],
    ["/proxy/https://user@i.pximg.net/a.jpg", 400],
    ["/proxy/https://i.pximg.net/img%2f..%2fetc/passwd", 400],
    ["/proxy/nothing", 400],
  ])("refuses %s (%i) in pxv's JSON error shape", async (url, status) => {
    const response = await harness.app.inject({ url, headers: { accept: IMAGE_ACCEPT } });
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toHaveProperty("code", status);
  });
});

describe("paths that are not pages", () => {
  const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

  it.each(["/no/such/page", "/-https://i.pximg.net/a.jpg", "/404", "/artworks"])(
    "%s is a 404: the app's page for a browser, JSON for a client",
    async (url) => {
      const browser = await harness.app.inject({ url, headers: { accept: BROWSER_ACCEPT } });
      expect(browser.statusCode).toBe(404);
      expect(browser.headers["content-type"]).toMatch(/^text\/html/);
      expect(browser.body).toBe(INDEX_HTML);
      const client = await harness.app.inject({ url, headers: { accept: "application/json" } });
      expect(client.statusCode).toBe(404);
      expect(client.json()).toHaveProperty("code", 404);
      const picture = await harness.app.inject({ url, headers: { accept: IMAGE_ACCEPT } });
      expect(picture.statusCode).toBe(404);
      expect(picture.headers["content-type"]).toMatch(/^application\/json/);
    },
  );

  it.each(["/", "/rank/daily", "/artworks/123?page=2", "/users/5/bookmarks/novels", "/ranking.php"])(
    "%s is a page of the app (200)",
    async (url) => {
      const response = await harness.app.inject({ url, headers: { accept: BROWSER_ACCEPT } });
      expect(response.statusCode).toBe(200);
      // The app's page, with its first screen where the server knows it (issue 28: picture preloads
      // and the first answers, web-app/first-screen/) — and nothing else.
      const page = response.body
        .replace(/<link rel="preload" as="image" [^>]*>/g, "")
        .replace(/<script type="application\/json" id="pxv-first-data">[\s\S]*?<\/script>/, "");
      expect(page).toBe(INDEX_HTML);
    },
  );

  it("answers an unknown API or picture path with JSON even to a browser", async () => {
    for (const url of ["/api/nope", "/-/", "/assets/missing.js"]) {
      const response = await harness.app.inject({ url, headers: { accept: BROWSER_ACCEPT } });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
    }
  });
});
