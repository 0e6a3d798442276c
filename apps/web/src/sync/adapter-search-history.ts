/**
 * Search history as records, one per term ("search:<term>", the value a time that orders the terms):
 * a term searched on either device joins the other's list. The local list has no times, so a term
 * keeps the time its record has while the list's order agrees with it, and gets a time just below
 * its elder neighbour where it does not; the merged list is every live term, newest first, cut to
 * SEARCH_HISTORY_MAX (a term that falls off is a tombstone at the next scan).
 */
import { SEARCH_HISTORY_MAX } from "@pxv/pixiv";
import { localDb } from "../storage/local-db";
import { readSearchHistory, SEARCH_HISTORY_KEY, writeSearchHistory } from "../storage/search-history";
import type { SyncAdapter } from "./adapter";
import { liveRecords, type LocalChange } from "./outbox";
import { watchTableWrites } from "./table-writes";

const PREFIX = "search:";

/** Times for a list (newest first), keeping the known ones that agree with its order. */
export function termTimes(
  terms: readonly string[],
  known: ReadonlyMap<string, number>,
  now: number,
): LocalChange[] {
  let ceiling = Number.POSITIVE_INFINITY;
  return terms.map((term) => {
    const time = known.get(term);
    const value = time !== undefined && time < ceiling ? time : Math.min(now, ceiling - 1);
    ceiling = value;
    return { key: `${PREFIX}${term}`, value };
  });
}

export const searchHistoryAdapter: SyncAdapter = {
  prefix: PREFIX,
  readAll: async () => {
    const known = new Map(
      (await liveRecords(PREFIX)).map((record) => [record.key.slice(PREFIX.length), Number(record.value)]),
    );
    return termTimes(await readSearchHistory(), known, Date.now());
  },
  watch: (changed) =>
    watchTableWrites(localDb().kv, (row) => {
      if (row.key === SEARCH_HISTORY_KEY) changed();
    }),
  apply: async () => {
    // The merge base already holds the winners: the list is its live terms, newest first.
    const live = await liveRecords(PREFIX);
    const terms = live
      .map((record) => ({ term: record.key.slice(PREFIX.length), at: Number(record.value) }))
      .sort((a, b) => b.at - a.at)
      .slice(0, SEARCH_HISTORY_MAX)
      .map((entry) => entry.term);
    await writeSearchHistory(terms);
  },
};
