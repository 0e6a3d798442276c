/**
 * The two databases the sync tests run against, behind one face: an SQLite file in a temp folder,
 * and a database on a throwaway PostgreSQL cluster (postgres-server.ts). Each `fresh()` is a new,
 * empty database; the same SyncDatabase opened twice is the same data (a restart). `stop()` removes
 * everything the engine made.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SyncDatabase } from "../sync/sync-config.js";
import { startPostgresServer, type PostgresProcess } from "./postgres-server.js";

export type EngineName = SyncDatabase["engine"];

export interface TestEngine {
  readonly name: EngineName;
  fresh(): SyncDatabase;
  /** PostgreSQL only: the cluster, to stop and start it (an outage). */
  readonly postgres: PostgresProcess | null;
  stop(): void;
}

export const ENGINES: readonly EngineName[] = ["sqlite", "postgres"];

export async function startTestEngine(name: EngineName): Promise<TestEngine> {
  let made = 0;
  if (name === "sqlite") {
    const folder = mkdtempSync(join(tmpdir(), "pxv-sync-"));
    return {
      name,
      postgres: null,
      fresh: () => ({ engine: "sqlite", file: join(folder, `sync-${++made}.sqlite`) }),
      stop: () => {
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const postgres = await startPostgresServer();
  return {
    name,
    postgres,
    fresh: () => {
      const database = `sync_${++made}`;
      postgres.createDatabase(database);
      return { engine: "postgres", url: postgres.urlFor(database) };
    },
    stop: () => {
      postgres.stop();
    },
  };
}
