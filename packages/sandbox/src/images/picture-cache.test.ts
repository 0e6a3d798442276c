// The picture cache the image hosts share: a key rendered once for every request waiting on it, and
// bounded by bytes.
import { describe, expect, it } from "vitest";
import { createPictureCache } from "./image-host.js";
import type { PictureOrder } from "./picture-renderer.js";

const order: PictureOrder = {
  spec: {
    page: { width: 64, height: 48 },
    frame: { region: { x: 0, y: 0, width: 64, height: 48 }, output: { width: 64, height: 48 } },
    colourKey: 7,
    lines: ["p0", "#1", "64×48"],
    format: "png",
  },
  lastModified: new Date("2025-02-04T00:00:00Z"),
};

describe("createPictureCache", () => {
  it("renders a key once for concurrent requests and keeps it", async () => {
    const cache = createPictureCache(1024 * 1024);
    const [first, second] = await Promise.all([
      cache.fetch("i:a.png", { context: order }),
      cache.fetch("i:a.png", { context: order }),
    ]);
    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(cache.get("i:a.png")).toBe(first);
    expect(cache.calculatedSize).toBeGreaterThan(first?.bytes.length ?? 0);
  });

  it("serves but does not keep a picture larger than its budget", async () => {
    const cache = createPictureCache(16);
    const image = await cache.fetch("i:big.png", { context: order });
    expect(image?.contentType).toBe("image/png");
    expect(cache.size).toBe(0);
  });
});
