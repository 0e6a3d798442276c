// Sync's variables as loadConfig reads them: where the database is (an SQLite file in the data
// folder, PostgreSQL with PXV_DATABASE_URL), the limits in their units, and one line naming the
// variable for a bad value.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.js";
import { DEFAULT_DATA_DIR, DEFAULT_SYNC_LIMITS, SQLITE_FILE_NAME } from "./sync-config.js";

describe("sync configuration", () => {
  it("keeps an SQLite file in the data folder by default, and in PXV_DATA_DIR when set", () => {
    expect(loadConfig({}).sync).toEqual({
      database: { engine: "sqlite", file: join(DEFAULT_DATA_DIR, SQLITE_FILE_NAME) },
      limits: DEFAULT_SYNC_LIMITS,
    });
    expect(DEFAULT_DATA_DIR).toMatch(/[/\\]\.pxv[/\\]data$/);
    expect(loadConfig({ PXV_DATA_DIR: "/srv/pxv" }).sync.database).toEqual({
      engine: "sqlite",
      file: join("/srv/pxv", SQLITE_FILE_NAME),
    });
  });

  it("uses PostgreSQL when PXV_DATABASE_URL is set", () => {
    const url = "postgres://pxv:secret@db.internal:5432/pxv";
    expect(loadConfig({ PXV_DATABASE_URL: url, PXV_DATA_DIR: "/ignored" }).sync.database).toEqual({
      engine: "postgres",
      url,
    });
  });

  it("reads the limits in their units", () => {
    const { limits } = loadConfig({
      PXV_SYNC_SPACE_MAX_RECORDS: "2000",
      PXV_SYNC_SPACE_MAX_MB: "8",
      PXV_SYNC_RECORD_MAX_KB: "16",
      PXV_SYNC_BATCH_MAX_RECORDS: "50",
      PXV_SYNC_BATCH_MAX_MB: "2",
      PXV_SYNC_SPACES_PER_HOUR: "0",
      PXV_SYNC_TOMBSTONE_DAYS: "30",
      PXV_SYNC_MAX_SPACES: "500",
      PXV_SYNC_MAX_TOTAL_MB: "2048",
    }).sync;
    expect(limits).toEqual({
      ...DEFAULT_SYNC_LIMITS,
      spaceMaxRecords: 2000,
      spaceMaxBytes: 8 * 1024 * 1024,
      recordMaxBytes: 16 * 1024,
      batchMaxRecords: 50,
      batchMaxBytes: 2 * 1024 * 1024,
      spacesPerClientPerHour: 0,
      tombstoneDays: 30,
      instanceMaxSpaces: 500,
      instanceMaxBytes: 2048 * 1024 * 1024,
    });
    // 0 turns each off: tombstones kept for ever, no cap on spaces or bytes.
    expect(
      loadConfig({ PXV_SYNC_TOMBSTONE_DAYS: "0", PXV_SYNC_MAX_SPACES: "0", PXV_SYNC_MAX_TOTAL_MB: "0" }).sync
        .limits,
    ).toMatchObject({ tombstoneDays: 0, instanceMaxSpaces: 0, instanceMaxBytes: 0 });
  });

  it.each([
    [{ PXV_DATABASE_URL: "mysql://db/pxv" }, "PXV_DATABASE_URL: must be a postgres:// or postgresql:// URL"],
    [{ PXV_SYNC_SPACE_MAX_RECORDS: "0" }, "PXV_SYNC_SPACE_MAX_RECORDS: must be at least 1"],
    [{ PXV_SYNC_RECORD_MAX_KB: "1.5" }, "PXV_SYNC_RECORD_MAX_KB: must be a whole number"],
    [{ PXV_SYNC_SPACES_PER_HOUR: "many" }, "PXV_SYNC_SPACES_PER_HOUR: must be a whole number of spaces"],
    [{ PXV_SYNC_TOMBSTONE_DAYS: "-1" }, "PXV_SYNC_TOMBSTONE_DAYS: must be 0 (off) or more"],
    [{ PXV_SYNC_MAX_SPACES: "lots" }, "PXV_SYNC_MAX_SPACES: must be a whole number of spaces"],
    [{ PXV_SYNC_MAX_TOTAL_MB: "1.5" }, "PXV_SYNC_MAX_TOTAL_MB: must be a whole number"],
    [
      { PXV_SYNC_RECORD_MAX_KB: "1024", PXV_SYNC_BATCH_MAX_MB: "1" },
      "PXV_SYNC_BATCH_MAX_MB: must leave room for one record of PXV_SYNC_RECORD_MAX_KB (base64url adds a third)",
    ],
  ])("refuses %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(
      new ConfigError(message.split(":")[0] ?? "", message.slice(message.indexOf(":") + 2)),
    );
  });
});
