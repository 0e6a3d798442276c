/**
 * Search's smaller bodies → domain values: trending tags as tag tiles (PRODUCT.md §3 Tag tile: name,
 * tname, pic), autocomplete suggestions (a tag's name and its translation), and SauceNAO answers as image-search hits (PRODUCT.md §5: kept
 * when they have a pixiv id or a link and a similarity above 50, best first).
 */
import type { z } from "zod";
import type { autocompleteBodySchema, trendingTagsBodySchema } from "../wire/discovery.js";
import type { ImageSearchBody } from "../wire/image-search.js";
import type { NormalizeOptions } from "./illust.js";

export interface TagTile {
  readonly name: string;
  /** The translated name, or "" when pixiv gives none. */
  readonly tname: string;
  readonly pic: string;
}

/** One autocomplete suggestion: a tag and, like a tag tile, its translated name ("" when none). */
export interface TagSuggestion {
  readonly name: string;
  readonly tname: string;
}

export interface ImageSearchHit {
  /** The pixiv work id, or null when only a link is known. */
  readonly id: number | null;
  readonly url: string | null;
  readonly title: string;
  readonly member_name: string;
  readonly thumbnail: string;
  /** Percent, 0–100. */
  readonly similarity: number;
}

/** Largest picture the image search accepts (pxv's server and the reference's pxve-api: 5 MB). */
export const IMAGE_SEARCH_UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
/** Image-search results at or below this similarity are dropped (PRODUCT.md §5). */
export const IMAGE_SEARCH_MIN_SIMILARITY = 50;

export function normalizeTrendingTags(
  raw: z.infer<typeof trendingTagsBodySchema>,
  options: NormalizeOptions = {},
): TagTile[] {
  const rewrite = options.rewriteImageUrl ?? ((url: string) => url);
  return raw.trend_tags.map((entry) => ({
    name: entry.tag,
    tname: entry.translated_name ?? "",
    pic: rewrite(entry.illust.image_urls.square_medium),
  }));
}

/** The suggested tags in pixiv's order, each once (the first of a name wins), none without a name. */
export function normalizeAutocomplete(raw: z.infer<typeof autocompleteBodySchema>): TagSuggestion[] {
  const seen = new Set<string>();
  return raw.tags.flatMap((tag) => {
    if (tag.name === "" || seen.has(tag.name)) return [];
    seen.add(tag.name);
    const tname = tag.translated_name?.trim() ?? "";
    return [{ name: tag.name, tname: tname === tag.name ? "" : tname }];
  });
}

export function normalizeImageSearch(raw: ImageSearchBody, options: NormalizeOptions = {}): ImageSearchHit[] {
  const rewrite = options.rewriteImageUrl ?? ((url: string) => url);
  return (raw.results ?? [])
    .map((result) => ({
      id: result.data.pixiv_id ?? null,
      url: result.data.ext_urls?.[0] ?? null,
      title: result.data.title ?? "",
      member_name: result.data.member_name ?? "",
      thumbnail: rewrite(result.header.thumbnail),
      similarity: Number(result.header.similarity),
    }))
    .filter((hit) => (hit.id !== null || hit.url !== null) && hit.similarity > IMAGE_SEARCH_MIN_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity);
}
