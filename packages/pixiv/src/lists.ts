/**
 * The browsing lists' numbers and rules from PRODUCT.md §9 and §5, written once: page sizes and page caps
 * of the discovery, latest and random lists, the throttles of infinite loading, the home cards'
 * length, and the random-ranking pick (a random mode, a random date 2–14 days back, a random page).
 */
import { addDays, pixivDateOf } from "./rank-date.js";
import type { IllustRankMode, NovelRankMode } from "./constants.js";

/** Works per discovery request (PRODUCT.md §9 "60 discovery") and how many requests the list makes. */
export const DISCOVERY_PAGE_SIZE = 60;
export const DISCOVERY_MAX_PAGES = 3;
/** Works per "latest" page (PRODUCT.md §9 "20 new illusts"). */
export const LATEST_PAGE_SIZE = 20;
/** Each Home card shows this many items (PRODUCT.md §9 "Home cards first 10 items"). */
export const HOME_CARD_ITEMS = 10;
/** The home rank card: the daily top 10 plus 5 more as a preview (PRODUCT.md §2 Home). */
export const HOME_RANK_PREVIEW_ITEMS = 15;
/** Recommended ("popular") illustrations are kept only at this many bookmarks or more (PRODUCT.md §5). */
export const POPULAR_MIN_BOOKMARKS = 500;

/** Infinite lists ask for the next page at most this often (PRODUCT.md §9 throttles, ms). */
export const LIST_FETCH_THROTTLE_MS = 1500;
/**
 * A page that leaves fewer than SMALL_BATCH_SIZE visible items waits this long before the next
 * (PRODUCT.md §9).
 */
export const SMALL_BATCH_SIZE = 10;
export const SMALL_BATCH_WAIT_MS = 800;
/**
 * After this many pages in a row that the content filters left empty, a list stops loading by
 * itself (a list whose works are all hidden would otherwise walk every page pixiv has, which on
 * pixiv is a rate-limit ban); the user may ask for more.
 */
export const FILTERED_OUT_PAGE_LIMIT = 3;
/** The random list's own throttle (PRODUCT.md §9 "random 1500 ms"). */
export const RANDOM_FETCH_THROTTLE_MS = 1500;

export type RandomRankKind = "illust" | "manga" | "novel";

/** Modes and page cap of each random ranking list (PRODUCT.md §9 "Random rank"). */
export const RANDOM_RANK = {
  illust: { modes: ["day", "week", "month", "week_original", "day_male"], pages: 9 },
  manga: { modes: ["day_manga", "week_manga", "month_manga", "week_rookie_manga"], pages: 5 },
  novel: { modes: ["day", "week", "day_male", "week_rookie"], pages: 4 },
} as const satisfies Record<RandomRankKind, { modes: readonly string[]; pages: number }>;

/** The date of a random ranking is this many days before today (inclusive bounds, PRODUCT.md §9). */
export const RANDOM_RANK_DAYS_BACK = { min: 2, max: 14 } as const;

export interface RandomRankPick<Mode> {
  readonly mode: Mode;
  /** YYYY-MM-DD */
  readonly date: string;
  /** 1-based ranking page, at most the kind's page cap. */
  readonly page: number;
}

type ModeOf<K extends RandomRankKind> = K extends "novel" ? NovelRankMode : IllustRankMode;

/** A uniform integer in [min, max] from a `random()` in [0, 1). */
function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.min(max - min, Math.floor(random() * (max - min + 1)));
}

/**
 * One random ranking page to show: a mode of the kind, a date 2–14 days before `now` (JST; never
 * after the newest ranking) and a page within the kind's cap.
 */
export function pickRandomRank<K extends RandomRankKind>(
  kind: K,
  now: Date,
  random: () => number = Math.random,
): RandomRankPick<ModeOf<K>> {
  const { modes, pages } = RANDOM_RANK[kind];
  const mode = modes[randomInt(random, 0, modes.length - 1)] as ModeOf<K>;
  const today = pixivDateOf(now);
  const date = addDays(today, -randomInt(random, RANDOM_RANK_DAYS_BACK.min, RANDOM_RANK_DAYS_BACK.max));
  return { mode, date, page: randomInt(random, 1, pages) };
}

/** Fisher–Yates shuffle into a new array. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = randomInt(random, 0, index);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** Authors the home cards never show (PRODUCT.md §B2.5 "Home lists"). */
export const HOME_EXCLUDED_AUTHOR_IDS: readonly number[] = [
  24517, 14002767, 16776564, 33333, 423251, 27526, 13150573, 119489738,
];
/** Tags that keep a work off the home cards: manga and drawing lessons (PRODUCT.md §B2.5). */
const HOME_EXCLUDED_TAG = /漫画|描き方|お絵かきTIPS|manga|BL/i;

interface HomeCandidate {
  readonly type: string;
  readonly count: number;
  readonly illust_ai_type: number;
  readonly author: { readonly id: number };
  readonly tags: readonly { readonly name: string }[];
}

/** PRODUCT.md §5: home lists keep single-image, non-manga, non-AI works of authors and tags not excluded. */
export function isHomeListWork(work: HomeCandidate): boolean {
  return (
    work.type !== "manga" &&
    work.count === 1 &&
    work.illust_ai_type !== 2 &&
    !HOME_EXCLUDED_AUTHOR_IDS.includes(work.author.id) &&
    !work.tags.some((tag) => HOME_EXCLUDED_TAG.test(tag.name))
  );
}
