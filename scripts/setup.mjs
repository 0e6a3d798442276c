// Set-up shared by `npm start` and `npm test`: installs what a fresh machine is missing (npm
// dependencies from the lockfile, Debian packages such as Chromium) and builds the project.
// Only Node built-ins here: this runs before any dependency is installed.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
const LOCK_STAMP = `${ROOT}node_modules/.pxv-lock-hash`;

/** Runs a command in the project root with inherited output; throws with the command on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", ...options });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`\`${[command, ...args].join(" ")}\` failed (exit ${result.status ?? result.signal})`);
  }
}

function lockHash() {
  return createHash("sha256")
    .update(readFileSync(`${ROOT}package-lock.json`))
    .digest("hex");
}

/** `npm ci` when node_modules is missing or was installed from another lockfile. */
export function ensureDependencies() {
  const wanted = lockHash();
  const installed = existsSync(LOCK_STAMP) ? readFileSync(LOCK_STAMP, "utf8").trim() : null;
  if (installed === wanted && existsSync(`${ROOT}node_modules/.bin/tsc`)) return;
  console.log("pxv: installing dependencies (npm ci)…");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
  writeFileSync(LOCK_STAMP, `${wanted}\n`);
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

/** Type-checks and compiles the workspaces, then bundles the web app. */
export function build() {
  console.log("pxv: building…");
  run("npx", ["tsc", "-b"]);
  run("npm", ["run", "build", "--silent", "-w", "@pxv/web"]);
}
