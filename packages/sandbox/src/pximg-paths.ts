/**
 * The paths of pixiv's image hosts (wire format §4.2), both ways: building the paths a work's or a
 * user's JSON points at, and reading a requested path back into what it asks for. The app API
 * emulator builds with it and the image hosts parse with it, so the two always agree. Paths here
 * have no leading slash and no host.
 */
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
