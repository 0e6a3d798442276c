/**
 * The sync store: spaces and their encrypted records, one set of Kysely queries for SQLite and
 * PostgreSQL. The store never sees a key or a plaintext — a record is an opaque id, opaque bytes, a
 * tombstone flag and the client's clock string — and it keeps these invariants:
 * - every write gets the next sequence of its space; a space's `sequence` is its newest record's;
 * - a push is one transaction that first moves the space's sequence from the client's base
 *   (compare-and-set, which also serialises concurrent pushes on PostgreSQL's row lock), so a push
 *   from a client that has not seen the newest writes changes nothing and reports "behind";
 * - a space's record and byte counts always equal the sum over its records, and a push that would
 *   grow them past the quota changes nothing (one that shrinks them is always accepted); the same for
 *   the instance's cap on all spaces' bytes, and a new space past the instance's cap on spaces is not
 *   made;
 * - purging tombstones older than a cutoff moves the space's `purgedThrough` to the newest sequence
 *   purged, so a pull from before it can be told to resync (it may have missed a deletion).
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
  /** The newest sequence of a purged tombstone (0: none purged). */
  readonly purgedThrough: number;
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
  /** Bytes all spaces together may hold; 0 (or absent) is no cap. */
  readonly instanceBytes?: number;
}

export type PushResult =
  | { readonly kind: "stored"; readonly sequence: number; readonly records: number; readonly bytes: number }
  /** The space has writes the client has not pulled (or, after a restore, fewer than it has seen). */
  | { readonly kind: "behind"; readonly sequence: number }
  | { readonly kind: "over_quota"; readonly records: number; readonly bytes: number }
  /** Every space together would hold more than the instance's cap: `bytes` is what they would hold. */
  | { readonly kind: "instance_full"; readonly bytes: number }
  | { readonly kind: "missing" };

/** What a purge of old tombstones removed. */
export interface PurgeResult {
  readonly spaces: number;
  readonly records: number;
}

/** Thrown by createSpace when the instance already holds its cap of spaces. */
export class InstanceFullError extends Error {
  constructor(readonly spaces: number) {
    super(`the instance holds ${spaces} sync spaces, its cap`);
    this.name = "InstanceFullError";
  }
}

export interface SyncStore {
  /** Applies pending migrations (once; again after a failure). Every other call waits for it. */
  ready(): Promise<void>;
  /** Makes a space; throws InstanceFullError when `maxSpaces` (0: no cap) are there already. */
  createSpace(
    space: {
      id: string;
      tokenHash: Buffer;
      salt: string | null;
      kdf: string | null;
    },
    maxSpaces?: number,
  ): Promise<Space>;
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
  /**
   * Removes every tombstone last written before `cutoff` (milliseconds since the epoch), space by
   * space, each in one transaction that also lowers its counts and moves its `purgedThrough`.
   */
  purgeTombstones(cutoff: number): Promise<PurgeResult>;
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
    purgedThrough: toCount(row.purged_through),
    createdAt: toCount(row.created_at),
    updatedAt: toCount(row.updated_at),
  };
}

/** Thrown inside a push's transaction to roll it back when the instance's cap would be passed. */
class OverInstanceCap extends Error {
  constructor(readonly bytes: number) {
    super("over the instance's cap");
  }
}

/** A PostgreSQL advisory lock's key: creations of spaces take it, so the cap's count is exact. */
const SPACE_CREATION_LOCK = 0x7078_7673; // "pxvs"

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
        const instanceBytes = quota.instanceBytes ?? 0;
        if (instanceBytes > 0 && byteCount > before.bytes) {
          // Concurrent pushes to other spaces are not seen here: the cap may be passed by what is in flight.
          const all = await trx
            .selectFrom("sync_spaces")
            .select((eb) =>
              eb.fn.coalesce(eb.fn.sum<string | number>("byte_count"), sql<number>`0`).as("total"),
            )
            .executeTakeFirstOrThrow();
          const total = toCount(all.total) - before.bytes + byteCount;
          if (total > instanceBytes) throw new OverInstanceCap(total);
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
      if (error instanceof OverInstanceCap) return { kind: "instance_full", bytes: error.bytes };
      throw error;
    }
  };

  const purgeTombstones: SyncStore["purgeTombstones"] = async (cutoff) => {
    await ready();
    const spaces = await db
      .selectFrom("sync_records")
      .select("space_id")
      .distinct()
      .where("deleted", "=", 1)
      .where("updated_at", "<", cutoff)
      .execute();
    let records = 0;
    let touched = 0;
    for (const { space_id: spaceId } of spaces) {
      const removed = await db.transaction().execute(async (trx) => {
        // The space's row lock first, as a push takes it: no push of this space runs meanwhile.
        const space = await trx
          .updateTable("sync_spaces")
          .set({ purged_through: sql<number>`purged_through` })
          .where("id", "=", spaceId)
          .returning(["record_count", "byte_count", "purged_through"])
          .executeTakeFirst();
        if (space === undefined) return 0;
        const gone = await trx
          .deleteFrom("sync_records")
          .where("space_id", "=", spaceId)
          .where("deleted", "=", 1)
          .where("updated_at", "<", cutoff)
          .returning(["sequence", "size"])
          .execute();
        if (gone.length === 0) return 0;
        const newest = Math.max(...gone.map((row) => toCount(row.sequence)));
        const bytes = gone.reduce((sum, row) => sum + row.size, 0);
        await trx
          .updateTable("sync_spaces")
          .set({
            record_count: toCount(space.record_count) - gone.length,
            byte_count: toCount(space.byte_count) - bytes,
            purged_through: Math.max(toCount(space.purged_through), newest),
          })
          .where("id", "=", spaceId)
          .execute();
        return gone.length;
      });
      if (removed > 0) touched++;
      records += removed;
    }
    return { spaces: touched, records };
  };

  return {
    ready,
    async createSpace({ id, tokenHash, salt, kdf }, maxSpaces = 0) {
      await ready();
      const time = now();
      await db.transaction().execute(async (trx) => {
        if (maxSpaces > 0) {
          // SQLite runs one transaction at a time; PostgreSQL's instances wait on one advisory lock.
          if (database.engine === "postgres")
            await sql`select pg_advisory_xact_lock(${SPACE_CREATION_LOCK})`.execute(trx);
          const held = await trx
            .selectFrom("sync_spaces")
            .select((eb) => eb.fn.countAll<string | number>().as("spaces"))
            .executeTakeFirstOrThrow();
          if (toCount(held.spaces) >= maxSpaces) throw new InstanceFullError(toCount(held.spaces));
        }
        await trx
          .insertInto("sync_spaces")
          .values({
            id,
            token_hash: tokenHash,
            salt,
            kdf,
            sequence: 0,
            record_count: 0,
            byte_count: 0,
            purged_through: 0,
            created_at: time,
            updated_at: time,
          })
          .execute();
      });
      return {
        id,
        tokenHash,
        salt,
        kdf,
        sequence: 0,
        records: 0,
        bytes: 0,
        purgedThrough: 0,
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
    purgeTombstones,
    close: () => db.destroy(),
  };
}
