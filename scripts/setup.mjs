// Set-up shared by `npm start` and `npm test`: installs what a fresh machine is missing (npm
// dependencies from the lockfile, the novel PDF's fonts, Debian packages such as Chromium) and builds
// the project. An install is skipped while the lockfile and package.json files are those of the last
// install, a build (for `npm start`) while the sources are those of the last build
// (setup-stamps.mjs).
// Only Node built-ins here: this runs before any dependency is installed.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ensurePdfFonts } from "./pdf-fonts.mjs";
import { BUILD_INPUTS, fingerprint, INSTALL_INPUTS, setupPlan } from "./setup-stamps.mjs";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
const INSTALL_STAMP = `${ROOT}node_modules/.pxv-install-hash`;
const BUILD_STAMP = `${ROOT}node_modules/.pxv-build-hash`;
/** What a finished build leaves: the server's entry point, the web app's page and its first screen's renderer. */
const BUILD_OUTPUTS = ["apps/server/dist/main.js", "apps/web/dist/index.html", "apps/web/dist-ssr/render.js"];

/** Runs a command in the project root with inherited output; throws with the command on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", ...options });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`\`${[command, ...args].join(" ")}\` failed (exit ${result.status ?? result.signal})`);
  }
}

const readStamp = (path) => (existsSync(path) ? readFileSync(path, "utf8").trim() : null);

/** What is to be done now: fingerprints of the inputs beside the stamps of the last install and build. */
function currentPlan() {
  const installInputs = fingerprint(ROOT, INSTALL_INPUTS);
  const buildInputs = fingerprint(ROOT, BUILD_INPUTS);
  const plan = setupPlan({
    installInputs,
    installed: readStamp(INSTALL_STAMP),
    dependenciesPresent: existsSync(`${ROOT}node_modules/.bin/tsc`),
    buildInputs,
    built: readStamp(BUILD_STAMP),
    outputsPresent: BUILD_OUTPUTS.every((path) => existsSync(`${ROOT}${path}`)),
  });
  return { ...plan, installInputs, buildInputs };
}

/**
 * `npm ci` when node_modules is missing or was installed from another lockfile or package.json; then
 * the novel PDF's fonts, fetched only when missing (pdf-fonts.mjs).
 */
export function ensureDependencies() {
  const plan = currentPlan();
  if (plan.install) {
    console.log("pxv: installing dependencies (npm ci)…");
    run("npm", ["ci", "--no-audit", "--no-fund"]);
    writeFileSync(INSTALL_STAMP, `${plan.installInputs}\n`);
  }
  ensurePdfFonts();
}

/** Builds unless the sources, configs and dependencies are those of the last finished build. */
export function ensureBuilt() {
  if (!currentPlan().build) {
    console.log("pxv: sources unchanged since the last build; not building.");
    return;
  }
  build();
}

function commandExists(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/**
 * Installs Debian packages whose command is missing. `packages` maps a command to check to the
 * package that provides it. Needs root (as on these machines) or says what to run.
 */
export function ensureDebianPackages(packages) {
  const missing = Object.entries(packages)
    .filter(([command]) => !commandExists(command) && !existsSync(command))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  const install = ["install", "-y", "--no-install-recommends", ...missing];
  if (process.getuid?.() !== 0) {
    throw new Error(
      `pxv needs the Debian packages ${missing.join(", ")}: run \`sudo apt-get ${install.join(" ")}\``,
    );
  }
  if (!commandExists("apt-get")) {
    throw new Error(`pxv needs ${missing.join(", ")} and this machine has no apt-get to install them`);
  }
  console.log(`pxv: installing Debian packages: ${missing.join(", ")}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  run("apt-get", ["update", "-qq"], { env });
  run("apt-get", install, { env });
}

/**
 * Type-checks and compiles the workspaces, bundles the web app and precompresses its assets, then
 * stamps the sources it was made from (taken before building: an edit made meanwhile rebuilds).
 */
export function build() {
  const sources = fingerprint(ROOT, BUILD_INPUTS);
  console.log("pxv: building…");
  rmSync(BUILD_STAMP, { force: true });
  run("npx", ["tsc", "-b"]);
  run("npm", ["run", "build", "--silent", "-w", "@pxv/web"]);
  run("node", ["scripts/precompress-assets.mjs"]);
  writeFileSync(BUILD_STAMP, `${sources}\n`);
}
