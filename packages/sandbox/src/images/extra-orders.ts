/**
 * The i.pximg.net and s.pximg.net paths beyond work pages and avatars (PIXIV.md §4.2): ugoira
 * zips at 600x600 and 1920x1080 (real JPEG frames, as many as the metadata lists), novel covers and
 * images uploaded into novels, web custom thumbnails, profile backgrounds, illust series covers;
 * on s.pximg.net pixiv's default novel covers, comment stamps and emoji. As for works, a path is
 * answered only when it is exactly what the catalogue gives.
 */
import type { Catalogue } from "../catalogue/catalogue.js";
import { isPublished } from "../catalogue/catalogue.js";
import { EMOJI, STAMP_IDS } from "../catalogue/comments.js";
import { combine, hashString } from "../catalogue/random.js";
import { timeOfImageDatePath } from "../catalogue/timeline.js";
import { ugoiraFrames } from "../catalogue/ugoira.js";
import {
  customThumbPath,
  DEFAULT_NOVEL_COVER_COUNT,
  illustSeriesCoverName,
  illustSeriesCoverPath,
  novelCoverPath,
  seriesIdOfCoverName,
  ugoiraZipPath,
  userBackgroundPath,
} from "../pximg-paths.js";
import { fitInside, framePicture, type PixelSize } from "./picture-geometry.js";
import type { PictureFormat, PictureOrder, PictureSpec } from "./picture-renderer.js";

const DATE = String.raw`(\d{4}/\d{2}/\d{2}/\d{2}/\d{2}/\d{2})`;
const SIZE = String.raw`(?:c/(\d{1,4})x(\d{1,4})((?:_[a-z0-9]+)*)/)?`;
const UGOIRA_ZIP = new RegExp(String.raw`^img-zip-ugoira/img/${DATE}/(\d+)_ugoira(600x600|1920x1080)\.zip$`);
const NOVEL_COVER = new RegExp(
  String.raw`^${SIZE}novel-cover-master/img/${DATE}/(ci)?(\d+)_([0-9a-f]{32})_(square1200|master1200)\.jpg$`,
);
const CUSTOM_THUMB = new RegExp(String.raw`^${SIZE}custom-thumb/img/${DATE}/(\d+)_p0_custom1200\.jpg$`);
const BACKGROUND = new RegExp(
  String.raw`^c/[^/]+/background/img/${DATE}/(\d+)_[0-9a-f]{32}_master1200\.jpg$`,
);
const SERIES_COVER = new RegExp(
  String.raw`^c/[^/]+/illust-series-cover-original/img/${DATE}/([0-9A-Za-z]{32})\.jpg$`,
);

/** A novel cover's page: pixiv's covers are portrait, 1:√2 or so. */
const NOVEL_COVER_PAGE: PixelSize = { width: 848, height: 1200 };
const BACKGROUND_PAGE: PixelSize = { width: 1200, height: 600 };
const SERIES_COVER_PAGE: PixelSize = { width: 782, height: 410 };

const seconds = (date: Date | number): Date => (typeof date === "number" ? new Date(date * 1000) : date);

function boxOf(width?: string, height?: string, flags?: string): { box: PixelSize | null; webp: boolean } {
  if (width === undefined || height === undefined) return { box: null, webp: false };
  return {
    box: { width: Number(width), height: Number(height) },
    webp: (flags ?? "").split("_").includes("webp"),
  };
}

function simpleOrder(
  page: PixelSize,
  output: PixelSize,
  colourKey: number,
  lines: readonly [string, string, string],
  format: PictureFormat,
  lastModified: Date,
): PictureOrder {
  return {
    spec: { page, frame: { region: { x: 0, y: 0, ...page }, output }, colourKey, lines, format },
    lastModified,
  };
}

function ugoiraZipOrder(catalogue: Catalogue, now: Date, path: string): PictureOrder | null {
  const match = UGOIRA_ZIP.exec(path);
  if (match === null) return null;
  const [, , idText, sizeText] = match;
  const work = catalogue.illust(Number(idText));
  if (work === null || work.type !== "ugoira" || !isPublished(work, now)) return null;
  const size = sizeText as "600x600" | "1920x1080";
  if (ugoiraZipPath(work, size) !== path) return null;
  const [boxWidth, boxHeight] = size.split("x").map(Number) as [number, number];
  const page = { width: work.width, height: work.height };
  const output = fitInside(page, { width: boxWidth, height: boxHeight });
  const frames: PictureSpec[] = ugoiraFrames(work).map((frame, index) => ({
    page,
    frame: { region: { x: 0, y: 0, ...page }, output },
    colourKey: combine(work.seedHash, work.id, index),
    lines: [`f${index}`, `#${work.id}`, `${frame.delay}ms`],
    format: "jpeg",
  }));
  const first = frames[0] as PictureSpec;
  return {
    spec: first,
    lastModified: seconds(work.postedAt),
    zipFrames: frames.map((spec, index) => ({ spec, file: ugoiraFrames(work)[index]?.file ?? "" })),
  };
}

function novelCoverOrder(catalogue: Catalogue, now: Date, path: string): PictureOrder | null {
  const match = NOVEL_COVER.exec(path);
  if (match === null) return null;
  const [, width, height, flags, datePath, uploaded, idText, hex, variant] = match;
  const novel = catalogue.novel(Number(idText));
  if (novel === null || !isPublished(novel, now)) return null;
  const plain = path.replace(/^c\/[^/]+\//, "");
  if (uploaded === "ci") {
    const image = novel.uploadedImages.find((candidate) => candidate.hex === hex);
    if (image === undefined || (variant !== "master1200" && variant !== "square1200")) return null;
    if (plain !== `novel-cover-master/img/${datePath}/ci${novel.id}_${hex}_${variant}.jpg`) return null;
  } else if (plain !== novelCoverPath(novel, variant as "square1200" | "master1200")) {
    return null;
  }
  const { box, webp } = boxOf(width, height, flags);
  const frame = framePicture(NOVEL_COVER_PAGE, variant as "square1200" | "master1200", box);
  return {
    spec: {
      page: NOVEL_COVER_PAGE,
      frame,
      colourKey: combine(novel.seedHash, novel.id, hashString(hex ?? "")),
      lines: [
        uploaded === "ci" ? "image" : "novel",
        `#${novel.id}`,
        `${frame.output.width}×${frame.output.height}`,
      ],
      format: webp ? "webp" : "jpeg",
    },
    lastModified: seconds(timeOfImageDatePath(datePath as string)),
  };
}

function customThumbOrder(catalogue: Catalogue, now: Date, path: string): PictureOrder | null {
  const match = CUSTOM_THUMB.exec(path);
  if (match === null) return null;
  const [, width, height, flags, , idText] = match;
  const work = catalogue.illust(Number(idText));
  if (work === null || !isPublished(work, now) || path.replace(/^c\/[^/]+\//, "") !== customThumbPath(work))
    return null;
  const { box, webp } = boxOf(width, height, flags);
  const page = { width: work.width, height: work.height };
  const frame = framePicture(page, "square1200", box);
  return {
    spec: {
      page,
      frame,
      colourKey: combine(work.seedHash, work.id, 0),
      lines: ["p0", `#${work.id}`, `${frame.output.width}×${frame.output.height}`],
      format: webp ? "webp" : "jpeg",
    },
    lastModified: seconds(work.postedAt),
  };
}

function backgroundOrder(catalogue: Catalogue, path: string): PictureOrder | null {
  const match = BACKGROUND.exec(path);
  if (match === null) return null;
  const user = catalogue.user(Number(match[2]));
  if (user === null || userBackgroundPath(user) !== path) return null;
  return simpleOrder(
    BACKGROUND_PAGE,
    BACKGROUND_PAGE,
    combine(user.id, 7),
    ["bg", `#${user.id}`, "1200×600"],
    "jpeg",
    seconds(timeOfImageDatePath(match[1] as string)),
  );
}

function seriesCoverOrder(catalogue: Catalogue, path: string): PictureOrder | null {
  const match = SERIES_COVER.exec(path);
  if (match === null) return null;
  const [, datePath, name] = match;
  const seriesId = seriesIdOfCoverName(name as string);
  const spec = catalogue.series("illust", seriesId);
  if (spec === null || illustSeriesCoverName(seriesId) !== name) return null;
  if (illustSeriesCoverPath(datePath as string, name) !== path) return null;
  return simpleOrder(
    SERIES_COVER_PAGE,
    SERIES_COVER_PAGE,
    combine(seriesId, 11),
    ["series", `#${seriesId}`, "782×410"],
    "jpeg",
    seconds(timeOfImageDatePath(datePath as string)),
  );
}

/** The extra i.pximg.net picture a path names, or null. */
export function orderExtraIPximgPicture(catalogue: Catalogue, now: Date, path: string): PictureOrder | null {
  return (
    ugoiraZipOrder(catalogue, now, path) ??
    novelCoverOrder(catalogue, now, path) ??
    customThumbOrder(catalogue, now, path) ??
    backgroundOrder(catalogue, path) ??
    seriesCoverOrder(catalogue, path)
  );
}

const NOVEL_THUMB = /^common\/images\/novel_thumb\/novel_thumb_(\d+)_(128x128|176mw|240mw)\.jpg$/;
const STAMP = /^common\/images\/stamp\/generated-stamps\/(\d+)_s\.jpg$/;
const EMOJI_PATH = /^common\/images\/emoji\/(\d+)\.png$/;
const NOVEL_THUMB_SIZES: Readonly<Record<string, PixelSize>> = {
  "128x128": { width: 128, height: 128 },
  "176mw": { width: 176, height: 249 },
  "240mw": { width: 240, height: 339 },
};
const FIXED_LAST_MODIFIED = new Date("2018-06-05T00:00:00Z");
const EMOJI_IDS = new Set(Object.values(EMOJI));

/** The extra s.pximg.net picture a path names, or null. */
export function orderExtraSPximgPicture(path: string): PictureOrder | null {
  const thumb = NOVEL_THUMB.exec(path);
  if (thumb !== null) {
    const index = Number(thumb[1]);
    const size = NOVEL_THUMB_SIZES[thumb[2] as string] as PixelSize;
    if (index < 1 || index > DEFAULT_NOVEL_COVER_COUNT) return null;
    return simpleOrder(
      size,
      size,
      hashString(path),
      ["", "novel", `${size.width}×${size.height}`],
      "jpeg",
      FIXED_LAST_MODIFIED,
    );
  }
  const stamp = STAMP.exec(path);
  if (stamp !== null) {
    const id = Number(stamp[1]);
    if (!STAMP_IDS.includes(id)) return null;
    const size = { width: 96, height: 96 };
    return simpleOrder(size, size, hashString(path), ["", `${id}`, "stamp"], "jpeg", FIXED_LAST_MODIFIED);
  }
  const emoji = EMOJI_PATH.exec(path);
  if (emoji !== null) {
    const id = Number(emoji[1]);
    if (!EMOJI_IDS.has(id)) return null;
    const size = { width: 56, height: 56 };
    return simpleOrder(size, size, hashString(path), ["", `${id}`, ""], "png", FIXED_LAST_MODIFIED);
  }
  return null;
}
