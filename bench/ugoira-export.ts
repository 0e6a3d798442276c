/// <reference lib="dom" />
/**
 * Benchmark: how long pxv's in-browser ugoira exports take for a 100-frame 600×600 animation in
 * Chromium — GIF (gifenc, 100-frame rule), APNG (upng-js) and MP4 (mediabunny/WebCodecs), each made
 * in pxv's export worker exactly as the artwork page makes it — printed beside gif.js 0.2.0, the
 * encoder of the reference viewer (10 workers, quality 10, the same kept frames), on the same frames
 * in the same browser. Goal: pxv's GIF in at most half gif.js's time.
 *
 * pxv's export module is bundled with Vite into a throwaway page; gif.js comes from the repository's
 * devDependencies (root package.json). Both are served from loopback and driven
 * with playwright-core in /usr/bin/chromium (PXV_CHROMIUM to override). Each export runs ROUNDS
 * times; the best time is printed.
 */
import { createRequire } from "node:module";
import { createReadStream, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { build } from "vite";

const FRAMES = 100;
const SIZE = 600;
const DELAY_MS = 40;
const ROUNDS = 2;
const GOAL_RATIO = 0.5;

const exportModule = fileURLToPath(
  new URL("../../apps/web/src/features/ugoira/export-ugoira.ts", import.meta.url),
);
// gif.js is a devDependency of the repository, kept only for this comparison.
const gifJsDir = join(dirname(createRequire(import.meta.url).resolve("gif.js/package.json")), "dist");
if (!existsSync(join(gifJsDir, "gif.js"))) {
  console.error("gif.js is missing: run `npm ci` at the repository's root.");
  process.exit(1);
}

// 1. Bundle pxv's export module (and its worker) into a page.
const root = mkdtempSync(join(tmpdir(), "pxv-bench-ugoira-"));
writeFileSync(
  join(root, "index.html"),
  `<!doctype html><meta charset="utf-8"><script type="module" src="./main.ts"></script>`,
);
writeFileSync(
  join(root, "main.ts"),
  `import { exportUgoira } from ${JSON.stringify(exportModule)};\n(window as unknown as Record<string, unknown>).pxvExport = exportUgoira;\n`,
);
await build({
  root,
  configFile: false,
  logLevel: "error",
  build: { outDir: join(root, "dist"), emptyOutDir: true },
});

// 2. Serve it, plus gif.js and its worker.
const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
  const file = path.startsWith("/gif.")
    ? join(gifJsDir, path)
    : join(root, "dist", path === "/" ? "index.html" : path);
  if (!file.startsWith(root) && !file.startsWith(gifJsDir)) {
    response.writeHead(403).end();
    return;
  }
  if (!existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.address();
const base = `http://127.0.0.1:${String(typeof address === "object" && address !== null ? address.port : 0)}`;

const browser = await chromium.launch({
  executablePath: process.env["PXV_CHROMIUM"] ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  await page.addScriptTag({ url: `${base}/gif.js` });
  await page.waitForFunction(() => "pxvExport" in window && "GIF" in window);

  // 3. The same frames for everyone: JPEG pictures with moving shapes, as an ugoira zip holds them.
  await page.evaluate(
    async ({ count, size, delay }) => {
      const canvas = new OffscreenCanvas(size, size);
      const context = canvas.getContext("2d");
      if (context === null) throw new Error("no canvas");
      const frames = [];
      for (let index = 0; index < count; index += 1) {
        const gradient = context.createLinearGradient(0, 0, size, size);
        gradient.addColorStop(0, `hsl(${String((index * 7) % 360)} 70% 60%)`);
        gradient.addColorStop(1, `hsl(${String((index * 7 + 120) % 360)} 60% 40%)`);
        context.fillStyle = gradient;
        context.fillRect(0, 0, size, size);
        for (let shape = 0; shape < 12; shape += 1) {
          context.fillStyle = `hsl(${String(shape * 30)} 80% 55%)`;
          context.beginPath();
          context.arc(
            (size / 2) * (1 + Math.sin(index / 8 + shape)),
            (size / 2) * (1 + Math.cos(index / 11 + shape * 2)),
            20 + shape * 4,
            0,
            Math.PI * 2,
          );
          context.fill();
        }
        const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.9 });
        frames.push({
          file: `${String(index).padStart(6, "0")}.jpg`,
          delay,
          type: "image/jpeg",
          data: await blob.arrayBuffer(),
        });
      }
      (window as unknown as Record<string, unknown>).benchFrames = frames;
    },
    { count: FRAMES, size: SIZE, delay: DELAY_MS },
  );

  const timePxv = (format: string) =>
    page.evaluate(async (name) => {
      const scope = window as unknown as {
        pxvExport: (format: string, frames: unknown, options: { bitrate: number }) => Promise<Blob>;
        benchFrames: unknown;
      };
      const started = performance.now();
      const blob = await scope.pxvExport(name, scope.benchFrames, { bitrate: 4_000_000 });
      return { ms: performance.now() - started, bytes: blob.size };
    }, format);

  // gif.js as the reference viewer runs it: the same kept frames (every second one at 100+ frames,
  // delay doubled), decoded from the same JPEGs, 10 workers, quality 10.
  const timeGifJs = () =>
    page.evaluate(async () => {
      interface GifJs {
        addFrame(image: ImageData, options: { delay: number; copy: boolean }): void;
        on(event: "finished", callback: (blob: Blob) => void): void;
        render(): void;
      }
      const scope = window as unknown as {
        GIF: new (options: Record<string, unknown>) => GifJs;
        benchFrames: { delay: number; type: string; data: ArrayBuffer }[];
      };
      const started = performance.now();
      const all = scope.benchFrames;
      const kept = all.length >= 100 ? all.filter((_, index) => index % 2 === 0) : all;
      const first = await createImageBitmap(new Blob([all[0]?.data ?? new ArrayBuffer(0)]));
      const canvas = new OffscreenCanvas(first.width, first.height);
      const context = canvas.getContext("2d", { willReadFrequently: true });
      if (context === null) throw new Error("no canvas");
      const gif = new scope.GIF({
        workers: 10,
        quality: 10,
        width: first.width,
        height: first.height,
        workerScript: "/gif.worker.js",
      });
      for (const frame of kept) {
        const bitmap = await createImageBitmap(new Blob([frame.data], { type: frame.type }));
        context.drawImage(bitmap, 0, 0);
        bitmap.close();
        gif.addFrame(context.getImageData(0, 0, canvas.width, canvas.height), {
          delay: all.length >= 100 ? frame.delay * 2 : frame.delay,
          copy: true,
        });
      }
      const blob = await new Promise<Blob>((resolve) => {
        gif.on("finished", resolve);
        gif.render();
      });
      return { ms: performance.now() - started, bytes: blob.size };
    });

  const best = async (run: () => Promise<{ ms: number; bytes: number }>) => {
    let result = await run();
    for (let round = 1; round < ROUNDS; round += 1) {
      const next = await run();
      if (next.ms < result.ms) result = next;
    }
    return result;
  };

  const gif = await best(() => timePxv("gif"));
  const reference = await best(timeGifJs);
  const apng = await best(() => timePxv("apng"));
  const mp4 = await best(() => timePxv("mp4"));

  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;
  const ms = (value: number): string => `${value.toFixed(0)} ms`.padStart(8);
  const ratio = gif.ms / reference.ms;
  console.log(
    `ugoira export, ${String(FRAMES)} frames ${String(SIZE)}×${String(SIZE)}, Chromium, best of ${String(ROUNDS)}:`,
  );
  console.log(`  GIF  pxv (gifenc, worker)       ${ms(gif.ms)}  ${kb(gif.bytes)}`);
  console.log(`  GIF  gif.js 0.2.0 (10 workers)  ${ms(reference.ms)}  ${kb(reference.bytes)}`);
  console.log(`  APNG pxv (upng-js, worker)      ${ms(apng.ms)}  ${kb(apng.bytes)}`);
  console.log(`  MP4  pxv (mediabunny, WebCodecs)${ms(mp4.ms)}  ${kb(mp4.bytes)}`);
  console.log(
    `pxv GIF / gif.js: ${ratio.toFixed(2)} · goal ≤ ${GOAL_RATIO.toFixed(2)} · ${ratio <= GOAL_RATIO ? "met" : "not met"}`,
  );
} finally {
  await browser.close();
  server.close();
  rmSync(root, { recursive: true, force: true });
}
