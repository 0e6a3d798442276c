// Vitest projects: one per workspace. Workspace packages resolve to their TypeScript sources, so
// unit and server tests run without a build. Time limits are generous: a limit is a guard against a
// hang, never a speed check (benchmarks under bench/ measure speed), and CI machines may be busy.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { CLOCK_ENV, TEST_CLOCK_START } from "./packages/sandbox/src/clock.js";

const source = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const alias = {
  "@pxv/pixiv": source("./packages/pixiv/src/index.ts"),
  "@pxv/sandbox": source("./packages/sandbox/src/index.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Every sandbox a test starts reads the same day, whatever the machine's date (packages/sandbox
    // README "Clock"); a run may choose another day (PXV_SANDBOX_CLOCK=… npm test).
    env: { [CLOCK_ENV]: process.env[CLOCK_ENV] ?? TEST_CLOCK_START },
    projects: [
      {
        extends: true,
        test: { name: "pixiv", include: ["packages/pixiv/src/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "sandbox",
          include: ["packages/sandbox/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["apps/web/src/test/setup.ts"],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // Measures the web app's pure modules against the sandbox's answer keys (picture OCR).
          name: "quality",
          include: ["quality/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: "scripts", include: ["scripts/**/*.test.mjs"], environment: "node" },
      },
      {
        extends: true,
        test: {
          // Runs the built server and web app (`npm run build` first); PXV_RELIABILITY=long for the long run.
          name: "reliability",
          include: ["reliability/**/*.test.ts"],
          environment: "node",
          testTimeout: 600_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
