/**
 * The sync store: spaces and their encrypted records, one set of Kysely queries for SQLite and
 * PostgreSQL. The store never sees a key or a plaintext — a record is an opaque id, opaque bytes, a
 * tombstone flag and the client's clock string — and it keeps these invariants:
 * - every write gets the next sequence of its space; a space's `sequence` is its newest record's;
 * - a push is one transaction that first moves the space's sequence from the client's base
 *   (compare-and-set, which also serialises concurrent pushes on PostgreSQL's row lock), so a push
 *   from a client that has not seen the newest writes changes nothing and reports "behind";
 * - a space's record and byte counts always equal the sum over its records, and a push that would
 *   grow them past the quota changes nothing (one that shrinks them is always accepted).
 * Failures of the database itself are thrown as they come; the routes turn them into 503.
 */
import { sql, type Selectable, type Transaction } from "kysely";
import { migrate } from "./migrations.js";
import { toCount, type OpenDatabase, type SpacesTable, type SyncTables } from "./database.js";

export interface Space {
  readonly id: string;
  readonly tokenHash: Buffer;
  /** A passphrase space's salt and key-derivation parameters (as the client sent them), else null. */
  readonly salt: string | null;
  readonly kdf: string | null;
  readonly sequence: number;
  readonly records: number;
  readonly bytes: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export interface IncomingRecord {
  readonly id: string;
  readonly ciphertext: Buffer;
  readonly deleted: boolean;
  readonly hlc: string;
}

export interface StoredRecord extends IncomingRecord {
  readonly sequence: number;
}

export interface Quota {
  readonly records: number;
  readonly bytes: number;
}

export type PushResult =
  | { readonly kind: "stored"; readonly sequence: number; readonly records: number; readonly bytes: number }
  /** The space has writes the client has not pulled (or, after a restore, fewer than it has seen). */
  | { readonly kind: "behind"; readonly sequence: number }
  | { readonly kind: "over_quota"; readonly records: number; readonly bytes: number }
  | { readonly kind: "missing" };

export interface SyncStore {
  /** Applies pending migrations (once; again after a failure). Every other call waits for it. */
  ready(): Promise<void>;
  createSpace(space: {
    id: string;
    tokenHash: Buffer;
    salt: string | null;
    kdf: string | null;
  }): Promise<Space>;
  getSpace(id: string): Promise<Space | null>;
  push(
    spaceId: string,
    baseSequence: number,
    records: readonly IncomingRecord[],
    quota: Quota,
  ): Promise<PushResult>;
  /** Records written after `since`, oldest first, at most `limit`; `more` when others follow. */
  pull(spaceId: string, since: number, limit: number): Promise<{ records: StoredRecord[]; more: boolean }>;
  /** Removes the space and all its records; false when there was no such space. */
  deleteSpace(id: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Rows per statement: well inside SQLite's and PostgreSQL's limits on bound parameters. */
const ROWS_PER_STATEMENT = 200;

/** The bytes a record counts against its space's quota. */
export function recordSize(record: IncomingRecord): number {
  return record.ciphertext.length + Buffer.byteLength(record.id) + Buffer.byteLength(record.hlc);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

function toSpace(row: Selectable<SpacesTable>): Space {
  return {
    id: row.id,
    tokenHash: Buffer.from(row.token_hash),
    salt: row.salt,
    kdf: row.kdf,
    sequence: toCount(row.sequence),
    records: toCount(row.record_count),
    bytes: toCount(row.byte_count),
    createdAt: toCount(row.created_at),
    updatedAt: toCount(row.updated_at),
  };
}

/** Thrown inside a push's transaction to roll it back when the quota would be passed. */
class OverQuota extends Error {
  constructor(
    readonly records: number,
    readonly bytes: number,
  ) {
    super("over quota");
  }
}

/** The store over an open database; `now` stamps writes (milliseconds since the epoch). */
export function createSyncStore(database: OpenDatabase, now: () => number = Date.now): SyncStore {
  const { db } = database;
  let migrated: Promise<void> | null = null;

  const ready = (): Promise<void> => {
    migrated ??= migrate(database).catch((error: unknown) => {
      migrated = null;
      throw error;
    });
    return migrated;
  };

  const writeRecords = async (
    trx: Transaction<SyncTables>,
    spaceId: string,
    firstSequence: number,
    records: readonly IncomingRecord[],
    time: number,
  ): Promise<void> => {
    const rows = records.map((record, index) => ({
      space_id: spaceId,
      record_id: record.id,
      sequence: firstSequence + index,
      ciphertext: record.ciphertext,
      deleted: record.deleted ? 1 : 0,
      hlc: record.hlc,
      size: recordSize(record),
      updated_at: time,
    }));
    for (const chunk of chunks(rows, ROWS_PER_STATEMENT)) {
      await trx
        .insertInto("sync_records")
        .values(chunk)
        .onConflict((conflict) =>
          conflict.columns(["space_id", "record_id"]).doUpdateSet((eb) => ({
            sequence: eb.ref("excluded.sequence"),
            ciphertext: eb.ref("excluded.ciphertext"),
            deleted: eb.ref("excluded.deleted"),
            hlc: eb.ref("excluded.hlc"),
            size: eb.ref("excluded.size"),
            updated_at: eb.ref("excluded.updated_at"),
          })),
        )
        .execute();
    }
  };

  const push: SyncStore["push"] = async (spaceId, baseSequence, records, quota) => {
    await ready();
    const time = now();
    try {
      return await db.transaction().execute(async (trx) => {
        // Compare-and-set first: it takes the space's row lock before anything else is read.
        const moved = await trx
          .updateTable("sync_spaces")
          .set({ sequence: sql<number>`sequence + ${records.length}`, updated_at: time })
          .where("id", "=", spaceId)
          .where("sequence", "=", baseSequence)
          .executeTakeFirst();
        if (moved.numUpdatedRows === 0n) {
          const space = await trx
            .selectFrom("sync_spaces")
            .select("sequence")
            .where("id", "=", spaceId)
            .executeTakeFirst();
          return space ? { kind: "behind", sequence: toCount(space.sequence) } : { kind: "missing" };
        }
        const space = await trx
          .selectFrom("sync_spaces")
          .select(["record_count", "byte_count"])
          .where("id", "=", spaceId)
          .executeTakeFirstOrThrow();
        const previous = new Map<string, number>();
        for (const ids of chunks(
          records.map((record) => record.id),
          ROWS_PER_STATEMENT,
        )) {
          const rows = await trx
            .selectFrom("sync_records")
            .select(["record_id", "size"])
            .where("space_id", "=", spaceId)
            .where("record_id", "in", ids)
            .execute();
          for (const row of rows) previous.set(row.record_id, row.size);
        }
        const before = { records: toCount(space.record_count), bytes: toCount(space.byte_count) };
        let recordCount = before.records;
        let byteCount = before.bytes;
        for (const record of records) {
          const old = previous.get(record.id);
          if (old === undefined) recordCount++;
          byteCount += recordSize(record) - (old ?? 0);
        }
        const grows = recordCount > before.records || byteCount > before.bytes;
        if (grows && (recordCount > quota.records || byteCount > quota.bytes)) {
          throw new OverQuota(recordCount, byteCount);
        }
        await writeRecords(trx, spaceId, baseSequence + 1, records, time);
        await trx
          .updateTable("sync_spaces")
          .set({ record_count: recordCount, byte_count: byteCount })
          .where("id", "=", spaceId)
          .execute();
        return {
          kind: "stored",
          sequence: baseSequence + records.length,
          records: recordCount,
          bytes: byteCount,
        } as const;
      });
    } catch (error) {
      if (error instanceof OverQuota)
        return { kind: "over_quota", records: error.records, bytes: error.bytes };
      throw error;
    }
  };

  return {
    ready,
    async createSpace({ id, tokenHash, salt, kdf }) {
      await ready();
      const time = now();
      await db
        .insertInto("sync_spaces")
        .values({
          id,
          token_hash: tokenHash,
          salt,
          kdf,
          sequence: 0,
          record_count: 0,
          byte_count: 0,
          created_at: time,
          updated_at: time,
        })
        .execute();
      return {
        id,
        tokenHash,
        salt,
        kdf,
        sequence: 0,
        records: 0,
        bytes: 0,
        createdAt: time,
        updatedAt: time,
      };
    },
    async getSpace(id) {
      await ready();
      const row = await db.selectFrom("sync_spaces").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toSpace(row) : null;
    },
    push,
    async pull(spaceId, since, limit) {
      await ready();
      const rows = await db
        .selectFrom("sync_records")
        .select(["record_id", "sequence", "ciphertext", "deleted", "hlc"])
        .where("space_id", "=", spaceId)
        .where("sequence", ">", since)
        .orderBy("sequence")
        .limit(limit + 1)
        .execute();
      return {
        records: rows.slice(0, limit).map((row) => ({
          id: row.record_id,
          sequence: toCount(row.sequence),
          ciphertext: Buffer.from(row.ciphertext),
          deleted: row.deleted === 1,
          hlc: row.hlc,
        })),
        more: rows.length > limit,
      };
    },
    async deleteSpace(id) {
      await ready();
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom("sync_records").where("space_id", "=", id).execute();
        const removed = await trx.deleteFrom("sync_spaces").where("id", "=", id).executeTakeFirst();
        return removed.numDeletedRows > 0n;
      });
    },
    close: () => db.destroy(),
  };
}
