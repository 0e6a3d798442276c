// Issue 24: OAuth sign-in needs no browser extension. pixiv ends the login window on its app's
// address (pixiv://account/login?code=…), which the browser cannot open; the login page explains
// that step and takes that whole address (or the bare code), checks it, exchanges the code on the
// spot and signs in. A paste without a code, or a code pixiv refuses, is explained on the login page
// and nothing is saved.
import type { BrowserContext, Page } from "@playwright/test";
import { DEMO } from "./account-helpers.js";
import { expect, test } from "./fixtures.js";

test.use({ locale: "en-US" });

const CALLBACK = "https://app-api.pixiv.net/web/v1/users/auth/pixiv/callback";
const PASTE_LABEL = "Address or code after logging in";

/**
 * pixiv's callback as pixiv (and the sandbox's own app API host) answers it: on to the app's
 * address. Resolves the addresses the login window was sent to.
 */
async function callbackToAppLink(context: BrowserContext): Promise<string[]> {
  const appLinks: string[] = [];
  await context.route(`${CALLBACK}*`, (route) => {
    const code = new URL(route.request().url()).searchParams.get("code") ?? "";
    const appLink = `pixiv://account/login?code=${encodeURIComponent(code)}&via=login`;
    appLinks.push(appLink);
    return route.fulfill({ status: 302, headers: { location: appLink } });
  });
  return appLinks;
}

/** Presses "Log in on pixiv" and logs in as the demo account in the window it opens. */
async function logInInWindow(page: Page, context: BrowserContext): Promise<Page> {
  const popupPromise = context.waitForEvent("page");
  await page.getByRole("button", { name: "Log in on pixiv" }).click();
  const popup = await popupPromise;
  await popup.getByLabel("pixiv ID or e-mail address").fill(DEMO.login);
  await popup.getByLabel("Password").fill(DEMO.password);
  await popup.getByRole("button", { name: "Log in" }).click();
  return popup;
}

test("the pixiv:// address the login window ends on, pasted on the login page, signs in", async ({
  page,
  context,
  baseURL,
}) => {
  const appLinks = await callbackToAppLink(context);
  await page.goto("/account/login");
  const card = page.getByTestId("account-oauth");
  await expect(card.getByTestId("oauth-paste-step")).toContainText("pixiv://account/login?code=");
  const popup = await logInInWindow(page, context);
  await expect.poll(() => appLinks.length).toBe(1);
  await popup.close();

  const field = card.getByLabel(PASTE_LABEL);
  const finish = card.getByRole("button", { name: "Finish signing in" });
  await field.fill("https://www.pixiv.net/artworks/12345");
  await finish.click();
  await expect(card.getByRole("alert")).toHaveText("The address has no login code.");
  await expect(page).toHaveURL(/\/account\/login$/);

  await field.fill(` ${appLinks[0] ?? ""} `);
  await finish.click();
  await expect(page).toHaveURL(`${baseURL ?? ""}/`);
  await expect(page.getByTestId("nav-following")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("pxv:oauth-verifier"))).toBeNull();
  await page.goto("/account/login");
  await expect(page.getByTestId("account-signed-in")).toContainText("(@pxv_demo)");
});

test("a code pixiv refuses is explained on the login page and nothing is saved", async ({
  page,
  context,
}) => {
  const appLinks = await callbackToAppLink(context);
  await page.goto("/account/login");
  const popup = await logInInWindow(page, context);
  await expect.poll(() => appLinks.length).toBe(1);
  await popup.close();
  const card = page.getByTestId("account-oauth");
  // A code of the right shape that pixiv never issued (a mistyped or older one).
  await card
    .getByLabel(PASTE_LABEL)
    .fill("pixiv://account/login?code=NotTheCodePixivGaveThisLogin0000&via=login");
  await card.getByRole("button", { name: "Finish signing in" }).click();
  await expect(card.getByRole("alert")).toContainText("pixiv refused this login code");
  await expect(page).toHaveURL(/\/account\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("pxv:app-login"))).toBeNull();
  await expect(page.getByTestId("nav-following")).toHaveCount(0);
});
