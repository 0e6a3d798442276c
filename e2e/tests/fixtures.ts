// The test object every browser test uses: `baseURL` is the server global-setup started, and a page
// that asks pixiv's image hosts directly fails its test (every picture goes through the image host
// the normalizers choose: pxv's proxy unless a setting names another).
import { test as base, expect } from "@playwright/test";

const PIXIV_IMAGE_HOST = /^https?:\/\/[^/]*\.pximg\.net\//;

export const test = base.extend({
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
