/**
 * What the demo accounts do while the sandbox runs: bookmarks (works and novels, with tags and
 * public/private restrict), follows (with restrict), comments they post and their AI display
 * setting. In memory only, shared by the app API and web hosts, gone when the sandbox stops. Bookmark
 * ids grow with each addition, so "newest first" is "largest id first", and `max_bookmark_id`
 * pages work as on pixiv.
 */
export type Restrict = "public" | "private";

export interface StoredBookmark {
  readonly targetId: number;
  readonly bookmarkId: number;
  readonly restrict: Restrict;
  readonly tags: readonly string[];
}

export interface StoredFollow {
  readonly userId: number;
  readonly restrict: Restrict;
  readonly order: number;
}

export interface PostedComment {
  readonly id: number;
  readonly kind: "illust" | "novel";
  readonly targetId: number;
  readonly parentId: number | null;
  readonly authorId: number;
  readonly text: string;
  readonly stampId: number | null;
  /** Epoch seconds. */
  readonly postedAt: number;
}

export type BookmarkKind = "illust" | "novel";

interface OneAccount {
  readonly bookmarks: Record<BookmarkKind, Map<number, StoredBookmark>>;
  readonly follows: Map<number, StoredFollow>;
  showAi: boolean;
}

/** Bookmarks made in the sandbox get ids above every generated one. */
const FIRST_STORED_BOOKMARK_ID = 9_500_000_000;
/** Comments posted in the sandbox get ids above every generated one. */
const FIRST_POSTED_COMMENT_ID = 900_000_000_000_000;

export interface AccountStates {
  bookmark(accountId: number, kind: BookmarkKind, targetId: number): StoredBookmark | undefined;
  /** Newest first. */
  bookmarks(accountId: number, kind: BookmarkKind): StoredBookmark[];
  addBookmark(
    accountId: number,
    kind: BookmarkKind,
    targetId: number,
    restrict: Restrict,
    tags: readonly string[],
  ): void;
  deleteBookmark(accountId: number, kind: BookmarkKind, targetId: number): void;
  follow(accountId: number, userId: number): StoredFollow | undefined;
  /** Newest first. */
  follows(accountId: number): StoredFollow[];
  addFollow(accountId: number, userId: number, restrict: Restrict): void;
  deleteFollow(accountId: number, userId: number): void;
  postComment(comment: Omit<PostedComment, "id">): PostedComment;
  /** Comments posted on a target (top level), newest first. */
  commentsOn(kind: "illust" | "novel", targetId: number): PostedComment[];
  /** Replies posted to a comment, oldest first. */
  repliesTo(commentId: number): PostedComment[];
  showAi(accountId: number): boolean;
  setShowAi(accountId: number, show: boolean): void;
}

export function createAccountStates(): AccountStates {
  const accounts = new Map<number, OneAccount>();
  const comments: PostedComment[] = [];
  let nextBookmarkId = FIRST_STORED_BOOKMARK_ID;
  let nextFollowOrder = 0;
  let nextCommentId = FIRST_POSTED_COMMENT_ID;

  const account = (id: number): OneAccount => {
    let found = accounts.get(id);
    if (found === undefined) {
      found = { bookmarks: { illust: new Map(), novel: new Map() }, follows: new Map(), showAi: true };
      accounts.set(id, found);
    }
    return found;
  };

  return {
    bookmark: (accountId, kind, targetId) => account(accountId).bookmarks[kind].get(targetId),
    bookmarks: (accountId, kind) =>
      [...account(accountId).bookmarks[kind].values()].sort((a, b) => b.bookmarkId - a.bookmarkId),
    addBookmark: (accountId, kind, targetId, restrict, tags) => {
      const map = account(accountId).bookmarks[kind];
      // Editing an existing bookmark keeps its place, as pixiv does.
      const bookmarkId = map.get(targetId)?.bookmarkId ?? nextBookmarkId++;
      map.set(targetId, { targetId, bookmarkId, restrict, tags: [...new Set(tags)] });
    },
    deleteBookmark: (accountId, kind, targetId) => {
      account(accountId).bookmarks[kind].delete(targetId);
    },
    follow: (accountId, userId) => account(accountId).follows.get(userId),
    follows: (accountId) => [...account(accountId).follows.values()].sort((a, b) => b.order - a.order),
    addFollow: (accountId, userId, restrict) => {
      const follows = account(accountId).follows;
      follows.set(userId, { userId, restrict, order: follows.get(userId)?.order ?? nextFollowOrder++ });
    },
    deleteFollow: (accountId, userId) => {
      account(accountId).follows.delete(userId);
    },
    postComment: (comment) => {
      const posted = { ...comment, id: nextCommentId++ };
      comments.push(posted);
      return posted;
    },
    commentsOn: (kind, targetId) =>
      comments
        .filter(
          (comment) => comment.kind === kind && comment.targetId === targetId && comment.parentId === null,
        )
        .reverse(),
    repliesTo: (commentId) => comments.filter((comment) => comment.parentId === commentId),
    showAi: (accountId) => account(accountId).showAi,
    setShowAi: (accountId, show) => {
      account(accountId).showAi = show;
    },
  };
}
