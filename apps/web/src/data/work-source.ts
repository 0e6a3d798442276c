/**
 * The work-page part of the DataSource: an artwork, its ugoira frames, related works, a user's
 * works, a work's pages with their sizes (the lists' inline pages, issue 29) and what the image boorus
 * know of a deleted work (issue 7). Implemented for the proxy in
 * proxy/work.ts.
 */
import type { Artwork, ArtworkPagePicture, RecoveredWork } from "@pxv/pixiv";
import type { ArtworkPage } from "./list-pages";
import type { RequestOptions } from "./request-options";

/** An ugoira's frames zip and each frame's file name and delay (ms). */
export interface UgoiraMetadata {
  /** The frames zip, rewritten for the browser (the 1920×1080 one when pixiv has it). */
  readonly zipUrl: string;
  /** The 600×600 zip, as pixiv lists it (rewritten), for when the larger one is unavailable. */
  readonly smallZipUrl: string;
  readonly frames: readonly { readonly file: string; readonly delay: number }[];
}

export type UserArtworkType = "illust" | "manga";

export interface UserArtworksParams {
  readonly userId: number;
  readonly type: UserArtworkType;
  /** 1-based page number. */
  readonly page: number;
}

export interface WorkSource {
  getArtwork(id: number, options?: RequestOptions): Promise<Artwork>;
  getUgoiraMetadata(id: number, options?: RequestOptions): Promise<UgoiraMetadata>;
  /** Every page of a work with its own size (pixiv's web `/ajax/illust/{id}/pages`, read anonymously). */
  getArtworkPages(id: number, options?: RequestOptions): Promise<readonly ArtworkPagePicture[]>;
  /** Works related to a work, page by page. */
  getRelatedArtworks(id: number, page: number, options?: RequestOptions): Promise<ArtworkPage>;
  /** A user's illustrations or manga, newest first, page by page. */
  getUserArtworks(params: UserArtworksParams, options?: RequestOptions): Promise<ArtworkPage>;
  /** What the image boorus know of a work pixiv no longer has; empty when nothing was found. */
  recoverArtwork(id: number, options?: RequestOptions): Promise<readonly RecoveredWork[]>;
}
