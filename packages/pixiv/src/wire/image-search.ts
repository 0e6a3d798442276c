/**
 * SauceNAO's JSON answer (`search.php?output_type=2`), the image search pxv relays at
 * `/api/saucenao` (PRODUCT.md §B2.6: `{header, results:[{header:{similarity, thumbnail},
 * data:{pixiv_id, ext_urls, title, member_name, …}}]}`). Similarity is a string such as `"93.10"`.
 * A failed search has a negative (client) or positive (server) `header.status`, a `message`, and no
 * `results`. Unknown fields are kept.
 */
import "../schema-config.js";
import { z } from "zod";

/** SauceNAO's index of pixiv images. */
export const SAUCENAO_PIXIV_INDEX = 5;

export const imageSearchResultSchema = z.looseObject({
  header: z.looseObject({
    similarity: z.string().regex(/^\d{1,3}(\.\d+)?$/),
    thumbnail: z.url(),
    index_id: z.number().int(),
    index_name: z.string(),
    dupes: z.number().int().optional(),
    hidden: z.number().int().optional(),
  }),
  data: z.looseObject({
    ext_urls: z.array(z.url()).optional(),
    title: z.string().optional(),
    pixiv_id: z.number().int().positive().optional(),
    member_name: z.string().optional(),
    member_id: z.number().int().nonnegative().optional(),
    source: z.string().optional(),
  }),
});
export type ImageSearchResult = z.infer<typeof imageSearchResultSchema>;

export const imageSearchBodySchema = z.looseObject({
  header: z.looseObject({
    status: z.number().int(),
    results_requested: z.union([z.number().int(), z.string()]).optional(),
    results_returned: z.number().int().optional(),
    minimum_similarity: z.number().optional(),
    message: z.string().optional(),
  }),
  results: z.array(imageSearchResultSchema).optional(),
});
export type ImageSearchBody = z.infer<typeof imageSearchBodySchema>;
