/**
 * The account part of the DataSource (issue 8): what only a signed-in person can do or see —
 * bookmarks (add public/private with tags, remove), follows (public/private, remove), bookmark tags,
 * the account's own bookmarks and follows, the follow feeds, recommended users, the site's latest
 * works and personal recommendations. App-API mode implements it in app-api/account.ts, web mode in
 * web/account.ts; the proxy (nobody signed in) refuses every call with a "not_signed_in" error.
 *
 * Lists page with an opaque cursor: null asks for the first page, `next` is the cursor of the
 * following page or null at the end.
 */
import type { Artwork, Novel, UserPreview } from "@pxv/pixiv";
import { DataSourceError } from "./errors";
import type { CursorPage } from "./list-pages";
import type { RequestOptions } from "./request-options";

export type Restrict = "public" | "private";
/** Follow feeds also take "all". */
export type FeedRestrict = Restrict | "all";
export type WorkKind = "illust" | "novel";

export interface WorkRef {
  readonly kind: WorkKind;
  readonly id: number;
}

export interface BookmarkChoice {
  readonly restrict: Restrict;
  readonly tags: readonly string[];
}

export interface BookmarkTag {
  readonly name: string;
  readonly count: number;
}

export interface BookmarkListParams {
  readonly restrict: Restrict;
  /** Only bookmarks with this tag; null for all. */
  readonly tag: string | null;
  readonly cursor: string | null;
}

/** What the signed-in mode offers (PRODUCT.md §6: app mode adds privacy choices, tags and novels). */
export interface AccountCapabilities {
  readonly signedIn: boolean;
  /** Private follows and the follow lists' restrict switches. */
  readonly privacy: boolean;
  /** Bookmarking privately, and the own bookmark list's public/private switch. */
  readonly bookmarkPrivacy: boolean;
  /** Bookmark tags (adding with tags, filtering by tag). */
  readonly bookmarkTags: boolean;
  /** Novel bookmarks, the novel timeline, novel bookmark buttons. */
  readonly novels: boolean;
  /** Follow and unfollow buttons. */
  readonly follow: boolean;
  /** Posting comments and replies (on novels too only where `novels` is on). */
  readonly comment: boolean;
}

/** What each way of being signed in can do (PRODUCT.md §6): nobody, app login, web login. */
export const SIGNED_OUT_CAPABILITIES: AccountCapabilities = {
  signedIn: false,
  privacy: false,
  bookmarkPrivacy: false,
  bookmarkTags: false,
  novels: false,
  follow: false,
  comment: false,
};
export const APP_LOGIN_CAPABILITIES: AccountCapabilities = {
  signedIn: true,
  privacy: true,
  bookmarkPrivacy: true,
  bookmarkTags: true,
  novels: true,
  follow: true,
  comment: true,
};
/**
 * Web login bookmarks illusts publicly or privately (pixiv's ajax `restrict` 0/1), follows publicly
 * and comments on illusts; the rest needs app login.
 */
export const WEB_LOGIN_CAPABILITIES: AccountCapabilities = {
  ...SIGNED_OUT_CAPABILITIES,
  signedIn: true,
  bookmarkPrivacy: true,
  follow: true,
  comment: true,
};

/** Where a new comment goes: a work, and the root comment it answers, if any. */
export interface CommentTarget {
  readonly kind: WorkKind;
  readonly id: number;
  readonly parentId?: number;
}

export interface AccountSource {
  accountCapabilities(): AccountCapabilities;
  /** Resolves with the new bookmark's id when the mode reports one, else null. */
  addBookmark(work: WorkRef, choice: BookmarkChoice, options?: RequestOptions): Promise<string | null>;
  deleteBookmark(work: WorkRef, options?: RequestOptions): Promise<void>;
  followUser(userId: number, restrict: Restrict, options?: RequestOptions): Promise<void>;
  unfollowUser(userId: number, options?: RequestOptions): Promise<void>;
  /** Posts a comment (already checked to be non-empty) on a work, or a reply to one of its comments. */
  addComment(target: CommentTarget, text: string, options?: RequestOptions): Promise<void>;
  getBookmarkTags(
    kind: WorkKind,
    restrict: Restrict,
    options?: RequestOptions,
  ): Promise<readonly BookmarkTag[]>;
  getMyIllustBookmarks(params: BookmarkListParams, options?: RequestOptions): Promise<CursorPage<Artwork>>;
  getMyNovelBookmarks(params: BookmarkListParams, options?: RequestOptions): Promise<CursorPage<Novel>>;
  getIllustFeed(
    restrict: FeedRestrict,
    cursor: string | null,
    options?: RequestOptions,
  ): Promise<CursorPage<Artwork>>;
  getNovelFeed(
    restrict: FeedRestrict,
    cursor: string | null,
    options?: RequestOptions,
  ): Promise<CursorPage<Novel>>;
  getFollowingUsers(
    restrict: Restrict,
    cursor: string | null,
    options?: RequestOptions,
  ): Promise<CursorPage<UserPreview>>;
  getRecommendedUsers(cursor: string | null, options?: RequestOptions): Promise<CursorPage<UserPreview>>;
  getLatestIllusts(cursor: string | null, options?: RequestOptions): Promise<CursorPage<Artwork>>;
  /** Personal recommendations (app mode: recommended with load-more; web mode: Recomm4U). */
  getPersonalRecommendations(cursor: string | null, options?: RequestOptions): Promise<CursorPage<Artwork>>;
  /**
   * Recomm4U's users (web mode: pixiv's discovery for the session, PRODUCT.md §2 Home "Web login:
   * personal recommendations list"); null in a mode without such a list (app mode recommends users
   * on the Following page instead).
   */
  getDiscoveryUsers(options?: RequestOptions): Promise<readonly UserPreview[] | null>;
}

/** What the account part answers when nobody is signed in. */
export class NotSignedInError extends DataSourceError {
  constructor() {
    super("unknown", "Not signed in: sign in to bookmark, follow and see your feeds", { status: 401 });
  }
}

/** The account part when nobody is signed in: every call refuses clearly. */
export function createAnonymousAccount(): AccountSource {
  const refuse = (): Promise<never> => Promise.reject(new NotSignedInError());
  return {
    accountCapabilities: () => SIGNED_OUT_CAPABILITIES,
    addBookmark: refuse,
    deleteBookmark: refuse,
    followUser: refuse,
    addComment: refuse,
    unfollowUser: refuse,
    getBookmarkTags: refuse,
    getMyIllustBookmarks: refuse,
    getMyNovelBookmarks: refuse,
    getIllustFeed: refuse,
    getNovelFeed: refuse,
    getFollowingUsers: refuse,
    getRecommendedUsers: refuse,
    getLatestIllusts: refuse,
    getPersonalRecommendations: refuse,
    getDiscoveryUsers: refuse,
  };
}
