/**
 * The signed-in implementations of the DataSource (three implementations, chosen by
 * login mode): app-API mode (app-api/source.ts: the @pxv/pixiv client in the browser through the
 * server's /pixiv-app-api relay with the person's own token) and web mode (web/source.ts: pixiv's
 * www ajax API through /api/pixiv-now/http with the session cookie).
 *
 * Both are composed over the proxy source: they spread it and override what their mode does
 * differently, so any DataSource method a signed-in source does not implement yet (the interface
 * grows with every screen area) is answered by the proxy and screens keep working.
 */
export { createAppApiSource, type AppApiSourceOptions } from "./app-api/source";
export { createWebSource, type WebSourceOptions } from "./web/source";
