/**
 * Who is signed in, and how (PRODUCT.md §4 "Login modes: app login, web login, none"), and which
 * other sign-ins this device keeps (issue 29 "Several accounts"). The mode comes from the active
 * account the browser stored (session/login-storage.ts) when the page loads; the account's user
 * arrives once start-up has checked the login (features/account/sign-in-boot.ts). Signing in,
 * switching accounts or signing out of the active one reloads the page, so the mode does not change
 * while the app runs, but the store is reactive so screens update when the user arrives, a failed
 * check signs them out, or another account is signed out. The store holds no credential.
 */
import { create } from "zustand";
import { summariesOf, UNKNOWN_USER_ID, type AccountSummary, type SessionUser } from "./account-list";
import { accountsStorage, storedLoginMode } from "./login-storage";

export type { AccountSummary, SessionUser } from "./account-list";

export type LoginMode = "none" | "app" | "web";

export interface SessionState {
  readonly mode: LoginMode;
  /** Null while start-up checks the login, and when nobody is signed in. */
  readonly user: SessionUser | null;
  /** Every sign-in kept on this device, the active one included (no credentials). */
  readonly accounts: readonly AccountSummary[];
  /** The active account's id, null when signed out. */
  readonly activeId: number | null;
}

function storedAccounts(): Pick<SessionState, "accounts" | "activeId"> {
  const list = accountsStorage.read();
  return { accounts: summariesOf(list), activeId: list.active };
}

export const useSessionStore = create<SessionState>()(() =>
  typeof window === "undefined"
    ? { mode: "none", user: null, accounts: [], activeId: null }
    : { mode: storedLoginMode(), user: null, ...storedAccounts() },
);

/** Sets who is signed in; the list of accounts is read again from storage. */
export function setSession(state: Pick<SessionState, "mode" | "user">): void {
  useSessionStore.setState({ ...state, ...storedAccounts() }, true);
}

/** Reads the stored accounts again (after one was named, added or signed out). */
export function refreshAccounts(): void {
  useSessionStore.setState(storedAccounts());
}

export function loginMode(): LoginMode {
  return useSessionStore.getState().mode;
}

export function isLoggedIn(): boolean {
  return loginMode() !== "none";
}

export function useIsLoggedIn(): boolean {
  return useSessionStore((state) => state.mode !== "none");
}

export function useSession(): SessionState {
  return useSessionStore();
}

const knownId = (id: number | null): number | null => (id === UNKNOWN_USER_ID ? null : id);

/** The active account's pixiv user id; null signed out, or before its first check names it. */
export function activeUserId(): number | null {
  return knownId(useSessionStore.getState().activeId);
}

export function useActiveUserId(): number | null {
  return useSessionStore((state) => knownId(state.activeId));
}
