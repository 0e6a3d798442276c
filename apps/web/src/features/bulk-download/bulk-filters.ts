/**
 * The filters a bulk download applies before anything is queued, in one pure function: the kinds
 * of work wanted, the content rule every list follows (R-18, R-18G, AI, blocked tags and users, via
 * @pxv/pixiv `hiddenReason`), pixiv's placeholders for works that are gone, a minimum bookmark
 * count, a date range, a page-count limit and "skip what I already downloaded". It answers the
 * works kept and, for the dialog, how many each rule dropped.
 */
import { hiddenReason, type HiddenReason, type VisibilityRules } from "@pxv/pixiv";
import { workId, type BulkWork } from "./bulk-source";

export type BulkWorkType = "illust" | "manga" | "ugoira" | "novel";
export const BULK_WORK_TYPES: readonly BulkWorkType[] = ["illust", "manga", "ugoira", "novel"];

export interface BulkFilters {
  readonly types: readonly BulkWorkType[];
  /** At least this many bookmarks; 0 keeps all. */
  readonly minBookmarks: number;
  /** YYYY-MM-DD, inclusive, in pixiv's time zone as it writes dates; "" for no bound. */
  readonly from: string;
  readonly to: string;
  /** Works with more pages than this are left out; 0 for no limit. */
  readonly maxPages: number;
  readonly skipDownloaded: boolean;
}

export const DEFAULT_BULK_FILTERS: BulkFilters = {
  types: BULK_WORK_TYPES,
  minBookmarks: 0,
  from: "",
  to: "",
  maxPages: 0,
  skipDownloaded: true,
};

export type SkipReason =
  HiddenReason | "unavailable" | "type" | "bookmarks" | "date" | "pages" | "downloaded";

export interface FilterResult {
  readonly kept: BulkWork[];
  readonly skipped: Partial<Record<SkipReason, number>>;
}

export const bulkWorkType = (work: BulkWork): BulkWorkType =>
  work.kind === "novel" ? "novel" : work.artwork.type;

const subject = (work: BulkWork) => (work.kind === "artwork" ? work.artwork : work.novel);

/** Why a work is left out, or null when it is kept. */
export function skipReason(
  work: BulkWork,
  filters: BulkFilters,
  rules: VisibilityRules,
  downloaded: ReadonlySet<number>,
): SkipReason | null {
  const item = subject(work);
  if (!item.visible) return "unavailable";
  if (!filters.types.includes(bulkWorkType(work))) return "type";
  const hidden = hiddenReason(item, rules);
  if (hidden !== null) return hidden;
  if (item.like < filters.minBookmarks) return "bookmarks";
  const day = item.created.slice(0, 10);
  if ((filters.from !== "" && day < filters.from) || (filters.to !== "" && day > filters.to)) return "date";
  if (work.kind === "artwork" && filters.maxPages > 0 && work.artwork.count > filters.maxPages)
    return "pages";
  if (filters.skipDownloaded && downloaded.has(workId(work))) return "downloaded";
  return null;
}

export function filterWorks(
  works: readonly BulkWork[],
  filters: BulkFilters,
  rules: VisibilityRules,
  downloaded: ReadonlySet<number>,
): FilterResult {
  const kept: BulkWork[] = [];
  const skipped: Partial<Record<SkipReason, number>> = {};
  for (const work of works) {
    const reason = skipReason(work, filters, rules, downloaded);
    if (reason === null) kept.push(work);
    else skipped[reason] = (skipped[reason] ?? 0) + 1;
  }
  return { kept, skipped };
}
