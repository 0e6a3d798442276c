/**
 * What the emulated boorus (Danbooru, Gelbooru, Yande.re) know about pixiv works, for pxv's
 * pid-recover. Each booru knows a deterministic subset of the catalogue: about half of the deleted
 * ids (the works bookmark lists show as `limit_unknown`) and a few ordinary works, chosen
 * independently per booru from (seed, booru, id). A post is derived from the work the id would have
 * been (title aside: size, tags, extension, posting time), so the same id is the same post on every
 * request. Its pictures live on the booru host itself under `/data/{original,sample,preview}/<md5>.<ext>`;
 * the md5 ends with the pixiv id in 8 hex digits, so a picture path names its post without an index.
 */
import { createHash } from "node:crypto";
import { DEFAULT_SEED } from "../catalogue/catalogue.js";
import { combine, hashString } from "../catalogue/random.js";
import { FIRST_WORK_ID, LAST_WORK_ID } from "../catalogue/timeline.js";
import { generateWork, workExists, type CatalogueWork } from "../catalogue/works.js";
import { fitInside, type PixelSize } from "../images/picture-geometry.js";
import { originalPath } from "../pximg-paths.js";

export const BOORUS = ["danbooru", "gelbooru", "yandere"] as const;
export type Booru = (typeof BOORUS)[number];

/** Share of deleted works (limit_unknown) a booru has a post of. */
const DELETED_KNOWN_SHARE = 0.5;
/** Share of ordinary, still visible works a booru has a post of. */
const ORDINARY_KNOWN_SHARE = 0.03;
/** Each booru's sample and preview bounds (Danbooru 850 wide, Yande.re 1500, previews 150–300). */
const SAMPLE_BOUND: Readonly<Record<Booru, number>> = { danbooru: 850, gelbooru: 850, yandere: 1500 };
const PREVIEW_BOUND: Readonly<Record<Booru, number>> = { danbooru: 180, gelbooru: 250, yandere: 300 };
/** A booru post appears between one hour and thirty days after the pixiv post. */
const UPLOAD_DELAY_SECONDS = { min: 3600, spread: 30 * 86_400 };

export type BooruPictureKind = "original" | "sample" | "preview";

export interface BooruPost {
  readonly booru: Booru;
  readonly pixivId: number;
  /** The booru's own post id. */
  readonly postId: number;
  /** Epoch seconds the booru post was made. */
  readonly createdAt: number;
  readonly md5: string;
  readonly extension: "jpg" | "png";
  readonly size: PixelSize;
  readonly sampleSize: PixelSize;
  readonly previewSize: PixelSize;
  /** Booru-style tags (lower case, underscores), general ones first. */
  readonly tags: readonly string[];
  readonly rating: "g" | "s" | "q" | "e";
  /** The work's original picture URL on i.pximg.net, or its page on www.pixiv.net. */
  readonly source: string;
  readonly work: CatalogueWork;
}

const unit = (seedHash: number, booru: Booru, topic: string, id: number): number =>
  combine(seedHash, hashString(`booru:${booru}:${topic}`), id) / 0x1_0000_0000;

/** Whether `booru` has a post of pixiv work `id` (ignoring when it was posted). */
export function booruKnows(seedHash: number, booru: Booru, id: number): boolean {
  if (!Number.isSafeInteger(id) || id < FIRST_WORK_ID || id > LAST_WORK_ID) return false;
  const share = workExists(seedHash, id) ? ORDINARY_KNOWN_SHARE : DELETED_KNOWN_SHARE;
  return unit(seedHash, booru, "knows", id) < share;
}

function md5Of(seed: string, booru: Booru, id: number): string {
  const digest = createHash("md5").update(`${seed}:${booru}:${id}`).digest("hex");
  return digest.slice(0, 24) + id.toString(16).padStart(8, "0");
}

/** The pixiv id an md5 of a booru picture path names (validated by `booruPost` then). */
export function pixivIdOfMd5(md5: string): number | null {
  if (!/^[0-9a-f]{32}$/.test(md5)) return null;
  return Number.parseInt(md5.slice(24), 16);
}

const booruTag = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, "_");

function tagsOf(work: CatalogueWork): string[] {
  const general = work.tags
    .map((tag) => booruTag(tag.translated ?? tag.name))
    .filter((tag) => tag !== "" && !/^r-?18/.test(tag));
  const extra = [work.pageCount > 1 ? "comic" : "highres", work.type === "ugoira" ? "animated" : "solo"];
  return [...new Set([...general, ...extra])].sort();
}

/** The post `booru` has of pixiv work `id`, or null. `seed` is the catalogue's seed. */
export function booruPost(seed: string, seedHash: number, booru: Booru, id: number): BooruPost | null {
  if (!booruKnows(seedHash, booru, id)) return null;
  const work = generateWork(seedHash, id);
  const size = { width: work.width, height: work.height };
  const delay =
    UPLOAD_DELAY_SECONDS.min + Math.floor(unit(seedHash, booru, "delay", id) * UPLOAD_DELAY_SECONDS.spread);
  const rating =
    work.xRestrict > 0
      ? "e"
      : work.sanityLevel >= 4
        ? "q"
        : work.sanityLevel >= 2 && unit(seedHash, booru, "rating", id) < 0.5
          ? "s"
          : "g";
  const sourceIsPage = unit(seedHash, booru, "source", id) < (booru === "yandere" ? 0.5 : 0.2);
  return {
    booru,
    pixivId: id,
    postId: 100_000 + Math.floor(unit(seedHash, booru, "post", id) * 8_000_000),
    createdAt: work.postedAt + delay,
    md5: md5Of(seed, booru, id),
    extension: work.type === "ugoira" ? "jpg" : work.originalExtension,
    size,
    sampleSize: fitInside(size, { width: SAMPLE_BOUND[booru], height: SAMPLE_BOUND[booru] * 4 }),
    previewSize: fitInside(size, { width: PREVIEW_BOUND[booru], height: PREVIEW_BOUND[booru] }),
    tags: tagsOf(work),
    rating,
    source: sourceIsPage
      ? `https://www.pixiv.net/artworks/${id}`
      : `https://i.pximg.net/${originalPath(work, 0)}`,
    work,
  };
}

/** The path (no host) of a post's picture on its booru. */
export function booruPicturePath(post: BooruPost, kind: BooruPictureKind): string {
  return `/data/${kind}/${post.md5}.${kind === "original" ? post.extension : "jpg"}`;
}

/**
 * The pixiv id a booru tag query asks for: `pixiv:<id>`, `pixiv_id:<id>` or a `source:` pattern such
 * as `source:*<id>*` or `source:https://www.pixiv.net/artworks/<id>`. Null for anything else.
 */
export function pixivIdOfBooruQuery(tags: string): number | null {
  for (const token of tags.trim().split(/\s+/)) {
    const direct = /^pixiv(?:_id)?:(\d+)$/i.exec(token);
    if (direct !== null) return Number(direct[1]);
    if (/^source:/i.test(token)) {
      const digits = /(\d{6,})/.exec(token.slice("source:".length).replace(/img\/\d{4}(?:\/\d\d){5}/, ""));
      if (digits !== null) return Number(digits[1]);
    }
  }
  return null;
}

/** First scanned id for `recoverableIllustIds`: works of 2019, long published. */
const RECOVERABLE_SCAN_START = 75_000_000;

export interface RecoverableIllustIds {
  /** A deleted work (limit_unknown) all three boorus have a post of. */
  readonly onEveryBooru: number;
  /** A deleted work (limit_unknown) no booru knows. */
  readonly onNoBooru: number;
}

/** Two deleted works of the catalogue of `seed` for pid-recover tests: one every booru knows, one none does. */
export function recoverableIllustIds(seed: string = DEFAULT_SEED): RecoverableIllustIds {
  const seedHash = hashString(seed);
  let onEveryBooru: number | null = null;
  let onNoBooru: number | null = null;
  for (let id = RECOVERABLE_SCAN_START; onEveryBooru === null || onNoBooru === null; id += 1) {
    if (workExists(seedHash, id)) continue;
    const known = BOORUS.filter((booru) => booruKnows(seedHash, booru, id)).length;
    if (known === BOORUS.length) onEveryBooru ??= id;
    if (known === 0) onNoBooru ??= id;
  }
  return { onEveryBooru, onNoBooru };
}
