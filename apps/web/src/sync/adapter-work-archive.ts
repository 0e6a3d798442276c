/**
 * The bookmark archive as records, one per work ("work-archive:<kind>:<id>", the value the whole
 * ArchivedWork), heard through Dexie's table hooks like local favourites. The thumbnail goes along:
 * it is at most 8 KB (THUMBNAIL_MAX_BYTES) and, once pixiv has deleted the work, nothing else can
 * make it again on another device. The owners (whose pixiv bookmark it is, user ids — not
 * credentials) go along too: a space is shared by one person's devices. A pulled value that is not an
 * archived work is refused; one without owners (pushed by a device from before they were kept) reads
 * as unowned.
 */
import { applyArchivedWorks, workArchiveTable } from "../storage/work-archive";
import { ARCHIVE_KINDS, archivedWorkOf } from "../storage/work-archive-record";
import { kindTableAdapter } from "./kind-table-adapter";

export const workArchiveAdapter = kindTableAdapter({
  prefix: "work-archive:",
  kinds: ARCHIVE_KINDS,
  positiveIds: true,
  table: workArchiveTable,
  valueOf: (row) => row,
  rowOf: (kind, id, value) => {
    const row = archivedWorkOf(value);
    return row !== null && row.kind === kind && row.id === id ? row : null;
  },
  store: applyArchivedWorks,
});
