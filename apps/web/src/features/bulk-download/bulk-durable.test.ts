// What the bulk queue keeps through a crash lives in IndexedDB alone: its settings come back after a
// restart that lost localStorage (as a killed browser loses its lazy writes), and the shell's probe
// learns from the database alone whether jobs are waiting — without creating the database.
import "fake-indexeddb/auto";
import { Dexie } from "dexie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BulkJob } from "./queue-model";

type SettingsModule = typeof import("./bulk-settings");
type DbModule = typeof import("./bulk-db");
type ProbeModule = typeof import("./stored-jobs-probe");

/** A fresh start of the page: modules evaluated anew over the same IndexedDB. */
async function start(): Promise<{ settings: SettingsModule; db: DbModule; probe: ProbeModule }> {
  vi.resetModules();
  const [settings, db, probe] = await Promise.all([
    import("./bulk-settings"),
    import("./bulk-db"),
    import("./stored-jobs-probe"),
  ]);
  return { settings, db, probe };
}

/** Every start's connection is closed after the test and the database deleted: each test starts from none. */
const opened: DbModule[] = [];

async function startTracked() {
  const modules = await start();
  opened.push(modules.db);
  return modules;
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(async () => {
  for (const db of opened.splice(0)) db.bulkDb().close();
  await Dexie.delete("pxv-bulk");
});

const databaseNames = async (): Promise<string[]> =>
  (await indexedDB.databases()).map((info) => info.name ?? "");

describe("bulk settings", () => {
  it("a change is still there after a restart that lost localStorage", async () => {
    const first = await startTracked();
    await first.settings.bulkSettingsLoaded();
    await first.settings.updateBulkSettings({ partMb: 7, concurrency: 5, output: "zip" });
    first.db.bulkDb().close();
    localStorage.clear();

    const second = await startTracked();
    expect(second.settings.useBulkSettings.getState().partMb).toBe(500);
    await second.settings.bulkSettingsLoaded();
    expect(second.settings.useBulkSettings.getState()).toMatchObject({
      partMb: 7,
      concurrency: 5,
      output: "zip",
    });
  });

  it("carries settings a former version left in localStorage over once", async () => {
    localStorage.setItem("pxv-bulk-settings", JSON.stringify({ partMb: 9, manifest: "csv" }));
    const first = await startTracked();
    await first.settings.bulkSettingsLoaded();
    expect(first.settings.useBulkSettings.getState()).toMatchObject({ partMb: 9, manifest: "csv" });
    expect(localStorage.getItem("pxv-bulk-settings")).toBeNull();
    first.db.bulkDb().close();

    const second = await startTracked();
    await second.settings.bulkSettingsLoaded();
    expect(second.settings.useBulkSettings.getState()).toMatchObject({ partMb: 9, manifest: "csv" });
  });

  it("keeps a change made while the stored settings are being read", async () => {
    const first = await startTracked();
    await first.settings.updateBulkSettings({ partMb: 3 });
    first.db.bulkDb().close();

    const second = await startTracked();
    const loading = second.settings.bulkSettingsLoaded();
    const changing = second.settings.updateBulkSettings({ concurrency: 8 });
    await Promise.all([loading, changing]);
    expect(second.settings.useBulkSettings.getState().concurrency).toBe(8);
  });
});

const job = (id: string): BulkJob => ({
  id,
  createdAt: 1,
  label: "Bookmarks",
  source: { kind: "illust-series", seriesId: 1 },
  name: "series_1",
  output: "zip",
  partBytes: 1024 * 1024,
  manifest: "json",
  state: "running",
  pauseReason: null,
  nextPart: 1,
  works: 1,
  entries: 1,
});

describe("hasStoredBulkJobs", () => {
  it("answers false on a first visit and leaves no database behind", async () => {
    const { probe } = await start();
    expect(await probe.hasStoredBulkJobs()).toBe(false);
    expect(await databaseNames()).not.toContain(probe.BULK_DB_NAME);
  });

  it("answers from the database alone: true while a job is stored, false once none is", async () => {
    const first = await startTracked();
    await first.db.bulkDb().jobs.put(job("a"));
    first.db.bulkDb().close();
    localStorage.clear();

    const second = await startTracked();
    expect(await second.probe.hasStoredBulkJobs()).toBe(true);
    await second.db.bulkDb().jobs.delete("a");
    expect(await second.probe.hasStoredBulkJobs()).toBe(false);
  });
});
