/**
 * Catalogue works, users and comments as pixiv's web AJAX API writes them (PIXIV.md §5.2): string
 * ids, camelCase, `createDate` in UTC with `+00:00`, the web's image URL sizes (`mini` 48, `thumb`
 * 250 `_a2`, `small` 540, `regular` without a size segment), `illustType` 0/1/2.
 */
import { I_PXIMG_ORIGIN, S_PXIMG_ORIGIN } from "@pxv/pixiv";
import type { Catalogue } from "../catalogue/catalogue.js";
import type { CatalogueComment } from "../catalogue/comments.js";
import { pageSize, type CatalogueWork } from "../catalogue/works.js";
import type { CatalogueUser } from "../catalogue/users.js";
import { avatarPath, masterPath, originalPath, sizedPath, userBackgroundPath } from "../pximg-paths.js";
import type { StoredBookmark } from "../state/account-state.js";

const ILLUST_TYPE = { illust: 0, manga: 1, ugoira: 2 } as const;
const url = (path: string): string => `${I_PXIMG_ORIGIN}/${path}`;

export const utcDate = (seconds: number): string =>
  new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, "+00:00");

export function avatarUrl(user: CatalogueUser, size: 50 | 170): string {
  const path = avatarPath(user, size);
  if (path !== null) return url(path);
  return `${S_PXIMG_ORIGIN}/common/images/${size === 50 ? "no_profile_s" : "no_profile"}.png`;
}

const bookmarkData = (bookmark: StoredBookmark | undefined) =>
  bookmark === undefined
    ? null
    : { id: String(bookmark.bookmarkId), private: bookmark.restrict === "private" };

/** ArtworkInfo: a work in web lists. */
export function artworkInfo(catalogue: Catalogue, work: CatalogueWork, bookmark: StoredBookmark | undefined) {
  const poster = catalogue.poster(work);
  return {
    id: String(work.id),
    title: work.title,
    illustType: ILLUST_TYPE[work.type],
    xRestrict: work.xRestrict,
    restrict: 0,
    sl: work.sanityLevel,
    url: url(sizedPath("250x250_80_a2", masterPath(work, 0, "square1200"))),
    description: work.caption,
    tags: work.tags.map((tag) => tag.name),
    userId: String(poster.id),
    userName: poster.name,
    width: work.width,
    height: work.height,
    pageCount: work.pageCount,
    isBookmarkable: true,
    bookmarkData: bookmarkData(bookmark),
    alt: `#${work.tags[0]?.name ?? ""} ${work.title}`,
    titleCaptionTranslation: { workTitle: null, workCaption: null },
    createDate: utcDate(work.postedAt),
    updateDate: utcDate(work.postedAt),
    isUnlisted: false,
    isMasked: false,
    aiType: work.aiType,
    profileImageUrl: avatarUrl(poster, 50),
  };
}

/** `/ajax/illust/{id}` body. */
export function ajaxIllust(catalogue: Catalogue, work: CatalogueWork, bookmark: StoredBookmark | undefined) {
  const poster = catalogue.poster(work);
  const id = String(work.id);
  return {
    illustId: id,
    illustTitle: work.title,
    illustComment: work.caption,
    id,
    title: work.title,
    description: work.caption,
    illustType: ILLUST_TYPE[work.type],
    createDate: utcDate(work.postedAt),
    uploadDate: utcDate(work.postedAt),
    restrict: 0,
    xRestrict: work.xRestrict,
    sl: work.sanityLevel,
    urls: {
      mini: url(sizedPath("48x48", masterPath(work, 0, "square1200"))),
      thumb: url(sizedPath("250x250_80_a2", masterPath(work, 0, "square1200"))),
      small: url(sizedPath("540x540_70", masterPath(work, 0, "master1200"))),
      regular: url(masterPath(work, 0, "master1200")),
      original: url(originalPath(work, 0)),
    },
    tags: {
      authorId: String(poster.id),
      isLocked: false,
      tags: work.tags.map((tag) => ({
        tag: tag.name,
        locked: true,
        deletable: false,
        userId: String(poster.id),
        userName: poster.name,
        ...(tag.translated === null ? {} : { translation: { en: tag.translated } }),
      })),
      writable: true,
    },
    alt: `#${work.tags[0]?.name ?? ""} ${work.title}`,
    userId: String(poster.id),
    userName: poster.name,
    userAccount: poster.account,
    width: work.width,
    height: work.height,
    pageCount: work.pageCount,
    bookmarkCount: work.totalBookmarks,
    likeCount: Math.floor(work.totalBookmarks * 0.8),
    commentCount: work.totalComments,
    responseCount: 0,
    viewCount: work.totalView,
    bookStyle: work.bookStyle,
    isHowto: false,
    isOriginal: work.isOriginal,
    isBookmarkable: true,
    bookmarkData: bookmarkData(bookmark),
    likeData: false,
    isUnlisted: false,
    request: null,
    commentOff: 0,
    aiType: work.aiType,
    titleCaptionTranslation: { workTitle: null, workCaption: null },
  };
}

export function ajaxPages(work: CatalogueWork) {
  return Array.from({ length: work.pageCount }, (_, page) => ({
    urls: {
      thumb_mini: url(sizedPath("128x128", masterPath(work, page, "square1200"))),
      small: url(sizedPath("540x540_70", masterPath(work, page, "master1200"))),
      regular: url(masterPath(work, page, "master1200")),
      original: url(originalPath(work, page)),
    },
    ...pageSize(work, page),
  }));
}

export function ajaxUser(user: CatalogueUser, isFollowed: boolean, premium: boolean) {
  const background = userBackgroundPath(user);
  return {
    userId: String(user.id),
    name: user.name,
    image: avatarUrl(user, 50),
    imageBig: avatarUrl(user, 170),
    premium,
    isFollowed,
    isMypixiv: false,
    isBlocking: false,
    background:
      background === null ? null : { url: url(background), color: null, repeat: null, isPrivate: false },
    sketchLiveId: null,
    partial: 0,
    acceptRequest: user.isAcceptRequest,
    sketchLives: [],
  };
}

/** `YYYY-MM-DD HH:mm` in JST, as the web writes comment dates. */
const jstMinute = (seconds: number): string =>
  new Date((seconds + 9 * 3600) * 1000).toISOString().slice(0, 16).replace("T", " ");

/** Who wrote a comment, as the web's comment lists name them. */
export interface WebCommentAuthor {
  readonly id: number;
  readonly name: string;
  readonly img: string;
  readonly deleted: boolean;
}

/** A comment in the web's shape (the catalogue's and the ones accounts post alike). */
export function webCommentJson(
  author: WebCommentAuthor,
  comment: Pick<CatalogueComment, "id" | "text" | "stampId" | "postedAt" | "parentId">,
  hasReplies: boolean,
) {
  return {
    userId: String(author.id),
    userName: author.name,
    isDeletedUser: author.deleted,
    img: author.img,
    id: String(comment.id),
    comment: comment.text,
    stampId: comment.stampId === null ? null : String(comment.stampId),
    stampLink: null,
    commentDate: jstMinute(comment.postedAt),
    commentRootId: comment.parentId === null ? null : String(comment.parentId),
    commentParentId: comment.parentId === null ? null : String(comment.parentId),
    commentUserId: String(author.id),
    replyToUserId: null,
    replyToUserName: null,
    editable: false,
    hasReplies,
  };
}

export function ajaxComment(catalogue: Catalogue, comment: CatalogueComment) {
  const user = catalogue.userAt(comment.userIndex);
  const author = { id: user.id, name: user.name, img: avatarUrl(user, 50), deleted: false };
  return webCommentJson(author, comment, comment.replyCount > 0);
}
