/**
 * Serves the built web app: hashed assets with long cache lifetimes, and index.html for a GET of
 * one of the app's pages (history fallback), so that deep links like /artworks/123 load the SPA.
 * Which paths are pages is the app's own route table (@pxv/pixiv's isAppPagePath, the paths the
 * web app builds its router from). Any other path is a 404: the app's page (which shows its
 * not-found screen) for a browser asking for HTML, pxv's JSON error otherwise; API, image and
 * asset paths are always JSON. Assets go out as the build compressed them (the
 * `.br`/`.gz` files scripts/precompress-assets.mjs writes beside them), chosen per `Accept-Encoding`
 * with no compression per request; the page is compressed once per build.
 * A page whose first screen is known (Home, a ranking, a tag search, an artwork) goes out with that
 * screen's anonymous data and first pictures inside (and its first cards' markup where the web app
 * renders it; the page then varies with Accept-Language), after a 103 Early Hints naming the entry's
 * scripts and stylesheet (first-screen/).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isAppPagePath } from "@pxv/pixiv";
import type { Compressor } from "../../infrastructure/compression/compressor.js";
import { appendVary, sendEncoded, type EncodedBodies } from "../../infrastructure/compression/encoding.js";
import { notFound, sendError } from "../../errors.js";
import { contentSecurityPolicy } from "../../infrastructure/security-headers.js";
import { sendEarlyHints } from "./first-screen/early-hints.js";
import { createFirstScreenPages } from "./first-screen/first-screen-page.js";
import { loadFirstScreenRenderer, type FirstScreenRenderer } from "./first-screen/first-screen-markup.js";
import { entryAssetLinks } from "./first-screen/page-assets.js";

/** Paths never answered with HTML, even to a browser: API, images, health, and build assets. */
const NEVER_HTML =
  /^\/(api|-|~|proxy|pixiv-app-api|pixiv-oauth|healthz|readyz|openapi\.json|assets)(\/|$|\?)/;

/** The request's path without its query. */
const pathOf = (url: string): string => {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
};

/** A browser's navigation asks for HTML; `fetch`, `<img>` and API clients do not. */
function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? "";
  return accept.includes("text/html") && !NEVER_HTML.test(request.url);
}

/** index.html with what is derived from it, remade only when the file's text changes. */
interface Page {
  readonly html: string;
  readonly csp: string;
  readonly encoded: EncodedBodies | null;
  /** The entry's scripts and stylesheet as Early Hints `Link` values. */
  readonly assetLinks: readonly string[];
}

export interface WebAppOptions {
  /** The built web app (apps/web/dist), or null when it has not been built. */
  readonly webRoot: string | null;
  readonly compressor: Compressor | null;
  /** pixiv's clock, which decides today's ranking (the sandbox's in sandbox mode); default the machine's. */
  readonly now?: () => Date;
  /** 103 Early Hints for pages (PXV_EARLY_HINTS); default on. */
  readonly earlyHints?: boolean;
  /** How long a page waits for its first screen's data (default first-answers.ts's deadline). */
  readonly firstDataDeadlineMs?: number;
  /** Renders a first screen's markup (default: the web app's own, built beside `webRoot`; null: none). */
  readonly firstScreenRenderer?: FirstScreenRenderer | null;
}

/** The files the build gives .br and .gz copies (scripts/precompress-assets.mjs's TEXT_FILE). */
const PRECOMPRESSED_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)(\.br|\.gz)?$/i;

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { webRoot, compressor } = options;
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
    page = { html, csp: contentSecurityPolicy(html), encoded, assetLinks: entryAssetLinks(html) };
    return page;
  };
  const firstScreenPage = createFirstScreenPages(app, {
    compressor,
    renderer:
      options.firstScreenRenderer === undefined
        ? loadFirstScreenRenderer(webRoot)
        : options.firstScreenRenderer,
    now: options.now ?? (() => new Date()),
    ...(options.firstDataDeadlineMs === undefined ? {} : { deadlineMs: options.firstDataDeadlineMs }),
  });

  app.setNotFoundHandler(async (request, reply) => {
    const reading = request.method === "GET" || request.method === "HEAD";
    const isPage = reading && isAppPagePath(pathOf(request.url));
    if (!isPage && !(reading && wantsHtml(request))) {
      return sendError(notFound(request), request, reply);
    }
    const indexHtml = await readIndexHtml();
    if (indexHtml === null && !isPage) return sendError(notFound(request), request, reply);
    if (indexHtml === null) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send("The pxv web app has not been built. Run `npm start` (it builds), or `npm run build`.\n");
    }
    const { html, csp, encoded, assetLinks } = await pageFor(indexHtml);
    const navigation = isPage && request.method === "GET" && wantsHtml(request);
    if (navigation && options.earlyHints !== false) sendEarlyHints(request, reply, assetLinks);
    const withFirstScreen = navigation ? await firstScreenPage(request, html) : null;
    // Not a page: the app's own not-found screen, with the status that says so. The policy is the
    // plain page's: the first screen adds a data block (never run) and same-origin preloads.
    reply
      .code(isPage ? 200 : 404)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("content-security-policy", csp);
    if (navigation) appendVary(reply, "accept-language");
    return withFirstScreen === null
      ? sendEncoded(reply, html, encoded)
      : sendEncoded(reply, withFirstScreen.html, withFirstScreen.encoded);
  });
}
