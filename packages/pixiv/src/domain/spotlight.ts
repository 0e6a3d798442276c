/**
 * Spotlight (pixivision) domain types (PRODUCT.md §3 Spotlight): a list card; an illustration article
 * with cover, description and featured works; the typed view of any article (its HTML body); and
 * the related-article blocks both views end with. Image URLs are already rewritten for the browser.
 */
import type { PIXIVISION_LIST_TYPES } from "../wire/pixivision.js";

export type SpotlightCategory = (typeof PIXIVISION_LIST_TYPES)[number];

export interface SpotlightTag {
  readonly id: number;
  readonly name: string;
}

export interface SpotlightCard {
  readonly id: number;
  readonly title: string;
  readonly thumbnail: string;
  /** ISO date, or "" when the source gives none (sidebar cards). */
  readonly date: string;
  readonly tags: readonly SpotlightTag[];
}

export interface SpotlightRelated {
  readonly tag_name: string;
  readonly items: readonly { readonly id: number; readonly title: string; readonly thumbnail: string }[];
}

export interface SpotlightItem {
  readonly illust_id: number;
  readonly title: string;
  readonly illust_url: string;
  readonly user_id: number;
  readonly user_name: string;
  readonly user_avatar: string;
}

export interface SpotlightDetail {
  readonly id: number;
  readonly title: string;
  readonly cover: string;
  readonly desc: string;
  readonly items: readonly SpotlightItem[];
  readonly tags: readonly SpotlightTag[];
  readonly related_latest: SpotlightRelated | null;
  readonly related_recommend: SpotlightRelated | null;
}

export interface SpotlightTypedDetail {
  readonly id: number;
  readonly title: string;
  readonly date: string;
  /** The article body HTML with image URLs rewritten; unsanitized: sanitize before showing it. */
  readonly content: string;
  readonly tags: readonly SpotlightTag[];
  readonly related_latest: SpotlightRelated | null;
  readonly related_recommend: SpotlightRelated | null;
}

export interface SpotlightPage {
  readonly articles: readonly SpotlightCard[];
  /** Page 1 of the home list also carries the ranking and the editors' picks. */
  readonly rank: readonly SpotlightCard[];
  readonly recommend: readonly SpotlightCard[];
}
