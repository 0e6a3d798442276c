// Every request a page makes to pxv goes through the one transport (http.ts, with the typed calls
// of pxv-client.ts): a call of the global `fetch` (or an XMLHttpRequest, a beacon) anywhere else in
// the web app's source fails here. The source is parsed (TypeScript's parser), so prose, methods
// named fetch and a local `fetch` of a module's own do not count. The named exception: the service
// worker (apps/web/pwa/sw.js), which caches the app's own files; the Web Workers have none, since the
// bulk worker fetches through the client.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const WEB = join(import.meta.dirname, "../..");
const SOURCE = join(WEB, "src");
/** The transport itself: its one `fetch(`. */
const TRANSPORT = "src/data/http.ts";
/** Outside the client by design, each with its reason (above, and in ARCHITECTURE.md). */
const EXCEPTIONS = ["pwa/sw.js"];
const GLOBALS = new Set(["globalThis", "window", "self"]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Whether the module binds a `fetch` of its own (a variable, parameter, function or import). */
function bindsFetch(file: ts.SourceFile): boolean {
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    const named =
      ts.isVariableDeclaration(node) ||
      ts.isParameter(node) ||
      ts.isFunctionDeclaration(node) ||
      ts.isImportSpecifier(node) ||
      ts.isBindingElement(node);
    if (named && node.name !== undefined && ts.isIdentifier(node.name) && node.name.text === "fetch")
      found = true;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** `line: text` of every raw request in one module's code. */
function rawRequestsIn(code: string, name = "module.ts"): string[] {
  const file = ts.createSourceFile(name, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const ownFetch = bindsFetch(file);
  const found: string[] = [];
  const report = (node: ts.Node): void => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${String(line + 1)}: ${node.getText(file).split("\n", 1)[0] ?? ""}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const bare = ts.isIdentifier(callee) && callee.text === "fetch" && !ownFetch;
      const onGlobal =
        ts.isPropertyAccessExpression(callee) &&
        ((callee.name.text === "fetch" &&
          ts.isIdentifier(callee.expression) &&
          GLOBALS.has(callee.expression.text)) ||
          callee.name.text === "sendBeacon");
      if (bare || onGlobal) report(node);
    }
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "XMLHttpRequest"
    )
      report(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** `file:line: text` of every raw request in the web app's source. */
function rawRequests(): string[] {
  return sourceFiles(SOURCE).flatMap((path) =>
    rawRequestsIn(readFileSync(path, "utf8"), path).map((found) => `${relative(WEB, path)}:${found}`),
  );
}

describe("one transport", () => {
  const all = rawRequests();

  it("has no request to pxv outside the client", () => {
    expect(all.filter((found) => !found.startsWith(`${TRANSPORT}:`))).toEqual([]);
  });

  it("keeps the transport's own fetch, so the check above looks at the right thing", () => {
    expect(all.filter((found) => found.startsWith(`${TRANSPORT}:`))).toHaveLength(1);
  });

  it("tells a raw call from a method, a refetch, a local fetch or prose", () => {
    for (const raw of [
      "await fetch(url)",
      "globalThis.fetch(url)",
      "window.fetch(url, {})",
      "const xhr = new XMLHttpRequest()",
      "navigator.sendBeacon('/x')",
    ])
      expect(rawRequestsIn(raw)).toHaveLength(1);
    for (const other of [
      "query.refetch()",
      "this.fetch(key)",
      "class A { private async fetch(key: string) { return key; } }",
      "fetchBytes(url)",
      "const fetch = make(); fetch(signal);",
      "// then fetch(url)\n/* fetch(url) */",
    ])
      expect(rawRequestsIn(other)).toEqual([]);
  });

  it("names exceptions that exist", () => {
    for (const exception of EXCEPTIONS) expect(readFileSync(join(WEB, exception), "utf8")).toMatch(/fetch\(/);
  });
});
