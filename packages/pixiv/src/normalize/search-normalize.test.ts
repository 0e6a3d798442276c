// Spotlight fallback rule (PRODUCT.md §2) and image-search result rules (PRODUCT.md §5).
import { describe, expect, it } from "vitest";
import { isSpotlightArticleComplete, normalizeSpotlightDetail } from "./spotlight.js";
import { normalizeImageSearch } from "./search-extras.js";

const item = {
  title: "Cat",
  illust_id: 1,
  illust_url: "https://i.pximg.net/c/768x1200_80/img-master/img/2024/01/01/00/00/00/1_p0_master1200.jpg",
  user_id: 2,
  user_name: "A",
  user_avatar: "https://i.pximg.net/user-profile/img/a.jpg",
};
const article = {
  title: "Cats",
  cover: "https://i-ogp.pximg.net/c/1200x630_80/img-master/img/2024/01/01/00/00/00/1_p0_master1200.jpg",
  desc: "Cats in the snow",
  items: [item],
  tags: [],
  related_latest: null,
  related_recommend: null,
};

describe("spotlight articles", () => {
  const rewrite = (url: string) => url.replace("https://i.pximg.net", "/-");

  it("reads the cover from i.pximg.net through the proxy", () => {
    const normalized = normalizeSpotlightDetail(9000, article, { rewriteImageUrl: rewrite });
    expect(normalized.cover).toBe("/-/c/1200x630_80/img-master/img/2024/01/01/00/00/00/1_p0_master1200.jpg");
    expect(isSpotlightArticleComplete(normalized)).toBe(true);
  });

  it.each([
    ["no description", { desc: " " }],
    ["no works", { items: [] }],
    ["an effect.png work", { items: [{ ...item, illust_url: "https://www.pixivision.net/effect.png" }] }],
  ])("falls back to the typed view with %s", (_, patch) => {
    expect(isSpotlightArticleComplete(normalizeSpotlightDetail(1, { ...article, ...patch }))).toBe(false);
  });
});

describe("normalizeImageSearch", () => {
  const result = (similarity: string, data: Record<string, unknown>) => ({
    header: { similarity, thumbnail: "https://i.pximg.net/t.jpg", index_id: 5, index_name: "Pixiv" },
    data,
  });

  it("keeps results with an id or a link above 50 %, best first", () => {
    const hits = normalizeImageSearch({
      header: { status: 0 },
      results: [
        result("62.5", { pixiv_id: 11 }),
        result("50.0", { pixiv_id: 12 }),
        result("97.1", { ext_urls: ["https://www.pixiv.net/artworks/13"] }),
        result("99.0", { title: "no id, no link" }),
      ],
    });
    expect(hits.map((hit) => [hit.id, hit.similarity])).toEqual([
      [null, 97.1],
      [11, 62.5],
    ]);
    expect(hits[0]?.url).toBe("https://www.pixiv.net/artworks/13");
  });
});
