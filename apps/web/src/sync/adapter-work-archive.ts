/**
 * The bookmark archive as records, one per work ("work-archive:<kind>:<id>", the value the whole
 * ArchivedWork), heard through Dexie's table hooks like local favourites. The thumbnail goes along:
 * it is at most 8 KB (THUMBNAIL_MAX_BYTES) and, once pixiv has deleted the work, nothing else can
 * make it again on another device. A pulled value that is not an archived work is refused.
 */
import { applyArchivedWorks, workArchiveTable } from "../storage/work-archive";
import {
  ARCHIVE_KINDS,
  isArchivedWork,
  type ArchiveKind,
  type ArchivedWork,
} from "../storage/work-archive-record";
import type { SyncAdapter } from "./adapter";
import type { LocalChange } from "./outbox";
import { watchTableWrites } from "./table-writes";

const PREFIX = "work-archive:";

export const workArchiveRecordKey = (kind: ArchiveKind, id: number): string => `${PREFIX}${kind}:${id}`;

function parseKey(key: string): [ArchiveKind, number] | null {
  const [, kind, id] = key.split(":");
  const number = Number(id);
  return ARCHIVE_KINDS.includes(kind as ArchiveKind) && Number.isSafeInteger(number) && number > 0
    ? [kind as ArchiveKind, number]
    : null;
}

const changeOf = (row: ArchivedWork): LocalChange => ({
  key: workArchiveRecordKey(row.kind, row.id),
  value: row,
});

export const workArchiveAdapter: SyncAdapter = {
  prefix: PREFIX,
  readAll: async () => (await workArchiveTable().toArray()).map(changeOf),
  read: async (keys) => {
    const parsed = keys.map(parseKey).filter((key): key is [ArchiveKind, number] => key !== null);
    const rows = await workArchiveTable().bulkGet(parsed);
    return parsed.map(([kind, id], index) => {
      const row = rows[index];
      return row === undefined ? { key: workArchiveRecordKey(kind, id), value: undefined } : changeOf(row);
    });
  },
  watch: (changed) =>
    watchTableWrites(workArchiveTable(), (row) => {
      changed([workArchiveRecordKey(row.kind, row.id)]);
    }),
  apply: async (records) => {
    const puts: ArchivedWork[] = [];
    const deletes: [ArchiveKind, number][] = [];
    for (const record of records) {
      const key = parseKey(record.key);
      if (key === null) continue;
      if (record.deleted) deletes.push(key);
      else if (isArchivedWork(record.value) && record.value.kind === key[0] && record.value.id === key[1])
        puts.push(record.value);
    }
    await applyArchivedWorks(puts, deletes);
  },
};
