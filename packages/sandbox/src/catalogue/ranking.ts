/**
 * Rankings: for a (mode, date), a deterministic list of distinct work ids, most bookmarked first.
 * Candidates are drawn from the ids posted in the mode's span ending on that date (a day ranking
 * covers the day and the one before, as pixiv's does) and kept when they fit the mode: its
 * restriction (all-ages modes list only x_restrict 0), AI or not, manga, original. The draw is
 * seeded by (seed, mode, date), so a ranking is the same on every call and every machine.
 */
import { addDays, RANK_LENGTH, rankModeTraits, type IllustRankMode } from "@pxv/pixiv";
import { streamFor } from "./random.js";
import { firstIdPostedFrom, jstMidnight } from "./timeline.js";
import { workExists, workTraits, type WorkTraits } from "./works.js";

/** Candidates gathered per ranking place before the most bookmarked are kept. */
const CANDIDATES_PER_PLACE = 3;
/** Draws allowed per wanted candidate before giving up on a sparse span. */
const DRAWS_PER_CANDIDATE = 40;

const SPAN_DAYS = { day: 2, week: 7, month: 30 } as const;

/** Whether a work belongs in a ranking of this mode. */
export function fitsRankMode(mode: IllustRankMode, work: WorkTraits): boolean {
  const wanted = rankModeTraits(mode);
  if (work.xRestrict !== wanted.xRestrict) return false;
  if (wanted.ai !== (work.aiType === 2)) return false;
  if (wanted.manga && work.type !== "manga") return false;
  if (mode === "week_original" && !work.isOriginal) return false;
  return true;
}

/** The ids posted in the span a ranking of `mode` on `date` covers: [first, end). */
export function rankingIdRange(mode: IllustRankMode, date: string): { first: number; end: number } {
  const days = SPAN_DAYS[rankModeTraits(mode).span];
  return {
    first: firstIdPostedFrom(jstMidnight(addDays(date, 1 - days))),
    end: firstIdPostedFrom(jstMidnight(addDays(date, 1))),
  };
}

/** The ranking of `mode` on `date` (YYYY-MM-DD): at most RANK_LENGTH distinct work ids. */
export function generateRanking(seedHash: number, mode: IllustRankMode, date: string): number[] {
  const { first, end } = rankingIdRange(mode, date);
  const random = streamFor(seedHash, `ranking:${mode}`, jstMidnight(date));
  const wanted = RANK_LENGTH * CANDIDATES_PER_PLACE;
  const tried = new Set<number>();
  const candidates: WorkTraits[] = [];
  for (let draw = 0; draw < wanted * DRAWS_PER_CANDIDATE && candidates.length < wanted; draw++) {
    const id = first + Math.floor(random.next() * (end - first));
    if (tried.has(id)) continue;
    tried.add(id);
    if (!workExists(seedHash, id)) continue;
    const traits = workTraits(seedHash, id);
    if (fitsRankMode(mode, traits)) candidates.push(traits);
  }
  return candidates
    .sort((a, b) => b.totalBookmarks - a.totalBookmarks || a.id - b.id)
    .slice(0, RANK_LENGTH)
    .map((work) => work.id);
}
