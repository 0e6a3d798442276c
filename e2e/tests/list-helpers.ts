// Shared by the list browser tests: a card the virtual list shows fully in the viewport (the list
// renders the cards of a new scroll position in the background, components/lists/use-window-band.ts,
// so this waits for one to be there rather than reading the DOM once right after a scroll), and the
// keyboard's first step into a list; and how many of a list's pictures have really decoded.
import { expect, type Page } from "@playwright/test";

/** The id of a card fully in the viewport, below the top bar; waits until there is one. */
export async function cardInView(page: Page): Promise<string> {
  const find = (): Promise<string> =>
    page.evaluate(() => {
      const card = [...document.querySelectorAll('[data-testid="artwork-card"]')].find((element) => {
        const box = element.getBoundingClientRect();
        return box.top > 80 && box.bottom < window.innerHeight;
      });
      return card?.getAttribute("data-id") ?? "";
    });
  await expect.poll(find, { message: "a card fully in the viewport" }).not.toBe("");
  return find();
}

/** The list index (its cell's data-index) of the artwork card that has the focus, or null. */
export function focusedCardIndex(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const card = document.activeElement?.closest("[data-testid=artwork-card]");
    const cell = card?.closest<HTMLElement>("[data-index]");
    return cell === undefined || cell === null ? null : Number(cell.dataset["index"]);
  });
}

/**
 * The keyboard's first step into a list: j until the first card has the focus. Keys pressed while
 * the key bindings still load are kept and replayed in order, so a j pressed again because the
 * first had not acted yet can move the focus on to the second card: k brings it back.
 */
export async function focusFirstCardByKey(page: Page): Promise<void> {
  await expect(async () => {
    const index = await focusedCardIndex(page);
    if (index === null) await page.keyboard.press("j");
    else if (index > 0) await page.keyboard.press("k");
    expect(await focusedCardIndex(page)).toBe(0);
  }).toPass({ timeout: 20_000 });
}

/** Images inside `selector` that have really decoded. */
export async function decodedImages(page: Page, selector: string): Promise<number> {
  return page
    .locator(`${selector} img`)
    .evaluateAll(
      (elements) =>
        (elements as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth > 0).length,
    );
}
