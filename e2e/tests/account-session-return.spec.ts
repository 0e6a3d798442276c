// Issue 24: saving a web session lands inside the app. From a fresh tab the session page used to go
// "back two pages", out of the app (about:blank); it now opens Home then, and returns to the app page
// the person came from when there is one.
import { DEMO, confirm } from "./account-helpers.js";
import { expect, test } from "./fixtures.js";

test.use({ locale: "en-US" });

async function saveDemoSession(page: import("@playwright/test").Page): Promise<void> {
  await page.getByLabel("PHPSESSID value").fill(DEMO.session);
  await page.getByRole("button", { name: "Save" }).click();
  await confirm(page);
}

test("a fresh tab's login page, then the session page: saving lands on Home, not before the app", async ({
  page,
  baseURL,
}) => {
  await page.goto("/account/login");
  await page.getByRole("link", { name: "Sign in with a web session (PHPSESSID) instead" }).click();
  await expect(page.getByTestId("account-session-page")).toBeVisible();
  await saveDemoSession(page);
  await expect(page).toHaveURL(`${baseURL ?? ""}/`);
  await expect(page.getByTestId("nav-following")).toBeVisible();
});

test("the session page opened first in a tab lands on Home", async ({ page, baseURL }) => {
  await page.goto("/account/session");
  await saveDemoSession(page);
  await expect(page).toHaveURL(`${baseURL ?? ""}/`);
  await expect(page.getByTestId("nav-following")).toBeVisible();
});

test("from an app page through the login page: saving returns to that page, signed in", async ({
  page,
  baseURL,
}) => {
  await page.goto("/setting");
  await page.getByTestId("setting-link-login").click();
  await page.getByRole("link", { name: "Sign in with a web session (PHPSESSID) instead" }).click();
  await saveDemoSession(page);
  await expect(page).toHaveURL(`${baseURL ?? ""}/setting`);
  // Reloaded with the session: the settings show who is signed in.
  await expect(page.getByTestId("setting-link-account")).toBeVisible();
});
