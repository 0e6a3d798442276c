/**
 * pixiv's upstream origins as they appear inside bodies (`next_url`, image URLs). Whoever fetches
 * them maps each onto its configured base: the real host, or the sandbox's loopback port.
 */
export const APP_API_ORIGIN = "https://app-api.pixiv.net";
export const I_PXIMG_ORIGIN = "https://i.pximg.net";
export const S_PXIMG_ORIGIN = "https://s.pximg.net";
