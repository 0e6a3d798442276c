/**
 * How long each resource's cached answer counts as fresh, in ms, from PRODUCT.md's cache lifetimes
 * (@pxv/pixiv CACHE_TTL_SECONDS). Every query module takes its staleTime from this table.
 */
import { CACHE_TTL_SECONDS } from "@pxv/pixiv";

const ms = (seconds: number): number => seconds * 1000;

export const STALE_TIME = {
  ranking: ms(CACHE_TTL_SECONDS.ranking),
  recommended: ms(CACHE_TTL_SECONDS.recommended),
  latest: ms(CACHE_TTL_SECONDS.latest),
  /** Discovery and popular come from the web relay (PRODUCT.md §9 "web-proxy lists 600 s"). */
  webProxyList: ms(CACHE_TTL_SECONDS.webProxyList),
  /** Permanent: a work's detail does not change under the same id. */
  artworkDetail: ms(CACHE_TTL_SECONDS.artworkDetail),
  related: ms(CACHE_TTL_SECONDS.related),
  memberArtwork: ms(CACHE_TTL_SECONDS.memberArtwork),
  /** What the boorus know of a deleted work (the server keeps it a day). */
  pidRecover: ms(CACHE_TTL_SECONDS.memberInfo),
  // Search, spotlights and lives (issue 6, search screens).
  searchResults: ms(CACHE_TTL_SECONDS.searchResults),
  popularPreview: ms(CACHE_TTL_SECONDS.popularPreview),
  autocomplete: ms(CACHE_TTL_SECONDS.autocomplete),
  trendingTags: ms(CACHE_TTL_SECONDS.trendingTags),
  spotlights: ms(CACHE_TTL_SECONDS.spotlights),
  /** A spotlight article does not change once published (reference viewer: permanent). */
  spotlightArticle: ms(CACHE_TTL_SECONDS.artworkDetail),
  liveList: ms(CACHE_TTL_SECONDS.liveList),
  // Reading screens (issue 7): novels, users, favourites, comments.
  novelDetail: ms(CACHE_TTL_SECONDS.novelDetail),
  memberInfo: ms(CACHE_TTL_SECONDS.memberInfo),
  favorites: ms(CACHE_TTL_SECONDS.favorites),
  follow: ms(CACHE_TTL_SECONDS.follow),
  comments: ms(CACHE_TTL_SECONDS.comments),
} as const;
