/**
 * The reliability suite's long run (`npm run test:reliability`, also part of `npm run bench`):
 * reliability/reliability.test.ts with PXV_RELIABILITY=long — every fuzz value on every route, all
 * hostile pages, 300 connections for 20 s, a 3 s Redis outage, SIGTERM with 100 requests in flight
 * and the 25 s upstream — each figure printed beside its goal. Needs the build (`npm run build`).
 * Exits non-zero when a goal is missed.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const result = spawnSync("npx", ["vitest", "run", "--project", "reliability"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, PXV_RELIABILITY: "long" },
});
process.exit(result.status ?? 1);
