/**
 * Search over the generated catalogue without an index: a deterministic walk over a thinned id range
 * (every SEARCH_STRIDE-th id, newest or oldest first) that keeps the works or novels matching the
 * query, stopping after a bounded number of candidates. So results are real matches, sorted as asked,
 * and deep pages stay cheap. Also the tag vocabulary's autocomplete and user search by name.
 */
import { FIRST_NOVEL_ID, firstNovelIdPostedFrom, novelExists, type CatalogueNovel } from "./novels.js";
import type { Catalogue } from "./catalogue.js";
import { NOVEL_TOPIC_TAGS } from "./novel-words.js";
import { SPEECH_BUBBLE_TAG, TEXT_PAGE_WORKS } from "./text-pages.js";
import { firstIdPostedFrom, FIRST_WORK_ID } from "./timeline.js";
import { USER_COUNT, type CatalogueUser } from "./users.js";
import { NATURE_TAGS, TOPIC_TAGS, type TagWord } from "./vocabulary.js";
import { workExists, type CatalogueWork } from "./works.js";

export type SearchTarget =
  "partial_match_for_tags" | "exact_match_for_tags" | "title_and_caption" | "keyword" | "text";

export interface SearchQuery {
  readonly terms: readonly string[];
  readonly target: SearchTarget;
  readonly ascending: boolean;
  /** Epoch seconds, inclusive start and exclusive end. */
  readonly from: number;
  readonly until: number;
  readonly showAi: boolean;
  /** The highest x_restrict the searcher may see. */
  readonly maxXRestrict: number;
}

/** Only every SEARCH_STRIDE-th id is searchable: keeps a walk over years of ids short. */
const SEARCH_STRIDE = 11;
/** Candidates examined per search at most: bounds the cost of a search for a rare word. */
const SEARCH_BUDGET = 12_000;
/** Searches remembered (per catalogue and query), so that paging on does not search again. */
const SEARCH_MEMO_LIMIT = 32;
/** Results are computed in blocks of this many, so that consecutive pages share one search. */
const SEARCH_BLOCK = 300;

const searchMemo = new Map<string, readonly number[]>();

/** The first `limit` results of `search`, computed a block at a time and remembered. */
function remembered(key: string, limit: number, search: (limit: number) => number[]): readonly number[] {
  const blockLimit = Math.ceil(limit / SEARCH_BLOCK) * SEARCH_BLOCK;
  const memoKey = `${key}\u0000${blockLimit}`;
  let ids = searchMemo.get(memoKey);
  if (ids === undefined) {
    ids = search(blockLimit);
    if (searchMemo.size >= SEARCH_MEMO_LIMIT) searchMemo.delete(searchMemo.keys().next().value as string);
    searchMemo.set(memoKey, ids);
  }
  return ids.slice(0, limit);
}

const lower = (text: string): string => text.toLowerCase();

function tagMatches(tags: readonly TagWord[], term: string, exact: boolean): boolean {
  const wanted = lower(term);
  return tags.some((tag) => {
    const names = [lower(tag.name), tag.translated === null ? "" : lower(tag.translated)];
    return exact ? names.includes(wanted) : names.some((name) => name !== "" && name.includes(wanted));
  });
}

function matches(
  item: { title: string; caption: string; tags: readonly TagWord[]; text?: string },
  query: SearchQuery,
): boolean {
  return query.terms.every((term) => {
    // pixiv's exclusion: "-term" keeps only items the term does not match (pxv appends
    // " -R-18 -R18 -18+" to every search while R-18 is off).
    if (term.length > 1 && term.startsWith("-")) return !matches(item, { ...query, terms: [term.slice(1)] });
    const wanted = lower(term);
    const inTitle = lower(item.title).includes(wanted) || lower(item.caption).includes(wanted);
    switch (query.target) {
      case "exact_match_for_tags":
        return tagMatches(item.tags, term, true);
      case "partial_match_for_tags":
        return tagMatches(item.tags, term, false);
      case "title_and_caption":
        return inTitle;
      case "text":
        return lower(item.text ?? "").includes(wanted);
      case "keyword":
        return inTitle || tagMatches(item.tags, term, false);
    }
  });
}

function walk<T>(
  first: number,
  end: number,
  ascending: boolean,
  limit: number,
  visit: (id: number) => T | null,
): T[] {
  const found: T[] = [];
  const start = ascending
    ? first + ((SEARCH_STRIDE - (first % SEARCH_STRIDE)) % SEARCH_STRIDE)
    : end - 1 - ((end - 1) % SEARCH_STRIDE);
  let examined = 0;
  for (let id = start; ascending ? id < end : id >= first; id += ascending ? SEARCH_STRIDE : -SEARCH_STRIDE) {
    if (found.length >= limit || examined++ >= SEARCH_BUDGET) break;
    const item = visit(id);
    if (item !== null) found.push(item);
  }
  return found;
}

/**
 * The works whose pages carry text (text-pages.ts) sit outside the walked ids; they lead the results
 * of a search that names their own tag (吹き出し / speech bubbles) and matches them, and no other.
 */
function textPageWorksFor(catalogue: Catalogue, query: SearchQuery): CatalogueWork[] {
  if (!query.terms.some((term) => tagMatches([SPEECH_BUBBLE_TAG], term, true))) return [];
  return TEXT_PAGE_WORKS.flatMap((spec) => catalogue.illust(spec.id) ?? []).filter(
    (work) =>
      work.postedAt >= query.from &&
      work.postedAt < query.until &&
      work.xRestrict <= query.maxXRestrict &&
      matches(work, query),
  );
}

/** The first `limit` works matching `query`, in date order. */
export function searchWorks(catalogue: Catalogue, query: SearchQuery, limit: number): CatalogueWork[] {
  const key = `works\u0000${catalogue.seed}\u0000${JSON.stringify(query)}`;
  const textPageWorks = textPageWorksFor(catalogue, query);
  return [
    ...textPageWorks,
    ...remembered(key, limit, (blockLimit) =>
      walkWorks(catalogue, query, blockLimit).map((work) => work.id),
    ).flatMap((id) => catalogue.illust(id) ?? []),
  ].slice(0, limit);
}

/** One timeline searched by date: its first id, the first id posted from a time, and its items. */
interface SearchedTimeline<Item> {
  readonly first: number;
  readonly firstPostedFrom: (seconds: number) => number;
  readonly exists: (seedHash: number, id: number) => boolean;
  readonly read: (id: number) => Item | null;
}

/** The first `limit` items of a timeline matching `query`, in date order. */
function walkMatching<Item extends Parameters<typeof matches>[0] & { xRestrict: number; aiType: number }>(
  catalogue: Catalogue,
  query: SearchQuery,
  limit: number,
  timeline: SearchedTimeline<Item>,
): Item[] {
  const first = Math.max(timeline.first, timeline.firstPostedFrom(query.from));
  const end = timeline.firstPostedFrom(query.until);
  return walk(first, end, query.ascending, limit, (id) => {
    if (!timeline.exists(catalogue.seedHash, id)) return null;
    const item = timeline.read(id);
    if (item === null || item.xRestrict > query.maxXRestrict) return null;
    if (!query.showAi && item.aiType === 2) return null;
    return matches(item, query) ? item : null;
  });
}

function walkWorks(catalogue: Catalogue, query: SearchQuery, limit: number): CatalogueWork[] {
  return walkMatching(catalogue, query, limit, {
    first: FIRST_WORK_ID,
    firstPostedFrom: firstIdPostedFrom,
    exists: workExists,
    read: (id) => catalogue.illust(id),
  });
}

/** The first `limit` novels matching `query`, in date order. */
export function searchNovels(catalogue: Catalogue, query: SearchQuery, limit: number): CatalogueNovel[] {
  const key = `novels\u0000${catalogue.seed}\u0000${JSON.stringify(query)}`;
  return remembered(key, limit, (blockLimit) =>
    walkNovels(catalogue, query, blockLimit).map((novel) => novel.id),
  ).flatMap((id) => catalogue.novel(id) ?? []);
}

function walkNovels(catalogue: Catalogue, query: SearchQuery, limit: number): CatalogueNovel[] {
  return walkMatching(catalogue, query, limit, {
    first: FIRST_NOVEL_ID,
    firstPostedFrom: firstNovelIdPostedFrom,
    exists: novelExists,
    read: (id) => catalogue.novel(id),
  });
}

/** Users whose name or account contains `word`, in index order, at most `limit`. */
export function searchUsers(catalogue: Catalogue, word: string, limit: number): CatalogueUser[] {
  const wanted = lower(word);
  const found: CatalogueUser[] = [];
  for (let index = 0; index < USER_COUNT && found.length < limit; index++) {
    const user = catalogue.userAt(index);
    if (lower(user.name).includes(wanted) || lower(user.account).includes(wanted)) found.push(user);
  }
  return found;
}

const ALL_TAGS: readonly TagWord[] = [
  ...Object.values(NATURE_TAGS),
  ...TOPIC_TAGS,
  ...NOVEL_TOPIC_TAGS,
].filter((tag, index, tags) => tags.findIndex((other) => other.name === tag.name) === index);

/** Tags of the vocabulary that start with (then contain) `word`, in either language. */
export function autocompleteTags(word: string, limit: number): TagWord[] {
  const wanted = lower(word);
  if (wanted === "") return [];
  const score = (tag: TagWord): number => {
    const names = [lower(tag.name), lower(tag.translated ?? "")];
    if (names.some((name) => name.startsWith(wanted))) return 0;
    if (names.some((name) => name.includes(wanted))) return 1;
    return 2;
  };
  return ALL_TAGS.filter((tag) => score(tag) < 2)
    .sort((a, b) => score(a) - score(b))
    .slice(0, limit);
}
