/**
 * Catalogue novels as pixiv's app API writes them (PIXIV.md §3.0.2): `series` `{}` when none
 * (never null), tags with `added_by_uploaded_user`, cover URLs on i.pximg.net's novel-cover-master or
 * pixiv's default covers on s.pximg.net, `total_comments` in lists too. A bookmarked novel taken down
 * since comes back in bookmark lists as a placeholder, like a work (`visible: false`, no title, the
 * `limit_unknown` picture).
 */
import { I_PXIMG_ORIGIN, S_PXIMG_ORIGIN, type AppNovel } from "@pxv/pixiv";
import type { Catalogue } from "../catalogue/catalogue.js";
import type { CatalogueNovel } from "../catalogue/novels.js";
import { formatPixivDateTime } from "../catalogue/timeline.js";
import { defaultNovelCoverPath, novelCoverPath, sizedPath } from "../pximg-paths.js";
import { NO_MARKS, type ViewerMarks } from "./endpoint.js";
import { placeholderPictureUrl, placeholderUserJson, userMinJson } from "./illust-json.js";

export function novelImageUrls(novel: CatalogueNovel): {
  square_medium: string;
  medium: string;
  large: string;
} {
  const square = novelCoverPath(novel, "square1200");
  const master = novelCoverPath(novel, "master1200");
  if (square === null || master === null) {
    return {
      square_medium: `${S_PXIMG_ORIGIN}/${defaultNovelCoverPath(novel.id, "128x128")}`,
      medium: `${S_PXIMG_ORIGIN}/${defaultNovelCoverPath(novel.id, "176mw")}`,
      large: `${S_PXIMG_ORIGIN}/${defaultNovelCoverPath(novel.id, "240mw")}`,
    };
  }
  return {
    square_medium: `${I_PXIMG_ORIGIN}/${sizedPath("128x128", square)}`,
    medium: `${I_PXIMG_ORIGIN}/${sizedPath("176x352", master)}`,
    large: `${I_PXIMG_ORIGIN}/${sizedPath("240x480_80", master)}`,
  };
}

export function novelJson(
  catalogue: Catalogue,
  novel: CatalogueNovel,
  marks: ViewerMarks = NO_MARKS,
): AppNovel {
  return {
    id: novel.id,
    title: novel.title,
    caption: novel.caption,
    restrict: 0,
    x_restrict: novel.xRestrict,
    is_original: novel.isOriginal,
    image_urls: novelImageUrls(novel),
    create_date: formatPixivDateTime(novel.postedAt),
    tags: novel.tags.map((tag) => ({
      name: tag.name,
      translated_name: tag.translated,
      added_by_uploaded_user: tag.byUploader,
    })),
    page_count: novel.pageCount,
    text_length: novel.text.length,
    user: { ...userMinJson(catalogue.novelPoster(novel), "detail", marks) },
    series: novel.series === null ? {} : { id: novel.series.id, title: novel.series.title },
    is_bookmarked: marks.bookmarked("novel", novel.id),
    total_bookmarks: novel.totalBookmarks,
    total_view: novel.totalView,
    visible: true,
    total_comments: novel.totalComments,
    is_muted: false,
    is_mypixiv_only: novel.isMypixivOnly,
    is_x_restricted: false,
    novel_ai_type: novel.aiType,
    comment_access_control: 0,
    request: null,
  };
}

/** A novel that can no longer be shown (deleted, or private since), as a bookmark list carries it. */
export function placeholderNovelJson(id: number, createDate: string): AppNovel {
  const url = placeholderPictureUrl();
  return {
    id,
    title: "",
    caption: "",
    restrict: 0,
    x_restrict: 0,
    is_original: false,
    image_urls: { square_medium: url, medium: url, large: url },
    create_date: createDate,
    tags: [],
    page_count: 1,
    text_length: 0,
    user: placeholderUserJson(),
    series: {},
    is_bookmarked: false,
    total_bookmarks: 0,
    total_view: 0,
    visible: false,
    total_comments: 0,
    is_muted: false,
    is_mypixiv_only: false,
    is_x_restricted: false,
    novel_ai_type: 0,
  };
}
