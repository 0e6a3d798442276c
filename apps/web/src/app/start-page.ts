/**
 * The start-page setting (PRODUCT.md §2 Navigation): opening "/" goes to the chosen page once per
 * browser session; the Following pages only when someone is signed in. Also the http-query
 * redirect (PRODUCT.md §2 Routes): a query whose key starts with http sends the browser to that address.
 */
import { redirect } from "react-router";
import { useSettingsStore } from "../settings/settings-store";
import { pathTo } from "../routing/paths";
import { isLoggedIn } from "../session/session";

const START_PAGE_DONE_KEY = "pxv-start-page-done";

export function startPageTarget(startPage: string, alreadyDone: boolean, loggedIn: boolean): string | null {
  if (alreadyDone || startPage === "" || startPage === "/") return null;
  if (startPage.startsWith(pathTo("Following")) && !loggedIn) return null;
  return startPage;
}

export function startPageRedirect(): Response | null {
  let done = true;
  try {
    done = sessionStorage.getItem(START_PAGE_DONE_KEY) !== null;
    sessionStorage.setItem(START_PAGE_DONE_KEY, "1");
  } catch {
    // Storage blocked: no redirect, rather than one on every visit.
  }
  const target = startPageTarget(useSettingsStore.getState().app.appStartPage, done, isLoggedIn());
  return target === null ? null : redirect(target);
}

/** The address a `?http…` query points to, or null (the whole query is the address). */
export function httpQueryTarget(search: string): string | null {
  const raw = search.replace(/^\?/, "");
  if (!/^https?(?::|%3A)/i.test(raw)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  try {
    const url = new URL(decoded);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
