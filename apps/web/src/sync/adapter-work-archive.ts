/**
 * The bookmark archive as records, one per work ("work-archive:<kind>:<id>", the value the whole
 * ArchivedWork), heard through Dexie's table hooks like local favourites. The thumbnail goes along:
 * it is at most 8 KB (THUMBNAIL_MAX_BYTES) and, once pixiv has deleted the work, nothing else can
 * make it again on another device. A pulled value that is not an archived work is refused.
 */
import { applyArchivedWorks, workArchiveTable } from "../storage/work-archive";
import { ARCHIVE_KINDS, isArchivedWork } from "../storage/work-archive-record";
import { kindTableAdapter } from "./kind-table-adapter";

export const workArchiveAdapter = kindTableAdapter({
  prefix: "work-archive:",
  kinds: ARCHIVE_KINDS,
  positiveIds: true,
  table: workArchiveTable,
  valueOf: (row) => row,
  rowOf: (kind, id, value) =>
    isArchivedWork(value) && value.kind === kind && value.id === id ? value : null,
  store: applyArchivedWorks,
});
