// The work area's pages call (issue 29, the lists' inline pages): pixiv's web pages answer asked through
// the web relay anonymously, every page kept in order with its own size, its pictures put on the image
// host the settings name.
import { describe, expect, it, vi } from "vitest";
import { WEB_BASE } from "../web-relay-paths";
import { createProxyClient } from "./client";
import { createProxyWork } from "./work";

const PATH = "img-master/img/2026/11/18/10/07/11/146457900";
const page = (n: number, width: number, height: number) => ({
  urls: {
    thumb_mini: `/-/c/128x128/${PATH}_p${String(n)}_square1200.jpg`,
    small: `/-/c/540x540_70/${PATH}_p${String(n)}_master1200.jpg`,
    regular: `/-/${PATH}_p${String(n)}_master1200.jpg`,
    original: `/-/img-original/img/2026/11/18/10/07/11/146457900_p${String(n)}.png`,
  },
  width,
  height,
});

function workWith(body: unknown, imageHost?: string) {
  const requests: URL[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    requests.push(new URL(input instanceof Request ? input.url : input.toString(), "http://pxv.test"));
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }),
    );
  });
  const client = createProxyClient({ fetch, ...(imageHost ? { imageBases: { iPximg: imageHost } } : {}) });
  return { work: createProxyWork(client, createProxyClient({ fetch, baseUrl: WEB_BASE })), requests };
}

describe("getArtworkPages", () => {
  it("asks the web relay anonymously and keeps each page's own size, in order", async () => {
    const { work, requests } = workWith([page(0, 1000, 1400), page(1, 2148, 819), page(2, 1000, 1400)]);
    const pages = await work.getArtworkPages(146457900);
    expect(requests.map((url) => `${url.pathname}?${url.searchParams.toString()}`)).toEqual([
      "/api/pixiv-now/http/ajax/illust/146457900/pages?_anon=1",
    ]);
    expect(pages.map(({ width, height }) => [width, height])).toEqual([
      [1000, 1400],
      [2148, 819],
      [1000, 1400],
    ]);
    expect(pages[1]?.image.m).toBe(`/-/c/540x540_70/${PATH}_p1_master1200.jpg`);
  });

  it("puts the pictures on the image host the settings name", async () => {
    const { work } = workWith([page(0, 10, 10), page(1, 10, 10)], "https://img.example");
    const pages = await work.getArtworkPages(146457900);
    expect(pages[1]?.image.l).toBe(`https://img.example/${PATH}_p1_master1200.jpg`);
  });
});
