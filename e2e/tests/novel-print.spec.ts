// "PDF (print)" of the novel export: on a desktop the novel's page is printed from a hidden iframe
// (window.print is replaced in every frame to record what was printed instead of opening the
// dialog), and the iframe is gone afterwards; on a phone the format is not offered.
import { devices } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { ALL_MARKUP_NOVEL } from "./reader-helpers.js";

interface Printed {
  readonly framed: boolean;
  readonly title: string;
  readonly text: string;
}

declare global {
  interface Window {
    __pxvPrinted?: Printed[];
  }
}

test.describe("on a desktop", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.print = function print(this: Window) {
        const record: Printed = {
          framed: window !== window.top,
          title: document.title,
          text: document.body.innerText,
        };
        const top = window.top ?? window;
        (top.__pxvPrinted ??= []).push(record);
      };
    });
  });

  test("prints the novel's page from a hidden iframe, then removes it", async ({ page }) => {
    const novel = (await (
      await page.request.get(`/api/pixiv/webview_novel?id=${ALL_MARKUP_NOVEL}`)
    ).json()) as {
      title: string;
      text: string;
    };
    const sentence = (novel.text.split("\n").find((line) => line.trim() !== "" && !line.includes("[")) ?? "")
      .trim()
      .slice(0, 12);
    expect(sentence).not.toBe("");
    await page.goto(`/novel/${ALL_MARKUP_NOVEL}`);
    await expect(page.getByTestId("novel-text")).toBeVisible({ timeout: 30_000 });

    await page.getByTestId("export-format").selectOption({ label: "PDF (print)" });
    await page.getByTestId("export-novel").click();
    await expect.poll(() => page.evaluate(() => window.__pxvPrinted?.length ?? 0)).toBe(1);
    const [printed] = (await page.evaluate(() => window.__pxvPrinted)) ?? [];
    expect(printed?.framed).toBe(true);
    expect(printed?.title).toBe(novel.title);
    expect(printed?.text).toContain(novel.title);
    expect(printed?.text).toContain(sentence);
    expect(printed?.text).not.toContain("[newpage]");
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByTestId("export-novel")).toBeEnabled();
  });
});

test.describe("on a phone", () => {
  // The device's screen, touch and user agent (the browser type stays the project's).
  const { defaultBrowserType: _browser, ...phone } = devices["Pixel 7"];
  test.use(phone);

  test("the print format is not offered", async ({ page }) => {
    await page.goto(`/novel/${ALL_MARKUP_NOVEL}`);
    await expect(page.getByTestId("novel-text")).toBeVisible({ timeout: 30_000 });
    const formats = await page
      .getByTestId("export-format")
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(formats).toContain("PDF");
    expect(formats).not.toContain("PDF(Print)");
  });
});
