/**
 * The entry's files as the built index.html names them: its module scripts (the entry and the
 * chunks Vite preloads beside it) and its stylesheets, as `Link` values for a 103 Early Hints answer,
 * so a browser starts fetching them while the server is still making the page.
 */

/** A same-origin path of the build, with nothing that could break out of a `Link` value. */
const SAFE_PATH = /^\/(?!\/)[\w\-./~%@+]*$/;

/** `<script type="module" … src>`, `<link rel="modulepreload" … href>` and `<link rel="stylesheet" … href>`. */
const ASSET_TAG = /<(script|link)\b([^>]*)>/gi;
const attribute = (attributes: string, name: string): string | null =>
  new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, "i").exec(attributes)?.[1] ?? null;

/** The `Link` header values announcing the page's entry scripts and stylesheets, in the page's order. */
export function entryAssetLinks(html: string): string[] {
  const links: string[] = [];
  for (const [, tag = "", attributes = ""] of html.matchAll(ASSET_TAG)) {
    const isScript = tag.toLowerCase() === "script";
    const path = attribute(attributes, isScript ? "src" : "href");
    if (path === null || !SAFE_PATH.test(path)) continue;
    const rel = attribute(attributes, "rel")?.toLowerCase() ?? null;
    const crossorigin = /\bcrossorigin\b/i.test(attributes) ? "; crossorigin" : "";
    if (isScript && attribute(attributes, "type") === "module") {
      links.push(`<${path}>; rel=modulepreload${crossorigin}`);
    } else if (!isScript && rel === "modulepreload") {
      links.push(`<${path}>; rel=modulepreload${crossorigin}`);
    } else if (!isScript && rel === "stylesheet") {
      links.push(`<${path}>; rel=preload; as=style${crossorigin}`);
    }
  }
  return links;
}
