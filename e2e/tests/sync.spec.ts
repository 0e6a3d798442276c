// End-to-end encrypted sync (issue 26) with two browser contexts as two devices on the one test
// server: pairing by the sync link (its secret in the fragment, taken out of the address bar), a
// block, a history entry, a local favourite and a setting made on one appearing on the other, edits of different items
// made on both before either syncs both surviving, a deletion reaching the other device, an offline
// device's edit arriving after it reconnects, sign-in credentials never leaving the device, and the
// server's database holding none of the plain strings. A second test: the first pairing uploads
// 10,000 history entries without loss, and leaving sync keeps them.
import { join } from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures.js";
import {
  databaseBytes,
  dataDir,
  historyIds,
  localFavoriteIds,
  newDevice,
  setBlockedTags,
  settingsOf,
  syncUntil,
  turnOn,
} from "./sync-helpers.js";

const WORK_ID = 130000001;

test("two devices paired by link share blocks, history, local favourites and settings, both ways, offline edits included, credentials never", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const a = await newDevice(browser, baseURL);
  const b = await newDevice(browser, baseURL);
  const link = await turnOn(a.page);

  // Pairing by link: the other device joins, and the secret leaves its address bar.
  await b.page.goto(link);
  await expect(b.page.getByTestId("sync-link")).toHaveValue(link);
  await expect(b.page).toHaveURL(/\/setting\/sync$/);

  // A block, a history entry, a local favourite and a setting made on A appear on B.
  await setBlockedTags(a.page, () => ["sync-tag-a"]);
  await a.page.goto(`/artworks/${WORK_ID}`);
  await expect(a.page.getByTestId("artwork-image").first()).toBeVisible();
  // The visit is recorded after the page shows; leaving before that would leave nothing to sync.
  await expect.poll(() => historyIds(a.page)).toContain(WORK_ID);
  await a.page.getByTestId("local-favorite").click();
  await expect.poll(() => localFavoriteIds(a.page)).toContain(WORK_ID);
  await a.page.goto("/setting");
  await a.page.getByTestId("setting-theme-dark").click();
  await a.page.goto("/setting/sync");
  await syncUntil(
    a.page,
    async () => (await a.page.getByTestId("sync-pending").textContent())?.startsWith("0") === true,
  );
  await syncUntil(b.page, async () => {
    const settings = await settingsOf(b.page);
    return (
      settings.theme === "dark" &&
      settings.blockedTags.includes("sync-tag-a") &&
      (await historyIds(b.page)).includes(WORK_ID) &&
      (await localFavoriteIds(b.page)).includes(WORK_ID)
    );
  });
  // B lists it from the snapshot A sent.
  await b.page.goto("/favorites/local");
  await expect(b.page.locator(`[data-testid=artwork-card][data-id="${WORK_ID}"]`)).toBeVisible();
  await b.page.goto("/setting/sync");

  // Different items edited on both before either syncs: both survive on both.
  await setBlockedTags(a.page, (tags) => [...tags, "both-a"]);
  await setBlockedTags(b.page, (tags) => [...tags, "both-b"]);
  await a.page.goto("/setting/sync");
  await b.page.goto("/setting/sync");
  const hasBoth = (page: Page) => async () => {
    const tags = (await settingsOf(page)).blockedTags;
    return tags.includes("both-a") && tags.includes("both-b");
  };
  await syncUntil(a.page, hasBoth(a.page));
  await syncUntil(b.page, hasBoth(b.page));

  // A deletion on B reaches A.
  await setBlockedTags(b.page, (tags) => tags.filter((tag) => tag !== "sync-tag-a"));
  await b.page.goto("/setting/sync");
  await syncUntil(
    b.page,
    async () => (await b.page.getByTestId("sync-pending").textContent())?.startsWith("0") === true,
  );
  await syncUntil(a.page, async () => !(await settingsOf(a.page)).blockedTags.includes("sync-tag-a"));

  // B goes offline, edits, and reconnects: the edit waited and arrives.
  await b.page.goto("/setting/preference");
  await b.context.setOffline(true);
  const field = b.page.getByTestId("pref-blockedTags");
  await field.fill(`${await field.inputValue()},offline-tag`);
  await field.blur();
  await expect.poll(async () => (await settingsOf(b.page)).blockedTags).toContain("offline-tag");
  await b.context.setOffline(false);
  await b.page.evaluate(() => window.dispatchEvent(new Event("online")));
  await syncUntil(a.page, async () => (await settingsOf(a.page)).blockedTags.includes("offline-tag"));

  // Credentials stay where they are: a refresh token held on A while A syncs a reading position
  // (read from localStorage on every round, as the login is) never reaches B or the server.
  const secret = "SYNC-E2E-REFRESH-TOKEN-never-leaves";
  await a.page.goto("/setting/sync");
  await a.page.evaluate((token) => {
    localStorage.setItem("pxv:app-login", JSON.stringify({ data: token, expires: -1 }));
    localStorage.setItem("pxv-novel-positions", JSON.stringify({ "555": 0.5 }));
  }, secret);
  await syncUntil(
    a.page,
    async () => (await a.page.getByTestId("sync-pending").textContent())?.startsWith("0") === true,
  );
  await b.page.goto("/setting/sync");
  await syncUntil(b.page, async () =>
    b.page.evaluate(() => localStorage.getItem("pxv-novel-positions")?.includes('"555":0.5') === true),
  );
  expect(
    await b.page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("pxv:"))),
  ).toEqual([]);
  expect(await a.page.evaluate(() => localStorage.getItem("pxv:app-login"))).toContain(secret);

  // The server holds none of it in plain text.
  const stored = databaseBytes().toString("latin1");
  for (const plain of [
    secret,
    "sync-tag-a",
    "both-a",
    "both-b",
    "offline-tag",
    "last-tag",
    "setting:theme",
    "local-favorite:",
  ]) {
    expect(stored, `the database holds "${plain}"`).not.toContain(plain);
  }
  await a.context.close();
  await b.context.close();
});

test("first pairing uploads 10,000 history entries without loss, and leaving sync keeps them", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const count = 10_000;
  const a = await newDevice(browser, baseURL);
  const b = await newDevice(browser, baseURL);
  // The app makes its database on the first view; then the entries go straight into its table.
  await a.page.goto(`/artworks/${WORK_ID}`);
  await expect.poll(() => historyIds(a.page)).toContain(WORK_ID);
  await a.page.evaluate(async (total) => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open("pxv");
      open.onerror = () => {
        reject(open.error ?? new Error("open failed"));
      };
      open.onsuccess = () => {
        const db = open.result;
        const transaction = db.transaction("history", "readwrite");
        const store = transaction.objectStore("history");
        for (let index = 0; index < total; index += 1) {
          const id = 200_000_000 + index;
          store.put({
            kind: "novel",
            id,
            viewedAt: 1_700_000_000_000 + index,
            item: { id, title: `seeded ${index}` },
          });
        }
        transaction.oncomplete = () => {
          db.close();
          resolve();
        };
        transaction.onerror = () => {
          reject(transaction.error ?? new Error("write failed"));
        };
      };
    });
  }, count);
  expect(await historyIds(a.page)).toHaveLength(count + 1);

  const link = await turnOn(a.page);
  await syncUntil(
    a.page,
    async () => (await a.page.getByTestId("sync-pending").textContent())?.startsWith("0") === true,
  );
  await b.page.goto(link);
  await expect(b.page.getByTestId("sync-link")).toHaveValue(link);
  await syncUntil(b.page, async () => (await historyIds(b.page)).length === count + 1);

  await a.page.getByTestId("sync-leave").click();
  await expect(a.page.getByTestId("sync-turn-on")).toBeVisible();
  expect(await historyIds(a.page)).toHaveLength(count + 1);
  await a.context.close();
  await b.context.close();
});

test("a passphrase space: the link carries no key, and the other device joins with the passphrase", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const passphrase = "correct horse battery staple";
  const a = await newDevice(browser, baseURL);
  const b = await newDevice(browser, baseURL);
  await a.page.goto("/setting/sync");
  await a.page.getByTestId("sync-use-passphrase").check();
  await a.page.getByTestId("sync-passphrase").fill("too short");
  await expect(a.page.getByTestId("sync-turn-on")).toBeDisabled();
  await a.page.getByTestId("sync-passphrase").fill(passphrase);
  await a.page.getByTestId("sync-turn-on").click();
  const field = a.page.getByTestId("sync-link");
  await expect(field).toHaveValue(/#sync=[A-Za-z0-9_-]{22}$/);
  const link = await field.inputValue();
  await setBlockedTags(a.page, () => ["passphrase-tag"]);

  await b.page.goto(link);
  await b.page.getByTestId("sync-join-passphrase").fill(passphrase);
  await b.page.getByTestId("sync-join").click();
  await expect(b.page.getByTestId("sync-link")).toHaveValue(link);
  await syncUntil(b.page, async () => (await settingsOf(b.page)).blockedTags.includes("passphrase-tag"));
  expect(databaseBytes().toString("latin1")).not.toContain(passphrase);
  await a.context.close();
  await b.context.close();
});

test("records changed on the server are refused with a clear message and overwrite nothing", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const a = await newDevice(browser, baseURL);
  const b = await newDevice(browser, baseURL);
  const link = await turnOn(a.page);
  await a.page.evaluate(() => {
    localStorage.setItem("pxv-novel-positions", JSON.stringify({ "777": 0.25 }));
  });
  await syncUntil(
    a.page,
    async () => (await a.page.getByTestId("sync-pending").textContent())?.startsWith("0") === true,
  );
  await b.page.goto(link);
  const position = () => b.page.evaluate(() => localStorage.getItem("pxv-novel-positions"));
  await syncUntil(b.page, async () => (await position())?.includes('"777":0.25') === true);
  await expect(b.page.getByTestId("sync-error")).toHaveText("None");

  // The operator flips a byte in every record of the space and moves them to new sequences.
  const spaceId = /#sync=([A-Za-z0-9_-]{22})\./.exec(link)?.[1] ?? "";
  const db = new Database(join(dataDir(), "sync.sqlite"));
  try {
    db.transaction(() => {
      const rows = db
        .prepare("SELECT record_id, ciphertext FROM sync_records WHERE space_id = ? ORDER BY sequence")
        .all(spaceId) as { record_id: string; ciphertext: Buffer }[];
      const { sequence } = db.prepare("SELECT sequence FROM sync_spaces WHERE id = ?").get(spaceId) as {
        sequence: number;
      };
      rows.forEach((row, index) => {
        const changed = Buffer.from(row.ciphertext);
        changed[20] = (changed[20] ?? 0) ^ 1;
        db.prepare(
          "UPDATE sync_records SET ciphertext = ?, sequence = ? WHERE space_id = ? AND record_id = ?",
        ).run(changed, sequence + index + 1, spaceId, row.record_id);
      });
      db.prepare("UPDATE sync_spaces SET sequence = ? WHERE id = ?").run(sequence + rows.length, spaceId);
    })();
  } finally {
    db.close();
  }

  await b.page.getByTestId("sync-now").click();
  await expect(b.page.getByTestId("sync-error")).toContainText(
    /records? (was|were) refused\b.*Nothing was overwritten/,
  );
  expect(await position()).toContain('"777":0.25');
  // The rounds after it pull nothing new: the notice stays until a record that opens arrives.
  await syncUntil(
    b.page,
    async () => (await b.page.getByTestId("sync-pending").textContent())?.startsWith("0") === true,
  );
  await expect(b.page.getByTestId("sync-error")).toContainText(/refused/);
  await a.context.close();
  await b.context.close();
});
