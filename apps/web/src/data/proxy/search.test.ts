// The proxy's search part against stubbed fetches: search URLs carry the built query and page,
// secondary routes stay on this server, the live relay paths, and the upload check.
import { IMAGE_SEARCH_UPLOAD_LIMIT_BYTES } from "@pxv/pixiv";
import { describe, expect, it, vi } from "vitest";
import { rawIllust } from "../../test/fixtures";
import { DataSourceError } from "../errors";
import { checkImageUpload, createProxySearch } from "./search";
import { createProxyClient } from "./client";

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function stub(body: unknown, status = 200) {
  const calls: string[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    calls.push(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    return Promise.resolve(json(body, status));
  });
  return { fetch, calls };
}

describe("createProxySearch", () => {
  it("searches illusts with the built query and its page", async () => {
    const { fetch, calls } = stub({
      illusts: [rawIllust({ id: 5 })],
      next_url: "https://app-api.pixiv.net/v1/search/illust?word=x&offset=30",
      search_span_limit: 31536000,
      show_ai: false,
    });
    const source = createProxySearch(
      createProxyClient({ fetch }),
      createProxyClient({ fetch, baseUrl: "/api" }),
    );
    const page = await source.searchIllusts({ word: "猫 -R-18", mode: "partial_match_for_tags" }, 2);
    expect(calls[0]).toBe(
      `/api/pixiv/search?${new URLSearchParams({ word: "猫 -R-18", mode: "partial_match_for_tags", page: "2" }).toString()}`,
    );
    expect(page.artworks.map((artwork) => artwork.id)).toEqual([5]);
    expect(page.nextPage).toBe(3);
  });

  it("reads pixivision from this server and ends a list at pixivision's 404", async () => {
    const { fetch, calls } = stub({ error: "not_found" }, 404);
    const source = createProxySearch(
      createProxyClient({ fetch }),
      createProxyClient({ fetch, baseUrl: "/api" }),
    );
    const page = await source.getSpotlights("manga", 3, "en");
    expect(calls[0]).toBe("/api/pixivision/list?type=manga&lang=en&page=3");
    expect(page).toMatchObject({ articles: [], nextPage: null });
    await expect(source.getSpotlights("illustration", 1, "ja")).rejects.toBeInstanceOf(DataSourceError);
    expect(calls[1]).toBe("/api/pixivision?lang=ja&page=1");
  });

  it("plays Sketch streams and opens the socket through the server's relay", () => {
    const source = createProxySearch(createProxyClient());
    expect(source.liveStreamUrl("https://sketch.pixiv.net/hls/123/0/index.m3u8")).toBe(
      "/api/sketch/hls/123/0/index.m3u8",
    );
    expect(source.liveStreamUrl("https://other.example/x.m3u8")).toBe("https://other.example/x.m3u8");
    expect(source.liveSocketUrl("123")).toMatch(/^ws:\/\/[^/]+\/api\/sketch\/ws\/lives\?live_id=123$/);
  });
});

describe("checkImageUpload", () => {
  it("accepts pictures up to the limit and refuses the rest", () => {
    expect(() => {
      checkImageUpload(new Blob(["x"], { type: "image/png" }));
    }).not.toThrow();
    expect(() => {
      checkImageUpload(new Blob(["x"], { type: "text/plain" }));
    }).toThrow(DataSourceError);
    expect(() => {
      checkImageUpload(
        new Blob([new Uint8Array(IMAGE_SEARCH_UPLOAD_LIMIT_BYTES + 1)], { type: "image/jpeg" }),
      );
    }).toThrow(/too large/);
  });
});
