/**
 * The build's chunk groups for the first visit (vite.config.ts). Left to itself, Rolldown gives each
 * module that the entry shares with a lazily loaded screen a small chunk of its own, though the entry
 * always loads first: Home's first visit then took some 30 files before its first picture, each with
 * its own request and its own compression. So the modules the entry imports statically go into one
 * `index` chunk, and those Home's screen imports statically (and the entry does not) into one `home`
 * chunk (other screens that share a few of them load it too).
 *
 * What a module imports is read through barrels (a module of re-exports only: @pxv/pixiv's index,
 * @tanstack/react-query's, lucide-react's): only the modules behind a barrel that provide a name the
 * importer asks for, so that a barrel does not pull every module behind it into a group.
 */

interface ModuleFacts {
  readonly importedIds: readonly string[];
  readonly exports: readonly string[];
  readonly code: string | null;
}

export interface ModuleGraph {
  getModuleInfo(id: string): ModuleFacts | null;
}

const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
/** import/export statements that only move names: `import {a} from "x"`, `export * from "x"`, `export {a}`. */
const NAME_STATEMENTS =
  /(?:import|export)\s*(?:type\s+)?(?:\*(?:\s*as\s+[\w$]+)?|[\w$]+|\{[^}]*\}|[\w$]+\s*,\s*\{[^}]*\})\s*from\s*["'][^"']+["']\s*;?|export\s*\{[^}]*\}\s*;?|["']use strict["'];?/g;
/** The braces of `import {a, b as c} from` and `export {a} from`, or a default import. */
const IMPORTED_NAMES = /\b(?:import|export)\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*["']/g;

const withoutComments = (code: string): string => code.replace(COMMENTS, "");

/** The names a module imports, or null when it takes whole namespaces (`import * as`). */
function importedNames(code: string): Set<string> | null {
  const text = withoutComments(code);
  if (/\bimport\s*\*\s*as\b/.test(text)) return null;
  const names = new Set<string>();
  for (const [, defaultName, braces] of text.matchAll(IMPORTED_NAMES)) {
    if (defaultName !== undefined && defaultName !== "type") names.add("default");
    for (const part of (braces ?? "").split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name !== undefined && name !== "") names.add(name);
    }
  }
  return names;
}

const escape = (text: string): string => text.replace(/[$]/g, "\\$");

export function createClosures(graph: ModuleGraph) {
  const barrels = new Map<string, boolean>();
  const isBarrel = (id: string, facts: ModuleFacts): boolean => {
    let known = barrels.get(id);
    if (known === undefined) {
      const code = facts.code === null ? "x" : withoutComments(facts.code);
      known = facts.importedIds.length > 0 && code.replace(NAME_STATEMENTS, "").trim() === "";
      barrels.set(id, known);
    }
    return known;
  };

  /** The modules behind `barrel` that provide `names`: [id, the names to follow there, null = all]. */
  function behindBarrel(barrel: ModuleFacts, names: ReadonlySet<string>): [string, Set<string> | null][] {
    const code = withoutComments(barrel.code ?? "");
    const found: [string, Set<string> | null][] = [];
    for (const target of barrel.importedIds) {
      const facts = graph.getModuleInfo(target);
      if (facts === null) continue;
      if (isBarrel(target, facts)) found.push([target, new Set(names)]);
      // `export *` passes on every name but the default.
      else if (facts.exports.some((name) => name !== "default" && names.has(name)))
        found.push([target, null]);
    }
    // Renamed re-exports (`export { default as Play } from "./icons/play.mjs"`).
    for (const name of names) {
      const renamed = new RegExp(`\\bas\\s+${escape(name)}\\b[^;]*?from\\s*["']([^"']+)["']`).exec(code);
      const file = renamed?.[1]?.replace(/^.*\//, "");
      const target =
        file === undefined ? undefined : barrel.importedIds.find((id) => id.endsWith(`/${file}`));
      if (target !== undefined) found.push([target, null]);
    }
    return found;
  }

  /** Every module `root` imports statically, directly or not, short of those in `stop`. */
  return function staticClosure(root: string, stop: ReadonlySet<string> = new Set()): Set<string> {
    const found = new Set<string>();
    const followed = new Map<string, Set<string>>();
    const pending: [string, Set<string> | null][] = [[root, null]];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      const [id, names] = next;
      const facts = graph.getModuleInfo(id);
      if (facts === null) continue;
      // A barrel is walked again for the names this root asks of it (it holds no code of its own).
      if (names !== null && isBarrel(id, facts)) {
        const seen = followed.get(id) ?? new Set<string>();
        followed.set(id, seen);
        const fresh = new Set([...names].filter((name) => !seen.has(name)));
        if (fresh.size === 0) continue;
        for (const name of fresh) seen.add(name);
        found.add(id);
        pending.push(...behindBarrel(facts, fresh));
        continue;
      }
      if (found.has(id) || stop.has(id)) continue;
      found.add(id);
      const asked = facts.code === null ? null : importedNames(facts.code);
      for (const target of facts.importedIds) pending.push([target, asked]);
    }
    return found;
  };
}
