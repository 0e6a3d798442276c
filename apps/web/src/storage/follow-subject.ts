/**
 * What a local follow is (issue 27): the followed thing (`FollowSubject`), its stored row, and the
 * key that names it on every device. Pure, so the database schema (local-db.ts) and the sync
 * adapter can name the shapes without importing the store.
 */
import { DEFAULT_SEARCH_FILTERS, type SearchFilters, type SearchKind } from "@pxv/pixiv";

export type FollowSubject =
  /** A tag: the works tagged exactly so. */
  | { readonly kind: "tag"; readonly word: string; readonly works: SearchKind }
  /** A search with its filters, as the search screen has them. */
  | {
      readonly kind: "search";
      readonly word: string;
      readonly works: SearchKind;
      readonly filters: SearchFilters;
    }
  /** An author's illustrations, manga or novels (a local follow). */
  | { readonly kind: "user"; readonly userId: number; readonly works: "illust" | "manga" | "novel" }
  | { readonly kind: "series"; readonly seriesId: number; readonly userId: number }
  | { readonly kind: "novel-series"; readonly seriesId: number }
  /** A ranking, by pixiv's mode (day, week_r18 … for illustrations; day, week … for novels). */
  | { readonly kind: "ranking"; readonly mode: string; readonly works: SearchKind };

export type FollowKind = FollowSubject["kind"];

/** The filters a followed tag is searched with: its exact tag, the search screen's defaults. */
export const TAG_FILTERS: SearchFilters = { ...DEFAULT_SEARCH_FILTERS, target: "exact_match_for_tags" };

/** The filters a followed tag or search is searched with. */
export const filtersOf = (subject: Extract<FollowSubject, { kind: "tag" | "search" }>): SearchFilters =>
  subject.kind === "tag" ? TAG_FILTERS : subject.filters;

/**
 * What following a search is: a followed tag when its filters are `tagFilters` (a tag's exact match
 * with the defaults), else a followed search that keeps its filters.
 */
export function searchSubject(
  works: SearchKind,
  word: string,
  filters: SearchFilters,
  tagFilters: SearchFilters = TAG_FILTERS,
): FollowSubject {
  const same = (Object.keys(filters) as (keyof SearchFilters)[]).every(
    (key) => filters[key] === tagFilters[key],
  );
  return same ? { kind: "tag", word, works } : { kind: "search", word, works, filters };
}

export interface FollowRow {
  /** `followKey(subject)`: equal subjects have equal keys on every device. */
  readonly key: string;
  readonly subject: FollowSubject;
  /** What to call it (a tag, the author's name, the series title), as it was when followed. */
  readonly label: string;
  readonly followedAt: number;
  /**
   * The "seen up to here" mark: the newest creation date (ISO 8601) among the works seen, and the
   * ids seen on the first page. Null until the first page was read once: that first read only sets
   * the mark, so a new follow starts with nothing unread.
   */
  readonly seen: { readonly upTo: string; readonly ids: readonly number[] } | null;
}

const FILTER_ORDER = Object.keys(DEFAULT_SEARCH_FILTERS);

/** The key of a followed thing: its kind and what identifies it, filters included. */
export function followKey(subject: FollowSubject): string {
  switch (subject.kind) {
    case "tag":
      return `tag:${subject.works}:${subject.word}`;
    case "search":
      // The filters in one fixed order, so equal filters make equal keys.
      return `search:${subject.works}:${JSON.stringify(subject.filters, FILTER_ORDER)}:${subject.word}`;
    case "user":
      return `user:${subject.works}:${String(subject.userId)}`;
    case "series":
      return `series:${String(subject.seriesId)}`;
    case "novel-series":
      return `novel-series:${String(subject.seriesId)}`;
    case "ranking":
      return `ranking:${subject.works}:${subject.mode}`;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isWord = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "" && value.length <= 200;
const isSearchKind = (value: unknown): value is SearchKind => value === "illust" || value === "novel";

/** Filters of the search screen's shape: every field of the defaults, each of its type (or null). */
function isSearchFilters(value: unknown): value is SearchFilters {
  if (!isRecord(value)) return false;
  return (Object.keys(DEFAULT_SEARCH_FILTERS) as (keyof SearchFilters)[]).every((key) => {
    const field = value[key];
    const model = DEFAULT_SEARCH_FILTERS[key];
    return field === null || typeof field === typeof model;
  });
}

/** Whether a value (from a file or another device) is a followed thing this device can keep. */
export function isFollowSubject(value: unknown): value is FollowSubject {
  if (!isRecord(value)) return false;
  switch (value["kind"]) {
    case "tag":
      return isWord(value["word"]) && isSearchKind(value["works"]);
    case "search":
      return isWord(value["word"]) && isSearchKind(value["works"]) && isSearchFilters(value["filters"]);
    case "user":
      return isId(value["userId"]) && ["illust", "manga", "novel"].includes(String(value["works"]));
    case "series":
      return isId(value["seriesId"]) && isId(value["userId"]);
    case "novel-series":
      return isId(value["seriesId"]);
    case "ranking":
      return (
        typeof value["mode"] === "string" &&
        /^[a-z0-9_]{1,40}$/.test(value["mode"]) &&
        isSearchKind(value["works"])
      );
    default:
      return false;
  }
}

/** Whether a value is a stored follow row's content (its key is recomputed from the subject). */
export function isFollowSeen(value: unknown): value is FollowRow["seen"] {
  if (value === null) return true;
  return (
    isRecord(value) &&
    typeof value["upTo"] === "string" &&
    Array.isArray(value["ids"]) &&
    value["ids"].every(isId)
  );
}
