/**
 * Where pxv's server answers pixiv's www host (its web relay): `/api/pixiv-now/http/<path>` for the
 * ajax API and the legacy PHP endpoints, `/user` for a session's CSRF token and user (its path is
 * @pxv/pixiv's PXV_API_PATHS.webSession, shared with the server's route), `/ranking` for
 * the web ranking (cached 14 days per dated page). Every answer carries its pictures on
 * pxv's proxy paths (`/-/…`, `/~/…`, as PixivNow answers them); the data sources' normalizers put
 * them on the image host directly (images.ts's rewriteImageUrl reads both forms).
 */
export const WEB_BASE = "/api/pixiv-now";
export const WEB_RELAY_BASE = `${WEB_BASE}/http`;
/** The web ranking, relative to WEB_BASE. */
export const WEB_RANKING_PATH = "ranking";
