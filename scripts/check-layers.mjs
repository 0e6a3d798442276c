// The dependency check of `npm test`: no import circle in any workspace and no import that runs up
// one of the web app's floors (static, dynamic and type imports alike). Any finding fails; there is
// no list of tolerated ones. The floors, lowest first, are ARCHITECTURE.md's.
import { fileURLToPath } from "node:url";
import { importCircles, readModuleGraph } from "./module-graph.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
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

function main() {
  const { circles, upward } = findLayerProblems();
  const circleModules = circles.reduce((sum, circle) => sum + circle.length, 0);
  console.log(
    `layers: ${circles.length} import circles (${circleModules} modules), ${upward.length} upward imports; goal 0 and 0`,
  );
  for (const circle of circles) console.error(`import circle: ${circle.join(" ↔ ")}`);
  for (const edge of upward) console.error(`upward import: ${edge}`);
  if (circles.length > 0 || upward.length > 0) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
