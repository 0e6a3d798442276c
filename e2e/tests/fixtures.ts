// The test object every browser test uses: `baseURL` is the server global-setup started.
import { test as base } from "@playwright/test";

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env["PXV_E2E_BASE_URL"];
    if (!url) throw new Error("PXV_E2E_BASE_URL is not set: global-setup did not start the server");
    await use(url);
  },
});

export { expect } from "@playwright/test";
