// The dependency check: the graph reader finds each kind of import, circles are found, floors judged,
// and the repository holds none.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findLayerProblems } from "./check-layers.mjs";
import { importCircles, readModuleGraph } from "./module-graph.mjs";

const folders = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tree(files) {
  const root = mkdtempSync(join(tmpdir(), "pxv-layers-"));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe("readModuleGraph", () => {
  it("reads static, type, re-export, side-effect and dynamic imports, and not comments or packages", () => {
    const root = tree({
      "src/a.ts": [
        'import { b } from "./b";',
        'import type { C } from "./c.js";',
        'export { d } from "./d";',
        'import "./e";',
        'const f = () => import("./f");',
        '// import { g } from "./g";',
        'import { z } from "zod";',
        "import {\n  h,\n} from './h';",
      ].join("\n"),
      ...Object.fromEntries(["b", "c", "d", "e", "f", "g", "h"].map((name) => [`src/${name}.ts`, ""])),
      "src/a.test.ts": 'import { a } from "./a";',
    });
    const graph = readModuleGraph(root, "src");
    expect([...graph.keys()].sort()).not.toContain("src/a.test.ts");
    const edges = graph
      .get("src/a.ts")
      .map(({ to }) => to)
      .sort();
    expect(edges).toEqual(["src/b.ts", "src/c.ts", "src/d.ts", "src/e.ts", "src/f.ts", "src/h.ts"]);
  });
});

describe("importCircles", () => {
  it("finds each circle once, whatever its length, and no circle in a chain", () => {
    const graph = new Map([
      ["a", [{ to: "b" }]],
      ["b", [{ to: "c" }]],
      ["c", [{ to: "a" }, { to: "d" }]],
      ["d", [{ to: "e" }]],
      ["e", [{ to: "d" }]],
      ["f", [{ to: "a" }]],
    ]);
    expect(importCircles(graph)).toEqual([
      ["d", "e"],
      ["a", "b", "c"],
    ]);
    expect(
      importCircles(
        new Map([
          ["a", [{ to: "b" }]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe("findLayerProblems", () => {
  it("names an import that runs up a floor (web, server), a folder on no floor, and a circle in any workspace", () => {
    const root = tree({
      "apps/web/src/lib/format.ts": 'import { paths } from "../app/paths";',
      "apps/web/src/app/paths.ts": 'import { format } from "../lib/format";',
      "apps/web/src/features/home.ts": 'import { format } from "../lib/format";',
      "apps/server/src/a.ts": 'import "./b";',
      "apps/server/src/b.ts": 'import "./a";',
      "apps/server/src/infrastructure/cors.ts": 'import { PREFIX } from "../routes/api/register";',
      "apps/server/src/routes/api/register.ts": 'import { cors } from "../../infrastructure/cors";',
      "apps/server/src/stray/helper.ts": "",
      "packages/pixiv/src/index.ts": "",
      "packages/sandbox/src/index.ts": "",
    });
    const found = findLayerProblems(root);
    expect(found.upward).toEqual([
      "apps/server/src/infrastructure/cors.ts -> apps/server/src/routes/api/register.ts",
      "apps/server/src/stray/helper.ts: its folder is on no floor (scripts/check-layers.mjs FLOORS)",
      "apps/web/src/lib/format.ts -> apps/web/src/app/paths.ts",
    ]);
    expect(found.circles).toContainEqual(["apps/server/src/a.ts", "apps/server/src/b.ts"]);
    expect(found.circles).toHaveLength(3);
  });
});

describe("the repository", () => {
  it("has no import circle in any workspace and no upward import in the web app", () => {
    expect(findLayerProblems()).toEqual({ circles: [], upward: [] });
  });
});
