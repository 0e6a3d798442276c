/**
 * The device's pixiv sign-ins as one list (issue 29 "Several accounts"), as pure functions over a
 * value: login-storage.ts keeps the value in localStorage (this device only: sync never reads it).
 * Invariants every function keeps:
 * - one entry per pixiv user: the same user signing in again (by app token or web session) replaces
 *   its entry in place;
 * - `active` is the id of an entry, or null exactly when the list is empty;
 * - removing the active entry makes the next one active (the one after it, else the one before);
 * - an entry whose user is not known yet (a stored app token from before the list, without the
 *   cached user) has id 0 until its first check names it (`nameActive`).
 */

/** Who an account is, as the browser shows it (the avatar already rewritten for the browser). */
export interface SessionUser {
  readonly id: number;
  readonly name: string;
  readonly account: string;
  readonly avatar: string;
}

/** How the account signed in: a refresh token for the app API, or a web session (PHPSESSID). */
export type AccountKind = "app" | "web";

export interface StoredAccount extends SessionUser {
  readonly kind: AccountKind;
  /** The refresh token (app) or the PHPSESSID value (web). Never leaves this device. */
  readonly credential: string;
  /** When the credential stops being kept, epoch ms; -1 never (web sessions: 180 days). */
  readonly expires: number;
}

export interface AccountList {
  /** The id of the signed-in account the app uses now, or null when signed out. */
  readonly active: number | null;
  readonly accounts: readonly StoredAccount[];
}

/** An account as menus show it: everything but the credential. */
export type AccountSummary = SessionUser & { readonly kind: AccountKind };

/** The id of a user not known yet. */
export const UNKNOWN_USER_ID = 0;

export const NO_ACCOUNTS: AccountList = { active: null, accounts: [] };

export function activeAccount(list: AccountList): StoredAccount | null {
  return list.accounts.find((account) => account.id === list.active) ?? null;
}

/** Adds a sign-in (replacing the same user's entry where it stood) and makes it the active one. */
export function addAccount(list: AccountList, account: StoredAccount): AccountList {
  const index = list.accounts.findIndex((entry) => entry.id === account.id);
  const accounts =
    index === -1
      ? [...list.accounts, account]
      : list.accounts.map((entry, at) => (at === index ? account : entry));
  return { active: account.id, accounts };
}

/** Removes one account; when it was the active one, the next (else the previous) becomes active. */
export function removeAccount(list: AccountList, id: number): AccountList {
  const index = list.accounts.findIndex((entry) => entry.id === id);
  if (index === -1) return list;
  const accounts = list.accounts.filter((_, at) => at !== index);
  if (list.active !== id) return { active: list.active, accounts };
  const next = accounts[Math.min(index, accounts.length - 1)];
  return { active: next?.id ?? null, accounts };
}

/** Makes another stored account the active one; an id not in the list changes nothing. */
export function switchAccount(list: AccountList, id: number): AccountList {
  return list.accounts.some((entry) => entry.id === id) ? { ...list, active: id } : list;
}

/**
 * Puts what pixiv answered about the active account (its id, name, avatar) into its entry. An entry
 * that was not named yet may turn out to be a user already in the list: the active entry (the
 * credential just checked) replaces the other one.
 */
export function nameActive(list: AccountList, user: SessionUser): AccountList {
  const active = activeAccount(list);
  if (active === null) return list;
  const named: StoredAccount = { ...active, ...user };
  const accounts = list.accounts
    .filter((entry) => entry === active || entry.id !== user.id)
    .map((entry) => (entry === active ? named : entry));
  return { active: user.id, accounts };
}

/** Drops the entries whose credential is no longer kept (`now` epoch ms). */
export function dropExpired(list: AccountList, now: number): AccountList {
  return list.accounts
    .filter((entry) => entry.expires !== -1 && entry.expires <= now)
    .reduce((kept, entry) => removeAccount(kept, entry.id), list);
}

/** The list without credentials, for the session store and menus. */
export function summariesOf(list: AccountList): AccountSummary[] {
  return list.accounts.map(({ id, name, account, avatar, kind }) => ({ id, name, account, avatar, kind }));
}

/** The user id a PHPSESSID value starts with (`<user id>_<32 letters or digits>`), or the unknown id. */
export function sessionUserId(session: string): number {
  const id = Number(/^(\d+)_/.exec(session)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : UNKNOWN_USER_ID;
}

const isAccount = (value: unknown): value is StoredAccount => {
  const entry = value as Partial<StoredAccount> | null;
  return (
    typeof entry === "object" &&
    entry !== null &&
    typeof entry.id === "number" &&
    typeof entry.name === "string" &&
    typeof entry.account === "string" &&
    typeof entry.avatar === "string" &&
    (entry.kind === "app" || entry.kind === "web") &&
    typeof entry.credential === "string" &&
    typeof entry.expires === "number"
  );
};

/**
 * A stored value as a list, or null when it is not one. Malformed entries are left out (with the
 * same user's later entries, so one user stays one entry); an active id not in the list becomes the
 * first entry's.
 */
export function parseAccountList(data: unknown): AccountList | null {
  const value = data as Partial<AccountList> | null;
  if (typeof value !== "object" || value === null || !Array.isArray(value.accounts)) return null;
  const accounts = (value.accounts as unknown[])
    .filter(isAccount)
    .reduce<StoredAccount[]>(
      (kept, entry) => (kept.some((other) => other.id === entry.id) ? kept : [...kept, entry]),
      [],
    );
  const active = accounts.some((entry) => entry.id === value.active) ? (value.active as number) : null;
  return { active: active ?? accounts[0]?.id ?? null, accounts };
}
