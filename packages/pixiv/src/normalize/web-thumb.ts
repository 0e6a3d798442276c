/**
 * pixiv web thumbnails → Artwork, for the lists pxv reads through the web proxy without signing in
 * (PRODUCT.md §B2.6): `/ajax` list items (ArtworkInfo: discovery, profile works, search) and
 * the touch API's popular list, and the web ranking (`/ranking.php?format=json`). A thumbnail URL is a square crop such as
 * `https://i.pximg.net/c/250x250_80_a2/img-master/img/…_p0_square1200.jpg` (or, through the web
 * relay, the same on the proxy path `/-/c/250x250_80_a2/…`); the pages are rebuilt
 * from it on pixiv's own size paths (square 360, master 540, master 600x1200). Web lists carry no
 * original URL, view or bookmark count: `o` is the large picture, counts are 0 unless given.
 */
import type { Artwork, ArtworkImage, ArtworkPagePicture, ArtworkType, XRestrict } from "../domain/artwork.js";
import type { z } from "zod";
import { PIXIV_UTC_OFFSET_HOURS } from "../constants.js";
import type { AjaxArtworkInfo, AjaxIllustPages, rankingPhpItemSchema } from "../wire/ajax.js";
import type { TouchPopularIllust } from "../wire/ajax-lists.js";
import type { NormalizeOptions } from "./illust.js";

/** The origin (or the relay's `/-`), the part after the size segment (`/img-master/img/…_p0`), and the extension. */
const THUMB_PATH =
  /^(https:\/\/[^/]+|\/-)\/c\/[^/]+(\/img-master\/img\/.+?)_(?:square|master|custom)1200\.(\w+)$/;

/** The four picture sizes of a work's first page from one of its thumbnails. */
export function pagesFromThumbnail(url: string): ArtworkImage {
  const match = THUMB_PATH.exec(url);
  if (match === null) return { s: url, m: url, l: url, o: url };
  const [, origin = "", path = "", ext = "jpg"] = match;
  const l = `${origin}/c/600x1200_90/${path.slice(1)}_master1200.${ext}`;
  return {
    s: `${origin}/c/360x360_70/${path.slice(1)}_square1200.${ext}`,
    m: `${origin}/c/540x540_70/${path.slice(1)}_master1200.${ext}`,
    l,
    o: l,
  };
}

const ILLUST_TYPES: readonly ArtworkType[] = ["illust", "manga", "ugoira"];

export function xRestrictOf(value: number): XRestrict {
  return value === 2 ? 2 : value === 1 ? 1 : 0;
}

/** pixiv's web dates come as ISO or as `YYYY-MM-DD hh:mm:ss` (JST); both become ISO with +09:00. */
function isoDate(text: string): string {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? `${text.replace(" ", "T")}+09:00` : text;
}

interface ThumbFields {
  readonly id: number;
  readonly title: string;
  readonly userId: number;
  readonly userName: string;
  readonly avatar: string;
  readonly created: string;
  readonly url: string;
  readonly tags: readonly string[];
  readonly width: number;
  readonly height: number;
  readonly pageCount: number;
  readonly xRestrict: number;
  readonly aiType: number;
  readonly illustType: number;
  readonly like: number;
  readonly bookmarked: boolean;
}

function fromThumb(fields: ThumbFields, options: NormalizeOptions): Artwork {
  const rewrite = options.rewriteImageUrl ?? ((url: string) => url);
  const page = pagesFromThumbnail(fields.url);
  return {
    id: fields.id,
    title: fields.title,
    caption: "",
    author: {
      id: fields.userId,
      name: fields.userName,
      account: "",
      avatar: fields.avatar === "" ? "" : rewrite(fields.avatar),
      is_followed: false,
    },
    created: isoDate(fields.created),
    images: [{ s: rewrite(page.s), m: rewrite(page.m), l: rewrite(page.l), o: rewrite(page.o) }],
    tags: fields.tags.map((name) => ({ name, translated_name: null })),
    tools: [],
    width: fields.width,
    height: fields.height,
    count: fields.pageCount,
    view: 0,
    like: fields.like,
    totalComment: null,
    x_restrict: xRestrictOf(fields.xRestrict),
    illust_ai_type: fields.aiType,
    type: ILLUST_TYPES[fields.illustType] ?? "illust",
    is_bookmarked: fields.bookmarked,
    series: null,
    visible: true,
    seasonal_effect: null,
    event_banners: [],
  };
}

/**
 * `/ajax/illust/{id}/pages` → every page with its own size: `thumb_mini` as the square, `small` (540)
 * as the medium, `regular` (master 1200) as the large, `original`.
 */
export function normalizeAjaxPages(
  raw: AjaxIllustPages,
  options: NormalizeOptions = {},
): ArtworkPagePicture[] {
  const rewrite = options.rewriteImageUrl ?? ((url: string) => url);
  return raw.map(({ urls, width, height }) => ({
    image: {
      s: rewrite(urls.thumb_mini),
      m: rewrite(urls.small),
      l: rewrite(urls.regular),
      o: rewrite(urls.original),
    },
    width,
    height,
  }));
}

/** An `/ajax` list item (ArtworkInfo) → Artwork. */
export function normalizeAjaxArtwork(raw: AjaxArtworkInfo, options: NormalizeOptions = {}): Artwork {
  return fromThumb(
    {
      id: Number(raw.id),
      title: raw.title,
      userId: Number(raw.userId),
      userName: raw.userName,
      avatar: raw.profileImageUrl ?? "",
      created: raw.createDate,
      url: raw.url,
      tags: raw.tags,
      width: raw.width,
      height: raw.height,
      pageCount: raw.pageCount,
      xRestrict: raw.xRestrict,
      aiType: raw.aiType,
      illustType: raw.illustType,
      like: 0,
      bookmarked: raw.bookmarkData !== null,
    },
    options,
  );
}

/** A touch API popular item (numbers as strings) → Artwork. */
export function normalizeTouchPopular(raw: TouchPopularIllust, options: NormalizeOptions = {}): Artwork {
  const bookmarks = (raw as { illust_bookmarks_count?: unknown }).illust_bookmarks_count;
  return fromThumb(
    {
      id: Number(raw.illust_id),
      title: raw.illust_title,
      userId: Number(raw.illust_user_id),
      userName: raw.user_name,
      avatar: "",
      created: raw.illust_create_date,
      url: raw.url,
      tags: raw.tags,
      width: Number(raw.illust_width),
      height: Number(raw.illust_height),
      pageCount: Number(raw.illust_page_count),
      xRestrict: Number(raw.illust_x_restrict),
      aiType: Number(raw.illust_ai_type),
      illustType: Number(raw.illust_type),
      like: typeof bookmarks === "string" || typeof bookmarks === "number" ? Number(bookmarks) || 0 : 0,
      bookmarked: false,
    },
    options,
  );
}

/** pixiv's seconds since the epoch → ISO 8601 at +09:00, as the app API writes dates. */
function isoFromTimestamp(seconds: number): string {
  const jst = new Date((seconds + PIXIV_UTC_OFFSET_HOURS * 3600) * 1000).toISOString().slice(0, 19);
  return `${jst}+${String(PIXIV_UTC_OFFSET_HOURS).padStart(2, "0")}:00`;
}

type RankingPhpItem = z.infer<typeof rankingPhpItemSchema>;

/**
 * A web ranking entry → Artwork. The web ranking does not say an entry's age restriction: it is the
 * ranking's (`xRestrict`, from the mode), as the reference viewer adds it.
 */
export function normalizeRankingPhpItem(
  raw: RankingPhpItem,
  xRestrict: XRestrict,
  options: NormalizeOptions = {},
): Artwork {
  return {
    ...fromThumb(
      {
        id: raw.illust_id,
        title: raw.title,
        userId: raw.user_id,
        userName: raw.user_name,
        avatar: raw.profile_img,
        created: isoFromTimestamp(raw.illust_upload_timestamp),
        url: raw.url,
        tags: raw.tags,
        width: raw.width,
        height: raw.height,
        pageCount: Number(raw.illust_page_count),
        xRestrict,
        aiType: 0,
        illustType: Number(raw.illust_type),
        like: raw.rating_count,
        bookmarked: raw.is_bookmarked,
      },
      options,
    ),
    view: raw.view_count,
  };
}
