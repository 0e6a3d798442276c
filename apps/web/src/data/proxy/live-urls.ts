/**
 * Where the browser reaches a sketch live through pxv's server: its chat socket and its HLS
 * stream. Kept apart from proxy/search.ts because a data source answers these at once (no request),
 * while the rest of the search part loads on demand (proxy-source.ts).
 */
import { SKETCH_ORIGIN } from "@pxv/pixiv";
import type { SearchSource } from "../search-source";

export const LIVE_SOCKET_PATH = "/api/sketch/ws/lives";
export const LIVE_HLS_PATH = "/api/sketch/hls";

export const liveUrls: Pick<SearchSource, "liveSocketUrl" | "liveStreamUrl"> = {
  liveSocketUrl(id) {
    const scheme = window.location.protocol === "https:" ? "wss" : "ws";
    return `${scheme}://${window.location.host}${LIVE_SOCKET_PATH}?live_id=${encodeURIComponent(id)}`;
  },

  liveStreamUrl(hlsUrl) {
    const prefix = `${SKETCH_ORIGIN}/hls/`;
    return hlsUrl.startsWith(prefix) ? `${LIVE_HLS_PATH}/${hlsUrl.slice(prefix.length)}` : hlsUrl;
  },
};
