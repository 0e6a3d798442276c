/**
 * Where a sign-in page goes once the session is saved (issue 24: never out of the app). React
 * Router numbers the app's own history entries in `history.state.idx`, from 0 for the first page
 * this tab opened in the app, so `idx` entries behind the current one are pages of ours; anything
 * further back (a new tab's blank page, another site) is not. The session page steps back over the
 * sign-in pages to the page the person came from when that page is ours, else it opens Home.
 */
import { reloadSoon } from "../../lib/reload";
import { pathTo } from "../../routing/paths";

/** What the login page's link to the session page carries, so the session page knows to skip it too. */
export interface SignInLinkState {
  readonly viaLogin: true;
}

export const VIA_LOGIN: SignInLinkState = { viaLogin: true };

const cameViaLogin = (state: unknown): boolean =>
  typeof state === "object" && state !== null && (state as { viaLogin?: unknown }).viaLogin === true;

/**
 * How many entries to go back to reach the page before the sign-in pages, or null when that page
 * is not the app's (then the caller opens Home instead). `historyIdx` is React Router's index.
 */
export function stepsBackToApp(historyIdx: unknown, linkState: unknown): number | null {
  const steps = cameViaLogin(linkState) ? 2 : 1;
  return typeof historyIdx === "number" && Number.isInteger(historyIdx) && historyIdx >= steps ? steps : null;
}

/** Leaves the sign-in pages for the app page before them (reloaded with the new session), else Home. */
export function returnToAppAfterSignIn(linkState: unknown): void {
  const historyState = window.history.state as { idx?: unknown } | null;
  const steps = stepsBackToApp(historyState?.idx, linkState);
  if (steps === null) {
    window.location.replace(pathTo("Home"));
    return;
  }
  window.history.go(-steps);
  reloadSoon();
}
