/**
 * The sync adapter of a Dexie table: one record per row ("<prefix><name>", the name what `nameOf`
 * makes of the row's key, the value what `valueOf` makes of the row), the table's writes heard through
 * its hooks (table-writes.ts) so that a write is read back by key, never the whole table, and pulled
 * records written and removed through the store's own `store` (one transaction), a value that `rowOf`
 * does not accept refused. `kindTableAdapter` is the common case of a table keyed by [kind, id] —
 * viewing history, local favourites, the bookmark archive.
 */
import type { Table } from "dexie";
import type { SyncAdapter } from "./adapter";
import type { LocalChange } from "./outbox";
import { watchTableWrites } from "./table-writes";

export interface KeyedTable<Key, Row> {
  readonly prefix: string;
  readonly table: () => Table<Row, Key>;
  /** A row's key in the table. */
  readonly keyOf: (row: Row) => Key;
  /** The record key's part after the prefix, for a table key. */
  readonly nameOf: (key: Key) => string;
  /** The table key a record key's part after the prefix names, or null when it names none here. */
  readonly keyOfName: (name: string) => Key | null;
  /** A row's record value; undefined keeps the row out of the space (as if it were not there). */
  readonly valueOf: (row: Row) => unknown;
  /** The row a pulled value makes under its key, or null when it is not one this device can keep. */
  readonly rowOf: (key: Key, value: unknown) => Row | null;
  /** Pass over pulled records marked pruned (pruned from the space elsewhere, still kept there). */
  readonly skipPruned?: boolean;
  /** Writes the pulled rows and removes the pulled tombstones' rows, in one transaction. */
  readonly store: (puts: Row[], deletes: Key[]) => Promise<void>;
}

/** The adapter (its `prune`/`prunedOf`, where the store has them, are added by the caller). */
export function keyedTableAdapter<Key, Row>(spec: KeyedTable<Key, Row>): SyncAdapter {
  const recordKey = (key: Key): string => `${spec.prefix}${spec.nameOf(key)}`;
  const keyOfRecord = (key: string): Key | null =>
    key.startsWith(spec.prefix) ? spec.keyOfName(key.slice(spec.prefix.length)) : null;
  const changeOf = (row: Row): LocalChange => ({ key: recordKey(spec.keyOf(row)), value: spec.valueOf(row) });
  return {
    prefix: spec.prefix,
    readAll: async () =>
      (await spec.table().toArray()).map(changeOf).filter((change) => change.value !== undefined),
    read: async (keys) => {
      const parsed = keys.map(keyOfRecord).filter((key): key is Key => key !== null);
      const rows = await spec.table().bulkGet(parsed);
      return parsed.map((key, index) => {
        const row = rows[index];
        return row === undefined ? { key: recordKey(key), value: undefined } : changeOf(row);
      });
    },
    watch: (changed) =>
      watchTableWrites(spec.table(), (row) => {
        changed([recordKey(spec.keyOf(row))]);
      }),
    apply: async (records) => {
      const puts: Row[] = [];
      const deletes: Key[] = [];
      for (const record of records) {
        const key = keyOfRecord(record.key);
        if (key === null || (spec.skipPruned === true && record.pruned === true)) continue;
        if (record.deleted) deletes.push(key);
        else {
          const row = spec.rowOf(key, record.value);
          if (row !== null) puts.push(row);
        }
      }
      await spec.store(puts, deletes);
    },
  };
}

export interface KindTable<Kind extends string, Row extends { readonly kind: Kind; readonly id: number }> {
  readonly prefix: string;
  readonly kinds: readonly Kind[];
  /** Whether a key's id must be above 0 (a safe integer either way). */
  readonly positiveIds: boolean;
  readonly table: () => Table<Row, [Kind, number]>;
  /** A row's record value. */
  readonly valueOf: (row: Row) => unknown;
  /** The row a pulled value makes under its key, or null when it is not one this device can keep. */
  readonly rowOf: (kind: Kind, id: number, value: unknown) => Row | null;
  /** Pass over pulled records marked pruned (pruned from the space elsewhere, still kept there). */
  readonly skipPruned?: boolean;
  /** Writes the pulled rows and removes the pulled tombstones' rows, in one transaction. */
  readonly store: (puts: Row[], deletes: [Kind, number][]) => Promise<void>;
}

/** The adapter of a table keyed by [kind, id]: records "<prefix><kind>:<id>". */
export function kindTableAdapter<
  Kind extends string,
  Row extends { readonly kind: Kind; readonly id: number },
>(spec: KindTable<Kind, Row>): SyncAdapter {
  return keyedTableAdapter<[Kind, number], Row>({
    prefix: spec.prefix,
    table: spec.table,
    keyOf: (row) => [row.kind, row.id],
    nameOf: ([kind, id]) => `${kind}:${id}`,
    keyOfName: (name) => {
      const [kind, id, ...rest] = name.split(":");
      const number = Number(id);
      return rest.length === 0 &&
        spec.kinds.includes(kind as Kind) &&
        Number.isSafeInteger(number) &&
        (!spec.positiveIds || number > 0)
        ? [kind as Kind, number]
        : null;
    },
    valueOf: spec.valueOf,
    rowOf: ([kind, id], value) => spec.rowOf(kind, id, value),
    ...(spec.skipPruned === undefined ? {} : { skipPruned: spec.skipPruned }),
    store: spec.store,
  });
}
