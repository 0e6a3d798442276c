/**
 * App API illust object → Artwork. Every image URL goes through the caller's rewriter (normally
 * `rewriteImageUrl`, so the browser loads through the server's proxy).
 */
import type { Artwork, ArtworkAuthor, ArtworkImage } from "../domain/artwork.js";
import type { ImageUrlRewriter } from "../images.js";
import type { AppIllust } from "../wire/app-api.js";

export interface NormalizeOptions {
  readonly rewriteImageUrl?: ImageUrlRewriter;
}

/** The rewriter used when a caller gives none: URLs stay as pixiv sent them. */
export const keepImageUrl: ImageUrlRewriter = (url) => url;

/** An app-API user as the author of a work or the head of a user preview, avatar rewritten. */
export function normalizeAuthor(
  user: {
    readonly id: number;
    readonly name: string;
    readonly account: string;
    readonly profile_image_urls: { readonly medium: string };
    readonly is_followed?: boolean | undefined;
  },
  rewrite: ImageUrlRewriter,
): ArtworkAuthor {
  return {
    id: user.id,
    name: user.name,
    account: user.account,
    avatar: rewrite(user.profile_image_urls.medium),
    is_followed: user.is_followed ?? false,
  };
}

/** What a work and a novel begin with alike: id, title, caption, author (avatar rewritten), date. */
export function workHeading(
  raw: Pick<AppIllust, "id" | "title" | "caption" | "user" | "create_date">,
  rewrite: ImageUrlRewriter,
) {
  return {
    id: raw.id,
    title: raw.title,
    caption: raw.caption,
    author: normalizeAuthor(raw.user, rewrite),
    created: raw.create_date,
  };
}

/** The pages of a work: `meta_pages` for multi-page works, else the one page in `image_urls`. */
function pagesOf(raw: AppIllust): ArtworkImage[] {
  if (raw.meta_pages.length > 0) {
    return raw.meta_pages.map(({ image_urls: urls }) => ({
      s: urls.square_medium,
      m: urls.medium,
      l: urls.large,
      o: urls.original,
    }));
  }
  const urls = raw.image_urls;
  return [
    {
      s: urls.square_medium,
      m: urls.medium,
      l: urls.large,
      o: raw.meta_single_page.original_image_url ?? urls.large,
    },
  ];
}

export function normalizeIllust(raw: AppIllust, options: NormalizeOptions = {}): Artwork {
  const rewrite = options.rewriteImageUrl ?? keepImageUrl;
  return {
    ...workHeading(raw, rewrite),
    images: pagesOf(raw).map((page) => ({
      s: rewrite(page.s),
      m: rewrite(page.m),
      l: rewrite(page.l),
      o: rewrite(page.o),
    })),
    tags: raw.tags.map((tag) => ({ name: tag.name, translated_name: tag.translated_name })),
    tools: raw.tools,
    width: raw.width,
    height: raw.height,
    count: raw.page_count,
    view: raw.total_view ?? 0,
    like: raw.total_bookmarks ?? 0,
    totalComment: raw.total_comments ?? null,
    x_restrict: raw.x_restrict,
    illust_ai_type: raw.illust_ai_type ?? 0,
    type: raw.type,
    is_bookmarked: raw.is_bookmarked,
    series: raw.series ? { id: raw.series.id, title: raw.series.title } : null,
    visible: raw.visible,
    seasonal_effect: raw.seasonal_effect_animation_urls ?? null,
    event_banners: (raw.event_banners ?? []).map((banner) => ({
      tap_url: banner.tap_url ?? "",
      icon_url: rewrite(banner.icon_url ?? ""),
      title: banner.title ?? "",
    })),
  };
}
