/**
 * The catalogue's works (illusts, manga, ugoira), each generated alone from its id. `workTraits` is
 * the cheap part (kind, restriction, AI flag, popularity) that rankings filter and sort by;
 * `generateWork` adds everything else (title, tags, pages, counts). Both are pure functions of
 * (seed, id): the same id is the same work in every list and in detail. Picture sizes stay within
 * MAX_LONG_SIDE so that the image hosts can draw originals quickly.
 */
import { combine, hashString, mix32, streamFor, type RandomStream } from "./random.js";
import { FIRST_WORK_ID, LAST_WORK_ID, jstMidnight, postedAt } from "./timeline.js";
import { seriesAtPosition, type PositionRange, type SeriesSpec } from "./series.js";
import { positionOfWork, posterIndexOfWork, USER_COUNT } from "./users.js";
import {
  BOOKMARK_MILESTONES,
  CAPTION_LINES,
  NATURE_TAGS,
  TITLE_NOUNS_JA,
  TITLE_SUFFIXES,
  TITLE_WORDS_EN,
  TITLE_WORDS_OTHER,
  TOOLS,
  TOPIC_TAGS,
  type TagWord,
} from "./vocabulary.js";

export type WorkType = "illust" | "manga" | "ugoira";
export type XRestrict = 0 | 1 | 2;
/** 0 posted before pixiv asked, 1 not AI-generated, 2 AI-generated. */
export type AiType = 0 | 1 | 2;

/** The longest side of any generated picture, in pixels. */
export const MAX_LONG_SIDE = 3000;
/** Share of ids in range that exist (the rest were deleted or never public). */
const EXISTING_SHARE = 0.88;
/** pixiv started asking whether a work is AI-generated on this day; older works say 0. */
const AI_FLAG_INTRODUCED = jstMidnight("2022-10-31");
/** The first day ugoira could be posted. */
const UGOIRA_INTRODUCED = jstMidnight("2014-05-01");
/** Series run over the positions of works posted from 2012 to about 2026 (see series.ts). */
export const WORK_SERIES_POSITIONS: PositionRange = {
  first: Math.floor(24_400_000 / USER_COUNT),
  last: Math.floor(140_000_000 / USER_COUNT),
};

export interface WorkTraits {
  readonly id: number;
  /** Epoch seconds. */
  readonly postedAt: number;
  readonly type: WorkType;
  readonly xRestrict: XRestrict;
  readonly aiType: AiType;
  /** Tagged as an original creation (not fan art). */
  readonly isOriginal: boolean;
  readonly totalBookmarks: number;
  /** The manga series the work is in, and its 0-based order there. */
  readonly seriesMembership: { readonly spec: SeriesSpec; readonly order: number } | null;
}

export interface PageSize {
  readonly width: number;
  readonly height: number;
}

export interface WorkSeries {
  readonly id: number;
  readonly title: string;
}

export interface CatalogueWork extends WorkTraits {
  readonly title: string;
  /** HTML, as pixiv sends it. */
  readonly caption: string;
  readonly posterIndex: number;
  readonly tags: readonly TagWord[];
  readonly tools: readonly string[];
  readonly pageCount: number;
  /** Size of page 0; other pages through `pageSize`. */
  readonly width: number;
  readonly height: number;
  readonly sanityLevel: 2 | 4 | 6;
  /** Present (as on pixiv, only sometimes) when the work is hidden in restricted mode. */
  readonly restrictionAttributes: readonly string[] | null;
  readonly series: WorkSeries | null;
  readonly totalView: number;
  readonly totalComments: number;
  readonly bookStyle: 0 | 1;
  /** Extension of the original files; ugoira's first frame is always a JPEG. */
  readonly originalExtension: "jpg" | "png";
  readonly seedHash: number;
  /** Every page's size, when fixed by hand (fixtures.ts); generated works draw later pages' sizes. */
  readonly pageSizes?: readonly PageSize[];
  /** Every frame's delay in ms, when fixed by hand (fixtures.ts); else ugoira.ts draws them. */
  readonly ugoiraDelays?: readonly number[];
}

/** Whether a work with this id exists in the catalogue (ignoring when it was posted). */
export function workExists(seedHash: number, id: number): boolean {
  if (!Number.isSafeInteger(id) || id < FIRST_WORK_ID || id > LAST_WORK_ID) return false;
  return combine(seedHash, hashString("exists"), id) / 0x1_0000_0000 < EXISTING_SHARE;
}

export function workTraits(seedHash: number, id: number): WorkTraits {
  const random = streamFor(seedHash, "traits", id);
  const time = postedAt(id);
  const restrictionRoll = random.next();
  const xRestrict: XRestrict = restrictionRoll < 0.02 ? 2 : restrictionRoll < 0.18 ? 1 : 0;
  const aiRoll = random.next();
  const aiType: AiType = time < AI_FLAG_INTRODUCED ? 0 : aiRoll < 0.12 ? 2 : 1;
  const typeRoll = random.next();
  const seriesMembership = seriesAtPosition(
    seedHash,
    "illust",
    posterIndexOfWork(seedHash, id),
    positionOfWork(seedHash, id),
    WORK_SERIES_POSITIONS,
  );
  const type: WorkType =
    seriesMembership !== null
      ? "manga"
      : time >= UGOIRA_INTRODUCED && typeRoll < 0.1
        ? "ugoira"
        : typeRoll < 0.3
          ? "manga"
          : "illust";
  const isOriginal = random.chance(0.4);
  // Heavy-tailed: most works get a handful of bookmarks, a few tens of thousands.
  const totalBookmarks = Math.floor(10 ** (random.next() ** 2.2 * 4.6));
  return { id, postedAt: time, type, xRestrict, aiType, isOriginal, totalBookmarks, seriesMembership };
}

function pageCountOf(random: RandomStream, type: WorkType): number {
  if (type === "ugoira") return 1;
  if (type === "illust") return random.chance(0.82) ? 1 : random.int(2, 12);
  if (random.chance(0.15)) return 1;
  return random.chance(0.94) ? random.int(2, 24) : random.int(25, 100);
}

/** A size of one of pixiv's usual shapes: portrait, landscape, square, very tall, panorama, small. */
function shapeSize(random: RandomStream, type: WorkType): PageSize {
  const ratio = (min: number, max: number): number => min + random.next() * (max - min);
  const longSide = type === "ugoira" ? random.int(400, 1280) : random.int(1000, MAX_LONG_SIDE);
  const portrait = (side: number): PageSize => ({
    width: Math.round(side * ratio(0.55, 0.85)),
    height: side,
  });
  if (type === "manga")
    return random.chance(0.85) ? portrait(longSide) : { width: longSide, height: longSide };
  const roll = random.next();
  if (roll < 0.45) return portrait(longSide);
  if (roll < 0.7) return { width: longSide, height: Math.round(longSide * ratio(0.5, 0.8)) };
  if (roll < 0.82) return { width: longSide, height: longSide };
  if (roll < 0.9) {
    const side = Math.max(longSide, 2000);
    return { width: Math.round(side / ratio(2.5, 4)), height: side };
  }
  if (roll < 0.95) return { width: longSide, height: Math.round(longSide / ratio(2.2, 3.2)) };
  const small = random.int(300, 900);
  return { width: small, height: Math.round(small * ratio(0.6, 1.5)) };
}

/** The size of page `page` of a work: page 0 is the work's size, later pages usually match it. */
export function pageSize(work: CatalogueWork, page: number): PageSize {
  const fixed = work.pageSizes?.[page];
  if (fixed !== undefined) return fixed;
  if (page === 0) return { width: work.width, height: work.height };
  const random = streamFor(work.seedHash, "page-size", work.id, page);
  return random.chance(0.75) ? { width: work.width, height: work.height } : shapeSize(random, work.type);
}

function generateTitle(random: RandomStream): string {
  const roll = random.next();
  if (roll < 0.03) return "無題";
  if (roll < 0.45) return `${random.pick(TITLE_NOUNS_JA)}${random.pick(TITLE_SUFFIXES)}`;
  if (roll < 0.7) return random.pick(TITLE_WORDS_EN);
  if (roll < 0.85) return `${random.pick(TITLE_NOUNS_JA)} / ${random.pick(TITLE_WORDS_EN)}`;
  return random.pick(TITLE_WORDS_OTHER);
}

function generateTags(random: RandomStream, traits: WorkTraits): TagWord[] {
  const tags: TagWord[] = [];
  if (traits.xRestrict === 1) tags.push(NATURE_TAGS.r18);
  if (traits.xRestrict === 2) tags.push(NATURE_TAGS.r18g);
  if (traits.isOriginal) tags.push(NATURE_TAGS.original);
  if (traits.type === "manga") tags.push(NATURE_TAGS.manga);
  if (traits.type === "ugoira") tags.push(NATURE_TAGS.ugoira);
  if (traits.aiType === 2 && random.chance(0.6)) tags.push(NATURE_TAGS.ai);
  const topics = random.sample(TOPIC_TAGS, random.int(1, 8));
  tags.push(...topics);
  const milestone = [...BOOKMARK_MILESTONES].reverse().find((count) => traits.totalBookmarks >= count);
  const milestoneBase = traits.isOriginal ? NATURE_TAGS.original : topics[0];
  if (milestone !== undefined && milestoneBase !== undefined) {
    tags.push({
      name: `${milestoneBase.name}${milestone}users入り`,
      translated:
        milestoneBase.translated === null ? null : `${milestoneBase.translated} ${milestone}+ bookmarks`,
    });
  }
  return tags;
}

function generateCaption(random: RandomStream, seedHash: number, id: number): string {
  if (random.chance(0.3)) return "";
  const lines = random.sample(CAPTION_LINES, random.int(1, 3));
  if (random.chance(0.25)) {
    // The poster's previous work: the poster's ids are USER_COUNT apart.
    const previous = id - USER_COUNT;
    if (workExists(seedHash, previous)) {
      lines.push(`<strong><a href="pixiv://illusts/${previous}">illust/${previous}</a></strong>`);
    }
  }
  if (random.chance(0.2)) {
    const url = `https://example.com/gallery/${(mix32(id) % 100_000).toString(36)}`;
    lines.push(`<a href="${url}" target='_blank' rel='noopener noreferrer'>${url}</a>`);
  }
  return lines.join("<br />");
}

/** The whole work with this id. Call only for ids where `workExists` holds. */
export function generateWork(seedHash: number, id: number): CatalogueWork {
  const traits = workTraits(seedHash, id);
  const random = streamFor(seedHash, "work", id);
  const posterIndex = posterIndexOfWork(seedHash, id);
  const size = shapeSize(random, traits.type);
  const pageCount = pageCountOf(random, traits.type);
  const sensitive = traits.xRestrict === 0 && random.chance(0.12);
  const sanityLevel = traits.xRestrict > 0 ? 6 : sensitive ? 4 : 2;
  const restricted = sensitive ? random.chance(0.8) : traits.xRestrict === 0 && random.chance(0.02);
  const totalView = traits.totalBookmarks * random.int(4, 14) + random.int(0, 300);
  return {
    ...traits,
    seedHash,
    title: generateTitle(random),
    caption: generateCaption(random, seedHash, id),
    posterIndex,
    tags: generateTags(random, traits),
    tools: random.chance(0.45) ? [] : random.sample(TOOLS, random.int(1, 3)),
    pageCount,
    width: size.width,
    height: size.height,
    sanityLevel,
    restrictionAttributes: restricted ? ["restricted_mode"] : null,
    series:
      traits.seriesMembership === null
        ? null
        : { id: traits.seriesMembership.spec.id, title: traits.seriesMembership.spec.title },
    totalView,
    totalComments: Math.floor(traits.totalBookmarks / random.int(40, 200)) + random.int(0, 3),
    bookStyle: traits.type === "manga" && pageCount > 1 && random.chance(0.3) ? 1 : 0,
    originalExtension: traits.type === "ugoira" || random.chance(0.45) ? "jpg" : "png",
  };
}
