/**
 * The sync store's versioned migrations, applied in order at start (and on first use after an
 * outage) by Kysely's migrator, which records each applied name in `kysely_migration` and holds a
 * lock while it runs, so several instances starting on one PostgreSQL apply each migration once.
 * A migration, once released, is never edited: a change is a new entry at the end of the list.
 * Column types differ only where the engines do (bytes: `blob` / `bytea`); 64-bit integers are
 * `bigint` on both.
 */
import { Migrator, sql, type Kysely, type Migration } from "kysely";
import type { OpenDatabase } from "./database.js";

type Engine = OpenDatabase["engine"];

/** Every migration by name; names sort in the order they apply. */
function migrations(engine: Engine): Record<string, Migration> {
  const bytes = engine === "postgres" ? sql`bytea` : sql`blob`;
  return {
    "0001_spaces_and_records": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("sync_spaces")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("token_hash", bytes, (column) => column.notNull())
          .addColumn("salt", "text")
          .addColumn("kdf", "text")
          .addColumn("sequence", "bigint", (column) => column.notNull().defaultTo(0))
          .addColumn("record_count", "bigint", (column) => column.notNull().defaultTo(0))
          .addColumn("byte_count", "bigint", (column) => column.notNull().defaultTo(0))
          .addColumn("created_at", "bigint", (column) => column.notNull())
          .addColumn("updated_at", "bigint", (column) => column.notNull())
          .execute();
        await db.schema
          .createTable("sync_records")
          .addColumn("space_id", "text", (column) =>
            column.notNull().references("sync_spaces.id").onDelete("cascade"),
          )
          .addColumn("record_id", "text", (column) => column.notNull())
          .addColumn("sequence", "bigint", (column) => column.notNull())
          .addColumn("ciphertext", bytes, (column) => column.notNull())
          .addColumn("deleted", "smallint", (column) => column.notNull())
          .addColumn("hlc", "text", (column) => column.notNull())
          .addColumn("size", "integer", (column) => column.notNull())
          .addColumn("updated_at", "bigint", (column) => column.notNull())
          .addPrimaryKeyConstraint("sync_records_pk", ["space_id", "record_id"])
          .execute();
        // Pulls read a space's records in sequence order from a point on.
        await db.schema
          .createIndex("sync_records_by_sequence")
          .on("sync_records")
          .columns(["space_id", "sequence"])
          .unique()
          .execute();
      },
    },
    // Tombstone clean-up: the newest sequence of a purged tombstone per space (a pull from before it
    // may have missed a deletion), and an index that finds old tombstones without reading every record.
    "0002_tombstone_purge": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable("sync_spaces")
          .addColumn("purged_through", "bigint", (column) => column.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createIndex("sync_records_tombstones")
          .on("sync_records")
          .column("updated_at")
          .where(sql.ref("deleted"), "=", 1)
          .execute();
      },
    },
  };
}

/** The names of every migration, in order (tests check a fresh database has them all). */
export function migrationNames(engine: Engine): string[] {
  return Object.keys(migrations(engine)).sort();
}

/** Applies the migrations `db` has not had yet; throws the first failure. */
export async function migrate({ db, engine }: OpenDatabase): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations(engine)) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    const reason = error instanceof Error ? error.message : "unknown error";
    throw new Error(failed ? `sync migration ${failed} failed: ${reason}` : reason, { cause: error });
  }
}
