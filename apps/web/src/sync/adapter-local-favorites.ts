/**
 * Local favourites as records, one per work ("local-favorite:<kind>:<id>", the value the time it was
 * added and the work's snapshot), heard through Dexie's table hooks like history: a favourite added
 * on one device appears on the others, and removing it is a tombstone that removes it there too.
 */
import type { LocalFavoriteKind, LocalFavoriteRow } from "../storage/local-db";
import {
  applyLocalFavorites,
  isLocalFavoriteSnapshot,
  LOCAL_FAVORITE_KINDS,
  localFavoritesTable,
  type LocalFavoriteSnapshot,
} from "../storage/local-favorites";
import type { SyncAdapter } from "./adapter";
import type { LocalChange } from "./outbox";
import { watchTableWrites } from "./table-writes";

const PREFIX = "local-favorite:";

export interface LocalFavoriteValue {
  readonly addedAt: number;
  readonly work: LocalFavoriteSnapshot;
}

export const localFavoriteRecordKey = (kind: LocalFavoriteKind, id: number): string =>
  `${PREFIX}${kind}:${id}`;

function parseKey(key: string): [LocalFavoriteKind, number] | null {
  const [, kind, id] = key.split(":");
  const number = Number(id);
  return LOCAL_FAVORITE_KINDS.includes(kind as LocalFavoriteKind) &&
    Number.isSafeInteger(number) &&
    number > 0
    ? [kind as LocalFavoriteKind, number]
    : null;
}

const changeOf = (row: LocalFavoriteRow): LocalChange => ({
  key: localFavoriteRecordKey(row.kind, row.id),
  value: { addedAt: row.addedAt, work: row.work },
});

/** Whether a pulled value is one this device can keep and show. */
export const isLocalFavoriteValue = (value: unknown): value is LocalFavoriteValue =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as LocalFavoriteValue).addedAt === "number" &&
  isLocalFavoriteSnapshot((value as LocalFavoriteValue).work);

export const localFavoritesAdapter: SyncAdapter = {
  prefix: PREFIX,
  readAll: async () => (await localFavoritesTable().toArray()).map(changeOf),
  read: async (keys) => {
    const parsed = keys.map(parseKey).filter((key): key is [LocalFavoriteKind, number] => key !== null);
    const rows = await localFavoritesTable().bulkGet(parsed);
    return parsed.map(([kind, id], index) => {
      const row = rows[index];
      return row === undefined ? { key: localFavoriteRecordKey(kind, id), value: undefined } : changeOf(row);
    });
  },
  watch: (changed) =>
    watchTableWrites(localFavoritesTable(), (row) => {
      changed([localFavoriteRecordKey(row.kind, row.id)]);
    }),
  apply: async (records) => {
    const puts: LocalFavoriteRow[] = [];
    const deletes: [LocalFavoriteKind, number][] = [];
    for (const record of records) {
      const key = parseKey(record.key);
      if (key === null) continue;
      if (record.deleted) deletes.push(key);
      else if (isLocalFavoriteValue(record.value)) {
        puts.push({
          kind: key[0],
          id: key[1],
          addedAt: record.value.addedAt,
          work: { ...record.value.work },
        });
      }
    }
    await applyLocalFavorites(puts, deletes);
  },
};
