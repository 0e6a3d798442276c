/**
 * The one place image URLs are rewritten. pixiv's image hosts refuse requests without a pixiv
 * Referer, so the browser never fetches them directly: `https://i.pximg.net/<path>` becomes
 * `<iPximg>/<path>` (default `/-`) and `https://s.pximg.net/<path>` becomes `<sPximg>/<path>`
 * (default `/~`), the server's streaming proxy paths. The web relay answers pictures already on
 * those paths (`/-/<path>`, `/~/<path>`, as PixivNow does); they are read as they are, put on the
 * configured bases the same way. Anything else passes through untouched.
 */

import { I_PXIMG_ORIGIN, S_PXIMG_ORIGIN } from "./hosts.js";

/** The server's proxy path prefixes for the two image hosts. */
export const I_PXIMG_PROXY_PREFIX = "/-";
export const S_PXIMG_PROXY_PREFIX = "/~";

export interface ImageProxyBases {
  /** Replaces `https://i.pximg.net`; a path prefix or an origin, without trailing slash. */
  readonly iPximg?: string;
  /** Replaces `https://s.pximg.net`. */
  readonly sPximg?: string;
}

export type ImageUrlRewriter = (url: string) => string;

/** A picture on the server's proxy paths, as the web relay answers it: `/-/<path>` or `/~/<path>`. */
export const IMAGE_PROXY_PATH = /^\/[-~]\//;

export function rewriteImageUrl(url: string, bases: ImageProxyBases = {}): string {
  const rest = (start: string): string | null =>
    url.startsWith(`${start}/`) ? url.slice(start.length) : null;
  const iPath = rest(I_PXIMG_ORIGIN) ?? rest(I_PXIMG_PROXY_PREFIX);
  if (iPath !== null) return `${bases.iPximg ?? I_PXIMG_PROXY_PREFIX}${iPath}`;
  const sPath = rest(S_PXIMG_ORIGIN) ?? rest(S_PXIMG_PROXY_PREFIX);
  if (sPath !== null) return `${bases.sPximg ?? S_PXIMG_PROXY_PREFIX}${sPath}`;
  return url;
}

const escapeSlashes = (text: string): string => text.replaceAll("/", "\\/");

/**
 * pixiv's picture URLs in a text (JSON or not, slashes escaped or not) moved onto the server's
 * proxy paths: `https://i.pximg.net/…` → `/-/…`, `https://s.pximg.net/…` → `/~/…`. What the web
 * relay does to every answer, so a PixivNow client's `<image host> + path` finds the picture.
 */
export function toImageProxyPaths(text: string): string {
  return text
    .replaceAll(`${I_PXIMG_ORIGIN}/`, `${I_PXIMG_PROXY_PREFIX}/`)
    .replaceAll(`${S_PXIMG_ORIGIN}/`, `${S_PXIMG_PROXY_PREFIX}/`)
    .replaceAll(escapeSlashes(`${I_PXIMG_ORIGIN}/`), escapeSlashes(`${I_PXIMG_PROXY_PREFIX}/`))
    .replaceAll(escapeSlashes(`${S_PXIMG_ORIGIN}/`), escapeSlashes(`${S_PXIMG_PROXY_PREFIX}/`));
}

/** pixiv's size segment of a master URL (`/c/600x1200_90/`), absent on full-size masters. */
const MASTER_SIZE_SEGMENT = /\/c\/[^/]+\/(?=img-master\/)/;

/**
 * A master URL (pixiv's or the proxy's) at another size: `size` is pixiv's segment ("1200x1200_90_webp"),
 * or null for the full 1200 master, which has none.
 */
export function resizedMasterUrl(url: string, size: string | null): string {
  return url.replace(MASTER_SIZE_SEGMENT, size === null ? "/" : `/c/${size}/`);
}
