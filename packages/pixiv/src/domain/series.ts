/**
 * Series domain types (PRODUCT.md §3 Illust series, Novel series): a series' heading as its page and the
 * user page's series tabs show it. Image URLs are already rewritten for the browser.
 */
export interface IllustSeriesDetail {
  readonly id: number;
  readonly title: string;
  readonly caption: string;
  /** The cover picture (cover_image_urls.medium). */
  readonly cover: string;
  readonly series_work_count: number;
  readonly width: number;
  readonly height: number;
  readonly user: { readonly id: number; readonly name: string; readonly avatar: string };
}

export interface NovelSeriesDetail {
  readonly id: number;
  readonly title: string;
  readonly caption: string;
  readonly content_count: number;
  readonly total_character_count: number;
  readonly is_concluded: boolean;
  readonly is_original: boolean;
  readonly user: { readonly id: number; readonly name: string; readonly avatar: string };
}
