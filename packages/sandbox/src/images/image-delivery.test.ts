// Table tests of the image hosts' answer to conditional and Range headers (RFC 9110 rules).
import { describe, expect, it } from "vitest";
import { deliverImage, type ConditionalHeaders, type StoredImage } from "./image-delivery.js";

const image: StoredImage = {
  bytes: Buffer.from("0123456789"),
  contentType: "image/jpeg",
  etag: '"abc"',
  lastModified: new Date("2025-02-04T03:00:18Z"),
};
const LAST_MODIFIED = "Tue, 04 Feb 2025 03:00:18 GMT";

describe("deliverImage", () => {
  it.each<[string, ConditionalHeaders, number, string | null, string | null]>([
    ["no conditions", {}, 200, "0123456789", null],
    ["a closed range", { range: "bytes=2-4" }, 206, "234", "bytes 2-4/10"],
    ["an open range", { range: "bytes=7-" }, 206, "789", "bytes 7-9/10"],
    ["a suffix range", { range: "bytes=-3" }, 206, "789", "bytes 7-9/10"],
    ["a range ending past the end", { range: "bytes=8-100" }, 206, "89", "bytes 8-9/10"],
    ["a suffix longer than the image", { range: "bytes=-50" }, 206, "0123456789", "bytes 0-9/10"],
    ["a range starting past the end", { range: "bytes=10-" }, 416, null, "bytes */10"],
    ["an empty suffix", { range: "bytes=-0" }, 416, null, "bytes */10"],
    ["several ranges (ignored)", { range: "bytes=0-1,4-5" }, 200, "0123456789", null],
    ["a reversed range (ignored)", { range: "bytes=5-2" }, 200, "0123456789", null],
    ["another unit (ignored)", { range: "items=0-1" }, 200, "0123456789", null],
    ["If-Range with the entity tag", { range: "bytes=0-0", ifRange: '"abc"' }, 206, "0", "bytes 0-0/10"],
    ["If-Range with another tag", { range: "bytes=0-0", ifRange: '"old"' }, 200, "0123456789", null],
    ["If-Range with the date", { range: "bytes=0-0", ifRange: LAST_MODIFIED }, 206, "0", "bytes 0-0/10"],
    ["If-None-Match matching", { ifNoneMatch: '"abc"' }, 304, null, null],
    ["If-None-Match weak and listed", { ifNoneMatch: '"x", W/"abc"' }, 304, null, null],
    ["If-None-Match *", { ifNoneMatch: "*" }, 304, null, null],
    ["If-None-Match other", { ifNoneMatch: '"x"', ifModifiedSince: LAST_MODIFIED }, 200, "0123456789", null],
    ["If-Modified-Since equal", { ifModifiedSince: LAST_MODIFIED }, 304, null, null],
    [
      "If-Modified-Since earlier",
      { ifModifiedSince: "Mon, 03 Feb 2025 00:00:00 GMT" },
      200,
      "0123456789",
      null,
    ],
    ["If-Modified-Since garbage", { ifModifiedSince: "yesterday" }, 200, "0123456789", null],
  ])("with %s", (_name, request, status, body, contentRange) => {
    const delivery = deliverImage(image, request);
    expect(delivery.status).toBe(status);
    expect(delivery.body?.toString() ?? null).toBe(body);
    expect(delivery.headers["content-range"] ?? null).toBe(contentRange);
    expect(delivery.headers["etag"]).toBe('"abc"');
    if (body !== null) expect(delivery.headers["content-length"]).toBe(String(body.length));
  });
});
