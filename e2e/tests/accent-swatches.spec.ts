// Settings → Accent colour in every interface language, on a phone and on a desktop (issue 24): no
// swatch's name is cut off, and each swatch keeps its name, its colour and its code inside its button.
import type { Page } from "@playwright/test";
import { useSettings } from "./artwork-helpers.js";
import { expect, test } from "./fixtures.js";

const LANGUAGES = ["zh-CN", "zh-TW", "de", "el", "en", "es", "fr", "it", "ja", "ko", "pt", "ru"] as const;
const VIEWPORTS = [
  { name: "phone", width: 360, height: 780 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

/** The swatches whose name is clipped or whose parts leave the button, with what was measured. */
async function clippedSwatches(page: Page): Promise<string[]> {
  return page.getByTestId("accent-swatch").evaluateAll((buttons) =>
    buttons.flatMap((button) => {
      const box = button.getBoundingClientRect();
      const parts = [...button.children] as HTMLElement[];
      const name = button.querySelector<HTMLElement>("[data-part=name]") ?? parts[1];
      if (name === undefined) return ["a swatch without a name"];
      const clipped = name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1;
      const outside = [...parts, name].some((part) => {
        const inner = part.getBoundingClientRect();
        return inner.left < box.left - 1 || inner.right > box.right + 1 || inner.bottom > box.bottom + 1;
      });
      return clipped || outside
        ? [`${name.textContent}: ${String(name.scrollWidth)} > ${String(name.clientWidth)}`]
        : [];
    }),
  );
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("every swatch name shows whole in every language", async ({ page }) => {
      test.setTimeout(60_000);
      for (const language of LANGUAGES) {
        await useSettings(page, {}, { language });
        await page.goto("/setting/accent_color");
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.getByTestId("accent-swatch")).toHaveCount(24);
        expect(await clippedSwatches(page), language).toEqual([]);
      }
    });
  });
}
