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
import type { ArtworkPage, CursorPage, NovelPage, UserPreviewPage } from "./list-pages";
import type { RequestOptions } from "./request-options";

export interface SeriesListPage<T> {
  readonly series: readonly T[];
  readonly nextPage: number | null;
}

/** A page of an illustration series: a page of artworks with the series' heading. */
export interface IllustSeriesPage extends ArtworkPage {
  readonly detail: IllustSeriesDetail;
}

/** A page of a novel series: a page of novels with the series' heading. */
export interface NovelSeriesPage extends NovelPage {
  readonly detail: NovelSeriesDetail;
}

/** A tag the user put on their works, with how many works carry it (PRODUCT.md §3 Member tag). */
export interface MemberTag {
  readonly tag: string;
  readonly cnt: number;
  readonly tag_translation: string;
}

/** A page of a user's works under one of their tags, with how many works carry the tag. */
export interface TaggedArtworksPage extends ArtworkPage {
  readonly total: number;
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
  getRelatedNovels(id: number, page: number, options?: RequestOptions): Promise<NovelPage>;
  getUserNovels(userId: number, page: number, options?: RequestOptions): Promise<NovelPage>;
  getMember(id: number, options?: RequestOptions): Promise<Member>;
  /** Public bookmarks, paged by `max_bookmark_id`; `cursor` null asks for the first page. */
  getUserFavorites(
    userId: number,
    cursor: string | null,
    options?: RequestOptions,
  ): Promise<CursorPage<Artwork>>;
  getUserFavoriteNovels(
    userId: number,
    cursor: string | null,
    options?: RequestOptions,
  ): Promise<CursorPage<Novel>>;
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
