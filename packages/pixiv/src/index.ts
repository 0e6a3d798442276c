/**
 * @pxv/pixiv — everything pxv knows about pixiv, shared by the web app, the server and the sandbox:
 * wire schemas, domain types, normalizers, constants and the image URL rewriter. Isomorphic: no DOM
 * and no Node-only APIs.
 */
export * from "./constants.js";
export * from "./rank-date.js";
export * from "./hosts.js";
export * from "./oauth.js";
export * from "./images.js";
export * from "./wire/app-api.js";
export * from "./domain/artwork.js";
export * from "./normalize/illust.js";
export * from "./pxv/notices.js";
