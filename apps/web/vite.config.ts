// Vite config of the web app: React + Tailwind 4, @pxv/pixiv bundled from source (no build step in
// between), the app version for the About screen, the service worker built with this build's app
// shell (pwa/sw.js), and in dev the API and image-proxy paths forwarded to the pxv server on :8787.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const PXV_SERVER = "http://127.0.0.1:8787";
const packageJson = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8")) as {
  version: string;
};

/**
 * Chunks the service worker does not precache: the heavy optional features, fetched on first use and
 * cached then (pwa/sw.js) — novel export (PDF with its CJK font, DOCX, EPUB, print), HLS video,
 * ugoira export and its encoders, bulk download's engine and panels. A chunk holding any of these
 * modules is one of them — unless a precached chunk imports it statically (then it is precached too).
 */
const OPTIONAL_MODULES = [
  /node_modules\/(jspdf|docx|hls\.js|html2canvas|dompurify|canvg|core-js|mediabunny|gifenc|upng-js)\//,
  /\/src\/features\/novel\/export\//,
  /\/src\/features\/ugoira\/(export-|ugoira-download\.ts)/,
  /\/src\/features\/bulk-download\/(bulk-runner|bulk-dialog|bulk-dock|fetch-entry|folder-permission)\./,
];

/**
 * Emits sw.js with the build's id and the files it precaches: the app shell (index.html, the entry's
 * scripts and styles) and every screen's chunk, so every screen opens offline after one visit — all
 * but the optional chunks above.
 */
function serviceWorker(): Plugin {
  return {
    name: "pxv-service-worker",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const heavy = new Set(
        chunks
          .filter((chunk) =>
            chunk.moduleIds.some((id) => OPTIONAL_MODULES.some((pattern) => pattern.test(id))),
          )
          .map((chunk) => chunk.fileName),
      );
      // A chunk a precached one imports statically is needed with it: precached too.
      const precached = (name: string): boolean => !heavy.has(name);
      for (let changed = true; changed;) {
        changed = false;
        for (const chunk of chunks) {
          if (!precached(chunk.fileName)) continue;
          for (const imported of chunk.imports) {
            if (heavy.delete(imported)) changed = true;
          }
        }
      }
      const shell = ["/index.html", "/manifest.webmanifest", "/favicon.svg"];
      const optional: string[] = [];
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk") (precached(file.fileName) ? shell : optional).push(`/${file.fileName}`);
        else if (file.fileName.endsWith(".css")) shell.push(`/${file.fileName}`);
        else if (file.fileName.startsWith("assets/")) optional.push(`/${file.fileName}`);
      }
      const build = createHash("sha256")
        .update(Object.keys(bundle).sort().join("\n"))
        .digest("hex")
        .slice(0, 12);
      const template = readFileSync(new URL("pwa/sw.js", import.meta.url), "utf8");
      this.emitFile({
        type: "asset",
        fileName: "sw.js",
        source: template
          .replace("__PXV_BUILD__", build)
          .replace('"__PXV_PRECACHE_JSON__"', JSON.stringify(JSON.stringify(shell)))
          .replace('"__PXV_OPTIONAL_JSON__"', JSON.stringify(JSON.stringify(optional))),
      });
    },
  };
}

/**
 * The locale files' chunks are named by one hash of all of them (`l-<hash>-<namespace>-<lang>.js`)
 * rather than a hash each: the entry holds a loader per file (i18n.ts), and a hundred random hashes
 * there cost about 0.5 KB of the first visit as sent; one repeated hash compresses away. Any message
 * change renames them all, so no cached copy goes stale.
 */
const LOCALES = fileURLToPath(new URL("src/i18n/locales/", import.meta.url));
const LOCALE_FILE = /\/src\/i18n\/locales\/(?:([\w-]+)\/)?([\w-]+)\.json$/;
const LOCALES_HASH = (() => {
  const hash = createHash("sha256");
  for (const file of readdirSync(LOCALES, { recursive: true, encoding: "utf8" }).sort()) {
    if (file.endsWith(".json")) hash.update(file).update(readFileSync(LOCALES + file));
  }
  return hash.digest("hex").slice(0, 10);
})();

function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const locale = LOCALE_FILE.exec(chunk.facadeModuleId ?? "");
  if (locale === null) return "assets/[name]-[hash].js";
  return `assets/l-${LOCALES_HASH}-${locale[1] ?? "frame"}-${locale[2] ?? ""}.js`;
}

/** The app's entry module and the start page's screen (Home, the default start page). */
const ENTRY_MODULE = fileURLToPath(new URL("src/main.tsx", import.meta.url));
const HOME_SCREEN = fileURLToPath(new URL("src/features/home/home-page.tsx", import.meta.url));

interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

/** Every module `root` imports statically, directly or not, short of those in `stop`. */
function staticClosure(graph: ModuleGraph, root: string, stop: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || stop.has(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * Chunk groups for the first visit. Left to itself, Rolldown splits what Home's screen needs beyond
 * the entry into some 26 small chunks shared with other screens; each compresses on its own and
 * costs its own request, about 6 KB more (brotli) than the same code in one file. So the modules
 * Home's screen imports statically, and the entry does not, go into one `home` chunk (other screens
 * that share a few of them load it too). Computed once per build from the module graph.
 */
function firstVisitGroups() {
  let home: Set<string> | null = null;
  const homeModules = (graph: ModuleGraph): Set<string> =>
    (home ??= staticClosure(graph, HOME_SCREEN, staticClosure(graph, ENTRY_MODULE, new Set())));
  return [
    {
      name: (id: string, graph: ModuleGraph) => (homeModules(graph).has(id) ? "home" : null),
      priority: 10,
    },
  ];
}

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorker()],
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
  },
  resolve: {
    alias: {
      "@pxv/pixiv": fileURLToPath(new URL("../../packages/pixiv/src/index.ts", import.meta.url)),
    },
  },
  server: {
    proxy: {
      "/api": PXV_SERVER,
      "/-": PXV_SERVER,
      "/~": PXV_SERVER,
      "/healthz": PXV_SERVER,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // dist/.vite/manifest.json: which files each entry and route needs (bench/web-bundle.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        chunkFileNames: chunkFileName,
        codeSplitting: {
          // A grouped module does not pull the modules it imports into its group.
          includeDependenciesRecursively: false,
          groups: firstVisitGroups(),
        },
      },
    },
  },
});
