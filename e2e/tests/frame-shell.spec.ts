// The frame around the screens in a real browser: the bottom navigation hides on scroll down and
// returns on scroll up, back-to-top, long-press on the top bar asks before going home, a hidden
// work shows the content-hidden notice, history import counts skipped entries, and the PWA keeps
// an offline app shell.
import { expect, test } from "./fixtures.js";
import { cardInView } from "./list-helpers.js";

test.describe("on a phone-sized screen", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the navigation hides on scroll down past 160 px and shows on scroll up; back-to-top works", async ({
    page,
  }) => {
    await page.goto("/rank/daily");
    const nav = page.getByTestId("main-nav");
    await expect(page.getByTestId("artwork-card").nth(5)).toBeVisible();
    await expect(nav).toHaveAttribute("data-hidden", "false");

    await page.mouse.wheel(0, 100);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await expect(nav).toHaveAttribute("data-hidden", "false");
    await page.mouse.wheel(0, 600);
    await expect(nav).toHaveAttribute("data-hidden", "true");
    await page.mouse.wheel(0, -200);
    await expect(nav).toHaveAttribute("data-hidden", "false");

    await page.getByTestId("nav-top").click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("a long press on the top bar asks, then goes home", async ({ page }) => {
  await page.goto("/setting/about");
  const bar = page.getByTestId("top-bar");
  const box = await bar.boundingBox();
  if (box === null) throw new Error("no top bar");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(page.getByTestId("confirm-dialog")).toBeVisible();
  await page.mouse.up();
  await page.getByTestId("dialog-cancel").click();
  await expect(page.locator("main")).toHaveAttribute("data-route", "SettingAbout");

  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.getByTestId("dialog-confirm").click();
  await page.mouse.up();
  await expect(page.locator("main")).toHaveAttribute("data-route", "Home");
});

test("a blocked author's work shows the content-hidden notice instead of its images", async ({
  page,
  request,
}) => {
  const body = (await (await request.get("/api/pixiv/illust?id=130000001")).json()) as {
    illust: { user: { id: number } };
  };
  await page.goto("/artworks/130000001");
  await expect(page.getByTestId("artwork-image").first()).toBeVisible();

  await page.goto("/setting/preference");
  const field = page.getByTestId("pref-blockedUserIds");
  await field.fill(String(body.illust.user.id));
  await field.blur();
  await page.goto("/artworks/130000001");
  await expect(page.getByTestId("content-hidden")).toBeVisible();
  await expect(page.getByTestId("artwork-image")).toHaveCount(0);
});

test("history import skips and counts bad entries", async ({ page }) => {
  await page.goto("/setting/preference");
  await page.getByTestId("history-import-file").setInputFiles({
    name: "history.json",
    mimeType: "application/json",
    buffer: Buffer.from(
      JSON.stringify([
        [
          { id: 1, title: "kept", images: [], tags: [], author: { id: 2, name: "author" } },
          { title: "no id" },
        ],
        "not a list",
        [],
      ]),
    ),
  });
  await expect(page.getByTestId("import-done")).toHaveText("Imported 1 entry");
  await expect(page.getByTestId("import-report")).toContainText("Skipped 2 invalid entries");
});

test("the app is installable and its shell opens offline", async ({ page, context }) => {
  await page.goto("/");
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link === null) return null;
    return (await (await fetch(link.href)).json()) as { shortcuts: { url: string }[] };
  });
  expect(manifest?.shortcuts.map((shortcut) => shortcut.url)).toEqual([
    "/",
    "/rank/daily",
    "/search",
    "/setting",
  ]);

  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.goto("/setting");
  await expect(page.locator("main")).toHaveAttribute("data-route", "Setting");
  await context.setOffline(false);
});

test("search refuses sensitive terms, takes at most 50 characters, and remembers the terms it sends", async ({
  page,
}) => {
  await page.goto("/search");
  const input = page.getByTestId("search-input");
  await input.fill("free vpn");
  await input.press("Enter");
  await expect(page.getByTestId("search-error")).toContainText("not allowed");
  await expect(page).toHaveURL(/\/search$/);

  // The box itself stops at SEARCH_MAX_LENGTH (50), so an over-long term cannot be sent.
  await input.fill("x".repeat(51));
  await expect(input).toHaveValue("x".repeat(50));

  await input.fill("landscape");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/search\/landscape$/);
  await page.goto("/search");
  await expect(page.getByTestId("search-history")).toContainText("landscape");
  await page.getByTestId("search-history-clear").click();
  await expect(page.getByTestId("search-history")).toHaveCount(0);
});

test("Back from an artwork returns to the same place in the list", async ({ page }) => {
  await page.goto("/rank/daily");
  // The list is virtualized: scroll down first, then take a card rendered there.
  await expect(page.getByTestId("artwork-card").first()).toBeVisible();
  await page.evaluate(() => {
    window.scrollTo(0, 1500);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // A card fully in the viewport (the virtual list renders only the cards near it).
  const visibleId = await cardInView(page);
  const target = page.locator(`[data-testid="artwork-card"][data-id="${visibleId}"]`);
  await target.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const scrolled = await page.evaluate(() => window.scrollY);
  await target.click();
  await expect(page.getByTestId("artwork-overlay")).toHaveAttribute("data-route", "Artwork");
  await page.goBack();
  await expect(page.getByTestId("artwork-overlay")).toHaveCount(0);
  await expect(page.locator("main")).toHaveAttribute("data-route", "Rank");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("the start page opens once per session from /", async ({ page, context }) => {
  await page.goto("/setting/preference");
  await page.getByTestId("pref-appStartPage").selectOption("/rank/daily");

  const tab = await context.newPage();
  await tab.goto("/");
  await expect(tab).toHaveURL(/\/rank\/daily$/);
  await tab.goto("/");
  await expect(tab.locator("main")).toHaveAttribute("data-route", "Home");
  await tab.close();
});

test("clear cache shows the three storage kinds with counts and sizes, and clears one after asking", async ({
  page,
}) => {
  await page.goto("/setting/clearcache");
  for (const kind of ["db", "local", "session"]) {
    await expect(page.getByTestId(`cache-${kind}-usage`)).toContainText(
      /\d+ records? · [\d.,]+ (B|KiB|MiB|GiB)/,
    );
  }
  await page.evaluate(() => {
    sessionStorage.setItem("probe", "x".repeat(100));
  });
  await page.reload();
  await expect(page.getByTestId("cache-session-usage")).not.toContainText(/^0 records/);
  await page.getByTestId("cache-session-clear").click();
  await page.getByTestId("dialog-confirm").click();
  await expect(page.getByText("Cleared")).toBeVisible();
  await expect(page.getByTestId("cache-session-usage")).toContainText(/^0 records · 0 B$/);
});
