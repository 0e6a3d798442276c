/**
 * App API novel object → Novel. `series` is `{}` on the wire when a novel has none; it becomes null.
 * Every image URL goes through the caller's rewriter, as for illusts.
 */
import type { Novel } from "../domain/novel.js";
import type { AppNovel } from "../wire/novel.js";
import { keepImageUrl, workHeading, type NormalizeOptions } from "./illust.js";

export function normalizeNovel(raw: AppNovel, options: NormalizeOptions = {}): Novel {
  const rewrite = options.rewriteImageUrl ?? keepImageUrl;
  const series = "id" in raw.series ? { id: raw.series.id, title: raw.series.title } : null;
  return {
    ...workHeading(raw, rewrite),
    images: [
      {
        s: rewrite(raw.image_urls.square_medium),
        m: rewrite(raw.image_urls.medium),
        l: rewrite(raw.image_urls.large),
      },
    ],
    tags: raw.tags.map((tag) => ({ name: tag.name, translated_name: tag.translated_name })),
    text_length: raw.text_length,
    count: raw.page_count,
    view: raw.total_view ?? 0,
    like: raw.total_bookmarks ?? 0,
    x_restrict: raw.x_restrict,
    illust_ai_type: raw.novel_ai_type,
    is_original: raw.is_original,
    is_bookmarked: raw.is_bookmarked,
    series,
    visible: raw.visible,
  };
}
