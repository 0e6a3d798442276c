/**
 * @pxv/pixiv — everything pxv knows about pixiv, shared by the web app, the server and the sandbox:
 * wire schemas, domain types, normalizers, constants and the image URL rewriter. Isomorphic: no DOM
 * and no Node-only APIs.
 */
// Every module that builds zod schemas imports ./schema-config.js first (not this index), so a
// bundle with none of them carries no zod.
export * from "./constants.js";
export * from "./rank-date.js";
export * from "./hosts.js";
export * from "./oauth.js";
export * from "./client/index.js";
export * from "./images.js";
export * from "./wire/app-api.js";
export * from "./wire/pixivision.js";
export * from "./wire/translation.js";
export * from "./wire/image-search.js";
export * from "./wire/sketch.js";
export * from "./wire/oauth.js";
export * from "./wire/novel.js";
export * from "./wire/user.js";
export * from "./wire/comment.js";
export * from "./wire/series.js";
export * from "./wire/discovery.js";
export * from "./wire/ajax.js";
export * from "./wire/booru.js";
export * from "./wire/pid-recover.js";
export * from "./wire/ajax-lists.js";
export * from "./wire/ajax-account.js";
export * from "./domain/artwork.js";
export * from "./normalize/illust.js";
export * from "./domain/novel.js";
export * from "./domain/user-preview.js";
export * from "./normalize/novel.js";
export * from "./normalize/user-preview.js";
export * from "./normalize/web-thumb.js";
export * from "./normalize/ajax-user-preview.js";
export * from "./lists.js";
export * from "./pxv/notices.js";
export * from "./pxv/api-paths.js";
export * from "./pxv/api-schemas.js";
export * from "./pxv/sync-limits.js";
export * from "./pxv/picture-translation.js";
export * from "./pxv/active-notice.js";
export * from "./pxv/app-pages.js";
export * from "./pxv/first-data.js";
export * from "./pxv/first-screen.js";
export * from "./filters/index.js";
export * from "./validators/index.js";
export * from "./app-api-params.js";
export * from "./download/index.js";
export * from "./domain/member.js";
export * from "./domain/comment.js";
export * from "./domain/series.js";
export * from "./domain/novel-text.js";
export * from "./wire/relay.js";
export * from "./normalize/people.js";
export * from "./novel/markup.js";
export * from "./novel/markdown.js";
export * from "./html.js";
export * from "./search/index.js";
export * from "./domain/spotlight.js";
export * from "./domain/live.js";
export * from "./normalize/spotlight.js";
export * from "./normalize/live.js";
export * from "./normalize/search-extras.js";
export * from "./reading.js";
export * from "./novel/language.js";
export * from "./http-range.js";
export * from "./rank-menus.js";
