/**
 * The sync store's database: its tables as Kysely types, and one Kysely instance over either engine —
 * an SQLite file through better-sqlite3 (opened on first use, its folder made if missing) or
 * PostgreSQL through a pg pool. Both are reached the same way, so every query in store.ts is written
 * once. Connections fail fast (a few seconds) when PostgreSQL is away, so sync answers 503 quickly
 * and nothing else in the server waits on it.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type ColumnType } from "kysely";
import pg from "pg";
import type { SyncDatabase } from "./sync-config.js";

/**
 * A 64-bit integer column: PostgreSQL's driver reads `bigint` as a string, SQLite's as a number;
 * `toCount` reads both.
 */
type BigCount = ColumnType<string | number, number, number>;

export interface SpacesTable {
  id: string;
  /** SHA-256 of the client's write token. */
  token_hash: Buffer;
  /** A passphrase space's salt and key-derivation parameters, as the client sent them; else null. */
  salt: string | null;
  kdf: string | null;
  /** The sequence of the space's newest write (0 before any). */
  sequence: BigCount;
  record_count: BigCount;
  byte_count: BigCount;
  /**
   * The newest sequence of a tombstone purged from the space (0 when none was): a device that last
   * pulled before it may have missed a deletion, and must resync from 0.
   */
  purged_through: BigCount;
  /** Milliseconds since the epoch. */
  created_at: BigCount;
  updated_at: BigCount;
}

export interface RecordsTable {
  space_id: string;
  record_id: string;
  sequence: BigCount;
  ciphertext: Buffer;
  /** 1 for a tombstone, else 0 (SQLite has no boolean). */
  deleted: number;
  hlc: string;
  /** The bytes this record counts against its space's quota. */
  size: number;
  updated_at: BigCount;
}

export interface SyncTables {
  sync_spaces: SpacesTable;
  sync_records: RecordsTable;
}

export type SyncDb = Kysely<SyncTables>;

/** How long a PostgreSQL connection attempt may take before sync answers "unavailable". */
const CONNECT_TIMEOUT_MS = 5000;
/** The most one statement may run. */
const STATEMENT_TIMEOUT_MS = 15_000;
export const POOL_SIZE = 10;
/** How long SQLite waits for another writer (another process on the same file) before failing. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

export function toCount(value: string | number): number {
  return typeof value === "number" ? value : Number(value);
}

export interface OpenDatabase {
  readonly db: SyncDb;
  readonly engine: SyncDatabase["engine"];
}

/**
 * Opens `database` lazily: nothing connects until the first query, so a missing PostgreSQL or an
 * unwritable data folder never stops the server from starting. `onConnectionError` hears about
 * PostgreSQL connections that break (a restart, an outage); the query on them fails as well.
 */
export function openDatabase(
  database: SyncDatabase,
  onConnectionError: (error: Error) => void,
): OpenDatabase {
  if (database.engine === "sqlite") {
    const dialect = new SqliteDialect({
      database: () => {
        mkdirSync(dirname(database.file), { recursive: true });
        const sqlite = new SqliteDatabase(database.file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
        sqlite.pragma("journal_mode = WAL");
        sqlite.pragma("synchronous = NORMAL");
        sqlite.pragma("foreign_keys = ON");
        return Promise.resolve(sqlite);
      },
    });
    return { db: new Kysely<SyncTables>({ dialect }), engine: "sqlite" };
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 1000,
    application_name: "pxv-sync",
  });
  // A connection PostgreSQL closes (a restart, an outage) emits an error on its client, idle in the
  // pool or checked out by Kysely between two queries; unheard, that error would end the process.
  // Every client gets a listener of its own; the pool's own event only repeats what it heard.
  pool.on("connect", (client) => {
    client.on("error", onConnectionError);
  });
  pool.on("error", () => {});
  return { db: new Kysely<SyncTables>({ dialect: new PostgresDialect({ pool }) }), engine: "postgres" };
}
