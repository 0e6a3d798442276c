import base from "./vite.config";
import { defineConfig, mergeConfig, type Plugin } from "vite";
const probe: Plugin = {
  name: "probe",
  apply: "build",
  generateBundle(_o, bundle) {
    const out: string[] = [];
    for (const f of Object.values(bundle)) {
      if (f.type !== "chunk") continue;
      const mods = Object.entries(f.modules)
        .map(
          ([id, m]) =>
            [
              m.renderedLength,
              id
                .replace(/.*node_modules\//, "nm/")
                .replace(/.*apps\/web\/src\//, "src/")
                .replace(/.*packages\//, "pk/"),
            ] as const,
        )
        .sort((a, b) => b[0] - a[0]);
      out.push(
        `## ${f.fileName} ${f.code.length} imports=${f.imports.join(",")} dyn=${f.dynamicImports.length}`,
      );
      for (const [n, id] of mods.slice(0, 25)) out.push(`   ${String(n).padStart(8)} ${id}`);
    }
    (globalThis as any).process
      .getBuiltinModule("node:fs")
      .writeFileSync("/tmp/i13w/chunks.txt", out.join("\n"));
  },
};
export default mergeConfig(
  base,
  defineConfig({ plugins: [probe], build: { outDir: "/tmp/i13w/dist-probe" } }),
);
