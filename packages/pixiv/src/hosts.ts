/**
 * pixiv's upstream origins as they appear inside bodies (`next_url`, image URLs, redirects). Whoever
 * fetches them maps each onto its configured base: the real host, or the sandbox's loopback port.
 */
export const APP_API_ORIGIN = "https://app-api.pixiv.net";
export const OAUTH_ORIGIN = "https://oauth.secure.pixiv.net";
export const WWW_ORIGIN = "https://www.pixiv.net";
export const I_PXIMG_ORIGIN = "https://i.pximg.net";
export const S_PXIMG_ORIGIN = "https://s.pximg.net";
export const PIXIVISION_ORIGIN = "https://www.pixivision.net";
export const SKETCH_ORIGIN = "https://sketch.pixiv.net";
