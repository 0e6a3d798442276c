/**
 * How long each resource's cached answer counts as fresh, in ms, from the spec's cache lifetimes
 * (@pxv/pixiv CACHE_TTL_SECONDS). Every query module takes its staleTime from this table.
 */
import { CACHE_TTL_SECONDS } from "@pxv/pixiv";

const ms = (seconds: number): number => seconds * 1000;

export const STALE_TIME = {
  ranking: ms(CACHE_TTL_SECONDS.ranking),
  /** Permanent: a work's detail does not change under the same id. */
  artworkDetail: ms(CACHE_TTL_SECONDS.artworkDetail),
} as const;
