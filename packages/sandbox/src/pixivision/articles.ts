/**
 * pixivision's articles, generated from the seed: ARTICLE_COUNT articles with consecutive ids,
 * newest last, one published about every 18 hours up to LATEST_ARTICLE_TIME. An article's summary
 * (category, theme, date) is a hash of its id; its featured works are drawn from the catalogue
 * (existing, all-ages, posted before the article) only when the article is asked for. Lists by
 * category or tag scan the cheap summaries once, lazily.
 */
import type { Catalogue } from "../catalogue/catalogue.js";
import { combine, hashString, streamFor } from "../catalogue/random.js";
import { firstIdPostedFrom, jstMidnight } from "../catalogue/timeline.js";
import type { CatalogueUser } from "../catalogue/users.js";
import type { CatalogueWork } from "../catalogue/works.js";
import {
  CATCH_PHRASES,
  CATEGORY_LABELS,
  CATEGORY_SHARES,
  CATEGORY_TAG_IDS,
  fill,
  PARAGRAPHS,
  PIXIVISION_CATEGORIES,
  THEME_TAG_BASE,
  THEMES,
  TITLE_PATTERNS,
  type PixivisionCategory,
  type PixivisionLanguage,
} from "./vocabulary.js";

export const FIRST_ARTICLE_ID = 9_000;
export const ARTICLE_COUNT = 480;
export const LAST_ARTICLE_ID = FIRST_ARTICLE_ID + ARTICLE_COUNT - 1;
/** The newest article's publication (18:00 JST, when pixivision publishes). */
export const LATEST_ARTICLE_TIME = jstMidnight("2025-01-31") + 18 * 3600;
const SECONDS_PER_ARTICLE = 18 * 3600;
const DAY = 86_400;

export interface ArticleSummary {
  readonly id: number;
  readonly category: PixivisionCategory;
  readonly themeIndex: number;
  /** Epoch seconds. */
  readonly publishedAt: number;
  /** Index into CATCH_PHRASES, or null for a title without one. */
  readonly catchIndex: number | null;
  /** pixivision tag ids: the category's, then the theme's. */
  readonly tagIds: readonly number[];
  /** Stable popularity, for the ranking and "popular" blocks. */
  readonly popularity: number;
}

export interface FeaturedWork {
  readonly work: CatalogueWork;
  readonly user: CatalogueUser;
}

export interface Article extends ArticleSummary {
  /** The work the cover and thumbnails show. */
  readonly cover: FeaturedWork;
  /** Works shown in the body, in order (empty for news and novels). */
  readonly items: readonly FeaturedWork[];
  /** Indexes into PARAGRAPHS: the introduction. */
  readonly paragraphs: readonly number[];
}

export interface PixivisionTag {
  readonly id: number;
  name(language: PixivisionLanguage): string;
}

export function isArticleId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= FIRST_ARTICLE_ID && id <= LAST_ARTICLE_ID;
}

function categoryOf(roll: number): PixivisionCategory {
  let total = 0;
  for (const category of PIXIVISION_CATEGORIES) {
    total += CATEGORY_SHARES[category];
    if (roll < total) return category;
  }
  return "illustration";
}

export function articleSummary(seedHash: number, id: number): ArticleSummary {
  const random = streamFor(seedHash, "pixivision-article", id);
  const category = categoryOf(random.next());
  const themeIndex = random.int(0, THEMES.length - 1);
  return {
    id,
    category,
    themeIndex,
    publishedAt: LATEST_ARTICLE_TIME - (LAST_ARTICLE_ID - id) * SECONDS_PER_ARTICLE,
    catchIndex: random.chance(0.4) ? random.int(0, CATCH_PHRASES.length - 1) : null,
    tagIds: [CATEGORY_TAG_IDS[category], THEME_TAG_BASE + themeIndex],
    popularity: combine(seedHash, hashString("pixivision-popularity"), id),
  };
}

export function tagOf(id: number): PixivisionTag | null {
  const category = PIXIVISION_CATEGORIES.find((candidate) => CATEGORY_TAG_IDS[candidate] === id);
  if (category !== undefined) return { id, name: (language) => CATEGORY_LABELS[category][language] };
  const theme = THEMES[id - THEME_TAG_BASE];
  return theme === undefined ? null : { id, name: (language) => theme[language] };
}

export function pureTitle(summary: ArticleSummary, language: PixivisionLanguage): string {
  const theme = (THEMES[summary.themeIndex] as (typeof THEMES)[number])[language];
  return fill(TITLE_PATTERNS[summary.category][language], theme);
}

/** The full title: the catch phrase (if any) and the pure title. */
export function fullTitle(summary: ArticleSummary, language: PixivisionLanguage): string {
  const pure = pureTitle(summary, language);
  if (summary.catchIndex === null) return pure;
  const phrase = (CATCH_PHRASES[summary.catchIndex] as (typeof CATCH_PHRASES)[number])[language];
  return language === "en" || language === "ko" ? `${phrase} ${pure}` : `${phrase}${pure}`;
}

export function paragraphText(index: number, summary: ArticleSummary, language: PixivisionLanguage): string {
  const theme = (THEMES[summary.themeIndex] as (typeof THEMES)[number])[language];
  return fill((PARAGRAPHS[index] as (typeof PARAGRAPHS)[number])[language], theme);
}

const ITEM_COUNTS: Readonly<Record<PixivisionCategory, readonly [number, number]>> = {
  illustration: [8, 12],
  manga: [5, 8],
  recommend: [6, 10],
  column: [2, 4],
  interview: [2, 3],
  novels: [0, 0],
  news: [0, 0],
};

/** Draws `count` distinct works posted in the 400 days before the article, fitting the category. */
function drawWorks(
  catalogue: Catalogue,
  seedHash: number,
  summary: ArticleSummary,
  count: number,
): FeaturedWork[] {
  const random = streamFor(seedHash, "pixivision-works", summary.id);
  const low = firstIdPostedFrom(summary.publishedAt - 400 * DAY);
  const high = firstIdPostedFrom(summary.publishedAt - 2 * DAY) - 1;
  const wanted = summary.category === "manga" ? "manga" : "illust";
  const chosen = new Map<number, FeaturedWork>();
  for (let attempt = 0; chosen.size < count && attempt < count * 60; attempt++) {
    const work = catalogue.illust(random.int(low, high));
    if (work === null || chosen.has(work.id) || work.xRestrict !== 0 || work.sanityLevel !== 2) continue;
    if (work.type !== wanted && attempt < count * 40) continue;
    chosen.set(work.id, { work, user: catalogue.poster(work) });
  }
  // Practically never needed: walk down from the newest candidate until something fits.
  for (let id = high; chosen.size === 0 && id > low; id--) {
    const work = catalogue.illust(id);
    if (work !== null && work.xRestrict === 0) chosen.set(work.id, { work, user: catalogue.poster(work) });
  }
  return [...chosen.values()];
}

export function generateArticle(catalogue: Catalogue, seedHash: number, id: number): Article {
  const summary = articleSummary(seedHash, id);
  const random = streamFor(seedHash, "pixivision-body", id);
  const [least, most] = ITEM_COUNTS[summary.category];
  const works = drawWorks(catalogue, seedHash, summary, Math.max(1, random.int(least, most)));
  const items = most === 0 ? [] : works;
  const paragraphs = random.sample(
    PARAGRAPHS.map((_, index) => index),
    random.int(2, PARAGRAPHS.length),
  );
  return { ...summary, cover: works[0] as FeaturedWork, items, paragraphs };
}
