// Where "Download all" puts files by default (issue 24): a folder on the device only on a desktop
// browser with a folder picker (File System Access); a phone — whose browser may offer the picker
// but not a folder a person can find again — gets ZIP parts through its downloads.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";

/** Opens the ranking's "Download all" dialog; answers its destination select. */
async function openDestination(page: Page) {
  await page.goto("/rank/daily");
  await expect(page.locator("main [data-testid=artwork-card]").first()).toBeVisible({ timeout: 60_000 });
  await page.getByTestId("bulk-download").click();
  await expect(page.getByTestId("bulk-summary")).toBeVisible({ timeout: 20_000 });
  return page.getByTestId("bulk-output");
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a new profile downloads ZIP parts", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("pxv-touch-hint", "dismissed");
    });
    const output = await openDestination(page);
    await expect(output).toHaveValue("zip");
  });
});

test("a desktop browser with a folder picker offers the folder first", async ({ page }) => {
  const output = await openDestination(page);
  await expect(output).toHaveValue("folder");
  await expect(output.locator("option")).toHaveCount(2);
});

test("a browser without a folder picker gets ZIP parts, even where a folder was stored", async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { showDirectoryPicker?: unknown }).showDirectoryPicker;
    localStorage.setItem("pxv-bulk-settings", JSON.stringify({ output: "folder" }));
  });
  const output = await openDestination(page);
  await expect(output).toHaveValue("zip");
  await expect(output.locator("option")).toHaveCount(1);
});
