/**
 * Where pxv's public route families start, for the routes that register them and for the layers
 * under the routes that sort requests by them (CORS, the abuse limits' client scopes) without
 * importing any route.
 */
import { HIBI_API_BASE } from "@pxv/pixiv";

/** The HibiAPI-compatible API. */
export const HIBI_API_PREFIX = HIBI_API_BASE;

/** The HibiAPI routes that act with the caller's own token (never answered to an unlisted origin; see cors.ts). */
export const USER_ACTION_NAMES = ["req_get", "req_post"] as const;

/** The feeds for feed readers (Atom, RSS, JSON Feed): public, like the HibiAPI routes. */
export const FEEDS_PREFIX = "/feeds";

/** The image proxy that takes a whole pixiv image address: `/proxy/<url>`. */
export const GENERIC_PROXY_PREFIX = "/proxy/";
