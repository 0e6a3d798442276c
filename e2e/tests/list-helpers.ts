// Shared by the list browser tests: a card the virtual list shows fully in the viewport. The list
// renders the cards of a new scroll position in the background (components/lists/use-window-band.ts),
// so this waits for one to be there rather than reading the DOM once right after a scroll.
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
