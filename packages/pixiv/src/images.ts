/**
 * The one place image URLs are rewritten. pixiv's image hosts refuse requests without a pixiv
 * Referer, so the browser never fetches them directly: `https://i.pximg.net/<path>` becomes
 * `<iPximg>/<path>` (default `/-`) and `https://s.pximg.net/<path>` becomes `<sPximg>/<path>`
 * (default `/~`), the server's streaming proxy paths. Anything else passes through untouched.
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

export function rewriteImageUrl(url: string, bases: ImageProxyBases = {}): string {
  const rest = (origin: string): string | null =>
    url.startsWith(`${origin}/`) ? url.slice(origin.length) : null;
  const iPath = rest(I_PXIMG_ORIGIN);
  if (iPath !== null) return `${bases.iPximg ?? I_PXIMG_PROXY_PREFIX}${iPath}`;
  const sPath = rest(S_PXIMG_ORIGIN);
  if (sPath !== null) return `${bases.sPximg ?? S_PXIMG_PROXY_PREFIX}${sPath}`;
  return url;
}
