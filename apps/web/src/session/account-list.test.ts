// The list of sign-ins (issue 29 "Several accounts"): adding makes the account active and replaces
// the same pixiv user's entry; removing the active account makes the next one active (signed out
// when none is left); switching; a not-yet-named sign-in named by its first check; expired web
// sessions dropped; a hand-edited value read as far as it is valid.
import { describe, expect, it } from "vitest";
import {
  addAccount,
  dropExpired,
  nameActive,
  NO_ACCOUNTS,
  parseAccountList,
  removeAccount,
  sessionUserId,
  summariesOf,
  switchAccount,
  UNKNOWN_USER_ID,
  type AccountList,
  type StoredAccount,
} from "./account-list";

const account = (
  id: number,
  kind: "app" | "web" = "app",
  credential = `token-${String(id)}`,
): StoredAccount => ({
  id,
  name: `user ${String(id)}`,
  account: `user_${String(id)}`,
  avatar: "",
  kind,
  credential,
  expires: -1,
});

const ids = (list: AccountList): number[] => list.accounts.map((entry) => entry.id);

describe("the account list", () => {
  it("adds an account as the active one, keeping the others", () => {
    const one = addAccount(NO_ACCOUNTS, account(1));
    const two = addAccount(one, account(2, "web"));
    expect(one.active).toBe(1);
    expect(two).toMatchObject({ active: 2 });
    expect(ids(two)).toEqual([1, 2]);
  });

  it("replaces the same pixiv user's entry in place, whatever the kind", () => {
    const list = [account(1), account(2), account(3)].reduce(addAccount, NO_ACCOUNTS);
    const again = addAccount(switchAccount(list, 1), account(2, "web", "new-session"));
    expect(ids(again)).toEqual([1, 2, 3]);
    expect(again.active).toBe(2);
    expect(again.accounts[1]).toMatchObject({ kind: "web", credential: "new-session" });
  });

  it.each<[string, number, number, number[], number | null]>([
    ["the active one in the middle: the next becomes active", 2, 2, [1, 3], 3],
    ["the active one at the end: the one before becomes active", 3, 3, [1, 2], 2],
    ["another one: the active stays", 3, 1, [2, 3], 3],
    ["one not in the list: nothing changes", 2, 9, [1, 2, 3], 2],
  ])("removes %s", (_name, active, removed, left, nowActive) => {
    const list = switchAccount([account(1), account(2), account(3)].reduce(addAccount, NO_ACCOUNTS), active);
    const after = removeAccount(list, removed);
    expect(ids(after)).toEqual(left);
    expect(after.active).toBe(nowActive);
  });

  it("is signed out when the last account is removed", () => {
    expect(removeAccount(addAccount(NO_ACCOUNTS, account(1)), 1)).toEqual(NO_ACCOUNTS);
  });

  it("switches only to a stored account", () => {
    const list = [account(1), account(2)].reduce(addAccount, NO_ACCOUNTS);
    expect(switchAccount(list, 1).active).toBe(1);
    expect(switchAccount(list, 7)).toBe(list);
  });

  it("names a sign-in whose user was not known, replacing that user's older entry", () => {
    const list = [account(5, "web"), { ...account(UNKNOWN_USER_ID), name: "" }].reduce(
      addAccount,
      NO_ACCOUNTS,
    );
    const named = nameActive(list, { id: 5, name: "five", account: "five_", avatar: "/~/a.png" });
    expect(named.active).toBe(5);
    expect(named.accounts).toEqual([
      {
        id: 5,
        name: "five",
        account: "five_",
        avatar: "/~/a.png",
        kind: "app",
        credential: "token-0",
        expires: -1,
      },
    ]);
  });

  it("drops the sign-ins no longer kept and moves the active one on", () => {
    const list = [
      { ...account(1, "web"), expires: 1_000 },
      account(2),
      { ...account(3, "web"), expires: 5_000 },
    ].reduce(addAccount, NO_ACCOUNTS);
    const kept = dropExpired(switchAccount(list, 1), 2_000);
    expect(ids(kept)).toEqual([2, 3]);
    expect(kept.active).toBe(2);
    expect(dropExpired(list, 0)).toBe(list);
  });

  it("shows no credential in its summaries", () => {
    const summaries = summariesOf(addAccount(NO_ACCOUNTS, account(1, "app", "SECRET-token")));
    expect(JSON.stringify(summaries)).not.toContain("SECRET");
    expect(summaries).toEqual([{ id: 1, name: "user 1", account: "user_1", avatar: "", kind: "app" }]);
  });

  it("reads a stored value as far as it is valid", () => {
    expect(parseAccountList("nope")).toBeNull();
    expect(parseAccountList({ accounts: "nope" })).toBeNull();
    const read = parseAccountList({
      active: 42,
      accounts: [account(1), { ...account(2), kind: "cookie" }, { id: 3 }, account(1, "web"), account(4)],
    });
    expect(read).toEqual({ active: 1, accounts: [account(1), account(4)] });
  });

  it("reads the user id a web session starts with", () => {
    expect(sessionUserId("900005_SandboxSessionCollector00000005")).toBe(900005);
    expect(sessionUserId("nope")).toBe(UNKNOWN_USER_ID);
  });
});
