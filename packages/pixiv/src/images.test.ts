import { describe, expect, it } from "vitest";
import { rewriteImageUrl, toImageProxyPaths } from "./images.js";

describe("rewriteImageUrl", () => {
  it.each([
    [
      "https://i.pximg.net/c/540x540_70/img-master/img/2025/02/03/00/03/17/126839540_p0_master1200.jpg",
      "/-/c/540x540_70/img-master/img/2025/02/03/00/03/17/126839540_p0_master1200.jpg",
    ],
    ["https://s.pximg.net/common/images/no_profile.png", "/~/common/images/no_profile.png"],
    ["https://example.com/i.pximg.net/x.jpg", "https://example.com/i.pximg.net/x.jpg"],
    ["https://i.pximg.net.evil.example/x.jpg", "https://i.pximg.net.evil.example/x.jpg"],
    [
      "/-/c/250x250_80_a2/img-master/img/2026/01/01/00/00/00/1_p0_square1200.jpg",
      "/-/c/250x250_80_a2/img-master/img/2026/01/01/00/00/00/1_p0_square1200.jpg",
    ],
    ["/~/common/images/no_profile_s.png", "/~/common/images/no_profile_s.png"],
    ["/-x/a.jpg", "/-x/a.jpg"],
    ["", ""],
  ])("%s → %s", (url, expected) => {
    expect(rewriteImageUrl(url)).toBe(expected);
  });

  it("uses configured bases", () => {
    const bases = { iPximg: "https://img.example.org", sPximg: "/static" };
    expect(rewriteImageUrl("https://i.pximg.net/a/b.jpg", bases)).toBe("https://img.example.org/a/b.jpg");
    expect(rewriteImageUrl("https://s.pximg.net/a.png", bases)).toBe("/static/a.png");
  });

  it("puts the relay's proxy paths on configured bases directly", () => {
    const bases = { iPximg: "https://img.example.org", sPximg: "/static" };
    expect(rewriteImageUrl("/-/a/b.jpg", bases)).toBe("https://img.example.org/a/b.jpg");
    expect(rewriteImageUrl("/~/a.png", bases)).toBe("/static/a.png");
  });
});

describe("toImageProxyPaths", () => {
  it("moves pixiv's picture URLs onto the proxy paths, with slashes escaped or not", () => {
    const text =
      '{"a":"https://i.pximg.net/a","b":"https:\\/\\/s.pximg.net\\/b","c":"https://example.com/x"}';
    expect(toImageProxyPaths(text)).toBe('{"a":"/-/a","b":"\\/~\\/b","c":"https://example.com/x"}');
  });
});
