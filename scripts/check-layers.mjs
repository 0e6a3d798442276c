// The dependency check of `npm test` (issue 25): no import circle in any workspace and no import that
// runs up one of the web app's floors. Until the web app's redesign lands, the circles and upward
// imports that were there when the check came (scripts/layer-baseline.json) are tolerated and listed;
// a new one fails. `node scripts/check-layers.mjs --write-baseline` records today's as the baseline
// (only ever to shrink it). The floors, lowest first, are ARCHITECTURE.md's.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { importCircles, readModuleGraph } from "./module-graph.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BASELINE = `${ROOT}scripts/layer-baseline.json`;
const WORKSPACES = ["packages/pixiv/src", "packages/sandbox/src", "apps/server/src", "apps/web/src"];

/** The web app's floors: a module may import its own floor and the floors below, never above. */
const WEB_FLOORS = [
  ["lib"],
  ["settings", "i18n", "routing", "session"],
  ["data", "storage"],
  ["sync"],
  ["queries"],
  ["components"],
  ["commands"],
  ["features"],
  ["app", "pwa"],
];
const WEB = "apps/web/src/";

function webFloor(path) {
  if (!path.startsWith(WEB)) return undefined;
  const folder = path.slice(WEB.length).split("/")[0];
  const floor = WEB_FLOORS.findIndex((names) => names.includes(folder));
  // Files at the root (main.tsx) are the top: they may import anything.
  return floor === -1 ? WEB_FLOORS.length : floor;
}

function upwardImports(graph) {
  const upward = [];
  for (const [from, edges] of graph) {
    const fromFloor = webFloor(from);
    if (fromFloor === undefined) continue;
    for (const { to } of edges) {
      const toFloor = webFloor(to);
      if (toFloor !== undefined && toFloor > fromFloor) upward.push(`${from} -> ${to}`);
    }
  }
  return upward.sort();
}

/** Today's findings across the workspaces. */
export function findLayerProblems(root = ROOT) {
  const circles = [];
  const upward = [];
  for (const workspace of WORKSPACES) {
    const graph = readModuleGraph(root, workspace);
    circles.push(...importCircles(graph));
    upward.push(...upwardImports(graph));
  }
  return { circles, upward };
}

function readBaseline() {
  try {
    return JSON.parse(readFileSync(BASELINE, "utf8"));
  } catch {
    return { circles: [], upward: [] };
  }
}

/** The findings the baseline does not cover: a circle with a module outside every known circle, a new upward import. */
export function newProblems(found, baseline) {
  const knownCircles = baseline.circles.map((circle) => new Set(circle));
  const knownUpward = new Set(baseline.upward);
  return {
    circles: found.circles.filter(
      (circle) => !knownCircles.some((known) => circle.every((module) => known.has(module))),
    ),
    upward: found.upward.filter((edge) => !knownUpward.has(edge)),
  };
}

function main() {
  const found = findLayerProblems();
  if (process.argv.includes("--write-baseline")) {
    writeFileSync(BASELINE, `${JSON.stringify(found, null, 2)}\n`);
    console.log(
      `layer baseline written: ${found.circles.length} circles, ${found.upward.length} upward imports`,
    );
    return;
  }
  const fresh = newProblems(found, readBaseline());
  const circleModules = found.circles.reduce((sum, circle) => sum + circle.length, 0);
  console.log(
    `layers: ${found.circles.length} import circles (${circleModules} modules), ` +
      `${found.upward.length} upward imports; goal 0 and 0 (baseline tolerated until the redesign)`,
  );
  for (const circle of fresh.circles) console.error(`new import circle: ${circle.join(" ↔ ")}`);
  for (const edge of fresh.upward) console.error(`new upward import: ${edge}`);
  if (fresh.circles.length > 0 || fresh.upward.length > 0) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
