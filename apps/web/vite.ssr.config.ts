// Vite config of the first screen's server rendering (issue 28, src/app/first-screen/render.tsx):
// one self-contained ES module in dist-ssr/ (React, the router and the app's modules bundled in, so
// the server needs none of the web app's packages), loaded by the server with a dynamic import. Not
// in dist/, which the server serves to browsers.
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { appVersion } from "./vite.config";

export default defineConfig({
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
    "process.env.NODE_ENV": JSON.stringify("production"),
  },
  resolve: {
    alias: {
      "@pxv/pixiv": fileURLToPath(new URL("../../packages/pixiv/src/index.ts", import.meta.url)),
    },
  },
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: "src/app/first-screen/render.tsx",
    outDir: "dist-ssr",
    emptyOutDir: true,
    target: "node20",
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: "render.js" } },
  },
});
