/**
 * Serves the built web app: hashed assets with long cache lifetimes, and index.html for every other
 * GET that asks for a page (history fallback), so that deep links like /artworks/123 load the SPA.
 * Unknown API and image paths stay JSON 404s. Assets go out as the build compressed them (the
 * `.br`/`.gz` files scripts/precompress-assets.mjs writes beside them), chosen per `Accept-Encoding`
 * with no compression per request; the page is compressed once per build.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Compressor } from "../compression/compressor.js";
import { sendEncoded, type EncodedBodies } from "../compression/encoding.js";
import { notFound, sendError } from "../error-answers.js";
import { contentSecurityPolicy } from "./security-headers.js";

/** Paths that are never pages: API, images, health, and build assets (a missing asset is a 404). */
const NOT_PAGES = /^\/(api|-|~|pixiv-app-api|pixiv-oauth|healthz|readyz|openapi\.json|assets)(\/|$|\?)/;

/** index.html with what is derived from it, remade only when the file's text changes. */
interface Page {
  readonly html: string;
  readonly csp: string;
  readonly encoded: EncodedBodies | null;
}

/** The files the build gives .br and .gz copies (scripts/precompress-assets.mjs's TEXT_FILE). */
const PRECOMPRESSED_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)(\.br|\.gz)?$/i;

export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | null,
  compressor: Compressor | null,
): Promise<void> {
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build's .br and .gz copies, when the request accepts them (with Vary and per-file ETags).
      preCompressed: true,
      // index.html is only served by the fallback below, which adds its Content-Security-Policy.
      allowedPath: (path) => path !== "/index.html",
      // Vite puts content-hashed files under assets/; anything else may change between builds. The
      // plugin's own Cache-Control is off: it would replace the one set here.
      cacheControl: false,
      setHeaders: (response, path) => {
        response.setHeader(
          "cache-control",
          path.startsWith(join(webRoot, "assets")) ? "public, max-age=31536000, immutable" : "no-cache",
        );
        // The plugin picks the .br or .gz copy by Accept-Encoding but does not say so to caches.
        if (PRECOMPRESSED_FILE.test(path)) response.setHeader("vary", "Accept-Encoding");
      },
    });
  }
  // Read per request (it is small and the OS caches it) so a rebuild is picked up without a restart.
  const readIndexHtml = (): Promise<string | null> =>
    webRoot ? readFile(join(webRoot, "index.html"), "utf8").catch(() => null) : Promise.resolve(null);
  let page: Page | null = null;
  const pageFor = async (html: string): Promise<Page> => {
    if (page?.html === html) return page;
    const encoded = compressor ? await compressor.encodeAll("text/html", Buffer.from(html, "utf8")) : null;
    page = { html, csp: contentSecurityPolicy(html), encoded };
    return page;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (!wantsPage || NOT_PAGES.test(request.url)) {
      return sendError(notFound(request), request, reply);
    }
    const indexHtml = await readIndexHtml();
    if (indexHtml === null) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send("The pxv web app has not been built. Run `npm start` (it builds), or `npm run build`.\n");
    }
    const { html, csp, encoded } = await pageFor(indexHtml);
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("content-security-policy", csp);
    return sendEncoded(reply, html, encoded);
  });
}
