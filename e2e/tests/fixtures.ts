// The test object every browser test uses: `baseURL` is the server global-setup started, every page
// reads the sandbox's clock (pinned by global-setup: the app's "today" is the catalogue's), and a page
// that asks pixiv's image hosts directly fails its test (every picture goes through the image host
// the normalizers choose: pxv's proxy unless a setting names another).
import { test as base, expect, type BrowserContext } from "@playwright/test";

const PIXIV_IMAGE_HOST = /^https?:\/\/[^/]*\.pximg\.net\//;

/**
 * Makes `Date` in every page of `context` read the sandbox's clock: the machine's time shifted by the
 * offset global-setup measured. Timers, animation frames and `performance` keep the machine's pace.
 * Contexts a test opens itself (`browser.newContext`) call this too.
 */
export async function useSandboxClock(context: BrowserContext): Promise<void> {
  const offset = Number(process.env["PXV_E2E_CLOCK_OFFSET_MS"] ?? "0");
  await context.addInitScript((offsetMs: number) => {
    if (offsetMs === 0) return;
    const MachineDate = Date;
    const sandboxNow = (): number => MachineDate.now() + offsetMs;
    // A function rather than a class, so that `Date()` without `new` still answers a string.
    function SandboxDate(this: unknown, ...args: (string | number | Date)[]): Date | string {
      const constructedWith: unknown = new.target;
      if (constructedWith === undefined) return new MachineDate(sandboxNow()).toString();
      if (args.length === 0) return new MachineDate(sandboxNow());
      return new (MachineDate as new (...values: (string | number | Date)[]) => Date)(...args);
    }
    Object.setPrototypeOf(SandboxDate, MachineDate);
    SandboxDate.prototype = MachineDate.prototype;
    SandboxDate.now = sandboxNow;
    globalThis.Date = SandboxDate as unknown as DateConstructor;
  }, offset);
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await useSandboxClock(context);
    await use(context);
  },
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env["PXV_E2E_BASE_URL"];
    if (!url) throw new Error("PXV_E2E_BASE_URL is not set: global-setup did not start the server");
    await use(url);
  },
  page: async ({ page }, use) => {
    const direct: string[] = [];
    page.on("request", (request) => {
      if (PIXIV_IMAGE_HOST.test(request.url())) direct.push(request.url());
    });
    await use(page);
    expect(direct, "pictures asked of pixiv's hosts directly").toEqual([]);
  },
});

export { expect };
