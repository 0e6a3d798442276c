// The import graph of the workspaces' source (not tests): which module imports which, read from the
// source text (static imports, type imports, re-exports and `import()`). Type imports count: a module
// that names another's types depends on it as much as one that calls it. check-layers.mjs judges the
// graph: import circles and imports that run up a floor.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const SOURCE = /\.(ts|tsx|mts)$/;
const NOT_SOURCE = /(\.test\.(ts|tsx)|-test-fixture\.ts|\.d\.ts)$|\/test\//;
/** Every specifier a module names: `import … from`, `export … from`, `import("…")`, side-effect imports. */
const IMPORTS = [
  /^\s*import\s+[^"';]*?\sfrom\s*["']([^"']+)["']/gm,
  /^\s*export\s+[^"';]*?\sfrom\s*["']([^"']+)["']/gm,
  /^\s*import\s*["']([^"']+)["']/gm,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
];

function walk(folder, into = []) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      if (name !== "node_modules" && name !== "dist" && name !== "test") walk(path, into);
    } else if (SOURCE.test(name) && !NOT_SOURCE.test(path)) into.push(path);
  }
  return into;
}

/** Strips comments so an example in a comment is not read as an import. */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

function resolveRelative(from, specifier) {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ""));
  const candidates = [
    base,
    base.replace(/\.js$/, ".ts"),
    base.replace(/\.js$/, ".tsx"),
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ];
  return candidates.find((path) => SOURCE.test(path) && existsSync(path) && statSync(path).isFile());
}

/**
 * The graph of one source folder: module path (relative to `root`) → the modules it imports within
 * the folder, with whether the import is dynamic.
 */
export function readModuleGraph(root, folder) {
  const graph = new Map();
  for (const file of walk(resolve(root, folder))) {
    const text = withoutComments(readFileSync(file, "utf8"));
    const edges = new Map();
    for (const pattern of IMPORTS) {
      for (const match of text.matchAll(pattern)) {
        const specifier = match[1];
        if (!specifier.startsWith(".")) continue;
        const target = resolveRelative(file, specifier);
        if (target === undefined) continue;
        const dynamic = pattern.source.includes("import\\(");
        const key = relative(root, target);
        edges.set(key, (edges.get(key) ?? true) && dynamic);
      }
    }
    graph.set(
      relative(root, file),
      [...edges].map(([to, dynamic]) => ({ to, dynamic })),
    );
  }
  return graph;
}

/** The graph's strongly connected components of more than one module (Tarjan): its import circles. */
export function importCircles(graph) {
  let index = 0;
  const indices = new Map();
  const lowLinks = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (node) => {
    indices.set(node, index);
    lowLinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const { to } of graph.get(node) ?? []) {
      if (!graph.has(to)) continue;
      if (!indices.has(to)) {
        visit(to);
        lowLinks.set(node, Math.min(lowLinks.get(node), lowLinks.get(to)));
      } else if (onStack.has(to)) lowLinks.set(node, Math.min(lowLinks.get(node), indices.get(to)));
    }
    if (lowLinks.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return circles;
}
