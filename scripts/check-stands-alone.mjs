// The repository stands alone: no tracked file refers to documents or fixtures outside it, and every
// citation of the project's own docs (`PRODUCT.md §n`, `PRODUCT.md §Bn`, `PIXIV.md §n`) names a
// section those docs have. Run by `npm run lint` and by the lint step of `npm test`; given a folder
// (`node scripts/check-stands-alone.mjs <dir>`) it checks that checkout instead of this one.
// Only Node built-ins here.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const SELF = "scripts/check-stands-alone.mjs";

/** References to things that live beside the repository, never in it. */
const OUTSIDE = [
  /\.\.\/shared\b/i,
  /\bshared\/(spec|design|reference|guides|fixtures|hooks)\b/i,
  /\bproduct[- ]spec\b/i,
  /\bwire-format\.md\b|\bpixiv-wire-format\b|\bwire format\s*§/i,
  /\breference-viewer-behaviour\b|\breference(?: viewer)?,?\s*§/i,
  /\bdesign\/brief\b|\bdesign brief\b|\bbrief\.md\b/i,
  /\bguides\/style\b|\bstyle guide\s*§/i,
  /\b(?:dependencies|peers)\.md\b/i,
  /(?<![\w.])spec\s*§/i,
  /\bthe spec(?:'s)?\b/i,
];

/** Files that are data, not prose: never scanned. */
const SKIPPED = [/^package-lock\.json$/, /^packages\/pixiv\/test-data\//, new RegExp(`^${SELF}$`)];

const SKIPPED_EXTENSIONS = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|zip|gz|mp4|webm|pdf)$/i;

function trackedFiles(root) {
  const result = spawnSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ls-files failed in ${root}: ${result.stderr}`);
  return result.stdout
    .split("\0")
    .filter(
      (file) => file && !SKIPPED.some((pattern) => pattern.test(file)) && !SKIPPED_EXTENSIONS.test(file),
    );
}

/** The section numbers a doc's headings carry: `## 3. …` → 3, `#### 3.0.1 …` → 3.0.1, `### B2.6 …` → B2.6. */
function sectionsOf(text) {
  const sections = new Set();
  for (const match of text.matchAll(/^#{2,4} (B?\d+(?:\.\d+)*)\.? /gm)) sections.add(match[1]);
  return sections;
}

/** Citations in a text: each doc-named `§n` and each `§Bn` (part B of PRODUCT.md). */
function citationsIn(text) {
  const found = [];
  const gap = String.raw`(?:\s|\*|\/\/)*`;
  for (const match of text.matchAll(
    new RegExp(String.raw`\b(PRODUCT|PIXIV)\.md${gap}§ ?(B?\d+(?:\.\d+)*)`, "g"),
  )) {
    found.push({ doc: `${match[1]}.md`, section: match[2], index: match.index + match[0].indexOf("§") });
  }
  for (const match of text.matchAll(/§(B\d+(?:\.\d+)*)/g)) {
    if (!found.some((citation) => citation.index === match.index)) {
      found.push({ doc: "PRODUCT.md", section: match[1], index: match.index });
    }
  }
  return found;
}

const lineOf = (text, index) => text.slice(0, index).split("\n").length;

/** Every problem in the checkout at `root`, as `file:line: what` lines. */
export function checkStandsAlone(root) {
  const docs = {
    "PRODUCT.md": sectionsOf(readFileSync(join(root, "docs/PRODUCT.md"), "utf8")),
    "PIXIV.md": sectionsOf(readFileSync(join(root, "docs/PIXIV.md"), "utf8")),
  };
  const problems = [];
  for (const file of trackedFiles(root)) {
    let text;
    try {
      text = readFileSync(join(root, file), "utf8");
    } catch {
      continue; // a tracked file deleted in the working tree
    }
    text.split("\n").forEach((line, index) => {
      const pattern = OUTSIDE.find((candidate) => candidate.test(line));
      if (pattern) problems.push(`${file}:${index + 1}: refers outside the repository: ${line.trim()}`);
    });
    for (const { doc, section, index } of citationsIn(text)) {
      if (!docs[doc].has(section)) {
        problems.push(`${file}:${lineOf(text, index)}: cites ${doc} §${section}, which has no such section`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? fileURLToPath(new URL("..", import.meta.url));
  const problems = checkStandsAlone(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`pxv: ${problems.length} reference(s) outside the repository or to missing doc sections`);
    process.exit(1);
  }
  console.log("pxv: the repository stands alone (no outside references; every doc citation resolves)");
}
