/**
 * The work-page part of the DataSource: artworks, ugoira, novels, users, series and comments
 * (issue 7). Implemented for the proxy in proxy/work.ts.
 */
import type { Artwork } from "@pxv/pixiv";
import type { RequestOptions } from "./request-options";

export interface WorkSource {
  getArtwork(id: number, options?: RequestOptions): Promise<Artwork>;
}
