// Vite config of the web app: React + Tailwind 4, @pxv/pixiv bundled from source (no build step in
// between), and in dev the API and image-proxy paths forwarded to the pxv server on :8787.
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const PXV_SERVER = "http://127.0.0.1:8787";

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  },
});
