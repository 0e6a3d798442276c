// Shared steps of the sign-in browser tests: the sandbox's demo accounts and signing in through the UI.
import type { Page } from "@playwright/test";
import { PIXIV_CLIENT_ID, PIXIV_CLIENT_SECRET } from "@pxv/pixiv";
import { expect } from "./fixtures.js";

/** The sandbox's public demo account (packages/sandbox/README.md "Demo accounts"). */
export const DEMO = {
  id: 900002,
  login: "pxv_demo",
  password: "pxv-demo-password",
  refreshToken: "sandbox-refresh-token-demo-0000000000000002",
  session: "900002_SandboxSessionDemo00000000000002",
} as const;

/** A second account, so that state one test leaves does not meet another's. */
export const READER = {
  id: 900004,
  refreshToken: "sandbox-refresh-token-reader-00000000000004",
  session: "900004_SandboxSessionReader000000000004",
} as const;

/**
 * Two accounts kept for the tests of several sign-ins on one device (packages/sandbox README "Demo
 * accounts"): pxv_collector and pxv_curator, each with a bookmark of its own.
 */
export const COLLECTOR = {
  id: 900005,
  name: "pxv collector",
  refreshToken: "sandbox-refresh-token-collector-00000000005",
} as const;
export const CURATOR = {
  id: 900006,
  name: "pxv curator",
  refreshToken: "sandbox-refresh-token-curator-0000000000006",
  session: "900006_SandboxSessionCurator00000000006",
} as const;

/** The premium demo account. */
export const PREMIUM = {
  id: 900003,
  refreshToken: "sandbox-refresh-token-premium-0000000000003",
} as const;

export async function signInWithRefreshToken(
  page: Page,
  refreshToken: string = DEMO.refreshToken,
): Promise<void> {
  await page.goto("/account/login");
  await page.getByLabel(/Refresh token \(43 characters\)/).fill(refreshToken);
  await page.getByTestId("account-refresh-token").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("nav-following")).toBeVisible();
}

/** Makes another account kept on the device the active one: the account menu, then its entry. */
export async function switchAccount(page: Page, account: { id: number; name: string }): Promise<void> {
  await page.getByTestId("nav-account").click();
  await page
    .getByTestId("account-menu")
    .locator(`[data-id="${String(account.id)}"]`)
    .click();
  await expect(page.getByTestId("nav-account")).toHaveAttribute("aria-label", new RegExp(account.name));
}

/** Signs in with a web session value on /account/session (after the risk notice), back on Home. */
export async function signInWithWebSession(page: Page, session: string = DEMO.session): Promise<void> {
  await page.goto("/account/session");
  await page.getByLabel("PHPSESSID value").fill(session);
  await page.getByRole("button", { name: "Save" }).click();
  await confirm(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("nav-following")).toBeVisible();
}

export async function confirm(page: Page): Promise<void> {
  await page.getByTestId("confirm-dialog").getByTestId("dialog-confirm").click();
}

/** An access token of the account, straight from the relay (for reading the sandbox's state). */
export async function accessToken(page: Page, refreshToken: string): Promise<string> {
  const response = await page.request.post("/pixiv-oauth/auth/token", {
    form: {
      client_id: PIXIV_CLIENT_ID,
      client_secret: PIXIV_CLIENT_SECRET,
      grant_type: "refresh_token",
      refresh_token: refreshToken,
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A call to the app API through the relay with an account's access token (to set up or read state). */
export async function appApi(
  page: Page,
  token: string,
  path: string,
  form?: Record<string, string>,
): Promise<unknown> {
  const headers = { authorization: `Bearer ${token}` };
  const response = form
    ? await page.request.post(`/pixiv-app-api${path}`, { headers, form })
    : await page.request.get(`/pixiv-app-api${path}`, { headers });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return response.json();
}
