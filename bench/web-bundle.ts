/**
 * Benchmark: how much a visitor downloads before the first page (Home, "/") can show — the entry
 * script, the Home screen's chunk, the default language's messages (zh-CN) and every chunk they
 * import statically, plus their CSS — gzip-compressed, printed beside the goal. Reads the web app's
 * build manifest (apps/web/dist/.vite/manifest.json), so run after `npm run build -w @pxv/web`. Home's
 * screen is built into the `home` chunk group (apps/web/chunk-groups.ts), so it is found by that name.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** Goal for the first route's JavaScript + CSS, gzip (the reference viewer ships ~706 KB, PixivNow ~177 KB). */
const GOAL_KB = 120;
const DIST = new URL("../../apps/web/dist/", import.meta.url);

interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

const manifest = JSON.parse(readFileSync(new URL(".vite/manifest.json", DIST), "utf8")) as Record<
  string,
  ManifestChunk
>;

const homeGroup = Object.keys(manifest).find((key) => manifest[key]?.name === "home");
if (homeGroup === undefined) throw new Error("the build manifest has no `home` chunk group");
const ROOTS = ["index.html", homeGroup, "src/i18n/locales/zh-CN.json"];

const files = new Set<string>();
const visit = (key: string): void => {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const root of ROOTS) visit(root);

const rows = [...files].map((file) => {
  const bytes = readFileSync(new URL(file, DIST));
  return { file, raw: bytes.byteLength, gzip: gzipSync(bytes).byteLength };
});
rows.sort((a, b) => b.gzip - a.gzip);

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
for (const row of rows)
  console.log(`${kb(row.gzip).padStart(8)} KB gzip  ${kb(row.raw).padStart(8)} KB  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const js = rows.filter((row) => row.file.endsWith(".js")).reduce((sum, row) => sum + row.gzip, 0);
console.log(
  `first route (/): ${kb(total)} KB gzip (JS ${kb(js)} KB, CSS ${kb(total - js)} KB) in ${rows.length} files · goal ≤ ${GOAL_KB} KB · ${total / 1024 <= GOAL_KB ? "met" : "not met"}`,
);
