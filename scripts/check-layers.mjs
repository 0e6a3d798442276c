// The dependency check of `npm test`: no import circle in any workspace and no import that runs up
// one of the web app's floors (static, dynamic and type imports alike). Any finding fails; there is
// no list of tolerated ones. The floors, lowest first, are ARCHITECTURE.md's.
import { fileURLToPath } from "node:url";
import { importCircles, readModuleGraph } from "./module-graph.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const WORKSPACES = ["packages/pixiv/src", "packages/sandbox/src", "apps/server/src", "apps/web/src"];

/**
 * Each workspace's floors, lowest first: a module may import its own floor and the floors below,
 * never above. A floor is a list of top folders of the workspace's source; files at its root
 * (main.tsx, server.ts, the server's errors.ts and config.ts that every folder reads) are outside
 * the floors and judged only by the circle check.
 */
const FLOORS = {
  "apps/web/src": [
    ["lib"],
    ["settings", "i18n", "routing", "session"],
    ["data", "storage"],
    ["sync"],
    ["queries"],
    ["components"],
    ["commands"],
    ["features"],
    ["app", "pwa"],
  ],
  "apps/server/src": [["route-schema", "abuse"], ["upstream"], ["infrastructure", "sync"], ["routes"]],
};

function floorOf(workspace, path) {
  const floors = FLOORS[workspace];
  const inside = path.slice(workspace.length + 1).split("/");
  if (floors === undefined || inside.length < 2) return undefined;
  const floor = floors.findIndex((names) => names.includes(inside[0]));
  // A folder no floor names would escape the check: it is a finding of its own.
  return floor === -1 ? Number.NaN : floor;
}

function upwardImports(workspace, graph) {
  const upward = [];
  for (const [from, edges] of graph) {
    const fromFloor = floorOf(workspace, from);
    if (fromFloor === undefined) continue;
    if (Number.isNaN(fromFloor)) {
      upward.push(`${from}: its folder is on no floor (scripts/check-layers.mjs FLOORS)`);
      continue;
    }
    for (const { to } of edges) {
      const toFloor = floorOf(workspace, to);
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
    upward.push(...upwardImports(workspace, graph));
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
