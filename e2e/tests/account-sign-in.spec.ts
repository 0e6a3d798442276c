// The three ways to sign in, end to end against the sandbox: a refresh token (checked before it is
// saved), OAuth with PKCE through the sandbox's real login page, and a web session value; the
// validation messages of PRODUCT.md §5/§8 for bad tokens and sessions; logout; a signed-out visitor.
import { DEMO, confirm, signInWithRefreshToken } from "./account-helpers.js";
import { expect, test } from "./fixtures.js";

test.use({ locale: "en-US" });

const CALLBACK = "https://app-api.pixiv.net/web/v1/users/auth/pixiv/callback";

test("a signed-out visitor has no Following tab and is sent to sign in from personal pages", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByTestId("nav-home")).toBeVisible();
  await expect(page.getByTestId("nav-following")).toHaveCount(0);
  await page.goto("/following/2");
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByTestId("account-refresh-token")).toBeVisible();
});

test("refresh token: the format and pixiv's refusal are reported, a good token signs in", async ({
  page,
}) => {
  await page.goto("/account/login");
  const field = page.getByLabel(/Refresh token \(43 characters\)/);
  const submit = page.getByTestId("account-refresh-token").getByRole("button", { name: "Sign in" });

  await field.fill("too-short");
  await submit.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "RefreshToken has the wrong format (exactly 43 characters)" }),
  ).toBeVisible();

  await field.fill("x".repeat(43));
  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: "pixiv refused the refresh token" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("pxv:app-login"))).toBeNull();

  await field.fill(`  ${DEMO.refreshToken} `);
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("nav-following")).toBeVisible();
  await page.goto("/account/login");
  await expect(page.getByTestId("account-signed-in")).toContainText("(@pxv_demo)");
});

test("OAuth: the login window goes through the sandbox's login page and comes back signed in", async ({
  page,
  context,
  baseURL,
}) => {
  // What the Redirector rule of docs/CONFIGURATION.md does in a person's browser.
  await context.route(`${CALLBACK}*`, (route) => {
    const query = new URL(route.request().url()).search;
    return route.fulfill({ status: 302, headers: { location: `${baseURL ?? ""}/account/oauth${query}` } });
  });
  await page.goto("/account/login");
  await expect(page.getByTestId("redirector-rule")).toContainText(`${baseURL ?? ""}/account/oauth`);
  const popupPromise = context.waitForEvent("page");
  await page.getByRole("button", { name: "Log in on pixiv" }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole("heading", { name: "pixiv login" })).toBeVisible();
  await popup.getByLabel("pixiv ID or e-mail address").fill(DEMO.login);
  await popup.getByLabel("Password").fill(DEMO.password);
  await popup.getByRole("button", { name: "Log in" }).click();
  await expect(popup).toHaveURL(new RegExp(`^${baseURL ?? ""}/$`));
  await expect(popup.getByTestId("nav-following")).toBeVisible();
  // The page that opened the window follows it.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("nav-following")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("pxv:oauth-verifier"))).toBeNull();
});

test("OAuth: pasting the address the window ended on finishes the login; a stale code is refused", async ({
  page,
  context,
}) => {
  let landed = "";
  await context.route(`${CALLBACK}*`, (route) => {
    landed = route.request().url();
    return route.fulfill({
      status: 200,
      contentType: "text/plain",
      body: "pixiv's callback (no extension installed)",
    });
  });
  await page.goto("/account/login");
  const popupPromise = context.waitForEvent("page");
  await page.getByRole("button", { name: "Log in on pixiv" }).click();
  const popup = await popupPromise;
  await popup.getByLabel("pixiv ID or e-mail address").fill("demo@pxv.invalid");
  await popup.getByLabel("Password").fill(DEMO.password);
  await popup.getByRole("button", { name: "Log in" }).click();
  await expect(popup.getByText("pixiv's callback")).toBeVisible();
  await popup.close();
  expect(landed).toContain("code=");

  await page.getByLabel("Address or code after logging in").fill("https://example.com/?nothing=here");
  await page.getByRole("button", { name: "Finish signing in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The address has no login code." })).toBeVisible();

  await page.getByLabel("Address or code after logging in").fill(landed);
  await page.getByRole("button", { name: "Finish signing in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("nav-following")).toBeVisible();

  // The same code again: pixiv's invalid_grant, shown in the "Login failed" alert.
  await page.evaluate(() => {
    localStorage.clear();
  });
  await page.goto("/account/login");
  await page.getByRole("button", { name: "Log in on pixiv" }).click();
  await page.goto(
    `/account/oauth?code=${encodeURIComponent(new URL(landed).searchParams.get("code") ?? "")}`,
  );
  const alert = page.getByTestId("alert-dialog");
  await expect(alert).toContainText("Login failed");
  await expect(alert).toContainText("pixiv refused this login code");
});

test("web session: format, an unknown session and the demo session; logout clears it", async ({ page }) => {
  await page.goto("/account/session");
  const field = page.getByLabel("PHPSESSID value");
  const save = page.getByRole("button", { name: "Save" });

  await field.fill("not-a-session");
  await save.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "The session ID has the wrong format" }),
  ).toBeVisible();

  await field.fill("12345678_abcdefghijklmnopqrstuvwxyzABCDEF");
  await save.click();
  await expect(page.getByTestId("confirm-dialog")).toContainText("full access to your pixiv account");
  await confirm(page);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid session ID" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("pxv:web-session"))).toBeNull();

  await field.fill(`PHPSESSID=${DEMO.session}`);
  await save.click();
  await confirm(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("nav-following")).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("pxv:web-csrf"))).toMatch(/"data":"[0-9a-f]{32}"/);

  await page.goto("/account/login");
  await expect(page.getByTestId("account-signed-in")).toContainText("Web login");
  await expect(page.getByTestId("account-signed-in")).toContainText("pxv_demo");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByTestId("confirm-dialog")).toContainText("Log out of this account?");
  await page.getByTestId("dialog-confirm").click();
  await expect(page.getByTestId("account-refresh-token")).toBeVisible();
  await expect(page.getByTestId("nav-following")).toHaveCount(0);
  expect(
    await page.evaluate(() => [
      localStorage.getItem("pxv:web-session"),
      sessionStorage.getItem("pxv:web-csrf"),
    ]),
  ).toEqual([null, null]);
});

test("app login: logout asks, clears the tokens and reloads signed out", async ({ page }) => {
  await signInWithRefreshToken(page);
  await page.goto("/account/login");
  await page.getByRole("button", { name: "Log out" }).click();
  await page.getByTestId("dialog-cancel").click();
  await expect(page.getByTestId("account-signed-in")).toBeVisible();
  await page.getByRole("button", { name: "Log out" }).click();
  await page.getByTestId("dialog-confirm").click();
  await expect(page.getByTestId("account-refresh-token")).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem("pxv:app-login"), localStorage.getItem("pxv:app-auth")]),
  ).toEqual([null, null]);
});

test("a stored session that pixiv no longer accepts is cleared at start-up with PRODUCT.md's message", async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem("seeded") !== null) return;
    sessionStorage.setItem("seeded", "1");
    localStorage.setItem(
      "pxv:web-session",
      JSON.stringify({ data: "99999999_ExpiredSessionExpiredSession0000", expires: -1 }),
    );
  });
  await page.goto("/");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Invalid session ID" })).toBeVisible();
  await expect(page.getByTestId("nav-following")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("pxv:web-session"))).toBeNull();
});

test("tokens and sessions travel only in headers and bodies, and never reach another client", async ({
  page,
  browser,
}) => {
  const urls: string[] = [];
  const privateAnswers: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  page.on("response", (response) => {
    if (/\/(pixiv-oauth|pixiv-app-api|api\/pixiv-now)\//.test(response.url())) {
      privateAnswers.push(response.headers()["cache-control"] ?? "");
    }
  });
  await signInWithRefreshToken(page);
  await page.goto("/following/4");
  await expect(
    page.getByTestId("following-latest").locator('[data-testid="artwork-card"]').first(),
  ).toBeVisible();
  const accessTokenValue = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem("pxv:app-auth") ?? "{}") as { data: { accessToken: string } }).data
        .accessToken,
  );
  for (const url of urls) {
    expect(url).not.toContain(DEMO.refreshToken);
    expect(url).not.toContain(accessTokenValue);
  }
  expect(privateAnswers.length).toBeGreaterThan(0);
  for (const header of privateAnswers) expect(header).toBe("private, no-store");

  // Another browser, signed out, asks the same server: nothing of the first one comes back.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  const answers = await Promise.all(
    [
      "/api/pixiv-now/user",
      "/api/pixiv/rank?mode=day",
      "/pixiv-app-api/v1/illust/new?content_type=illust",
    ].map(async (path) => {
      const response = await stranger.request.get(path);
      return response.text();
    }),
  );
  for (const text of answers) {
    expect(text).not.toContain(DEMO.refreshToken);
    expect(text).not.toContain(accessTokenValue);
    expect(text).not.toContain(DEMO.session);
  }
  await other.close();
});
