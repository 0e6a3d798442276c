/**
 * The catalogue's novels, each generated alone from its id like the works: a linear id ↔ time
 * curve (ids 1,000,000 on 2008-01-01 to 24,000,000 on 2025-02-03, continuing at that rate), cheap
 * traits for rankings and a full novel with its text. The text is in one of several languages and
 * uses pixiv's novel markup: `[newpage]`, `[chapter:…]`, `[[rb:base > ruby]]`, `[pixivimage:id]`,
 * `[uploadedimage:id]`, `[[jumpuri:text > url]]`, `[jump:n]`. Pure functions of (seed, id).
 */
import { addDays, novelRankModeTraits, RANK_LENGTH, type NovelRankMode } from "@pxv/pixiv";
import { combine, hashString, hexDigits, streamFor, type RandomStream } from "./random.js";
import { seriesAtPosition, type PositionRange, type SeriesSpec } from "./series.js";
import { firstIdPostedFrom, imageDatePath, jstMidnight } from "./timeline.js";
import { positionOfWork, posterIndexOfWork, USER_COUNT } from "./users.js";
import { CAPTION_LINES, NATURE_TAGS, type TagWord } from "./vocabulary.js";
import {
  CHAPTER_TITLES,
  NOVEL_SENTENCES,
  NOVEL_TITLES,
  NOVEL_TOPIC_TAGS,
  RUBY_PAIRS,
  type NovelLanguage,
} from "./novel-words.js";
import { workExists, type AiType, type XRestrict } from "./works.js";

export const FIRST_NOVEL_ID = 1_000_000;
export const LAST_NOVEL_ID = 99_999_999;
const CURVE_START = { id: FIRST_NOVEL_ID, time: jstMidnight("2008-01-01") };
const CURVE_ANCHOR = { id: 24_000_000, time: jstMidnight("2025-02-03") };
const SECONDS_PER_ID = (CURVE_ANCHOR.time - CURVE_START.time) / (CURVE_ANCHOR.id - CURVE_START.id);
const EXISTING_SHARE = 0.85;
const AI_FLAG_INTRODUCED = jstMidnight("2022-10-31");

export const NOVEL_SERIES_POSITIONS: PositionRange = {
  first: Math.floor(4_000_000 / USER_COUNT),
  last: Math.floor(30_000_000 / USER_COUNT),
};

export function novelPostedAt(id: number): number {
  return CURVE_START.time + Math.floor((id - CURVE_START.id) * SECONDS_PER_ID);
}

/** The first novel id posted at or after `time`. */
export function firstNovelIdPostedFrom(time: number): number {
  let id = Math.max(FIRST_NOVEL_ID, CURVE_START.id + Math.ceil((time - CURVE_START.time) / SECONDS_PER_ID));
  while (id > FIRST_NOVEL_ID && novelPostedAt(id - 1) >= time) id--;
  while (novelPostedAt(id) < time) id++;
  return id;
}

export function novelExists(seedHash: number, id: number): boolean {
  if (!Number.isSafeInteger(id) || id < FIRST_NOVEL_ID || id > LAST_NOVEL_ID) return false;
  return combine(seedHash, hashString("novel-exists"), id) / 0x1_0000_0000 < EXISTING_SHARE;
}

export interface NovelTraits {
  readonly id: number;
  readonly postedAt: number;
  readonly xRestrict: XRestrict;
  readonly aiType: AiType;
  readonly isOriginal: boolean;
  readonly totalBookmarks: number;
  readonly language: NovelLanguage;
  readonly seriesMembership: { readonly spec: SeriesSpec; readonly order: number } | null;
}

export interface NovelCover {
  readonly datePath: string;
  readonly hex: string;
}

/** An image uploaded into a novel's text (`[uploadedimage:id]`). */
export interface NovelUploadedImage {
  readonly id: number;
  readonly hex: string;
}

export interface CatalogueNovel extends NovelTraits {
  readonly seedHash: number;
  readonly posterIndex: number;
  readonly title: string;
  /** HTML, as pixiv sends it. */
  readonly caption: string;
  readonly tags: readonly (TagWord & { readonly byUploader: boolean })[];
  readonly text: string;
  readonly pageCount: number;
  /** null: pixiv's default cover. */
  readonly cover: NovelCover | null;
  readonly uploadedImages: readonly NovelUploadedImage[];
  /** Works the text embeds with `[pixivimage:…]`. */
  readonly embeddedWorkIds: readonly number[];
  readonly totalView: number;
  readonly totalComments: number;
  readonly isMypixivOnly: boolean;
  readonly series: { readonly id: number; readonly title: string } | null;
}

/**
 * One all-ages novel in each language under DEFAULT_SEED, for tests that need a novel in a given
 * script (content.test.ts keeps them so).
 */
export const NOVEL_IDS_BY_LANGUAGE: Readonly<Record<NovelLanguage, number>> = {
  ja: 20_000_011,
  en: 20_000_027,
  zh: 20_000_025,
  ko: 20_000_031,
  fr: 20_000_015,
  ru: 20_000_316,
  el: 20_000_168,
};

/**
 * Russian and Greek share what was French's last 5 %, so every novel of the other languages (and
 * most French ones) stays as it was: one roll, cut at the same places below 0.95.
 */
function languageOf(random: RandomStream): NovelLanguage {
  const roll = random.next();
  if (roll < 0.95) return roll < 0.6 ? "ja" : roll < 0.75 ? "en" : roll < 0.87 ? "zh" : "ko";
  return roll < 0.97 ? "fr" : roll < 0.985 ? "ru" : "el";
}

export function novelTraits(seedHash: number, id: number): NovelTraits {
  const random = streamFor(seedHash, "novel-traits", id);
  const postedAt = novelPostedAt(id);
  const restrictionRoll = random.next();
  const xRestrict: XRestrict = restrictionRoll < 0.02 ? 2 : restrictionRoll < 0.17 ? 1 : 0;
  const aiType: AiType = postedAt < AI_FLAG_INTRODUCED ? 0 : random.chance(0.1) ? 2 : 1;
  return {
    id,
    postedAt,
    xRestrict,
    aiType,
    isOriginal: random.chance(0.5),
    totalBookmarks: Math.floor(10 ** (random.next() ** 2.4 * 4)),
    language: languageOf(random),
    seriesMembership: seriesAtPosition(
      seedHash,
      "novel",
      posterIndexOfWork(seedHash, id),
      positionOfWork(seedHash, id),
      NOVEL_SERIES_POSITIONS,
    ),
  };
}

/** An existing work posted before the novel, for `[pixivimage:…]`; null when none is found near. */
function earlierWork(random: RandomStream, seedHash: number, postedAt: number): number | null {
  const around = firstIdPostedFrom(postedAt - random.int(1, 365) * 86_400);
  for (let id = around; id < around + 50; id++) if (workExists(seedHash, id)) return id;
  return null;
}

interface NovelBody {
  readonly text: string;
  readonly pageCount: number;
  readonly uploadedImages: NovelUploadedImage[];
  readonly embeddedWorkIds: number[];
}

function paragraph(random: RandomStream, language: NovelLanguage): string {
  const sentences = random.sample(NOVEL_SENTENCES[language], random.int(1, 4));
  let text = sentences.join(language === "ja" || language === "zh" ? "" : " ");
  if (language === "ja" && random.chance(0.15)) {
    const [base, ruby] = random.pick(RUBY_PAIRS);
    text += `[[rb:${base} > ${ruby}]]の話を、まだ誰にもしていない。`;
  }
  return text;
}

function writeBody(
  random: RandomStream,
  seedHash: number,
  id: number,
  language: NovelLanguage,
  postedAt: number,
): NovelBody {
  const pageCount = random.chance(0.5) ? 1 : random.int(2, 12);
  const uploadedImages: NovelUploadedImage[] = [];
  const embeddedWorkIds: number[] = [];
  const pages: string[] = [];
  for (let page = 0; page < pageCount; page++) {
    const blocks: string[] = [];
    if (pageCount > 1 && random.chance(0.5))
      blocks.push(`[chapter:${random.pick(CHAPTER_TITLES[language])}]`);
    const paragraphs = random.int(3, 12);
    for (let index = 0; index < paragraphs; index++) {
      blocks.push(paragraph(random, language));
      const roll = random.next();
      if (roll < 0.03) {
        const work = earlierWork(random, seedHash, postedAt);
        if (work !== null) {
          embeddedWorkIds.push(work);
          blocks.push(`[pixivimage:${work}]`);
        }
      } else if (roll < 0.05) {
        const image = { id: id * 10 + uploadedImages.length, hex: hexDigits(random, 32) };
        if (uploadedImages.length < 9) {
          uploadedImages.push(image);
          blocks.push(`[uploadedimage:${image.id}]`);
        }
      } else if (roll < 0.06) {
        const path = (combine(seedHash, id, index) % 100_000).toString(36);
        blocks.push(
          `[[jumpuri:${language === "ja" ? "あとがき" : "Afterword"} > https://example.com/notes/${path}]]`,
        );
      } else if (roll < 0.065 && pageCount > 1) {
        blocks.push(`[jump:${random.int(1, pageCount)}]`);
      }
    }
    pages.push(blocks.join("\n\n"));
  }
  return { text: pages.join("\n[newpage]\n"), pageCount, uploadedImages, embeddedWorkIds };
}

function novelTags(random: RandomStream, traits: NovelTraits): (TagWord & { byUploader: boolean })[] {
  const tags: TagWord[] = [];
  if (traits.xRestrict === 1) tags.push(NATURE_TAGS.r18);
  if (traits.xRestrict === 2) tags.push(NATURE_TAGS.r18g);
  if (traits.isOriginal) tags.push(NATURE_TAGS.original);
  if (traits.aiType === 2 && random.chance(0.6)) tags.push(NATURE_TAGS.ai);
  tags.push(
    ...random
      .sample(NOVEL_TOPIC_TAGS, random.int(1, 6))
      .filter((tag) => !tags.some((t) => t.name === tag.name)),
  );
  return tags.map((tag) => ({ ...tag, byUploader: random.chance(0.9) }));
}

/** The whole novel with this id. Call only for ids where `novelExists` holds. */
export function generateNovel(seedHash: number, id: number): CatalogueNovel {
  const traits = novelTraits(seedHash, id);
  const random = streamFor(seedHash, "novel", id);
  const body = writeBody(random, seedHash, id, traits.language, traits.postedAt);
  const title = random.pick(NOVEL_TITLES[traits.language]);
  const caption = random.chance(0.3) ? "" : random.sample(CAPTION_LINES, random.int(1, 2)).join("<br />");
  const cover = random.chance(0.7)
    ? { datePath: imageDatePath(traits.postedAt), hex: hexDigits(random, 32) }
    : null;
  return {
    ...traits,
    seedHash,
    posterIndex: posterIndexOfWork(seedHash, id),
    title,
    caption,
    tags: novelTags(random, traits),
    text: body.text,
    pageCount: body.pageCount,
    cover,
    uploadedImages: body.uploadedImages,
    embeddedWorkIds: body.embeddedWorkIds,
    totalView: traits.totalBookmarks * random.int(5, 20) + random.int(0, 200),
    totalComments: Math.floor(traits.totalBookmarks / random.int(30, 150)) + random.int(0, 2),
    isMypixivOnly: false,
    series:
      traits.seriesMembership === null
        ? null
        : { id: traits.seriesMembership.spec.id, title: traits.seriesMembership.spec.title },
  };
}

/** Whether a novel belongs in a ranking of this mode. */
export function fitsNovelRankMode(mode: NovelRankMode, novel: NovelTraits): boolean {
  const wanted = novelRankModeTraits(mode);
  return novel.xRestrict === wanted.xRestrict && wanted.ai === (novel.aiType === 2);
}

const SPAN_DAYS = { day: 2, week: 7, month: 30 } as const;

/** The novel ranking of `mode` on `date`: at most RANK_LENGTH ids, most bookmarked first. */
export function generateNovelRanking(seedHash: number, mode: NovelRankMode, date: string): number[] {
  const days = SPAN_DAYS[novelRankModeTraits(mode).span];
  const first = firstNovelIdPostedFrom(jstMidnight(addDays(date, 1 - days)));
  const end = firstNovelIdPostedFrom(jstMidnight(addDays(date, 1)));
  const random = streamFor(seedHash, `novel-ranking:${mode}`, jstMidnight(date));
  const wanted = RANK_LENGTH * 2;
  const tried = new Set<number>();
  const candidates: NovelTraits[] = [];
  const span = end - first;
  for (let draw = 0; draw < wanted * 20 && candidates.length < wanted && tried.size < span; draw++) {
    const id = first + Math.floor(random.next() * span);
    if (tried.has(id)) continue;
    tried.add(id);
    if (!novelExists(seedHash, id)) continue;
    const traits = novelTraits(seedHash, id);
    if (fitsNovelRankMode(mode, traits)) candidates.push(traits);
  }
  return candidates
    .sort((a, b) => b.totalBookmarks - a.totalBookmarks || a.id - b.id)
    .slice(0, RANK_LENGTH)
    .map((novel) => novel.id);
}
