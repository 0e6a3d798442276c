/**
 * Hears every write to one of pxv's Dexie tables (a row created, updated or deleted), for the sync
 * adapters whose store is such a table: `onRow` gets the row once the writing transaction has ended,
 * so what it reads back is what was written (IndexedDB orders a later read after the write).
 */
import type { Table } from "dexie";

/** Calls `onRow` after each write to `table`; returns the unsubscribe. */
export function watchTableWrites<Row, Key>(table: Table<Row, Key>, onRow: (row: Row) => void): () => void {
  const note = (row: Row | undefined): void => {
    if (row !== undefined)
      setTimeout(() => {
        onRow(row);
      }, 0);
  };
  const onCreating = (_key: unknown, row: Row): void => {
    note(row);
  };
  const onUpdating = (_mods: unknown, _key: unknown, row: Row): void => {
    note(row);
  };
  const onDeleting = (_key: unknown, row: Row): void => {
    note(row);
  };
  table.hook("creating", onCreating);
  table.hook("updating", onUpdating);
  table.hook("deleting", onDeleting);
  return () => {
    table.hook("creating").unsubscribe(onCreating);
    table.hook("updating").unsubscribe(onUpdating);
    table.hook("deleting").unsubscribe(onDeleting);
  };
}
