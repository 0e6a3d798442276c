// Normalizers of the browsing lists: web thumbnails (discovery, popular, web ranking) rebuilt on
// pixiv's size paths, app-API novels (series `{}` → null) and user previews.
import { describe, expect, it } from "vitest";
import { ajaxArtworkInfoSchema, ajaxIllustPagesSchema, rankingPhpItemSchema } from "../wire/ajax.js";
import { touchPopularIllustSchema } from "../wire/ajax-lists.js";
import { novelSchema } from "../wire/novel.js";
import { rewriteImageUrl } from "../images.js";
import { normalizeNovel } from "./novel.js";
import { normalizeUserPreview } from "./user-preview.js";
import {
  normalizeAjaxArtwork,
  normalizeAjaxPages,
  normalizeRankingPhpItem,
  normalizeTouchPopular,
  pagesFromThumbnail,
} from "./web-thumb.js";

const I = "https://i.pximg.net";
const PATH = "img-master/img/2026/11/18/10/07/11/146457900_p0";
const rewrite = { rewriteImageUrl: (url: string) => rewriteImageUrl(url) };

describe("pagesFromThumbnail", () => {
  it("rebuilds the square, medium and large pictures from a square crop", () => {
    expect(pagesFromThumbnail(`${I}/c/250x250_80_a2/${PATH}_square1200.jpg`)).toEqual({
      s: `${I}/c/360x360_70/${PATH}_square1200.jpg`,
      m: `${I}/c/540x540_70/${PATH}_master1200.jpg`,
      l: `${I}/c/600x1200_90/${PATH}_master1200.jpg`,
      o: `${I}/c/600x1200_90/${PATH}_master1200.jpg`,
    });
  });

  it("rebuilds them on the relay's proxy path, never going back to pixiv's host", () => {
    expect(pagesFromThumbnail(`/-/c/250x250_80_a2/${PATH}_square1200.jpg`)).toEqual({
      s: `/-/c/360x360_70/${PATH}_square1200.jpg`,
      m: `/-/c/540x540_70/${PATH}_master1200.jpg`,
      l: `/-/c/600x1200_90/${PATH}_master1200.jpg`,
      o: `/-/c/600x1200_90/${PATH}_master1200.jpg`,
    });
  });

  it("keeps a URL of another shape as it is", () => {
    const odd = `${I}/img-original/img/2026/01/01/00/00/00/1_p0.png`;
    expect(pagesFromThumbnail(odd)).toEqual({ s: odd, m: odd, l: odd, o: odd });
  });
});

describe("web list items", () => {
  it("turns a discovery item into an Artwork through the image proxy", () => {
    const raw = ajaxArtworkInfoSchema.parse({
      id: "146457900",
      title: "硝子の森",
      illustType: 2,
      xRestrict: 0,
      restrict: 0,
      sl: 2,
      url: `${I}/c/250x250_80_a2/${PATH}_square1200.jpg`,
      description: "",
      tags: ["オリジナル", "うさぎ"],
      userId: "67846840",
      userName: "藍",
      width: 1297,
      height: 1616,
      pageCount: 11,
      isBookmarkable: true,
      bookmarkData: null,
      alt: "",
      createDate: "2026-11-18T01:07:11+00:00",
      updateDate: "2026-11-18T01:07:11+00:00",
      isUnlisted: false,
      aiType: 1,
      profileImageUrl: "https://s.pximg.net/common/images/no_profile_s.png",
    });
    const work = normalizeAjaxArtwork(raw, rewrite);
    expect(work).toMatchObject({
      id: 146457900,
      type: "ugoira",
      count: 11,
      width: 1297,
      height: 1616,
      author: { id: 67846840, name: "藍", avatar: "/~/common/images/no_profile_s.png" },
      tags: [
        { name: "オリジナル", translated_name: null },
        { name: "うさぎ", translated_name: null },
      ],
    });
    expect(work.images[0]?.m).toBe(`/-/c/540x540_70/${PATH}_master1200.jpg`);
  });

  it("reads the touch API's numbers written as strings and its JST dates", () => {
    const raw = touchPopularIllustSchema.parse({
      illust_id: "146549527",
      illust_title: "金魚",
      illust_user_id: "53669877",
      user_name: "Lumen",
      illust_create_date: "2026-11-21 11:21:39",
      url: `${I}/c/360x360_70/${PATH}_square1200.jpg`,
      tags: ["オリジナル"],
      illust_width: "2271",
      illust_height: "817",
      illust_page_count: "1",
      illust_x_restrict: "1",
      illust_ai_type: "2",
      illust_type: "1",
      illust_bookmarks_count: "39487",
    });
    expect(normalizeTouchPopular(raw)).toMatchObject({
      id: 146549527,
      width: 2271,
      height: 817,
      x_restrict: 1,
      illust_ai_type: 2,
      type: "manga",
      like: 39487,
      created: "2026-11-21T11:21:39+09:00",
    });
  });

  it("gives web ranking entries the ranking's restriction, counts and JST date", () => {
    const raw = rankingPhpItemSchema.parse({
      title: "薄明",
      date: "2026年11月19日 06:44",
      tags: ["R-18"],
      url: `${I}/c/480x960/${PATH}_master1200.jpg`,
      illust_type: "0",
      illust_book_style: "0",
      illust_page_count: "3",
      user_name: "小鳥遊",
      profile_img: `${I}/user-profile/img/2022/05/26/23/45/23/1_50.png`,
      illust_content_type: { sexual: 2 },
      illust_series: false,
      illust_id: 146483700,
      width: 1000,
      height: 1400,
      user_id: 13239133,
      rank: 1,
      yes_rank: 0,
      rating_count: 30650,
      view_count: 383175,
      illust_upload_timestamp: 1795470274,
      attr: "",
      is_bookmarked: false,
      bookmarkable: true,
    });
    expect(normalizeRankingPhpItem(raw, 1, rewrite)).toMatchObject({
      id: 146483700,
      x_restrict: 1,
      count: 3,
      like: 30650,
      view: 383175,
      created: "2026-11-24T06:44:34+09:00",
      images: [{ m: `/-/c/540x540_70/${PATH}_master1200.jpg` }],
    });
  });
});

const appNovel = {
  id: 26422534,
  title: "夜の図書館",
  caption: "<b>caption</b>",
  restrict: 0,
  x_restrict: 0,
  is_original: true,
  image_urls: {
    square_medium: `${I}/c/240x240_80/novel-cover-master/img/2026/11/20/00/00/00/26422534_square1200.jpg`,
    medium: `${I}/c/176x352/novel-cover-master/img/2026/11/20/00/00/00/26422534_master1200.jpg`,
    large: `${I}/c/240x480_80/novel-cover-master/img/2026/11/20/00/00/00/26422534_master1200.jpg`,
  },
  create_date: "2026-11-20T00:00:00+09:00",
  tags: [{ name: "オリジナル", translated_name: "original", added_by_uploaded_user: true }],
  page_count: 2,
  text_length: 12345,
  user: {
    id: 7,
    name: "Writer",
    account: "writer",
    profile_image_urls: { medium: `${I}/user-profile/img/a_170.jpg` },
  },
  series: {},
  is_bookmarked: false,
  total_bookmarks: 10,
  total_view: 100,
  visible: true,
  total_comments: 0,
  is_muted: false,
  is_mypixiv_only: false,
  is_x_restricted: false,
  novel_ai_type: 2,
};

describe("normalizeNovel", () => {
  it("keeps what lists show, with the AI type where the content filter reads it", () => {
    const novel = normalizeNovel(novelSchema.parse(appNovel), rewrite);
    expect(novel).toMatchObject({
      id: 26422534,
      text_length: 12345,
      count: 2,
      like: 10,
      view: 100,
      illust_ai_type: 2,
      series: null,
      author: { id: 7, avatar: "/-/user-profile/img/a_170.jpg", is_followed: false },
    });
    expect(novel.images[0].m.startsWith("/-/c/176x352/")).toBe(true);
  });

  it("keeps a series when there is one", () => {
    const novel = normalizeNovel(novelSchema.parse({ ...appNovel, series: { id: 9, title: "Saga" } }));
    expect(novel.series).toEqual({ id: 9, title: "Saga" });
  });
});

describe("normalizeUserPreview", () => {
  it("keeps the user and each work's picture, size and flags", () => {
    const preview = normalizeUserPreview(
      {
        user: {
          id: 7,
          name: "Painter",
          account: "painter",
          profile_image_urls: { medium: `${I}/u_170.jpg` },
          is_followed: true,
        },
        illusts: [
          {
            id: 1,
            title: "One",
            image_urls: { medium: `${I}/c/540x540_70/one.jpg` },
            x_restrict: 1,
            illust_ai_type: 2,
            width: 100,
            height: 200,
          } as never,
        ],
      },
      rewrite,
    );
    expect(preview).toEqual({
      id: 7,
      name: "Painter",
      account: "painter",
      avatar: "/-/u_170.jpg",
      is_followed: true,
      illusts: [
        {
          id: 1,
          title: "One",
          src: "/-/c/540x540_70/one.jpg",
          x_restrict: 1,
          illust_ai_type: 2,
          width: 100,
          height: 200,
        },
      ],
    });
  });
});

describe("normalizeAjaxPages", () => {
  it("keeps every page in order with its own size, pictures rewritten", () => {
    const page = (n: number, width: number, height: number) => ({
      urls: {
        thumb_mini: `${I}/c/128x128/${PATH.replace("_p0", `_p${String(n)}`)}_square1200.jpg`,
        small: `${I}/c/540x540_70/${PATH.replace("_p0", `_p${String(n)}`)}_master1200.jpg`,
        regular: `${I}/${PATH.replace("_p0", `_p${String(n)}`)}_master1200.jpg`,
        original: `${I}/img-original/img/2026/11/18/10/07/11/146457900_p${String(n)}.png`,
      },
      width,
      height,
    });
    const pages = normalizeAjaxPages(
      ajaxIllustPagesSchema.parse([page(0, 1000, 1400), page(1, 1200, 800)]),
      rewrite,
    );
    expect(pages).toEqual([
      {
        image: {
          s: `/-/c/128x128/${PATH}_square1200.jpg`,
          m: `/-/c/540x540_70/${PATH}_master1200.jpg`,
          l: `/-/${PATH}_master1200.jpg`,
          o: "/-/img-original/img/2026/11/18/10/07/11/146457900_p0.png",
        },
        width: 1000,
        height: 1400,
      },
      expect.objectContaining({ width: 1200, height: 800 }),
    ]);
    expect(pages[1]?.image.m).toBe(`/-/c/540x540_70/${PATH.replace("_p0", "_p1")}_master1200.jpg`);
  });
});
