/**
 * Comments of a work or a novel: root comments page by page (the first page `firstLimit` long — 3 on
 * a page, 10 in the popup — later pages COMMENT_PAGE_SIZES.later), and a comment's replies on demand.
 */
import { COMMENT_PAGE_SIZES } from "@pxv/pixiv";
import { useQuery } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";
import type { CommentKind } from "../data/people-source";
import { useOffsetPagesQuery } from "./paged-query";
import { STALE_TIME } from "./stale-times";

export const commentKeys = {
  all: ["comments"] as const,
  roots: (kind: CommentKind, id: number, firstLimit: number) =>
    [...commentKeys.all, kind, id, firstLimit] as const,
  replies: (kind: CommentKind, commentId: string) =>
    [...commentKeys.all, kind, "replies", commentId] as const,
};

export function useCommentsQuery(kind: CommentKind, id: number, firstLimit: number) {
  const source = useDataSource();
  return useOffsetPagesQuery(
    commentKeys.roots(kind, id, firstLimit),
    (offset, signal) =>
      source.getComments(
        { kind, id, offset, limit: offset === 0 ? firstLimit : COMMENT_PAGE_SIZES.later },
        { signal },
      ),
    {
      staleTime: STALE_TIME.comments,
      hasMore: (page) => page.hasNext,
      countOf: (page) => page.comments.length,
    },
  );
}

export function useCommentRepliesQuery(kind: CommentKind, commentId: string, enabled: boolean) {
  const source = useDataSource();
  return useQuery({
    queryKey: commentKeys.replies(kind, commentId),
    queryFn: ({ signal }) => source.getCommentReplies(kind, commentId, { signal }),
    staleTime: STALE_TIME.comments,
    enabled,
  });
}
