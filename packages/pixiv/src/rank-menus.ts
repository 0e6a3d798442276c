/**
 * The ranking menus of PRODUCT.md §2 Rank and §9: five categories (0 overall, 1 illust, 2 ugoira, 3 manga,
 * 4 novel), each with its sub-types in order; the first is where choosing the category jumps.
 * Overall and manga rankings come from the app API (`/v1/illust/ranking` modes); illust and ugoira
 * rankings only exist on pixiv's web ranking (`/ranking.php?content=`), as in the reference
 * viewer; novels from `/v1/novel/ranking`. `r18`/`r18g` say which content setting must be on for
 * an entry to show, `ai` that it lists AI works.
 */
import { RANK_TYPES, type IllustRankMode, type NovelRankMode, type RankType } from "./constants.js";

/** Entries per page of pixiv's web ranking. */
export const WEB_RANK_PAGE_SIZE = 50;

export const RANK_CATEGORIES = ["overall", "illust", "ugoira", "manga", "novel"] as const;
export type RankCategory = (typeof RANK_CATEGORIES)[number];

export type WebRankContent = "illust" | "ugoira";
/** Modes of pixiv's web ranking. */
export type WebRankMode = "daily" | "weekly" | "monthly" | "rookie" | "daily_r18" | "weekly_r18";

export type RankSource =
  | { readonly kind: "app"; readonly mode: IllustRankMode }
  | { readonly kind: "web"; readonly content: WebRankContent; readonly mode: WebRankMode }
  | { readonly kind: "novel"; readonly mode: NovelRankMode };

export interface RankMenuEntry {
  /** The route's segment: /rank/{type}, or /rank_novel/{type} for novels. */
  readonly type: string;
  readonly source: RankSource;
  readonly r18: boolean;
  readonly r18g: boolean;
  readonly ai: boolean;
}

const flags = (r18: boolean, r18g = false, ai = false) => ({ r18, r18g, ai });

const overall: RankMenuEntry[] = (Object.keys(RANK_TYPES) as RankType[])
  .filter((type) => type !== "daily_manga")
  .map((type) => {
    const { mode, r18, r18g, ai } = RANK_TYPES[type];
    return { type, source: { kind: "app", mode }, r18, r18g, ai };
  });

const web = (content: WebRankContent, entries: readonly [string, WebRankMode, boolean][]): RankMenuEntry[] =>
  entries.map(([type, mode, r18]) => ({ type, source: { kind: "web", content, mode }, ...flags(r18) }));

const app = (entries: readonly [string, IllustRankMode, boolean][]): RankMenuEntry[] =>
  entries.map(([type, mode, r18]) => ({ type, source: { kind: "app", mode }, ...flags(r18) }));

const novel = (entries: readonly [NovelRankMode, boolean, boolean, boolean][]): RankMenuEntry[] =>
  entries.map(([mode, r18, r18g, ai]) => ({
    type: mode,
    source: { kind: "novel", mode },
    ...flags(r18, r18g, ai),
  }));

export const RANK_MENUS: Readonly<Record<RankCategory, readonly RankMenuEntry[]>> = {
  overall,
  illust: web("illust", [
    ["daily_illust", "daily", false],
    ["weekly_illust", "weekly", false],
    ["monthly_illust", "monthly", false],
    ["rookie_illust", "rookie", false],
    ["r18_illust", "daily_r18", true],
    ["r18_w_illust", "weekly_r18", true],
  ]),
  ugoira: web("ugoira", [
    ["daily_ugoira", "daily", false],
    ["weekly_ugoira", "weekly", false],
    ["r18_ugoira", "daily_r18", true],
    ["r18_w_ugoira", "weekly_r18", true],
  ]),
  manga: app([
    ["daily_manga", "day_manga", false],
    ["weekly_manga", "week_manga", false],
    ["monthly_manga", "month_manga", false],
    ["rookie_manga", "week_rookie_manga", false],
    ["r18_manga", "day_r18_manga", true],
    ["r18_w_manga", "week_r18_manga", true],
  ]),
  novel: novel([
    ["day", false, false, false],
    ["week", false, false, false],
    ["week_rookie", false, false, false],
    ["week_ai", false, false, true],
    ["day_male", false, false, false],
    ["day_female", false, false, false],
    ["day_r18", true, false, false],
    ["week_r18", true, false, false],
    ["week_ai_r18", true, false, true],
    ["week_r18g", false, true, false],
  ]),
};

/** The category and entry of an illustration ranking route's type (/rank/{type}), or null. */
export function findIllustRankEntry(type: string): { category: RankCategory; entry: RankMenuEntry } | null {
  for (const category of ["overall", "illust", "ugoira", "manga"] as const) {
    const entry = RANK_MENUS[category].find((candidate) => candidate.type === type);
    if (entry !== undefined) return { category, entry };
  }
  return null;
}

export function findNovelRankEntry(type: string): RankMenuEntry | null {
  return RANK_MENUS.novel.find((entry) => entry.type === type) ?? null;
}

interface ContentFlags {
  readonly r18: boolean;
  readonly r18g: boolean;
  readonly ai: boolean;
}

/** Whether a menu lists the entry (PRODUCT.md §6: R-18 entries need r18, R-18G entries need r18g). */
export function isRankEntryListed(
  entry: Pick<RankMenuEntry, "r18" | "r18g">,
  content: ContentFlags,
): boolean {
  return (!entry.r18 || content.r18) && (!entry.r18g || content.r18g);
}

/** Whether the ranking may be shown: listed, and an AI ranking only with AI works enabled. */
export function isRankEntryAllowed(
  entry: Pick<RankMenuEntry, "r18" | "r18g" | "ai">,
  content: ContentFlags,
): boolean {
  return isRankEntryListed(entry, content) && (!entry.ai || content.ai);
}

/** The first entry of a category: where choosing it jumps (PRODUCT.md §2 Rank). */
export function firstRankEntry(category: RankCategory): RankMenuEntry {
  return RANK_MENUS[category][0] as RankMenuEntry;
}

/** The age restriction of a web ranking's works (the web ranking does not say it per work). */
export function webRankXRestrict(mode: WebRankMode): 0 | 1 {
  return mode.endsWith("_r18") ? 1 : 0;
}
