/**
 * zod schemas of the www.pixiv.net lists pxv's web proxy reads without signing in (PRODUCT.md
 * §B2.6): illust discovery, the touch API's popular list (old PHP: numbers as strings, not enveloped),
 * a user's tag cloud and works by tag, profile works by id, and artwork search. Bodies are what the
 * `{error, message, body}` envelope carries (`ajaxEnvelopeSchema(…)`), except the touch API's.
 */
import "../schema-config.js";
import { z } from "zod";
import { ajaxArtworkInfoSchema, pictureUrlSchema } from "./ajax.js";

const idString = z.string().regex(/^\d+$/);
/** The touch API writes numbers as strings; accept both. */
const phpNumber = z.union([idString, z.number().int().nonnegative()]);

/** `GET /ajax/illust/discovery?mode=safe|all|r18&max=` */
export const ajaxIllustDiscoverySchema = z.looseObject({ illusts: z.array(ajaxArtworkInfoSchema) });

/** One item of `GET /touch/ajax_api/ajax_api.php?mode=popular_illust&p=`. */
export const touchPopularIllustSchema = z.looseObject({
  illust_id: phpNumber,
  illust_title: z.string(),
  illust_user_id: phpNumber,
  user_name: z.string(),
  illust_create_date: z.string(),
  url: pictureUrlSchema,
  tags: z.array(z.string()),
  illust_width: phpNumber,
  illust_height: phpNumber,
  illust_page_count: phpNumber,
  illust_x_restrict: phpNumber,
  illust_ai_type: phpNumber,
  illust_type: phpNumber,
});
export type TouchPopularIllust = z.infer<typeof touchPopularIllustSchema>;
export const touchPopularIllustsBodySchema = z.array(touchPopularIllustSchema);

/** `GET /ajax/user/{id}/illusts/tags?lang=` — most used first; `tag_translation` "" when none. */
export const ajaxUserIllustTagsSchema = z.array(
  z.looseObject({ tag: z.string(), cnt: z.number().int().positive(), tag_translation: z.string() }),
);

/** `GET /ajax/user/{id}/illusts/tag?tag=&offset=&limit=` */
export const ajaxUserIllustsByTagSchema = z.looseObject({
  works: z.array(ajaxArtworkInfoSchema),
  total: z.number().int().nonnegative(),
});

/** `GET /ajax/user/{id}/profile/illusts?ids[]=…&work_category=illust|manga|illustManga` — works by id. */
export const ajaxProfileIllustsSchema = z.looseObject({
  works: z.record(idString, ajaxArtworkInfoSchema),
  extraData: z.looseObject({}).optional(),
});

const tagTranslationSchema = z.looseObject({
  en: z.string().nullable().optional(),
  ko: z.string().nullable().optional(),
  zh: z.string().nullable().optional(),
  zh_tw: z.string().nullable().optional(),
  romaji: z.string().nullable().optional(),
});

/** `GET /ajax/search/artworks/{word}?word&order&mode&p&s_mode&type` */
export const ajaxSearchArtworksSchema = z.looseObject({
  illustManga: z.looseObject({
    data: z.array(ajaxArtworkInfoSchema),
    total: z.number().int().nonnegative(),
    lastPage: z.number().int().positive(),
  }),
  popular: z.looseObject({
    recent: z.array(ajaxArtworkInfoSchema),
    permanent: z.array(ajaxArtworkInfoSchema),
  }),
  relatedTags: z.array(z.string()),
  tagTranslation: z.union([z.record(z.string(), tagTranslationSchema), z.array(z.never())]),
});
