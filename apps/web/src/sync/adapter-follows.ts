/**
 * Local follows (issue 27) as records, one per followed thing ("follow:<follow key>", the value the
 * subject, its label, when it was followed and its "seen up to here" mark), heard through Dexie's
 * table hooks: a follow made on one device appears on the others with its mark, marking it read
 * there marks it everywhere, and unfollowing is a tombstone.
 */
import { followKey, isFollowSeen, isFollowSubject, type FollowRow } from "../storage/follow-subject";
import { applyFollows, followsTable } from "../storage/follows";
import type { SyncAdapter } from "./adapter";
import type { LocalChange } from "./outbox";
import { watchTableWrites } from "./table-writes";

const PREFIX = "follow:";

const recordKey = (key: string): string => `${PREFIX}${key}`;

type FollowValue = Omit<FollowRow, "key">;

const changeOf = (row: FollowRow): LocalChange => ({
  key: recordKey(row.key),
  value: {
    subject: row.subject,
    label: row.label,
    followedAt: row.followedAt,
    seen: row.seen,
  } satisfies FollowValue,
});

/** A pulled value this device can keep: its subject must name the record's key. */
function rowOf(key: string, value: unknown): FollowRow | null {
  if (typeof value !== "object" || value === null) return null;
  const { subject, label, followedAt, seen } = value as Partial<FollowValue>;
  if (!isFollowSubject(subject) || followKey(subject) !== key) return null;
  if (typeof label !== "string" || typeof followedAt !== "number" || !isFollowSeen(seen)) return null;
  return { key, subject, label: label.slice(0, 200), followedAt, seen: seen ?? null };
}

export const followsAdapter: SyncAdapter = {
  prefix: PREFIX,
  readAll: async () => (await followsTable().toArray()).map(changeOf),
  read: async (keys) => {
    const own = keys.filter((key) => key.startsWith(PREFIX)).map((key) => key.slice(PREFIX.length));
    const rows = await followsTable().bulkGet(own);
    return own.map((key, index) => {
      const row = rows[index];
      return row === undefined ? { key: recordKey(key), value: undefined } : changeOf(row);
    });
  },
  watch: (changed) =>
    watchTableWrites(followsTable(), (row) => {
      changed([recordKey(row.key)]);
    }),
  apply: async (records) => {
    const puts: FollowRow[] = [];
    const deletes: string[] = [];
    for (const record of records) {
      const key = record.key.slice(PREFIX.length);
      if (record.deleted) deletes.push(key);
      else {
        const row = rowOf(key, record.value);
        if (row !== null) puts.push(row);
      }
    }
    await applyFollows(puts, deletes);
  },
};
