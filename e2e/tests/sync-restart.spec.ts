// Sync across a restart of the pxv server (issue 26): device A pushes, the server process is stopped
// and started again on the same port and data folder, and device B — joining only then — pulls all
// of it, because the space and its records are in the SQLite file on disk; A syncs on after the
// restart too. The database file holds none of the plain strings either device wrote.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures.js";
import { freePort, startServerProcess, type ServerProcess } from "./server-process.js";
import {
  databaseBytes,
  localFavoriteIds,
  newDevice,
  setBlockedTags,
  settingsOf,
  syncUntil,
  turnOn,
} from "./sync-helpers.js";

const WORK_ID = 130000001;

test("a space pushed before the server restarts is pulled after it by a new device, and the database holds no plain text", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), "pxv-e2e-restart-"));
  const port = await freePort();
  let server: ServerProcess | null = await startServerProcess(port, dataDir);
  const base = server.url;
  const a = await newDevice(browser, base);
  const b = await newDevice(browser, base);
  try {
    const link = await turnOn(a.page);
    await setBlockedTags(a.page, () => ["restart-tag-a"]);
    await a.page.goto(`/artworks/${WORK_ID}`);
    await a.page.getByTestId("local-favorite").click();
    await expect.poll(() => localFavoriteIds(a.page)).toContain(WORK_ID);
    await a.page.goto("/setting/sync");
    await syncUntil(
      a.page,
      async () => (await a.page.getByTestId("sync-pending").textContent())?.startsWith("0") === true,
    );

    // The operator restarts pxv: the process ends, a new one starts on the same folder and port.
    await server.stop();
    server = null;
    server = await startServerProcess(port, dataDir);

    // B joins only now, and gets what A pushed before the restart.
    await b.page.goto(link);
    await expect(b.page.getByTestId("sync-link")).toHaveValue(link);
    await syncUntil(
      b.page,
      async () =>
        (await settingsOf(b.page)).blockedTags.includes("restart-tag-a") &&
        (await localFavoriteIds(b.page)).includes(WORK_ID),
    );
    await expect(b.page.getByTestId("sync-error")).toHaveText("None");

    // The other way round after the restart: B's edit reaches A, whose space is still there.
    await setBlockedTags(b.page, (tags) => [...tags, "restart-tag-b"]);
    await b.page.goto("/setting/sync");
    await syncUntil(
      b.page,
      async () => (await b.page.getByTestId("sync-pending").textContent())?.startsWith("0") === true,
    );
    await syncUntil(a.page, async () => (await settingsOf(a.page)).blockedTags.includes("restart-tag-b"));
    await expect(a.page.getByTestId("sync-error")).toHaveText("None");

    const stored = databaseBytes(dataDir).toString("latin1");
    for (const plain of [
      "restart-tag-a",
      "restart-tag-b",
      "local-favorite:",
      "setting:theme",
      "block-tag:",
    ]) {
      expect(stored, `the database holds "${plain}"`).not.toContain(plain);
    }
  } finally {
    await a.context.close();
    await b.context.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
