// Image search against the sandbox's SauceNAO: a real picture from the catalogue finds its work;
// anything that is not a picture, a missing field and an oversized upload are refused by pxv
// itself, and nothing is cached.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankingBodySchema } from "@pxv/pixiv";
import { startHarness, type Harness } from "../../test/harness.js";
import { IMAGE_SEARCH_UPLOAD_LIMIT_BYTES } from "../../limits.js";
import { sniffImageType } from "./image-search.js";

let harness: Harness;
let picture: Buffer;
let pictureId = 0;
beforeAll(async () => {
  harness = await startHarness();
  const ranking = rankingBodySchema.parse(
    (await harness.app.inject({ method: "GET", url: "/api/pixiv/rank?mode=day" })).json(),
  );
  const first = ranking.illusts[0];
  pictureId = first?.id ?? 0;
  const path = new URL(first?.image_urls.medium ?? "").pathname;
  picture = (await harness.app.inject({ method: "GET", url: `/-${path}` })).rawPayload;
});
afterAll(() => harness.close());

function multipart(field: string, bytes: Buffer, filename = "picture.jpg") {
  const boundary = "----pxvtest";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

describe("POST /api/saucenao", () => {
  it("finds the work a catalogue picture comes from, and is never cached", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/saucenao",
      ...multipart("file", picture),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const body = response.json<{ results: { data: { pixiv_id?: number } }[] }>();
    expect(body.results.map((result) => result.data.pixiv_id)).toContain(pictureId);
  });

  it.each([
    ["a text file", multipart("file", Buffer.from("hello, not a picture"))],
    ["no file field", multipart("image", Buffer.from([0xff, 0xd8, 0xff, 0xe0]))],
  ])("refuses %s with a 400 naming file", async (_what, upload) => {
    const response = await harness.app.inject({ method: "POST", url: "/api/saucenao", ...upload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ parameter: "file" });
  });

  it("refuses an upload over the size limit with 413", async () => {
    const big = Buffer.alloc(IMAGE_SEARCH_UPLOAD_LIMIT_BYTES + 128 * 1024, 0);
    big[0] = 0xff;
    big[1] = 0xd8;
    big[2] = 0xff;
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/saucenao",
      ...multipart("file", big),
    });
    expect(response.statusCode).toBe(413);
  });

  it("refuses a body that is not multipart", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/saucenao",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe("sniffImageType", () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], "image/jpeg"],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a], "image/png"],
    [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], "image/gif"],
    [[0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50], "image/webp"],
    [[0x3c, 0x73, 0x76, 0x67], null],
  ])("%j is %s", (bytes, type) => {
    expect(sniffImageType(new Uint8Array(bytes))).toBe(type);
  });
});
