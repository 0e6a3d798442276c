// What `npm start` may skip: fingerprints of what an install and a build are made from, and the
// decision — from those and the stamps the last install and build left in node_modules — whether to
// install and whether to build. Only Node built-ins: this runs before anything is installed.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** What `npm ci` installs from: the lockfile and every package.json of the workspace. */
export const INSTALL_INPUTS = [
  "package-lock.json",
  "package.json",
  "apps/server/package.json",
  "apps/web/package.json",
  "packages/pixiv/package.json",
  "packages/sandbox/package.json",
];

/** What the build reads: the install's inputs, every project tsc -b or vite builds, the build scripts. */
export const BUILD_INPUTS = [
  ...INSTALL_INPUTS,
  "tsconfig.json",
  "tsconfig.base.json",
  "scripts/precompress-assets.mjs",
  "scripts/pdf-fonts.mjs",
  "apps",
  "packages",
  "e2e",
  "reliability",
  "bench",
];

/** Folders the build and the tests write (the ones .gitignore lists): never inputs. */
const GENERATED_FOLDERS = new Set(["node_modules", "dist", "coverage", ".vite"]);
/** Playwright's output, by path: a source folder may well be called `report`. */
const GENERATED_PATHS = new Set(["e2e/test-results", "e2e/report"]);
const GENERATED_FILE = /\.tsbuildinfo$/;

/** Paths (relative to `root`, with `/`) of the files under the folder `path`, generated ones left out. */
function filesUnder(root, path) {
  const files = [];
  for (const entry of readdirSync(join(root, path), { withFileTypes: true })) {
    const child = `${path}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!GENERATED_FOLDERS.has(entry.name) && !GENERATED_PATHS.has(child))
        files.push(...filesUnder(root, child));
    } else if (entry.isFile() && !GENERATED_FILE.test(entry.name)) files.push(child);
  }
  return files;
}

/**
 * A hash of the names and contents of the files `inputs` names under `root` (files, or folders
 * walked without their generated parts). Any edit, new file or removed file changes it. Contents,
 * not modification times: a fresh checkout of the same sources is not a change, a same-size edit
 * within the same second is.
 */
export function fingerprint(root, inputs) {
  const files = new Set();
  for (const input of inputs) {
    const full = join(root, input);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) for (const file of filesUnder(root, input)) files.add(file);
    else files.add(input);
  }
  const hash = createHash("sha256");
  for (const file of [...files].sort()) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

/**
 * Whether to install and whether to build. `installed` and `built` are the stamps the last
 * successful install and build left (null when there is none); an install always rebuilds, and a
 * build whose outputs are gone is made again whatever its stamp says.
 */
export function setupPlan({
  installInputs,
  installed,
  dependenciesPresent,
  buildInputs,
  built,
  outputsPresent,
}) {
  const install = !dependenciesPresent || installed !== installInputs;
  const build = install || !outputsPresent || built !== buildInputs;
  return { install, build };
}
