// The frame's settings in a real browser: language switches at once, theme and accent colour apply
// and survive a reload, R-18 asks for the age confirmation, settings export then import into a
// fresh profile restores them, and a corrupted file is refused without changing anything.
import { readFile } from "node:fs/promises";
import { expect, test, useSandboxClock } from "./fixtures.js";

test("switching language changes the interface text at once", async ({ page }) => {
  await page.goto("/setting");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
  await page.getByTestId("setting-language").selectOption("ja");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("設定");
  await expect(page.getByTestId("nav-rank")).toContainText("ランキング");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await page.getByTestId("setting-language").selectOption("de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Einstellungen");
});

test("dark theme and accent colour apply and survive a reload", async ({ page }) => {
  await page.goto("/setting");
  await page.getByTestId("setting-theme-dark").click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);

  await page.getByTestId("setting-link-accent").click();
  const swatch = page.locator('[data-testid="accent-swatch"][data-color="#d0104c"]');
  await swatch.click();
  const accent = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--pxv-accent").trim());
  await expect.poll(accent).toBe("#d0104c");

  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect.poll(accent).toBe("#d0104c");
  await expect(swatch).toHaveAttribute("aria-pressed", "true");

  await page.getByTestId("accent-reset").click();
  await expect.poll(accent).toBe("#38a9f5");
});

test("turning R-18 on asks for the age confirmation; declining changes nothing", async ({ page }) => {
  await page.goto("/setting/contents_display");
  const r18 = page.getByTestId("content-r18");
  await expect(r18).toHaveAttribute("aria-checked", "false");
  await r18.click();
  const dialog = page.getByTestId("confirm-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("18");
  await dialog.getByTestId("dialog-cancel").click();
  await expect(dialog).toBeHidden();
  await expect(r18).toHaveAttribute("aria-checked", "false");

  await r18.click();
  await page.getByTestId("dialog-confirm").click();
  // Applied, then the page reloads with R-18 on.
  await page.waitForEvent("load");
  await expect(page.getByTestId("content-r18")).toHaveAttribute("aria-checked", "true");
});

test("settings export then import into a fresh profile restores them", async ({ page, browser, baseURL }) => {
  await page.goto("/setting");
  await page.getByTestId("setting-language").selectOption("fr");
  await page.getByTestId("setting-theme-dark").click();
  await page.goto("/setting/accent_color");
  await page.locator('[data-testid="accent-swatch"][data-color="#7ba23f"]').click();
  await page.goto("/setting/preference");
  const download = page.waitForEvent("download");
  await page.getByTestId("settings-export").click();
  const file = await (await download).path();
  const exported = await readFile(file, "utf8");
  expect(JSON.parse(decodeURI(atob(exported.trim())))).toMatchObject({ app: "pxv", kind: "settings" });

  const fresh = await browser.newContext({ baseURL: baseURL ?? "" });
  await useSandboxClock(fresh);
  const other = await fresh.newPage();
  await other.goto("/setting/preference");
  await expect(other.locator("html")).not.toHaveClass(/\bdark\b/);
  await other.getByTestId("settings-import-file").setInputFiles({
    name: "pxv-settings.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(exported),
  });
  await other.waitForEvent("load");
  await other.goto("/setting");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Paramètres");
  await expect(other.locator("html")).toHaveClass(/\bdark\b/);
  const accent = await other.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--pxv-accent").trim(),
  );
  expect(accent).toBe("#7ba23f");
  await fresh.close();
});

test("a corrupted settings file shows the error and leaves the settings unchanged", async ({ page }) => {
  await page.goto("/setting");
  await page.getByTestId("setting-theme-dark").click();
  await page.goto("/setting/preference");
  const before = await page.evaluate(() => localStorage.getItem("pxv-settings"));

  await page.getByTestId("settings-import-file").setInputFiles({
    name: "pxv-settings.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"app":"pxv","kind":"settings","version":2,"settings":{"theme":"li'),
  });
  await expect(page.getByTestId("import-error")).toContainText("not valid JSON");

  await page.getByTestId("settings-import-file").setInputFiles({
    name: "other.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"hello":"world"}'),
  });
  await expect(page.getByTestId("import-error")).toContainText("not a pxv settings file");

  expect(await page.evaluate(() => localStorage.getItem("pxv-settings"))).toBe(before);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});

test("preference groups: quality applies to the viewer, Original needs its host, the template shows a sample", async ({
  page,
}) => {
  await page.goto("/setting/preference");
  await page.getByTestId("pref-group-images").locator("summary").click();
  const quality = page.getByTestId("pref-imgReso");
  await expect(quality.locator('option[value="Original"]')).toBeDisabled();
  await quality.selectOption("Large(WebP)");

  await page.getByTestId("pref-group-download").locator("summary").click();
  const template = page.getByTestId("pref-dlFileNameTpl");
  await template.fill("{title}_{pid}");
  await expect(template).toHaveAttribute("aria-invalid", "true");
  await template.fill("{title}_{pid}_{index}");
  await expect(page.getByTestId("pref-dlFileNameTpl-description")).toContainText(
    "HAPPY_END___135826089_0.png",
  );

  await page.getByTestId("pref-group-viewer").locator("summary").click();
  await page.getByTestId("pref-isDirectPximg").click();
  await expect(page.getByTestId("alert-dialog")).toBeVisible();
  await page.getByTestId("dialog-confirm").click();
  await expect(page.getByTestId("pref-isDirectPximg")).toHaveAttribute("aria-checked", "false");

  await page.goto("/artworks/130000001");
  await expect(page.getByTestId("artwork-image").first()).toHaveAttribute(
    "src",
    /\/c\/1200x1200_90_webp\/img-master\//,
  );
});

test("cards show title and author over the image when outer meta is off", async ({ page }) => {
  await page.goto("/setting/preference");
  await page.getByTestId("pref-isImageCardOuterMeta").click();
  await page.goto("/rank/daily");
  const card = page.getByTestId("artwork-card").first();
  await expect(card.locator('[data-card-meta="inner"]')).toBeVisible();
  await expect(card.locator('[data-card-meta="outer"]')).toHaveCount(0);
});

test("changing the page transition goes Home", async ({ page }) => {
  await page.goto("/setting/preference");
  await page.getByTestId("pref-pageTransition").selectOption("fade");
  await expect(page.locator("main")).toHaveAttribute("data-route", "Home");
  await expect(page.locator("html")).toHaveAttribute("data-transition", "fade");
});

test("a setting that reloads keeps the settings page's scroll position", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 500 });
  await page.goto("/setting/preference");
  await page.getByTestId("pref-group-novel").locator("summary").click();
  const toggle = page.getByTestId("pref-isAutoLoadKissT");
  await toggle.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  await toggle.click();
  await expect(page.getByTestId("confirm-dialog")).toBeVisible();
  const reloaded = page.waitForEvent("load");
  await page.getByTestId("dialog-confirm").click();
  await reloaded;
  await expect(page.getByTestId("preference-page")).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("viewer preferences: frame-rate meter, alternative navigation, background image, novel translator", async ({
  page,
}) => {
  await page.goto("/setting/preference");
  await page.getByTestId("pref-group-viewer").locator("summary").click();
  await expect(page.getByTestId("fps-meter")).toHaveCount(0);
  await page.getByTestId("pref-showFpsDemo").click();
  await expect(page.getByTestId("fps-meter")).toContainText(/\d+ FPS/);
  await page.getByTestId("pref-withBodyBg").click();
  await expect(page.locator("html")).toHaveAttribute("data-body-bg", "off");

  await page.getByTestId("pref-navBarAltStyle").click();
  await page.goto("/rank/daily");
  await expect(page.getByTestId("main-nav")).toHaveAttribute("data-style", "alt");
  await expect(page.getByTestId("fps-meter")).toBeVisible();

  await page.goto("/setting/preference");
  await page.getByTestId("pref-group-novel").locator("summary").click();
  await page.getByTestId("pref-novelDefTranslate").selectOption("ai");
  await page.reload();
  await page.getByTestId("pref-group-novel").locator("summary").click();
  await expect(page.getByTestId("pref-novelDefTranslate")).toHaveValue("ai");
  await expect(page.locator("html")).toHaveAttribute("data-body-bg", "off");
});
