// Reading image paths back: each pattern of PIXIV.md §4.2, and paths that follow none.
import { describe, expect, it } from "vitest";
import { parseImagePath } from "./pximg-paths.js";

const DATE = "2025/02/04/12/00/18";

describe("parseImagePath", () => {
  it("reads sized master renditions, with their flags", () => {
    expect(parseImagePath(`c/360x360_10_webp/img-master/img/${DATE}/126884199_p3_square1200.jpg`)).toEqual({
      kind: "master",
      box: { width: 360, height: 360, webp: true },
      datePath: DATE,
      workId: 126884199,
      page: 3,
      variant: "square1200",
    });
    expect(parseImagePath(`c/250x250_80_a2/img-master/img/${DATE}/1_p0_master1200.jpg`)).toMatchObject({
      box: { width: 250, height: 250, webp: false },
      variant: "master1200",
    });
  });

  it("reads unsized masters and ugoira thumbnails without a page", () => {
    expect(parseImagePath(`img-master/img/${DATE}/99565513_master1200.jpg`)).toMatchObject({
      kind: "master",
      box: null,
      page: null,
    });
  });

  it("reads originals and ugoira's first frame", () => {
    expect(parseImagePath(`img-original/img/${DATE}/126884199_p0.png`)).toEqual({
      kind: "original",
      datePath: DATE,
      workId: 126884199,
      page: 0,
      extension: "png",
    });
    expect(parseImagePath(`img-original/img/${DATE}/99565513_ugoira0.jpg`)).toMatchObject({ page: null });
  });

  it("reads avatars at both sizes", () => {
    const hex = "0123456789abcdef0123456789abcdef";
    expect(parseImagePath(`user-profile/img/${DATE}/23368434_${hex}_50.png`)).toEqual({
      kind: "avatar",
      box: null,
      datePath: DATE,
      avatarNumber: 23368434,
      hex,
      size: 50,
      extension: "png",
    });
  });

  it.each([
    "",
    "img-master/img/2025/02/04/126884199_p0_master1200.jpg",
    `img-master/img/${DATE}/126884199_p0_master1200.png`,
    `img-master/img/${DATE}/126884199_p0_custom1200.jpg`,
    `c/360x360/../img-master/img/${DATE}/1_p0_master1200.jpg`,
    `img-original/img/${DATE}/126884199.png`,
    `user-profile/img/${DATE}/1_nothex_170.jpg`,
  ])("answers null for %j", (path) => {
    expect(parseImagePath(path)).toBeNull();
  });
});
