/**
 * The reading part of the DataSource: novels and their text, users and their profiles, series and
 * comments (issue 7). Implemented for the proxy in proxy/people.ts.
 */
import type {
  Artwork,
  Comment,
  CommentPage,
  IllustSeriesDetail,
  Member,
  Novel,
  NovelSeriesDetail,
  NovelText,
  UserPreview,
} from "@pxv/pixiv";
import type { RequestOptions } from "./request-options";

/** One page of novels; `nextPage` is 1-based, null after the last page. */
export interface NovelListPage {
  readonly novels: readonly Novel[];
  readonly nextPage: number | null;
}

/** A bookmark list page: pixiv pages bookmarks by `max_bookmark_id`, not by number. */
export interface BookmarkPage<T> {
  readonly items: readonly T[];
  /** The `max_bookmark_id` of the next page, or null after the last one. */
  readonly nextCursor: string | null;
}

export interface SeriesListPage<T> {
  readonly series: readonly T[];
  readonly nextPage: number | null;
}

export interface IllustSeriesPage {
  readonly detail: IllustSeriesDetail;
  readonly artworks: readonly Artwork[];
  readonly nextPage: number | null;
}

export interface NovelSeriesPage {
  readonly detail: NovelSeriesDetail;
  readonly novels: readonly Novel[];
  readonly nextPage: number | null;
}

export interface UserPreviewPage {
  readonly users: readonly UserPreview[];
  readonly nextPage: number | null;
}

/** A tag the user put on their works, with how many works carry it (PRODUCT.md §3 Member tag). */
export interface MemberTag {
  readonly tag: string;
  readonly cnt: number;
  readonly tag_translation: string;
}

export interface TaggedArtworksPage {
  readonly artworks: readonly Artwork[];
  readonly total: number;
  readonly nextPage: number | null;
}

export type CommentKind = "illust" | "novel";

export interface CommentsParams {
  readonly kind: CommentKind;
  readonly id: number;
  readonly offset: number;
  readonly limit: number;
}

export interface PeopleSource {
  getNovel(id: number, options?: RequestOptions): Promise<Novel>;
  getNovelText(id: number, options?: RequestOptions): Promise<NovelText>;
  getRelatedNovels(id: number, page: number, options?: RequestOptions): Promise<NovelListPage>;
  getUserNovels(userId: number, page: number, options?: RequestOptions): Promise<NovelListPage>;
  getMember(id: number, options?: RequestOptions): Promise<Member>;
  /** Public bookmarks; `cursor` null asks for the first page. */
  getUserFavorites(
    userId: number,
    cursor: string | null,
    options?: RequestOptions,
  ): Promise<BookmarkPage<Artwork>>;
  getUserFavoriteNovels(
    userId: number,
    cursor: string | null,
    options?: RequestOptions,
  ): Promise<BookmarkPage<Novel>>;
  getUserIllustSeries(
    userId: number,
    page: number,
    options?: RequestOptions,
  ): Promise<SeriesListPage<IllustSeriesDetail>>;
  getUserNovelSeries(
    userId: number,
    page: number,
    options?: RequestOptions,
  ): Promise<SeriesListPage<NovelSeriesDetail>>;
  getIllustSeries(seriesId: number, page: number, options?: RequestOptions): Promise<IllustSeriesPage>;
  getNovelSeries(seriesId: number, page: number, options?: RequestOptions): Promise<NovelSeriesPage>;
  getRelatedUsers(userId: number, options?: RequestOptions): Promise<readonly UserPreview[]>;
  getFollowing(userId: number, page: number, options?: RequestOptions): Promise<UserPreviewPage>;
  /** The tags on a user's works, most used first, translated into `language` (an interface language). */
  getMemberTags(userId: number, language: string, options?: RequestOptions): Promise<readonly MemberTag[]>;
  getMemberTagArtworks(
    userId: number,
    tag: string,
    page: number,
    options?: RequestOptions,
  ): Promise<TaggedArtworksPage>;
  getComments(params: CommentsParams, options?: RequestOptions): Promise<CommentPage>;
  getCommentReplies(
    kind: CommentKind,
    commentId: string,
    options?: RequestOptions,
  ): Promise<readonly Comment[]>;
}
