// Vite config of the web app: React + Tailwind 4, @pxv/pixiv bundled from source (no build step in
// between), the app version for the About screen, the service worker built with this build's app
// shell (pwa/sw.js), and in dev the API and image-proxy paths forwarded to the pxv server on :8787.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const PXV_SERVER = "http://127.0.0.1:8787";
const packageJson = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8")) as {
  version: string;
};

/** Emits sw.js with the build's id and the files of the app shell (index.html, every script and style). */
function serviceWorker(): Plugin {
  return {
    name: "pxv-service-worker",
    apply: "build",
    generateBundle(_options, bundle) {
      const shell = ["/index.html", "/manifest.webmanifest", "/favicon.svg"];
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" || file.fileName.endsWith(".css")) shell.push(`/${file.fileName}`);
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
          .replace('"__PXV_PRECACHE_JSON__"', JSON.stringify(JSON.stringify(shell))),
      });
    },
  };
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
  },
});
