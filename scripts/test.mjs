// `npm test`: install what is missing (dependencies, Debian's Chromium), then lint, type-check,
// build, run the unit and server tests (Vitest), the fixture-reading tests again in a fresh clone with
// nothing beside it (fresh-clone.mjs), and the browser tests (Playwright in Chromium).
// Every step runs; the exit code is non-zero when any of them failed.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { checkFreshClone } from "./fresh-clone.mjs";
import { build, ensureDebianPackages, ensureDependencies, ROOT, run } from "./setup.mjs";

const REPORTS = `${ROOT}node_modules/.pxv-reports`;
const CHROMIUM = "/usr/bin/chromium";

function step(name, action) {
  console.log(`\n── ${name} ──`);
  try {
    action();
    return { name, ok: true };
  } catch (error) {
    console.error(`pxv: ${name} failed: ${error.message}`);
    return { name, ok: false };
  }
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

/** Test counts from the runners' JSON reports, so the last line says how many tests ran. */
function countTests() {
  let passed = 0;
  let failed = 0;
  const vitest = readJson(`${REPORTS}/vitest.json`);
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
  }
  const playwright = readJson(`${REPORTS}/playwright.json`);
  if (playwright) {
    passed += playwright.stats.expected + playwright.stats.flaky;
    failed += playwright.stats.unexpected;
  }
  return { passed, failed };
}

let setupOk = true;
try {
  ensureDependencies();
  ensureDebianPackages({
    [CHROMIUM]: "chromium",
    "redis-server": "redis-server",
    // The sync store's tests start a throwaway cluster (apps/server/src/test/postgres-server.ts).
    "/usr/lib/postgresql/15/bin/pg_ctl": "postgresql",
    ffmpeg: "ffmpeg",
    ffprobe: "ffmpeg",
    pdftotext: "poppler-utils",
  });
} catch (error) {
  console.error(`pxv: set-up failed: ${error.message}`);
  setupOk = false;
}
if (!setupOk) process.exit(1);

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const results = [
  step("lint", () => {
    run("node", ["scripts/check-stands-alone.mjs"]);
    run("node", ["scripts/check-layers.mjs"]);
    run("npx", ["eslint", ".", "--max-warnings=0"]);
    run("npx", ["prettier", "--check", "."]);
  }),
  step("type-check and build", build),
  step("unit and server tests", () =>
    run("npx", [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${REPORTS}/vitest.json`,
    ]),
  ),
  step("fresh clone (no folder beside the repository)", checkFreshClone),
  step("browser tests", () =>
    run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json` },
    }),
  ),
];

const failedSteps = results.filter((result) => !result.ok).map((result) => result.name);
const { passed, failed } = countTests();
console.log(
  `\npxv: steps ${failedSteps.length === 0 ? "all succeeded" : `failed: ${failedSteps.join(", ")}`}`,
);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length === 0 && passed > 0 ? 0 : 1);
