// The layout shifts a page reports (Chromium's layout-shift entries not caused by input), recorded
// from the page's start by an init script: shared by the layout-shift and first-screen tests.
import type { Page } from "@playwright/test";

/** One shift: its score, when (ms after navigation) and the elements that moved (tag, test id, classes). */
export interface LayoutShift {
  readonly value: number;
  readonly at: number;
  readonly moved: readonly string[];
}

/** Starts recording on every page load of `page`; read with `layoutShifts`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    (window as unknown as { pxvShifts: LayoutShift[] }).pxvShifts = shifts;
    interface ShiftEntry extends PerformanceEntry {
      readonly value: number;
      readonly hadRecentInput: boolean;
      readonly sources?: readonly { readonly node: Node | null }[];
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}[data-testid=${node.getAttribute("data-testid") ?? ""}].${node.className}`
            : "?",
        );
        shifts.push({ value: entry.value, at: entry.startTime, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts recorded on the page so far. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { pxvShifts: LayoutShift[] }).pxvShifts);
}
