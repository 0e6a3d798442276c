/**
 * The paths of pixiv's image hosts (PIXIV.md §4.2), both ways: building the paths a work's or a
 * user's JSON points at, and reading a requested path back into what it asks for. The app API
 * emulator builds with it and the image hosts parse with it, so the two always agree. Paths here
 * have no leading slash and no host.
 */
import { hexDigits, streamFor } from "./catalogue/random.js";
import type { CatalogueUser } from "./catalogue/users.js";
import { imageDatePath } from "./catalogue/timeline.js";
import type { CatalogueWork } from "./catalogue/works.js";

export type MasterVariant = "square1200" | "master1200";
export type AvatarSize = 170 | 50;

/** A `c/<W>x<H>[_<quality>][_<flag>…]` size segment. */
export interface SizeSegment {
  readonly width: number;
  readonly height: number;
  /** The `_webp` flag: the bytes are WebP whatever the file name says. */
  readonly webp: boolean;
}

export type ImagePathRequest =
  | {
      readonly kind: "master";
      readonly box: SizeSegment | null;
      readonly datePath: string;
      readonly workId: number;
      /** null for ugoira, whose thumbnails have no `_p<n>`. */
      readonly page: number | null;
      readonly variant: MasterVariant;
    }
  | {
      readonly kind: "original";
      readonly datePath: string;
      readonly workId: number;
      /** null for ugoira's `_ugoira0` first frame. */
      readonly page: number | null;
      readonly extension: string;
    }
  | {
      readonly kind: "avatar";
      readonly box: SizeSegment | null;
      readonly datePath: string;
      readonly avatarNumber: number;
      readonly hex: string;
      readonly size: AvatarSize;
      readonly extension: string;
    };

const DATE = String.raw`(\d{4}/\d{2}/\d{2}/\d{2}/\d{2}/\d{2})`;
const SIZE = String.raw`(?:c/(\d{1,4})x(\d{1,4})((?:_[a-z0-9]+)*)/)?`;
const MASTER_PATH = new RegExp(
  String.raw`^${SIZE}img-master/img/${DATE}/(\d+)(?:_p(\d+))?_(square1200|master1200)\.jpg$`,
);
const ORIGINAL_PATH = new RegExp(String.raw`^img-original/img/${DATE}/(\d+)_(?:p(\d+)|ugoira0)\.([a-z]+)$`);
const AVATAR_PATH = new RegExp(
  String.raw`^${SIZE}user-profile/img/${DATE}/(\d+)_([0-9a-f]{32})_(170|50)\.([a-z]+)$`,
);

function workDatePath(work: CatalogueWork): string {
  return imageDatePath(work.postedAt);
}

/** `img-master/…/<id>[_p<n>]_<variant>.jpg` for a page of a work. */
export function masterPath(work: CatalogueWork, page: number, variant: MasterVariant): string {
  const pagePart = work.type === "ugoira" ? "" : `_p${page}`;
  return `img-master/img/${workDatePath(work)}/${work.id}${pagePart}_${variant}.jpg`;
}

/** `img-original/…/<id>_p<n>.<ext>`, or `<id>_ugoira0.jpg` for ugoira. */
export function originalPath(work: CatalogueWork, page: number): string {
  const name =
    work.type === "ugoira" ? `${work.id}_ugoira0.jpg` : `${work.id}_p${page}.${work.originalExtension}`;
  return `img-original/img/${workDatePath(work)}/${name}`;
}

/** `user-profile/…/<number>_<hex>_<size>.<ext>`, or null when the user has no uploaded avatar. */
export function avatarPath(user: CatalogueUser, size: AvatarSize): string | null {
  const avatar = user.avatar;
  if (avatar === null) return null;
  return `user-profile/img/${avatar.datePath}/${avatar.number}_${avatar.hex}_${size}.${avatar.extension}`;
}

/** Prefixes a path with a `c/<size>/` segment such as `360x360_10_webp`. */
export function sizedPath(size: string, path: string): string {
  return `c/${size}/${path}`;
}

function readSizeSegment(width?: string, height?: string, flags?: string): SizeSegment | null {
  if (width === undefined || height === undefined) return null;
  return { width: Number(width), height: Number(height), webp: (flags ?? "").split("_").includes("webp") };
}

const pageNumber = (text: string | undefined): number | null => (text === undefined ? null : Number(text));

/** What an i.pximg.net path asks for, or null when it follows none of the known patterns. */
export function parseImagePath(path: string): ImagePathRequest | null {
  const master = MASTER_PATH.exec(path);
  if (master) {
    const [, width, height, flags, datePath, id, page, variant] = master;
    return {
      kind: "master",
      box: readSizeSegment(width, height, flags),
      datePath: datePath as string,
      workId: Number(id),
      page: pageNumber(page),
      variant: variant as MasterVariant,
    };
  }
  const original = ORIGINAL_PATH.exec(path);
  if (original) {
    const [, datePath, id, page, extension] = original;
    return {
      kind: "original",
      datePath: datePath as string,
      workId: Number(id),
      page: pageNumber(page),
      extension: extension as string,
    };
  }
  const avatar = AVATAR_PATH.exec(path);
  if (avatar) {
    const [, width, height, flags, datePath, avatarNumber, hex, size, extension] = avatar;
    return {
      kind: "avatar",
      box: readSizeSegment(width, height, flags),
      datePath: datePath as string,
      avatarNumber: Number(avatarNumber),
      hex: hex as string,
      size: Number(size) as AvatarSize,
      extension: extension as string,
    };
  }
  return null;
}

/** `novel-cover-master/img/<date>/<id>_<hex>_<variant>.jpg`, or null when the novel has pixiv's default cover. */
export function novelCoverPath(
  novel: { readonly id: number; readonly cover: { readonly datePath: string; readonly hex: string } | null },
  variant: MasterVariant,
): string | null {
  if (novel.cover === null) return null;
  return `novel-cover-master/img/${novel.cover.datePath}/${novel.id}_${novel.cover.hex}_${variant}.jpg`;
}

/** pixiv's default novel covers on s.pximg.net: `common/images/novel_thumb/novel_thumb_<n>_<size>.jpg`. */
export const DEFAULT_NOVEL_COVER_COUNT = 4;
export function defaultNovelCoverPath(novelId: number, size: "128x128" | "176mw" | "240mw"): string {
  return `common/images/novel_thumb/novel_thumb_${(novelId % DEFAULT_NOVEL_COVER_COUNT) + 1}_${size}.jpg`;
}

/** `c/782x410_80_a2_g5/illust-series-cover-original/img/<date>/<32 letters>.jpg` for an illust series. */
export function illustSeriesCoverPath(datePath: string, name: string): string {
  return `c/782x410_80_a2_g5/illust-series-cover-original/img/${datePath}/${name}.jpg`;
}

/** A user's profile background (`c/1200x600_90_a2_g5/background/…`), or null when they have none. */
export function userBackgroundPath(user: CatalogueUser): string | null {
  const random = streamFor(user.id, "background", user.index);
  if (!random.chance(0.3)) return null;
  const datePath = imageDatePath(1_500_000_000 + random.int(0, 250_000_000));
  return `c/1200x600_90_a2_g5/background/img/${datePath}/${user.id}_${hexDigits(random, 32)}_master1200.jpg`;
}

const SERIES_COVER_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * The 32-character file name of an illust series cover: the series id in base 36 (8 characters),
 * then letters drawn from the id, so the image host can tell which series a cover is of.
 */
export function illustSeriesCoverName(seriesId: number): string {
  const random = streamFor(seriesId, "series-cover");
  const tail = Array.from({ length: 24 }, () => SERIES_COVER_LETTERS.charAt(random.int(0, 61))).join("");
  return `${seriesId.toString(36).padStart(8, "0")}${tail}`;
}

export const seriesIdOfCoverName = (name: string): number => Number.parseInt(name.slice(0, 8), 36);

/** `custom-thumb/img/<date>/<id>_p0_custom1200.jpg`: the square thumbnail pixiv's web pages use. */
export function customThumbPath(work: CatalogueWork): string {
  return `custom-thumb/img/${workDatePath(work)}/${work.id}_p0_custom1200.jpg`;
}

/** `img-zip-ugoira/img/<date>/<id>_ugoira<size>.zip` */
export function ugoiraZipPath(work: CatalogueWork, size: "600x600" | "1920x1080"): string {
  return `img-zip-ugoira/img/${workDatePath(work)}/${work.id}_ugoira${size}.zip`;
}
