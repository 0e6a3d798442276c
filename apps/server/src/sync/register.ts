/**
 * Plugs sync into the app: opens the store (SQLite file or PostgreSQL, lazily), applies migrations in
 * the background at start — a database that is away is logged, not fatal, and tried again on the
 * next sync request — registers the /api/sync routes and closes the database when the app closes.
 * Tombstones older than PXV_SYNC_TOMBSTONE_DAYS are purged once the store is ready and then every
 * hour (several instances on one PostgreSQL may each do it: a purge of what is already gone does
 * nothing). Without a configuration (apps built by tests for other things) the routes exist and
 * answer 503.
 */
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { clientOf } from "../abuse/client-scope.js";
import { createWindowCounter } from "../abuse/window-counter.js";
import { HttpError } from "../errors.js";
import { openDatabase } from "./database.js";
import { registerSyncRoutes } from "./routes.js";
import { createSyncStore, type SyncStore } from "./store.js";
import { DEFAULT_SYNC_LIMITS, type SyncConfig } from "./sync-config.js";

export interface SyncOptions extends SyncConfig {
  /** The clock that stamps writes (tests pin it); default `Date.now`. */
  readonly now?: () => number;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How often old tombstones are looked for. */
export const PURGE_INTERVAL_MS = HOUR_MS;

/** A store for an instance without sync: every call answers 503 saying so. */
function switchedOffStore(): SyncStore {
  const off = (): Promise<never> =>
    Promise.reject(new HttpError(503, "sync_off", "Sync is not set up on this server"));
  return {
    ready: () => Promise.resolve(),
    createSpace: off,
    getSpace: off,
    push: off,
    pull: off,
    deleteSpace: off,
    purgeTombstones: off,
    close: () => Promise.resolve(),
  };
}

export async function registerSync(
  app: FastifyInstance,
  options: { readonly sync: SyncOptions | null; readonly redis: Redis | null },
): Promise<void> {
  const { sync } = options;
  const store = sync
    ? createSyncStore(
        openDatabase(sync.database, (error) => {
          app.log.warn({ err: error }, "sync database connection lost");
        }),
        sync.now,
      )
    : switchedOffStore();
  let purgeTimer: NodeJS.Timeout | null = null;
  app.addHook("onClose", () => {
    if (purgeTimer !== null) clearInterval(purgeTimer);
    return store.close();
  });
  const purge = (): void => {
    if (!sync || sync.limits.tombstoneDays === 0) return;
    const cutoff = (sync.now ?? Date.now)() - sync.limits.tombstoneDays * DAY_MS;
    store.purgeTombstones(cutoff).then(
      (result) => {
        if (result.records > 0) app.log.info(result, "sync tombstones purged");
      },
      (error: unknown) => {
        app.log.warn({ err: error }, "sync tombstone purge failed; it runs again in an hour");
      },
    );
  };
  if (sync && sync.limits.tombstoneDays > 0) {
    purgeTimer = setInterval(purge, PURGE_INTERVAL_MS);
    purgeTimer.unref();
  }
  if (sync) {
    // Not awaited: the server starts whether or not the database is there.
    store.ready().then(
      () => {
        app.log.debug({ engine: sync.database.engine }, "sync store ready");
        purge();
      },
      (error: unknown) => {
        app.log.warn({ err: error }, "sync database not ready at start; sync answers 503 until it is");
      },
    );
  }
  await registerSyncRoutes(app, {
    store,
    limits: sync?.limits ?? DEFAULT_SYNC_LIMITS,
    creations: createWindowCounter(options.redis, HOUR_MS),
    clientOf,
  });
}
