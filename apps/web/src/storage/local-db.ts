/**
 * The app's IndexedDB database (Dexie), with versioned schemas: each `version(n)` lists its
 * tables, and an upgrade function carries data across when a shape changes.
 *   - history: works and users seen, one row per (kind, id) — viewing again moves it to the top
 *   - queryCache (versions 1–3): persisted TanStack Query answers, dropped in version 4 — they now have
 *     a database of their own without Dexie (query-cache-db.ts)
 *   - kv: small records (search history)
 *   - follows: local follows and their "seen up to here" marks (follows.ts, follow-subject.ts); version 2
 *   - localFavorites: works kept as local favourites on this device, one row per (kind, id) with a
 *     small snapshot of the work (local-favorites.ts); version 3
 *   - workArchive: what pxv last saw of each bookmarked work and local favourite, kept after pixiv
 *     deletes or hides it (work-archive.ts); version 5. Version 6 gives each row its owners (whose
 *     pixiv bookmark it is): a bookmark stored before then is the signed-in account's when the device
 *     keeps exactly one (the only case where whose it is can be known), else unowned and shown to
 *     every account until one claims it (work-archive-record.ts ownersAtMigration)
 *   - pictureTranslations: translated manga pictures (issue 30), one row per (work id, page, language),
 *     the most recent PICTURE_TRANSLATIONS_KEPT kept (picture-translations.ts); version 7
 */
import { Dexie, type EntityTable, type Table } from "dexie";
import type { FollowRow } from "./follow-subject";
import { accountsStorage } from "../session/login-storage";
import { UNKNOWN_USER_ID } from "../session/account-list";
import { ownersAtMigration, type ArchivedWork } from "./work-archive-record";
import { DB_NAME } from "./local-db-probe";
import type { PictureTranslationRow } from "./picture-translation-record";

export type HistoryKind = "illust" | "novel" | "user";

export interface HistoryRow {
  readonly kind: HistoryKind;
  readonly id: number;
  readonly viewedAt: number;
  /** The normalized object as the screen had it (Artwork, Novel, Member preview). */
  readonly item: { readonly id: number } & Record<string, unknown>;
}

export interface KeyValueRow {
  readonly key: string;
  readonly value: unknown;
}

export type LocalFavoriteKind = "illust" | "novel";

export interface LocalFavoriteRow {
  readonly kind: LocalFavoriteKind;
  readonly id: number;
  /** When it was added (milliseconds since the epoch): the list is newest first. */
  readonly addedAt: number;
  /** What the list shows without the network (storage/local-favorites.ts, LocalFavoriteSnapshot). */
  readonly work: { readonly id: number } & Record<string, unknown>;
}

export class LocalDb extends Dexie {
  history!: EntityTable<HistoryRow, "id">;
  kv!: EntityTable<KeyValueRow, "key">;
  localFavorites!: EntityTable<LocalFavoriteRow, "id">;
  follows!: EntityTable<FollowRow, "key">;
  workArchive!: EntityTable<ArchivedWork, "id">;
  /** Keyed by [illustId, page, language]. */
  pictureTranslations!: Table<PictureTranslationRow, [number, number, string]>;

  constructor(name: string = DB_NAME) {
    super(name);
    this.version(1).stores({
      history: "[kind+id], kind, [kind+viewedAt]",
      queryCache: "hash, updatedAt",
      kv: "key",
    });
    // Adds a table; the others are kept as they are.
    this.version(2).stores({ follows: "key, followedAt" });
    this.version(3).stores({ localFavorites: "[kind+id], [kind+addedAt]" });
    // Drops the persisted answers' table, so that old profiles free its space.
    this.version(4).stores({ queryCache: null });
    // Adds the bookmark archive; lostSince is null while a work is visible, so its index holds the lost ones.
    this.version(5).stores({ workArchive: "[kind+id], lostSince" });
    // Each archived work records whose bookmark it is (issue 29 "Several accounts").
    this.version(6)
      .stores({})
      .upgrade(async (tx) => {
        const sole = soleAccountId();
        await tx
          .table<ArchivedWork>("workArchive")
          .toCollection()
          .modify((row: ArchivedWork) => {
            (row as { owners: readonly number[] }).owners = ownersAtMigration(row, sole);
          });
      });
    // Adds the translated pictures; storedAt's index finds the oldest to drop.
    this.version(7).stores({ pictureTranslations: "[illustId+page+language], storedAt" });
  }
}

/** The one pixiv account this device keeps, by user id; null when none, several, or one not named yet. */
function soleAccountId(): number | null {
  if (typeof window === "undefined") return null;
  const { accounts } = accountsStorage.read();
  const id = accounts.length === 1 ? (accounts[0]?.id ?? UNKNOWN_USER_ID) : UNKNOWN_USER_ID;
  return id === UNKNOWN_USER_ID ? null : id;
}

let instance: LocalDb | null = null;

/** The shared database, opened on first use. */
export function localDb(): LocalDb {
  instance ??= new LocalDb();
  return instance;
}

/** Tests swap in a fresh database. */
export function setLocalDb(db: LocalDb | null): void {
  instance = db;
}

/** Writes rows into one table and removes others by key, in one transaction (sync's pulled records). */
export async function putAndDeleteRows<Row, Key>(
  table: Table<Row, Key>,
  puts: readonly Row[],
  deletes: readonly Key[],
): Promise<void> {
  await localDb().transaction("rw", table, async () => {
    await table.bulkPut([...puts]);
    await table.bulkDelete([...deletes]);
  });
}
