// Build step after `vite build`: writes a brotli (`.br`, maximum quality) and a gzip (`.gz`, level 9)
// copy beside every text asset of the built web app, so that the server sends each asset compressed
// in the encoding the browser accepts without compressing anything per request (the server's static
// files use them: apps/server/src/routes/web-app/web-app.ts). Copies that would not be smaller, and files
// under 256 bytes, are not written. index.html is left out: the server compresses the page itself, once
// per build, because it adds headers derived from it. Usage: node scripts/precompress-assets.mjs [dir]
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DEFAULT_DIR = join(ROOT, "apps/web/dist");
/**
 * Smaller than the server's MIN_COMPRESSED_BYTES (1 KB, which weighs the CPU of compressing each
 * answer): a copy made once at build time costs nothing per request, and the first visit's small
 * chunks (0.3–1 KB each, two dozen of them) shrink by about half. Below this, the headers a compressed
 * answer adds (Content-Encoding, Vary) would eat the saving.
 */
const MIN_BYTES = 256;
// The server sends Vary for the same files (apps/server/src/routes/web-app/web-app.ts, PRECOMPRESSED_FILE).
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/i;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses one file; returns its raw size and the sizes of the copies written (0 when not). */
async function precompress(path) {
  const bytes = await readFile(path);
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written = { raw: bytes.byteLength, br: 0, gz: 0 };
  if (br.byteLength < bytes.byteLength) {
    await writeFile(`${path}.br`, br);
    written.br = br.byteLength;
  }
  if (gz.byteLength < bytes.byteLength) {
    await writeFile(`${path}.gz`, gz);
    written.gz = gz.byteLength;
  }
  return written;
}

/** Precompresses every text asset under `dir`; returns the totals. */
export async function precompressAssets(dir = DEFAULT_DIR) {
  const candidates = [];
  for await (const path of filesUnder(dir)) {
    if (!TEXT_FILE.test(path) || relative(dir, path) === "index.html") continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    candidates.push(path);
  }
  const results = await Promise.all(candidates.map(precompress));
  return results.reduce(
    (total, result) => ({
      files: total.files + 1,
      raw: total.raw + result.raw,
      br: total.br + result.br,
      gz: total.gz + result.gz,
    }),
    { files: 0, raw: 0, br: 0, gz: 0 },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? DEFAULT_DIR;
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  const total = await precompressAssets(dir);
  console.log(
    `pxv: precompressed ${total.files} assets: ${kb(total.raw)} → brotli ${kb(total.br)}, gzip ${kb(total.gz)}`,
  );
}
