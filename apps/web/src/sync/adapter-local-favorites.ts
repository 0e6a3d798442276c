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
import { kindTableAdapter } from "./kind-table-adapter";

export interface LocalFavoriteValue {
  readonly addedAt: number;
  readonly work: LocalFavoriteSnapshot;
}

/** Whether a pulled value is one this device can keep and show. */
export const isLocalFavoriteValue = (value: unknown): value is LocalFavoriteValue =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as LocalFavoriteValue).addedAt === "number" &&
  isLocalFavoriteSnapshot((value as LocalFavoriteValue).work);

export const localFavoritesAdapter = kindTableAdapter<LocalFavoriteKind, LocalFavoriteRow>({
  prefix: "local-favorite:",
  kinds: LOCAL_FAVORITE_KINDS,
  positiveIds: true,
  table: localFavoritesTable,
  valueOf: (row) => ({ addedAt: row.addedAt, work: row.work }),
  rowOf: (kind, id, value) =>
    isLocalFavoriteValue(value) ? { kind, id, addedAt: value.addedAt, work: { ...value.work } } : null,
  store: applyLocalFavorites,
});
