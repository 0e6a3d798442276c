/**
 * Novel reading positions as records, one per novel ("position:<id>", the fraction read), over
 * storage/reading-positions.ts (the reader's own store). Same-tab writes reach the loop through the
 * store's listeners, other tabs' through the storage event.
 */
import {
  isReadingPosition,
  onReadingPositionsChanged,
  readReadingPositions,
  writeReadingPositions,
} from "../storage/reading-positions";
import type { SyncAdapter } from "./adapter";
import type { LocalChange } from "./outbox";

const PREFIX = "position:";

export const readingPositionsAdapter: SyncAdapter = {
  prefix: PREFIX,
  readAll: () =>
    Promise.resolve(
      [...readReadingPositions()].map(([id, value]): LocalChange => ({ key: `${PREFIX}${id}`, value })),
    ),
  watch: (changed) => onReadingPositionsChanged(changed),
  apply: (records) => {
    const positions = readReadingPositions();
    for (const record of records) {
      const id = record.key.slice(PREFIX.length);
      if (!/^\d+$/.test(id)) continue;
      if (record.deleted) positions.delete(id);
      else if (isReadingPosition(record.value)) positions.set(id, record.value);
    }
    writeReadingPositions(positions);
    return Promise.resolve();
  },
};
