/**
 * Who is signed in, and how (PRODUCT.md §4 "Login modes: app login, web login, none"). The mode comes
 * from what the browser stored (session/login-storage.ts) when the page loads; the
 * account's user arrives once start-up has checked the login (features/account/sign-in-boot.ts).
 * A login or logout reloads the page, so the mode does not change while the app runs, but the
 * store is reactive so screens update when the user arrives or a failed check signs them out.
 */
import { create } from "zustand";
import { storedLoginMode } from "./login-storage";

export type LoginMode = "none" | "app" | "web";

export interface SessionUser {
  readonly id: number;
  readonly name: string;
  readonly account: string;
  /** Rewritten for the browser. */
  readonly avatar: string;
}

export interface SessionState {
  readonly mode: LoginMode;
  /** Null while start-up checks the login, and when nobody is signed in. */
  readonly user: SessionUser | null;
}

export const useSessionStore = create<SessionState>()(() => ({
  mode: typeof window === "undefined" ? "none" : storedLoginMode(),
  user: null,
}));

export function setSession(state: SessionState): void {
  useSessionStore.setState(state, true);
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
