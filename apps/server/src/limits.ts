/** Request limits shared by the app and its routes. */

/** Largest request body accepted (the relays' forms and JSON); uploads set their own limit. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** API requests one client may make per minute unless configured otherwise. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;
/** Largest picture accepted by the image search (the reference service's limit; the web app checks it too). */
export { IMAGE_SEARCH_UPLOAD_LIMIT_BYTES } from "@pxv/pixiv";
