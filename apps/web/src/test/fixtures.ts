/**
 * Test data for the web app: app-API illust objects in pixiv's wire shape (made up here, not
 * captured from real people) and the Artworks they normalize to.
 */
import { normalizeIllust, rewriteImageUrl, type Artwork } from "@pxv/pixiv";

export interface RawIllustOverrides {
  readonly id?: number;
  readonly title?: string;
  readonly pageCount?: number;
  readonly width?: number;
  readonly height?: number;
  readonly type?: "illust" | "manga" | "ugoira";
  readonly xRestrict?: 0 | 1 | 2;
  readonly aiType?: number;
  readonly caption?: string;
  readonly totalComments?: number;
  readonly userId?: number;
  readonly tags?: readonly string[];
}

const IMG = "https://i.pximg.net";

function pageUrls(id: number, page: number) {
  const path = `img/2026/11/20/12/00/00/${id}_p${page}`;
  return {
    square_medium: `${IMG}/c/360x360_70/img-master/${path}_square1200.jpg`,
    medium: `${IMG}/c/540x540_70/img-master/${path}_master1200.jpg`,
    large: `${IMG}/c/600x1200_90/img-master/${path}_master1200.jpg`,
    original: `${IMG}/img-original/${path}.png`,
  };
}

/** One app-API illust object, as /v1/illust/detail or a ranking list carries it. */
export function rawIllust(overrides: RawIllustOverrides = {}): Record<string, unknown> {
  const id = overrides.id ?? 130000001;
  const pageCount = overrides.pageCount ?? 1;
  const first = pageUrls(id, 0);
  return {
    id,
    title: overrides.title ?? `Test work ${id}`,
    type: overrides.type ?? "illust",
    image_urls: { square_medium: first.square_medium, medium: first.medium, large: first.large },
    caption: overrides.caption ?? "",
    restrict: 0,
    user: {
      id: overrides.userId ?? 5000,
      name: "Test Painter",
      account: "test_painter",
      profile_image_urls: { medium: `${IMG}/user-profile/img/2026/01/01/00/00/00/5000_abc_170.jpg` },
      is_followed: false,
    },
    tags:
      overrides.tags === undefined
        ? [
            { name: "オリジナル", translated_name: "original" },
            { name: "風景", translated_name: "landscape" },
          ]
        : overrides.tags.map((name) => ({ name, translated_name: null })),
    tools: ["CLIP STUDIO PAINT"],
    create_date: "2026-11-20T12:00:00+09:00",
    page_count: pageCount,
    width: overrides.width ?? 1200,
    height: overrides.height ?? 1600,
    sanity_level: 2,
    x_restrict: overrides.xRestrict ?? 0,
    series: null,
    meta_single_page: pageCount === 1 ? { original_image_url: first.original } : {},
    meta_pages:
      pageCount === 1
        ? []
        : Array.from({ length: pageCount }, (_, page) => ({ image_urls: pageUrls(id, page) })),
    total_view: 12345,
    total_bookmarks: 678,
    is_bookmarked: false,
    visible: true,
    is_muted: false,
    illust_ai_type: overrides.aiType ?? 1,
    illust_book_style: 0,
    ...(overrides.totalComments === undefined ? {} : { total_comments: overrides.totalComments }),
  };
}

/** The Artwork a raw illust normalizes to, through the same path the app uses. */
export function artwork(overrides: RawIllustOverrides = {}): Artwork {
  return normalizeIllust(rawIllust(overrides) as Parameters<typeof normalizeIllust>[0], { rewriteImageUrl });
}
