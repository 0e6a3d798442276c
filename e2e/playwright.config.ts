// Browser tests: Playwright driving Debian's Chromium (never a downloaded browser) against a real pxv
// server that global-setup starts on a free loopback port with the in-process sandbox.
import { defineConfig } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./chromium.js";

export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  globalSetup: "./global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env["CI"],
  reporter: [["list"], ["json"]],
  use: {
    browserName: "chromium",
    viewport: { width: 1280, height: 900 },
    trace: "retain-on-failure",
    launchOptions: CHROMIUM_LAUNCH,
  },
});
