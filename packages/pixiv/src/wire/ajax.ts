/**
 * zod schemas of pixiv's web AJAX API on www.pixiv.net (PIXIV.md §5), used in web-login mode: the
 * `{error, message, body}` envelope, artwork detail and pages, list items (ArtworkInfo), users and
 * profiles, bookmarks, feeds, comments, bookmark add; and the un-enveloped `/ranking.php?format=json`.
 * Ids are strings here; empty maps come as `[]`.
 */
import "../schema-config.js";
import { z } from "zod";
import { IMAGE_PROXY_PATH } from "../images.js";

/** `{error:false, message:"", body}`; on failure `{error:true, message, body: [] | null}`. */
export const ajaxEnvelopeSchema = <T extends z.ZodType>(body: T) =>
  z.looseObject({ error: z.literal(false), message: z.string(), body });

export const ajaxErrorSchema = z.looseObject({
  error: z.literal(true),
  message: z.string(),
  body: z.union([z.array(z.unknown()), z.null()]),
});

const idString = z.string().regex(/^\d+$/);

/**
 * A picture: pixiv's own URL, or the proxy path the web relay answers it as (`/-/…`, `/~/…`),
 * read as it is (images.ts puts both on the image host).
 */
export const pictureUrlSchema = z.union([z.url(), z.string().regex(IMAGE_PROXY_PATH)]);

export const ajaxArtworkInfoSchema = z.looseObject({
  id: idString,
  title: z.string(),
  illustType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  xRestrict: z.number().int(),
  restrict: z.number().int(),
  sl: z.number().int(),
  url: pictureUrlSchema,
  description: z.string(),
  tags: z.array(z.string()),
  userId: idString,
  userName: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  pageCount: z.number().int().positive(),
  isBookmarkable: z.boolean(),
  bookmarkData: z.looseObject({ id: idString, private: z.boolean() }).nullable(),
  alt: z.string(),
  createDate: z.string(),
  updateDate: z.string(),
  isUnlisted: z.boolean(),
  aiType: z.number().int(),
  profileImageUrl: pictureUrlSchema.optional(),
});
export type AjaxArtworkInfo = z.infer<typeof ajaxArtworkInfoSchema>;

export const ajaxIllustSchema = z.looseObject({
  illustId: idString,
  illustTitle: z.string(),
  illustComment: z.string(),
  id: idString,
  title: z.string(),
  description: z.string(),
  illustType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  createDate: z.string(),
  uploadDate: z.string(),
  restrict: z.number().int(),
  xRestrict: z.number().int(),
  sl: z.number().int(),
  urls: z.looseObject({
    mini: pictureUrlSchema.nullable(),
    thumb: pictureUrlSchema.nullable(),
    small: pictureUrlSchema.nullable(),
    regular: pictureUrlSchema.nullable(),
    original: pictureUrlSchema.nullable(),
  }),
  tags: z.looseObject({
    authorId: idString,
    isLocked: z.boolean(),
    tags: z.array(
      z.looseObject({
        tag: z.string(),
        locked: z.boolean(),
        deletable: z.boolean(),
        userId: idString.optional(),
        userName: z.string().optional(),
        translation: z.looseObject({ en: z.string() }).optional(),
      }),
    ),
    writable: z.boolean(),
  }),
  userId: idString,
  userName: z.string(),
  userAccount: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  pageCount: z.number().int().positive(),
  bookmarkCount: z.number().int().nonnegative(),
  likeCount: z.number().int().nonnegative(),
  commentCount: z.number().int().nonnegative(),
  viewCount: z.number().int().nonnegative(),
  isBookmarkable: z.boolean(),
  bookmarkData: z.looseObject({ id: idString, private: z.boolean() }).nullable(),
  likeData: z.boolean(),
  isUnlisted: z.boolean(),
  aiType: z.number().int(),
});

export const ajaxIllustPagesSchema = z.array(
  z.looseObject({
    urls: z.looseObject({
      thumb_mini: pictureUrlSchema,
      small: pictureUrlSchema,
      regular: pictureUrlSchema,
      original: pictureUrlSchema,
    }),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
);

export type AjaxIllustPages = z.infer<typeof ajaxIllustPagesSchema>;

export const ajaxUgoiraMetaSchema = z.looseObject({
  src: pictureUrlSchema,
  originalSrc: pictureUrlSchema,
  mime_type: z.string(),
  frames: z.array(z.looseObject({ file: z.string(), delay: z.number().int() })),
});

export const ajaxUserSchema = z.looseObject({
  userId: idString,
  name: z.string(),
  image: pictureUrlSchema,
  imageBig: pictureUrlSchema,
  premium: z.boolean(),
  isFollowed: z.boolean(),
  isMypixiv: z.boolean(),
  isBlocking: z.boolean(),
  background: z.looseObject({ url: pictureUrlSchema.nullable() }).nullable(),
  partial: z.number().int(),
  acceptRequest: z.boolean(),
});

const idMap = z.union([z.record(idString, z.null()), z.array(z.never())]);

export const ajaxProfileAllSchema = z.looseObject({
  illusts: idMap,
  manga: idMap,
  novels: idMap,
  mangaSeries: z.array(z.unknown()),
  novelSeries: z.array(z.unknown()),
  pickup: z.array(z.unknown()),
  bookmarkCount: z.looseObject({
    public: z.looseObject({ illust: z.number().int(), novel: z.number().int() }),
    private: z.looseObject({ illust: z.number().int(), novel: z.number().int() }),
  }),
});

export const ajaxBookmarksSchema = z.looseObject({
  works: z.array(ajaxArtworkInfoSchema),
  total: z.number().int(),
});

/** `GET /ajax/user/{id}/illusts/bookmark/tags`: private tags only for the owner's session. */
export const ajaxBookmarkTagsSchema = z.looseObject({
  public: z.array(z.looseObject({ tag: z.string(), cnt: z.number().int().nonnegative() })),
  private: z.array(z.looseObject({ tag: z.string(), cnt: z.number().int().nonnegative() })),
});

export const ajaxFollowLatestSchema = z.looseObject({
  page: z.looseObject({ isLastPage: z.boolean(), ids: z.array(z.number().int()) }),
  thumbnails: z.looseObject({ illust: z.array(ajaxArtworkInfoSchema) }),
});

export const ajaxDiscoverySchema = z.looseObject({
  thumbnails: z.looseObject({ illust: z.array(ajaxArtworkInfoSchema) }),
});

export const ajaxCommentSchema = z.looseObject({
  userId: idString,
  userName: z.string(),
  isDeletedUser: z.boolean(),
  img: pictureUrlSchema,
  id: idString,
  comment: z.string(),
  stampId: idString.nullable(),
  commentDate: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
  commentParentId: idString.nullable(),
  commentUserId: idString,
  editable: z.boolean(),
  hasReplies: z.boolean().optional(),
});

export const ajaxCommentsSchema = z.looseObject({
  comments: z.array(ajaxCommentSchema),
  hasNext: z.boolean(),
});

export const ajaxBookmarkAddSchema = z.looseObject({ last_bookmark_id: idString });

export const rankingPhpItemSchema = z.looseObject({
  title: z.string(),
  date: z.string(),
  tags: z.array(z.string()),
  url: pictureUrlSchema,
  illust_type: z.enum(["0", "1", "2"]),
  illust_book_style: z.string(),
  illust_page_count: z.string().regex(/^\d+$/),
  user_name: z.string(),
  profile_img: pictureUrlSchema,
  illust_content_type: z.looseObject({ sexual: z.number().int() }),
  illust_series: z.union([z.literal(false), z.looseObject({})]),
  illust_id: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  user_id: z.number().int().nonnegative(),
  rank: z.number().int().positive(),
  yes_rank: z.number().int().nonnegative(),
  rating_count: z.number().int().nonnegative(),
  view_count: z.number().int().nonnegative(),
  illust_upload_timestamp: z.number().int(),
  attr: z.string(),
  is_bookmarked: z.boolean(),
  bookmarkable: z.boolean(),
});

/** `GET /ranking.php?format=json` — not enveloped. */
export const rankingPhpBodySchema = z.looseObject({
  contents: z.array(rankingPhpItemSchema),
  mode: z.string(),
  content: z.string(),
  page: z.number().int().positive(),
  prev: z.union([z.number().int(), z.literal(false)]),
  next: z.union([z.number().int(), z.literal(false)]),
  date: z.string().regex(/^\d{8}$/),
  prev_date: z.union([z.string(), z.literal(false)]),
  next_date: z.union([z.string(), z.literal(false)]),
  rank_total: z.number().int().nonnegative(),
});
