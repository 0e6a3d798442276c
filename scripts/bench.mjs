// `npm run bench`: builds, then runs every benchmark in bench/ one after another. Each prints its
// figures beside its goal; none of them fails the build.
import { readdirSync } from "node:fs";
import { build, ensureDependencies, ROOT, run } from "./setup.mjs";

ensureDependencies();
build();
for (const file of readdirSync(`${ROOT}bench/dist`)
  .filter((name) => name.endsWith(".js"))
  .sort()) {
  console.log(`\n── bench/${file.replace(/\.js$/, ".ts")} ──`);
  run("node", [`bench/dist/${file}`]);
}
