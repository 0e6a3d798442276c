// Users of pixiv's web lists as user previews: Recomm4U's users in pixiv's order with the works
// pixiv picked (or, when it names none, the user's thumbnails), users without details left out,
// avatars and medium pictures on pxv's image paths.
import { describe, expect, it } from "vitest";
import { rewriteImageUrl } from "../images.js";
import { ajaxArtworkInfoSchema } from "../wire/ajax.js";
import { ajaxDiscoveryUsersSchema } from "../wire/ajax-account.js";
import { normalizeAjaxDiscoveryUsers, normalizeAjaxUserPreview } from "./ajax-user-preview.js";

const I = "https://i.pximg.net";
const rewrite = { rewriteImageUrl: (url: string) => rewriteImageUrl(url) };

const thumb = (id: string, userId: string, xRestrict = 0) => ({
  id,
  title: `work ${id}`,
  illustType: 0,
  xRestrict,
  restrict: 0,
  sl: 2,
  url: `${I}/c/250x250_80_a2/img-master/img/2026/11/18/10/07/11/${id}_p0_square1200.jpg`,
  description: "",
  tags: [],
  userId,
  userName: `user ${userId}`,
  width: 800,
  height: 600,
  pageCount: 1,
  isBookmarkable: true,
  bookmarkData: null,
  alt: "",
  createDate: "2026-11-18T01:07:11+00:00",
  updateDate: "2026-11-18T01:07:11+00:00",
  isUnlisted: false,
  aiType: 2,
});

const user = (userId: string, isFollowed = false) => ({
  userId,
  name: `user ${userId}`,
  image: `${I}/user-profile/img/2020/01/01/00/00/00/${userId}_50.jpg`,
  isFollowed,
});

describe("normalizeAjaxDiscoveryUsers", () => {
  it("keeps pixiv's order and picks, groups by userId when none is named, drops users without details", () => {
    const body = ajaxDiscoveryUsersSchema.parse({
      recommendedUsers: [
        { userId: "2", recentIllustIds: ["21", "22", "99"], recentNovelIds: [] },
        { userId: "3", recentIllustIds: [], recentNovelIds: [] },
        { userId: "4", recentIllustIds: ["41"], recentNovelIds: [] },
        { userId: "1", recentIllustIds: [], recentNovelIds: [] },
      ],
      users: [user("1"), user("2", true), user("3")],
      thumbnails: { illust: [thumb("22", "2"), thumb("21", "2", 1), thumb("31", "3"), thumb("41", "4")] },
    });
    const previews = normalizeAjaxDiscoveryUsers(body, rewrite);
    expect(previews.map((preview) => [preview.id, preview.is_followed])).toEqual([
      [2, true],
      [3, false],
      [1, false],
    ]);
    expect(previews[0]).toMatchObject({
      name: "user 2",
      account: "",
      avatar: "/-/user-profile/img/2020/01/01/00/00/00/2_50.jpg",
    });
    expect(previews[0]?.illusts).toEqual([
      {
        id: 21,
        title: "work 21",
        src: "/-/c/540x540_70/img-master/img/2026/11/18/10/07/11/21_p0_master1200.jpg",
        x_restrict: 1,
        illust_ai_type: 2,
        width: 800,
        height: 600,
      },
      expect.objectContaining({ id: 22, x_restrict: 0 }),
    ]);
    expect(previews[1]?.illusts.map((work) => work.id)).toEqual([31]);
    expect(previews[2]?.illusts).toEqual([]);
  });

  it("reads a followed user of /ajax/user/{id}/following the same way", () => {
    const preview = normalizeAjaxUserPreview(
      {
        userId: "5",
        name: "five",
        avatar: "https://s.pximg.net/common/images/no_profile_s.png",
        isFollowed: true,
      },
      [ajaxArtworkInfoSchema.parse(thumb("51", "5"))],
      rewrite,
    );
    expect(preview).toMatchObject({ id: 5, name: "five", avatar: "/~/common/images/no_profile_s.png" });
    expect(preview.illusts.map((work) => work.id)).toEqual([51]);
  });
});
