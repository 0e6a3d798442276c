/**
 * What is new in a follow: the works of its first page past its "seen up to here" mark. For a
 * list in posting order (a tag, a search, an author, a series) that is every work posted after the
 * newest one seen and not seen by id; for a ranking, whose works are old and new alike, every work
 * that was not on it when it was marked. A follow never read has nothing new: its first read only
 * sets the mark.
 */
import type { FollowedWork } from "../../queries/follow-pages";
import type { FollowRow } from "../../storage/follow-subject";

/** The ids a mark keeps: a first page and the newest works of a series (two pages) fit. */
export const SEEN_IDS_KEPT = 90;

export function unreadOf(row: FollowRow, works: readonly FollowedWork[]): FollowedWork[] {
  const { seen } = row;
  if (seen === null) return [];
  const ids = new Set(seen.ids);
  if (row.subject.kind === "ranking") return works.filter((item) => !ids.has(item.work.id));
  return works.filter((item) => item.work.created > seen.upTo && !ids.has(item.work.id));
}

/** The mark that makes every work of this page seen. */
export function seenMarkOf(works: readonly FollowedWork[]): NonNullable<FollowRow["seen"]> {
  const upTo = works.reduce((newest, item) => (item.work.created > newest ? item.work.created : newest), "");
  return { upTo, ids: works.slice(0, SEEN_IDS_KEPT).map((item) => item.work.id) };
}

/** A mark that keeps `current` and adds `works` to it (never moves back). */
export function markedUpTo(
  current: FollowRow["seen"],
  works: readonly FollowedWork[],
): NonNullable<FollowRow["seen"]> {
  const next = seenMarkOf(works);
  if (current === null) return next;
  return {
    upTo: next.upTo > current.upTo ? next.upTo : current.upTo,
    ids: [...new Set([...next.ids, ...current.ids])].slice(0, SEEN_IDS_KEPT),
  };
}
