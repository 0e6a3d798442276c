/**
 * The sync adapter of a Dexie table keyed by [kind, id] — viewing history, local favourites, the
 * bookmark archive: one record per row ("<prefix><kind>:<id>", the value what `valueOf` makes of the
 * row), the table's writes heard through its hooks (table-writes.ts) so that a write is read back by
 * key, never the whole table, and pulled records written and removed through the store's own `store`
 * (one transaction), a value that `rowOf` does not accept refused.
 */
import type { Table } from "dexie";
import type { SyncAdapter } from "./adapter";
import type { LocalChange } from "./outbox";
import { watchTableWrites } from "./table-writes";

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

/** The adapter (its `prune`/`prunedOf`, where the store has them, are added by the caller). */
export function kindTableAdapter<
  Kind extends string,
  Row extends { readonly kind: Kind; readonly id: number },
>(spec: KindTable<Kind, Row>): SyncAdapter {
  const keyOf = (kind: Kind, id: number): string => `${spec.prefix}${kind}:${id}`;
  const parseKey = (key: string): [Kind, number] | null => {
    const [, kind, id] = key.split(":");
    const number = Number(id);
    return spec.kinds.includes(kind as Kind) &&
      Number.isSafeInteger(number) &&
      (!spec.positiveIds || number > 0)
      ? [kind as Kind, number]
      : null;
  };
  const changeOf = (row: Row): LocalChange => ({ key: keyOf(row.kind, row.id), value: spec.valueOf(row) });
  return {
    prefix: spec.prefix,
    readAll: async () => (await spec.table().toArray()).map(changeOf),
    read: async (keys) => {
      const parsed = keys.map(parseKey).filter((key): key is [Kind, number] => key !== null);
      const rows = await spec.table().bulkGet(parsed);
      return parsed.map(([kind, id], index) => {
        const row = rows[index];
        return row === undefined ? { key: keyOf(kind, id), value: undefined } : changeOf(row);
      });
    },
    watch: (changed) =>
      watchTableWrites(spec.table(), (row) => {
        changed([keyOf(row.kind, row.id)]);
      }),
    apply: async (records) => {
      const puts: Row[] = [];
      const deletes: [Kind, number][] = [];
      for (const record of records) {
        const key = parseKey(record.key);
        if (key === null || (spec.skipPruned === true && record.pruned === true)) continue;
        if (record.deleted) deletes.push(key);
        else {
          const row = spec.rowOf(key[0], key[1], record.value);
          if (row !== null) puts.push(row);
        }
      }
      await spec.store(puts, deletes);
    },
  };
}
