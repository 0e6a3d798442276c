// Normalizers of the reading screens: user detail → Member, webview novel → NovelText, relay
// comment → Comment, with every image URL through the rewriter.
import { describe, expect, it } from "vitest";
import { rewriteImageUrl } from "../images.js";
import { normalizeAppComment, normalizeComment, normalizeMember, normalizeNovelText } from "./people.js";
import type { UserDetailBody } from "../wire/user.js";
import type { WebviewNovel } from "../wire/novel.js";

const options = { rewriteImageUrl: (url: string) => rewriteImageUrl(url) };

describe("normalizeMember", () => {
  it("reads the profile counts and rewrites the pictures", () => {
    const body = {
      user: {
        id: 7,
        name: "n",
        account: "a",
        profile_image_urls: { medium: "https://i.pximg.net/user-profile/x_170.jpg" },
        comment: "hi",
        is_followed: true,
      },
      profile: {
        webpage: "https://example.com/",
        gender: "female",
        birth: "",
        birth_day: "05-17",
        birth_year: 0,
        region: "Tokyo",
        address_id: 13,
        country_code: "JP",
        job: "",
        job_id: 0,
        total_follow_users: 3,
        total_mypixiv_users: 1,
        total_illusts: 10,
        total_manga: 2,
        total_novels: 4,
        total_illust_bookmarks_public: 9,
        total_illust_series: 1,
        total_novel_series: 0,
        background_image_url: "https://i.pximg.net/c/1200x600_90_a2_g5/background/img/x.jpg",
        twitter_account: "tw",
        twitter_url: "https://twitter.com/tw",
        pawoo_url: null,
        is_premium: true,
        is_using_custom_profile_image: false,
      },
      profile_publicity: {
        gender: "public",
        region: "public",
        birth_day: "public",
        birth_year: "public",
        job: "public",
        pawoo: true,
      },
      workspace: {},
    } as unknown as UserDetailBody;
    expect(normalizeMember(body, options)).toMatchObject({
      id: 7,
      avatar: "/-/user-profile/x_170.jpg",
      bgcover: "/-/c/1200x600_90_a2_g5/background/img/x.jpg",
      follow: 3,
      friend: 1,
      bookmarks: 9,
      illusts: 10,
      mangas: 2,
      novels: 4,
      illust_series: 1,
      novel_series: 0,
      region: "Tokyo",
      is_premium: true,
      is_followed: true,
      twitter_account: "tw",
    });
  });
});

describe("normalizeNovelText", () => {
  const raw = {
    id: "20000011",
    text: "[uploadedimage:5][pixivimage:9]",
    seriesId: "3",
    seriesTitle: "S",
    images: {
      "5": {
        novelImageId: "5",
        sl: "2",
        urls: {
          "1200x1200": "https://i.pximg.net/c/1200x1200/novel-cover-master/ci5.jpg",
          original: "https://i.pximg.net/o.jpg",
        },
      },
    },
    illusts: {
      "9": {
        visible: true,
        illust: { images: { small: null, medium: "https://i.pximg.net/img-master/9_p0_master1200.jpg" } },
      },
    },
    seriesNavigation: { prevNovel: { id: 1, title: "P" }, nextNovel: null },
  } as unknown as WebviewNovel;

  it("maps the embedded pictures and the series neighbours", () => {
    expect(normalizeNovelText(raw, options)).toEqual({
      id: 20000011,
      text: raw.text,
      embedImgs: { "5": "/-/c/1200x1200/novel-cover-master/ci5.jpg" },
      embedIllusts: { "9": "/-/img-master/9_p0_master1200.jpg" },
      prev: { id: 1, title: "P" },
      next: null,
      seriesId: 3,
      seriesTitle: "S",
    });
  });

  it("reads pixiv's empty maps ([]) and a missing navigation", () => {
    const text = normalizeNovelText({
      ...raw,
      images: [],
      illusts: [],
      seriesNavigation: null,
      seriesId: null,
    });
    expect(text).toMatchObject({ embedImgs: {}, embedIllusts: {}, prev: null, next: null, seriesId: null });
  });
});

describe("normalizeComment", () => {
  it("keeps the text as it is and builds the stamp picture", () => {
    const comment = normalizeComment(
      {
        id: "1",
        userId: "2",
        userName: "<script>",
        img: "/-/a.jpg",
        comment: "<img onerror=x>",
        commentDate: "2024-01-01 00:00",
        stampId: "301",
      },
      options,
    );
    expect(comment).toMatchObject({
      userName: "<script>",
      comment: "<img onerror=x>",
      stampUrl: "/~/common/images/stamp/generated-stamps/301_s.jpg",
      hasReplies: false,
      replyToUserId: null,
    });
  });
});

describe("normalizeAppComment", () => {
  const base = {
    id: 123,
    comment: "素敵(heart)",
    date: "2025-02-04T21:05:09+09:00",
    user: {
      id: 55,
      name: "作者",
      account: "author",
      profile_image_urls: { medium: "https://i.pximg.net/user-profile/img/a_170.jpg" },
    },
    has_replies: true,
    stamp: null,
  };
  const rewrite = (url: string): string =>
    url.replace("https://i.pximg.net", "/-").replace("https://s.pximg.net", "/~");

  it("keeps pixiv's wall-clock time and rewrites the avatar", () => {
    expect(normalizeAppComment(base, { rewriteImageUrl: rewrite })).toEqual({
      id: "123",
      userId: 55,
      userName: "作者",
      img: "/-/user-profile/img/a_170.jpg",
      comment: "素敵(heart)",
      commentDate: "2025-02-04 21:05",
      stampId: null,
      stampUrl: null,
      replyToUserId: null,
      replyToUserName: null,
      hasReplies: true,
    });
  });

  it("turns a stamp into its id and picture", () => {
    const stamp = {
      stamp_id: 301,
      stamp_url: "https://s.pximg.net/common/images/stamp/generated-stamps/301_s.jpg",
    };
    const comment = normalizeAppComment({ ...base, comment: "", stamp }, { rewriteImageUrl: rewrite });
    expect([comment.stampId, comment.stampUrl]).toEqual([
      "301",
      "/~/common/images/stamp/generated-stamps/301_s.jpg",
    ]);
  });
});
