/**
 * Which limit a request counts against, by its path: the API, the sign-in relays, the image proxy,
 * or none (pages, assets, health, the OpenAPI document).
 */
import { I_PXIMG_PROXY_PREFIX, S_PXIMG_PROXY_PREFIX } from "@pxv/pixiv";

export type LimitScope = "api" | "relay" | "image";

const RELAY_PATH = /^\/(?:pixiv-app-api|pixiv-oauth|api\/pixiv-now)\//;
const API_PATH = /^\/api\//;
const IMAGE_PREFIXES = [`${I_PXIMG_PROXY_PREFIX}/`, `${S_PXIMG_PROXY_PREFIX}/`];

export function limitScope(url: string): LimitScope | null {
  if (RELAY_PATH.test(url)) return "relay";
  if (API_PATH.test(url)) return "api";
  if (IMAGE_PREFIXES.some((prefix) => url.startsWith(prefix))) return "image";
  return null;
}
