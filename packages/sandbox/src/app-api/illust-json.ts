/**
 * Catalogue works and users as pixiv's app API writes them (PIXIV.md §3.0.1, §3.0.3): every field,
 * pixiv's key order, its quirks (`series` null, `meta_single_page` `{}` on multi-page works,
 * `meta_pages` `[]` on single pages, ugoira thumbnails without `_p0`), and the two flavours of image
 * URLs: list endpoints use `_webp` size segments, detail does not. Detail adds its own fields.
 */
import { I_PXIMG_ORIGIN, S_PXIMG_ORIGIN, type AppIllust } from "@pxv/pixiv";
import type { Catalogue } from "../catalogue/catalogue.js";
import { formatPixivDateTime } from "../catalogue/timeline.js";
import type { CatalogueUser } from "../catalogue/users.js";
import type { CatalogueWork } from "../catalogue/works.js";
import { NO_MARKS, type ViewerMarks } from "./endpoint.js";
import { avatarPath, masterPath, originalPath, sizedPath } from "../pximg-paths.js";

/** Lists (ranking, search, …) and `/v1/illust/detail` write works slightly differently. */
export type IllustView = "list" | "detail";

const THUMBNAIL_SIZES = {
  list: { squareMedium: "360x360_10_webp", medium: "540x540_70", large: "600x1200_90_webp" },
  detail: { squareMedium: "360x360_70", medium: "540x540_70", large: "600x1200_90" },
} as const;

const NO_PROFILE_URL = `${S_PXIMG_ORIGIN}/common/images/no_profile.png`;

const iPximgUrl = (path: string): string => `${I_PXIMG_ORIGIN}/${path}`;

/** A type alias, not an interface, so that it fits the schema's open (indexable) object type. */
type PageImageUrls = {
  square_medium: string;
  medium: string;
  large: string;
};

function pageImageUrls(work: CatalogueWork, page: number, view: IllustView): PageImageUrls {
  const sizes = THUMBNAIL_SIZES[view];
  return {
    square_medium: iPximgUrl(sizedPath(sizes.squareMedium, masterPath(work, page, "square1200"))),
    medium: iPximgUrl(sizedPath(sizes.medium, masterPath(work, page, "master1200"))),
    large: iPximgUrl(sizedPath(sizes.large, masterPath(work, page, "master1200"))),
  };
}

/** A user as embedded in works (user-min): the detail view adds `is_accept_request`. */
export function userMinJson(user: CatalogueUser, view: IllustView, marks: ViewerMarks = NO_MARKS) {
  const path = avatarPath(user, 170);
  return {
    id: user.id,
    name: user.name,
    account: user.account,
    profile_image_urls: { medium: path === null ? NO_PROFILE_URL : iPximgUrl(path) },
    is_followed: marks.followed(user.id),
    ...(view === "detail" ? { is_accept_request: user.isAcceptRequest } : {}),
  };
}

export function illustJson(
  catalogue: Catalogue,
  work: CatalogueWork,
  view: IllustView,
  marks: ViewerMarks = NO_MARKS,
): AppIllust {
  const multiPage = work.pageCount > 1;
  const restriction =
    work.restrictionAttributes === null ? {} : { restriction_attributes: [...work.restrictionAttributes] };
  const common = {
    id: work.id,
    title: work.title,
    type: work.type,
    image_urls: pageImageUrls(work, 0, view),
    caption: work.caption,
    restrict: 0,
    user: userMinJson(catalogue.poster(work), view, marks),
    tags: work.tags.map((tag) => ({ name: tag.name, translated_name: tag.translated })),
    tools: [...work.tools],
    create_date: formatPixivDateTime(work.postedAt),
    page_count: work.pageCount,
    width: work.width,
    height: work.height,
    sanity_level: work.sanityLevel,
    x_restrict: work.xRestrict,
    series: work.series === null ? null : { id: work.series.id, title: work.series.title },
    meta_single_page: multiPage ? {} : { original_image_url: iPximgUrl(originalPath(work, 0)) },
    meta_pages: multiPage
      ? Array.from({ length: work.pageCount }, (_, page) => ({
          image_urls: { ...pageImageUrls(work, page, view), original: iPximgUrl(originalPath(work, page)) },
        }))
      : [],
    total_view: work.totalView,
    total_bookmarks: work.totalBookmarks,
    is_bookmarked: marks.bookmarked("illust", work.id),
    visible: true,
    is_muted: false,
  };
  if (view === "list") {
    return { ...common, illust_ai_type: work.aiType, illust_book_style: work.bookStyle, ...restriction };
  }
  return {
    ...common,
    total_comments: work.totalComments,
    illust_ai_type: work.aiType,
    illust_book_style: work.bookStyle,
    ...restriction,
    comment_access_control: 0,
    request: null,
    event_banners: null,
    seasonal_effect_animation_urls: null,
  };
}

/** The author of a work that can no longer be shown: no name, no picture. */
export const placeholderUserJson = (userId = 0) => ({
  id: userId,
  name: "",
  account: "",
  profile_image_urls: { medium: NO_PROFILE_URL },
});

/** The picture pixiv shows in place of a work it will not show (`limit_unknown_360.png` and kin). */
export const placeholderPictureUrl = (image = "limit_unknown_360.png"): string =>
  `${S_PXIMG_ORIGIN}/common/images/${image}`;

/** A work that can no longer be shown (deleted, or private since), as pixiv lists it in bookmarks. */
export function placeholderIllustJson(
  id: number,
  createDate: string,
  image = "limit_unknown_360.png",
  userId = 0,
): AppIllust {
  const url = placeholderPictureUrl(image);
  return {
    id,
    title: "",
    type: "illust",
    image_urls: { square_medium: url, medium: url, large: url },
    caption: "",
    restrict: 0,
    user: placeholderUserJson(userId),
    tags: [],
    tools: [],
    create_date: createDate,
    page_count: 1,
    width: 100,
    height: 100,
    sanity_level: 0,
    x_restrict: 0,
    series: null,
    meta_single_page: { original_image_url: url },
    meta_pages: [],
    total_view: 0,
    total_bookmarks: 0,
    is_bookmarked: false,
    visible: false,
    is_muted: false,
    illust_ai_type: 0,
    illust_book_style: 0,
  };
}
