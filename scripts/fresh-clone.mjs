// Shows that `npm test` needs nothing beside the repository: clones the committed HEAD into an empty
// temporary folder (so the clone has no siblings), links this checkout's installed node_modules into
// it, and there runs the stands-alone check and every Vitest file that reads the captured pixiv
// responses. Called by scripts/test.mjs; `node scripts/fresh-clone.mjs` runs it alone.
// Only Node built-ins here.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Where dependencies are installed: the root and any workspace with a node_modules of its own. */
const INSTALL_FOLDERS = [".", "packages/pixiv", "packages/sandbox", "apps/server", "apps/web"];

function run(command, args, cwd, env = process.env) {
  const result = spawnSync(command, args, { cwd, env, stdio: "inherit" });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(
      `\`${[command, ...args].join(" ")}\` failed in ${cwd} (exit ${result.status ?? result.signal})`,
    );
  }
}

/** The test files that read the captured responses (through packages/pixiv's fixtures helper). */
function fixtureReaders(clone) {
  const listed = spawnSync("git", ["ls-files", "*.test.ts", "*.test.tsx"], { cwd: clone, encoding: "utf8" });
  return listed.stdout
    .split("\n")
    .filter(Boolean)
    .filter((file) => {
      const text = readFileSync(join(clone, file), "utf8");
      return (
        /pixiv\/src\/test\/fixtures/.test(text) ||
        (file.startsWith("packages/pixiv/") && /["']\.\.?\/(?:\.\.\/)*test\/fixtures\.js["']/.test(text))
      );
    });
}

export function checkFreshClone() {
  const parent = mkdtempSync(join(tmpdir(), "pxv-fresh-clone-"));
  const clone = join(parent, "pxv");
  const links = [];
  try {
    run("git", ["clone", "--quiet", "--no-hardlinks", ROOT, clone], parent);
    if (readdirSync(parent).length !== 1) throw new Error(`${parent} holds more than the clone`);
    for (const folder of INSTALL_FOLDERS) {
      const installed = join(ROOT, folder, "node_modules");
      if (!existsSync(installed)) continue;
      const link = join(clone, folder, "node_modules");
      symlinkSync(installed, link, "dir");
      links.push(link);
    }
    const env = { ...process.env };
    delete env["PXV_FIXTURES_DIR"];
    run("node", ["scripts/check-stands-alone.mjs"], clone, env);
    const files = fixtureReaders(clone);
    if (files.length === 0) throw new Error("no test file reads the captured pixiv responses");
    console.log(`pxv: in a fresh clone with nothing beside it: ${files.join(", ")}`);
    run("npx", ["vitest", "run", ...files], clone, env);
  } finally {
    // The links first, so that removing the clone never reaches into this checkout's node_modules.
    for (const link of links) unlinkSync(link);
    rmSync(parent, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) checkFreshClone();
