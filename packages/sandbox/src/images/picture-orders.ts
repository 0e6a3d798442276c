/**
 * Which picture an image path asks for. For i.pximg.net, a path is answered only when it is exactly
 * the path the catalogue would give (work or avatar exists, date segment, page number within the
 * work, `_p<n>` or ugoira naming, extension), so a wrong URL is a 404 as on pixiv. For s.pximg.net,
 * pixiv's fixed placeholders. The answer is an order for the renderer: what to draw, in which
 * format, and the Last-Modified date.
 */
import { isPublished, type Catalogue } from "../catalogue/catalogue.js";
import { combine, hashString } from "../catalogue/random.js";
import { timeOfImageDatePath } from "../catalogue/timeline.js";
import { textPageSpec } from "../catalogue/text-pages.js";
import { pageSize } from "../catalogue/works.js";
import {
  avatarPath,
  masterPath,
  originalPath,
  parseImagePath,
  type ImagePathRequest,
  type SizeSegment,
} from "../pximg-paths.js";
import { orderExtraIPximgPicture, orderExtraSPximgPicture } from "./extra-orders.js";
import { fitInside, framePicture, type PixelSize } from "./picture-geometry.js";
import type { PictureFormat, PictureOrder } from "./picture-renderer.js";

export type { PictureOrder } from "./picture-renderer.js";

const CONTENT_TYPES: Readonly<Record<PictureFormat, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

export const contentTypeOf = (format: PictureFormat): string => CONTENT_TYPES[format];

const FORMAT_OF_EXTENSION: Readonly<Record<string, PictureFormat>> = { jpg: "jpeg", png: "png", gif: "gif" };

/** `_webp` in the size segment means WebP bytes whatever the file name says. */
function formatFor(extension: string, box: SizeSegment | null): PictureFormat {
  return box?.webp === true ? "webp" : (FORMAT_OF_EXTENSION[extension] ?? "jpeg");
}

const withoutSizeSegment = (path: string): string => path.replace(/^c\/[^/]+\//, "");
const sizeLabel = (size: PixelSize): string => `${size.width}×${size.height}`;
const dateOfSeconds = (seconds: number): Date => new Date(seconds * 1000);

function workOrder(
  catalogue: Catalogue,
  now: Date,
  path: string,
  request: Extract<ImagePathRequest, { kind: "master" | "original" }>,
): PictureOrder | null {
  const work = catalogue.illust(request.workId);
  if (work === null || !isPublished(work, now)) return null;
  const page = request.page ?? 0;
  if (page >= work.pageCount) return null;
  const expected =
    request.kind === "master" ? masterPath(work, page, request.variant) : originalPath(work, page);
  if (withoutSizeSegment(path) !== expected) return null;

  const size = pageSize(work, page);
  const box = request.kind === "master" ? request.box : null;
  return {
    spec: {
      page: size,
      frame: framePicture(size, request.kind === "master" ? request.variant : "original", box),
      colourKey: combine(work.seedHash, work.id, page),
      lines: [`p${page}`, `#${work.id}`, sizeLabel(size)],
      format: formatFor(request.kind === "master" ? "jpg" : request.extension, box),
      ...(textPageSpec(work.id, page) === undefined ? {} : { textPage: { workId: work.id, page } }),
    },
    lastModified: dateOfSeconds(work.postedAt),
  };
}

function avatarOrder(
  catalogue: Catalogue,
  path: string,
  request: Extract<ImagePathRequest, { kind: "avatar" }>,
): PictureOrder | null {
  const user = catalogue.avatarOwner(request.avatarNumber);
  if (user === null || withoutSizeSegment(path) !== avatarPath(user, request.size)) return null;
  const size = { width: request.size, height: request.size };
  const output = request.box === null ? size : fitInside(size, request.box);
  return {
    spec: {
      page: size,
      frame: { region: { x: 0, y: 0, ...size }, output },
      colourKey: combine(user.id),
      lines: ["", `#${user.id}`, sizeLabel(size)],
      format: formatFor(request.extension, request.box),
    },
    lastModified: dateOfSeconds(timeOfImageDatePath(request.datePath)),
  };
}

/** The picture an i.pximg.net path (no leading slash) names, or null for a 404. */
export function orderIPximgPicture(catalogue: Catalogue, now: Date, path: string): PictureOrder | null {
  const request = parseImagePath(path);
  if (request === null) return orderExtraIPximgPicture(catalogue, now, path);
  return request.kind === "avatar"
    ? avatarOrder(catalogue, path, request)
    : workOrder(catalogue, now, path, request);
}

/** pixiv's placeholders on s.pximg.net (PIXIV.md §3.0.1, §4.2) and their sizes. */
const S_PXIMG_PLACEHOLDERS: Readonly<Record<string, number>> = {
  "common/images/no_profile.png": 170,
  "common/images/no_profile_s.png": 50,
  "common/images/no_profile_ss.png": 16,
  "common/images/limit_sanity_level_360.png": 360,
  "common/images/limit_mypixiv_360.png": 360,
  "common/images/limit_unknown_360.png": 360,
  "common/images/limit_unviewable_360.png": 360,
};

/** s.pximg.net's placeholders have not changed for years. */
const PLACEHOLDER_LAST_MODIFIED = new Date("2018-06-05T00:00:00Z");

/** The placeholder an s.pximg.net path names, or null for a 404. */
export function orderSPximgPicture(path: string): PictureOrder | null {
  if (!Object.hasOwn(S_PXIMG_PLACEHOLDERS, path)) return orderExtraSPximgPicture(path);
  const side = S_PXIMG_PLACEHOLDERS[path] as number;
  const size = { width: side, height: side };
  return {
    spec: {
      page: size,
      frame: { region: { x: 0, y: 0, ...size }, output: size },
      colourKey: hashString(path),
      neutral: true,
      lines: ["", "", sizeLabel(size)],
      format: "png",
    },
    lastModified: PLACEHOLDER_LAST_MODIFIED,
  };
}
