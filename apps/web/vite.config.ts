// Vite config of the web app: React + Tailwind 4, @pxv/pixiv bundled from source (no build step in
// between), the app version for the About screen, the service worker built with this build's app
// shell (pwa/sw.js), and in dev the API and image-proxy paths forwarded to the pxv server on :8787.
import { createHash } from "node:crypto";
import { createReadStream, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { createClosures, type ModuleGraph } from "./chunk-groups";
import { OCR_FILES } from "./src/features/picture-translation/ocr-assets";

const PXV_SERVER = "http://127.0.0.1:8787";
const packageJson = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8")) as {
  version: string;
};
/** The app's version (the About screen), for this build and the first screen's (vite.ssr.config.ts). */
export const appVersion = packageJson.version;

/**
 * Chunks the service worker does not precache: the heavy optional features, fetched on first use and
 * cached then (pwa/sw.js) — novel export (PDF with its CJK font, DOCX, EPUB, print), HLS video,
 * ugoira export and its encoders, bulk download's engine and panels, picture translation's OCR and
 * translators. A chunk holding any of these
 * modules is one of them — unless a precached chunk imports it statically (then it is precached too).
 */
const OPTIONAL_MODULES = [
  /node_modules\/(jspdf|docx|hls\.js|html2canvas|dompurify|canvg|core-js|mediabunny|gifenc|upng-js)\//,
  /\/src\/features\/novel\/export\//,
  /\/src\/features\/ugoira\/(export-|ugoira-download\.ts)/,
  /\/src\/features\/bulk-download\/(bulk-runner|bulk-dialog|bulk-dock|fetch-entry|folder-permission)\./,
  // Picture translation's OCR and translators (loaded on the first press), not its overlay and
  // button, which the artwork page and its viewer carry and need offline.
  /\/src\/features\/picture-translation\/(picture-ocr|ocr-|tesseract-engine|recognise-page|text-regions|translate-work|translate-regions)/,
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
 * Picture translation's OCR files (src/features/picture-translation/ocr-assets.ts), copied from their
 * npm packages into one folder of the build named by a hash of their bytes, so a new version is a new
 * folder and an old one can stay cached for good. They are assets under /assets/, so the service
 * worker keeps them once fetched (optional, not precached); the app learns the folder through
 * `__PXV_OCR_BASE__`. The dev server answers the same paths from node_modules.
 */
const requireHere = createRequire(import.meta.url);
const packageFolder = (name: string, from = requireHere): string =>
  dirname(from.resolve(`${name}/package.json`));
const TESSERACT = packageFolder("tesseract.js");
const TESSERACT_CORE = packageFolder("tesseract.js-core", createRequire(join(TESSERACT, "package.json")));
const OCR_SOURCES: Readonly<Record<string, string>> = {
  [OCR_FILES.worker]: join(TESSERACT, "dist/worker.min.js"),
  [OCR_FILES.coreSimd]: join(TESSERACT_CORE, OCR_FILES.coreSimd),
  [OCR_FILES.core]: join(TESSERACT_CORE, OCR_FILES.core),
  [OCR_FILES.jpn]: join(packageFolder("@tesseract.js-data/jpn"), "4.0.0_best_int", OCR_FILES.jpn),
  [OCR_FILES.jpnVert]: join(
    packageFolder("@tesseract.js-data/jpn_vert"),
    "4.0.0_best_int",
    OCR_FILES.jpnVert,
  ),
};
const OCR_BASE = (() => {
  const hash = createHash("sha256");
  for (const [name, path] of Object.entries(OCR_SOURCES)) hash.update(name).update(readFileSync(path));
  return `/assets/ocr-${hash.digest("hex").slice(0, 10)}/`;
})();

/** The OCR's page-side module, built as an entry (see build.rolldownOptions.input). */
const PICTURE_OCR_ENTRY = fileURLToPath(
  new URL("src/features/picture-translation/picture-ocr.ts", import.meta.url),
);

function ocrAssets(): Plugin {
  return {
    name: "pxv-ocr-assets",
    generateBundle() {
      for (const [name, path] of Object.entries(OCR_SOURCES)) {
        this.emitFile({ type: "asset", fileName: `${OCR_BASE.slice(1)}${name}`, source: readFileSync(path) });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split("?")[0] ?? "";
        const source = path.startsWith(OCR_BASE) ? OCR_SOURCES[path.slice(OCR_BASE.length)] : undefined;
        if (source === undefined) {
          next();
          return;
        }
        response.setHeader(
          "content-type",
          path.endsWith(".js") ? "text/javascript" : "application/octet-stream",
        );
        createReadStream(source).pipe(response);
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

/**
 * What start-up loads on Home once the first pictures are in (components/after-first-paint.ts): the
 * persisted query cache, the local favourites' keys, the service worker's registration, the key
 * bindings, the notices and Home's cards below the ranking.
 */
const AFTER_FIRST_PAINT = [
  "src/queries/query-persist.ts",
  "src/storage/local-favorite-keys.ts",
  "src/pwa/register-service-worker.ts",
  "src/commands/bindings.ts",
  "src/features/notices/notices.tsx",
  "src/features/home/home-cards.tsx",
].map((path) => fileURLToPath(new URL(path, import.meta.url)));
/** Libraries other screens load on their own too: kept in their own chunks rather than in `later`. */
const SHARED_LIBRARIES = /\/node_modules\/(dexie|@tanstack\/(react-)?virtual)|\/src\/storage\/local-db\.ts$/;

/**
 * Chunk groups for the first visit (chunk-groups.ts says why): the modules the entry imports
 * statically in one `index` chunk, those Home's screen adds in one `home` chunk, and what start-up
 * loads after the first paint (short of the shared libraries) in one `later` chunk. Computed once per
 * build from the module graph.
 */
function firstVisitGroups() {
  let groups: ReadonlyMap<string, string> | null = null;
  const groupOf = (id: string, graph: ModuleGraph): string | null => {
    if (groups === null) {
      const closure = createClosures(graph);
      const index = closure(ENTRY_MODULE);
      const home = closure(HOME_SCREEN, index);
      const seen = new Set([...index, ...home]);
      const later = AFTER_FIRST_PAINT.flatMap((root) => [...closure(root, seen)]).filter(
        (module) => !SHARED_LIBRARIES.test(module),
      );
      groups = new Map([
        ...[...index].map((module) => [module, "index"] as const),
        ...[...home].map((module) => [module, "home"] as const),
        ...later.map((module) => [module, "later"] as const),
      ]);
    }
    return groups.get(id) ?? null;
  };
  return [{ name: groupOf, debugName: "first-visit", priority: 10 }];
}

export default defineConfig({
  // ocrAssets before serviceWorker: the service worker lists the OCR files among the optional assets.
  plugins: [react(), tailwindcss(), ocrAssets(), serviceWorker()],
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
    __PXV_OCR_BASE__: JSON.stringify(OCR_BASE),
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
      // The page's entry, and the picture OCR's client as an entry of its own with its exports, so
      // that it is built (with its worker and files) and can be imported on first use; nothing of it
      // is part of the first visit.
      input: {
        index: fileURLToPath(new URL("index.html", import.meta.url)),
        "picture-ocr": PICTURE_OCR_ENTRY,
      },
      preserveEntrySignatures: "allow-extension",
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
