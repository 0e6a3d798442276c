// `npm start` skips an install or a build only when nothing it is made from changed: the decision
// over the stamps, and the fingerprint that an edit, a new file or a removed file changes while the
// build's own outputs do not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fingerprint, setupPlan } from "./setup-stamps.mjs";

describe("setupPlan", () => {
  const unchanged = {
    installInputs: "lock-1",
    installed: "lock-1",
    dependenciesPresent: true,
    buildInputs: "src-1",
    built: "src-1",
    outputsPresent: true,
  };

  it.each([
    ["nothing changed", {}, { install: false, build: false }],
    ["the lockfile or a package.json changed", { installInputs: "lock-2" }, { install: true, build: true }],
    ["never installed", { installed: null }, { install: true, build: true }],
    ["node_modules is gone", { dependenciesPresent: false }, { install: true, build: true }],
    ["a source changed", { buildInputs: "src-2" }, { install: false, build: true }],
    ["never built", { built: null }, { install: false, build: true }],
    ["the build's outputs are gone", { outputsPresent: false }, { install: false, build: true }],
  ])("when %s", (_case, change, expected) => {
    expect(setupPlan({ ...unchanged, ...change })).toEqual(expected);
  });
});

describe("fingerprint", () => {
  let root;
  const write = (path, text) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const inputs = ["package.json", "apps", "e2e"];
  const fresh = () => {
    root = mkdtempSync(join(tmpdir(), "pxv-stamps-"));
    write("package.json", "{}");
    write("apps/web/src/main.ts", "export const a = 1;");
    write("apps/server/src/app.ts", "export const b = 2;");
  };
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it("is the same for the same sources", () => {
    fresh();
    expect(fingerprint(root, inputs)).toBe(fingerprint(root, inputs));
  });

  it.each([
    ["a source is edited, even keeping its size", () => write("apps/web/src/main.ts", "export const a = 2;")],
    ["a source is added", () => write("apps/web/src/new.ts", "")],
    ["a source is removed", () => rmSync(join(root, "apps/server/src/app.ts"))],
    [
      "a file moves",
      () => {
        rmSync(join(root, "apps/server/src/app.ts"));
        write("apps/server/src/moved.ts", "export const b = 2;");
      },
    ],
    ["a listed file changes", () => write("package.json", '{"x":1}')],
  ])("changes when %s", (_case, change) => {
    fresh();
    const before = fingerprint(root, inputs);
    change();
    expect(fingerprint(root, inputs)).not.toBe(before);
  });

  it("does not change when the build or the tests write their outputs", () => {
    fresh();
    const before = fingerprint(root, inputs);
    write("apps/web/dist/index.html", "<html>");
    write("apps/server/node_modules/x/index.js", "");
    write("apps/server/tsconfig.tsbuildinfo", "{}");
    write("e2e/test-results/x.png", "");
    write("e2e/report/index.html", "");
    expect(fingerprint(root, inputs)).toBe(before);
  });

  it("reads a source folder that happens to share a name with Playwright's output", () => {
    fresh();
    const before = fingerprint(root, inputs);
    write("apps/web/src/report/report.ts", "export {};");
    expect(fingerprint(root, inputs)).not.toBe(before);
  });
});
