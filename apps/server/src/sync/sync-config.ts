/**
 * The sync store's settings: where its database is (an SQLite file in the data folder, or PostgreSQL
 * at `PXV_DATABASE_URL`) and the limits that keep one space, one record, one push and one client
 * within bounds. Defaults and variables are documented in docs/CONFIGURATION.md ("Sync"); config.ts
 * reads them with the rest of the environment.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SyncSpaceLimits } from "@pxv/pixiv";
import { z } from "zod";

/** The space limits every client is told (@pxv/pixiv), and the instance's own. */
export interface SyncLimits extends SyncSpaceLimits {
  /** Spaces one client address may create per hour; 0 turns the limit off. */
  readonly spacesPerClientPerHour: number;
  /** Days a tombstone is kept before it is purged; 0 keeps tombstones for ever. */
  readonly tombstoneDays: number;
  /** Spaces the whole instance may hold; 0 is no cap. */
  readonly instanceMaxSpaces: number;
  /** Bytes every space together may hold (as counted against the spaces' quotas); 0 is no cap. */
  readonly instanceMaxBytes: number;
}

export const DEFAULT_SYNC_LIMITS: SyncLimits = {
  spaceMaxRecords: 100_000,
  spaceMaxBytes: 64 * 1024 * 1024,
  recordMaxBytes: 64 * 1024,
  batchMaxRecords: 500,
  batchMaxBytes: 4 * 1024 * 1024,
  pageMaxRecords: 1000,
  spacesPerClientPerHour: 10,
  tombstoneDays: 90,
  instanceMaxSpaces: 10_000,
  instanceMaxBytes: 0,
};

/** Where the sync store keeps its data. */
export type SyncDatabase =
  | { readonly engine: "sqlite"; readonly file: string }
  | { readonly engine: "postgres"; readonly url: string };

export interface SyncConfig {
  readonly database: SyncDatabase;
  readonly limits: SyncLimits;
}

/** The SQLite file's name inside the data folder. */
export const SQLITE_FILE_NAME = "sync.sqlite";
/** `npm start`'s data folder: `.pxv/data` at the top of the checkout (ignored by git). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../../../.pxv/data", import.meta.url));

const count = (fallback: number, max: number, unit: string) =>
  z.coerce
    .number({ error: `must be a whole number of ${unit}` })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(max, `must be at most ${max}`)
    .default(fallback);

const MIB = 1024 * 1024;

/** A whole number where 0 means "off" (no cap, no purge). */
const countOrOff = (fallback: number, max: number, unit: string) =>
  z.coerce
    .number({ error: `must be a whole number of ${unit}` })
    .int("must be a whole number")
    .min(0, "must be 0 (off) or more")
    .max(max, `must be at most ${max}`)
    .default(fallback);

/** The environment variables of sync, read by config.ts beside its own. */
export const SYNC_VARIABLES = {
  PXV_DATA_DIR: z.string().min(1, "must not be empty").optional(),
  PXV_DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  PXV_SYNC_SPACE_MAX_RECORDS: count(DEFAULT_SYNC_LIMITS.spaceMaxRecords, 10_000_000, "records"),
  PXV_SYNC_SPACE_MAX_MB: count(DEFAULT_SYNC_LIMITS.spaceMaxBytes / MIB, 16_384, "megabytes"),
  PXV_SYNC_RECORD_MAX_KB: count(DEFAULT_SYNC_LIMITS.recordMaxBytes / 1024, 1024, "kilobytes"),
  PXV_SYNC_BATCH_MAX_RECORDS: count(DEFAULT_SYNC_LIMITS.batchMaxRecords, 10_000, "records"),
  PXV_SYNC_BATCH_MAX_MB: count(DEFAULT_SYNC_LIMITS.batchMaxBytes / MIB, 64, "megabytes"),
  PXV_SYNC_SPACES_PER_HOUR: countOrOff(DEFAULT_SYNC_LIMITS.spacesPerClientPerHour, 1_000_000, "spaces"),
  PXV_SYNC_TOMBSTONE_DAYS: countOrOff(DEFAULT_SYNC_LIMITS.tombstoneDays, 36_500, "days"),
  PXV_SYNC_MAX_SPACES: countOrOff(DEFAULT_SYNC_LIMITS.instanceMaxSpaces, 1_000_000_000, "spaces"),
  PXV_SYNC_MAX_TOTAL_MB: countOrOff(DEFAULT_SYNC_LIMITS.instanceMaxBytes / MIB, 1_000_000_000, "megabytes"),
} as const;

type SyncVariables = { [K in keyof typeof SYNC_VARIABLES]: z.output<(typeof SYNC_VARIABLES)[K]> };

/** Thrown when two sync variables disagree; config.ts turns it into its one-line error. */
export class SyncConfigProblem extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(detail);
  }
}

export function syncConfigFrom(vars: SyncVariables): SyncConfig {
  const recordMaxBytes = vars.PXV_SYNC_RECORD_MAX_KB * 1024;
  const batchMaxBytes = vars.PXV_SYNC_BATCH_MAX_MB * MIB;
  // A push must be able to carry one record of the largest size (base64url grows it by a third).
  if (batchMaxBytes < Math.ceil((recordMaxBytes * 4) / 3) + 1024) {
    throw new SyncConfigProblem(
      "PXV_SYNC_BATCH_MAX_MB",
      "must leave room for one record of PXV_SYNC_RECORD_MAX_KB (base64url adds a third)",
    );
  }
  return {
    database: vars.PXV_DATABASE_URL
      ? { engine: "postgres", url: vars.PXV_DATABASE_URL }
      : { engine: "sqlite", file: join(vars.PXV_DATA_DIR ?? DEFAULT_DATA_DIR, SQLITE_FILE_NAME) },
    limits: {
      ...DEFAULT_SYNC_LIMITS,
      spaceMaxRecords: vars.PXV_SYNC_SPACE_MAX_RECORDS,
      spaceMaxBytes: vars.PXV_SYNC_SPACE_MAX_MB * MIB,
      recordMaxBytes,
      batchMaxRecords: vars.PXV_SYNC_BATCH_MAX_RECORDS,
      batchMaxBytes,
      spacesPerClientPerHour: vars.PXV_SYNC_SPACES_PER_HOUR,
      tombstoneDays: vars.PXV_SYNC_TOMBSTONE_DAYS,
      instanceMaxSpaces: vars.PXV_SYNC_MAX_SPACES,
      instanceMaxBytes: vars.PXV_SYNC_MAX_TOTAL_MB * MIB,
    },
  };
}
