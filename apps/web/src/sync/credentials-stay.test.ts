// Sign-ins stay on the device (issue 29 "Several accounts"): with two accounts stored — an app token
// with its access token, a web session with its CSRF token — no record any sync adapter reads, and no
// settings export, carries any of those values.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, expect, it } from "vitest";
import { exportSettings } from "../features/settings/settings-transfer";
import { accountsStorage, appLoginStorage, webLoginStorage } from "../session/login-storage";
import { currentSettings } from "../settings/settings-store";
import { LocalDb, setLocalDb } from "../storage/local-db";
import { SYNC_ADAPTERS } from "./adapters";

const SECRETS = {
  token: "SECRET-refresh-token-of-the-first-account0",
  session: "900006_SecretSessionOfTheSecondAccount06",
  access: "SECRET-access-token",
  csrf: "f".repeat(32),
};

let db: LocalDb;

beforeEach(() => {
  db = new LocalDb("pxv-credentials-stay");
  setLocalDb(db);
});

afterEach(async () => {
  await db.delete();
  setLocalDb(null);
  localStorage.clear();
  sessionStorage.clear();
});

it("no sync record and no settings export carries a credential", async () => {
  accountsStorage.add("app", SECRETS.token, { id: 900005, name: "a", account: "a", avatar: "" });
  appLoginStorage.saveAuth({
    accessToken: SECRETS.access,
    expiresAt: Date.now() + 60_000,
    user: { id: 900005, name: "a", account: "a", avatar: "", isPremium: false, xRestrict: 0 },
  });
  accountsStorage.add("web", SECRETS.session, { id: 900006, name: "b", account: "b", avatar: "" });
  webLoginStorage.saveCsrf(SECRETS.csrf);
  expect(accountsStorage.read().accounts).toHaveLength(2);

  const records = await Promise.all(SYNC_ADAPTERS.map((adapter) => adapter.readAll()));
  const carried = JSON.stringify(records) + atob(exportSettings(currentSettings()).trim());
  expect(records.flat().length).toBeGreaterThan(0);
  for (const secret of Object.values(SECRETS)) expect(carried).not.toContain(secret);
});
