/**
 * Local follows (issue 27): a tag, a search with its filters, an author, an illustration or novel
 * series, or a ranking mode that a person — signed in or not — wants to hear about. One row per
 * followed thing, keyed by what it is (`followKey`), so following the same thing twice is one
 * follow. Each row keeps its "seen up to here" mark: the newest work date seen and the ids seen on
 * the first page when it was marked, from which Updates counts what is new. A followed author here
 * is a local follow; pixiv's own follow (signed in) is another thing and stays what it is.
 */
import { followKey, type FollowRow, type FollowSubject } from "./follow-subject";
import type { Table } from "dexie";
import { localDb } from "./local-db";

const listeners = new Set<() => void>();

/** Calls `listener` after any change to the follows (here or from sync); answers how to stop. */
export function onFollowsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Every follow, newest first. */
export async function listFollows(): Promise<FollowRow[]> {
  return localDb().follows.orderBy("followedAt").reverse().toArray();
}

export async function getFollow(key: string): Promise<FollowRow | undefined> {
  return localDb().follows.get(key);
}

/**
 * Follows every subject not followed yet, in one transaction (an OPML import); answers how many
 * were new. A follow already there keeps its time, label and mark.
 */
export async function addFollows(
  follows: readonly { readonly subject: FollowSubject; readonly label: string }[],
  now: number = Date.now(),
): Promise<number> {
  const db = localDb();
  return db
    .transaction("rw", db.follows, async () => {
      const rows = follows.map(({ subject, label }, index): FollowRow => ({
        key: followKey(subject),
        subject,
        label,
        // In the file's order: the first outline is the newest follow.
        followedAt: now - index,
        seen: null,
      }));
      const existing = await db.follows.bulkGet(rows.map((row) => row.key));
      const fresh = rows.filter((_row, index) => existing[index] === undefined);
      await db.follows.bulkAdd(fresh);
      return fresh.length;
    })
    .finally(changed);
}

/** Follows `subject` (again: keeps the first follow's time and mark). */
export async function addFollow(
  subject: FollowSubject,
  label: string,
  now: number = Date.now(),
): Promise<void> {
  await addFollows([{ subject, label }], now);
}

export async function removeFollow(key: string): Promise<void> {
  await localDb().follows.delete(key);
  changed();
}

/** Sets follows' "seen up to here" marks, in one transaction; a follow removed meanwhile stays removed. */
export async function markFollowsSeen(
  marks: readonly { readonly key: string; readonly seen: NonNullable<FollowRow["seen"]> }[],
): Promise<void> {
  if (marks.length === 0) return;
  const db = localDb();
  await db.transaction("rw", db.follows, async () => {
    for (const { key, seen } of marks) await db.follows.update(key, { seen });
  });
  changed();
}

/** Sets one follow's mark. */
export const markFollowSeen = (key: string, seen: NonNullable<FollowRow["seen"]>): Promise<void> =>
  markFollowsSeen([{ key, seen }]);

/** Writes pulled follows and removals in one transaction (sync). */
export async function applyFollows(puts: readonly FollowRow[], deletes: readonly string[]): Promise<void> {
  const db = localDb();
  await db.transaction("rw", db.follows, async () => {
    await db.follows.bulkPut([...puts]);
    await db.follows.bulkDelete([...deletes]);
  });
  changed();
}

/** The follows table with every row whole (the sync adapter's reads and hooks). */
export const followsTable = (): Table<FollowRow, string> =>
  localDb().follows as unknown as Table<FollowRow, string>;
