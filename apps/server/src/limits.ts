/** Request limits shared by the app and its routes. */

/** Largest request body accepted (the relays' forms and JSON); uploads set their own limit. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** API requests one client may make per minute unless configured otherwise. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;
/**
 * The most one request waits on an upstream call, retries included (pixiv's per-try timeout: one
 * slow try uses it up, quick failures leave room for retries).
 */
export { API_TIMEOUT_MS as UPSTREAM_DEADLINE_MS } from "@pxv/pixiv";
/** Largest picture accepted by the image search (the reference service's limit; the web app checks it too). */
export { IMAGE_SEARCH_UPLOAD_LIMIT_BYTES } from "@pxv/pixiv";
