/**
 * Comments of a work or a novel: root comments page by page (the first page `firstLimit` long — 3 on
 * a page, 10 in the popup — later pages COMMENT_PAGE_SIZES.later), a comment's replies on demand,
 * and posting one: a work's comment count counts it in every cached copy at once (through the
 * finders of cached-items.ts), back when the post fails; the work's comments reload once it is in.
 */
import { COMMENT_PAGE_SIZES } from "@pxv/pixiv";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";
import type { CommentKind } from "../data/people-source";
import { updateCachedItems } from "./cached-items";
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
  return useOffsetPagesQuery(
    commentKeys.roots(kind, id, firstLimit),
    (source, offset, signal) =>
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

export interface NewComment {
  readonly text: string;
  /** The root comment this one answers, if any. */
  readonly parentId?: number;
}

/** Posts a comment on a work or a novel (app login only: the mode's source refuses otherwise). */
export function useAddCommentMutation(kind: CommentKind, id: number) {
  const queryClient = useQueryClient();
  const source = useDataSource();
  return useMutation({
    mutationKey: [...commentKeys.all, kind, id, "add"],
    mutationFn: ({ text, parentId }: NewComment) =>
      source.addComment({ kind, id, ...(parentId === undefined ? {} : { parentId }) }, text),
    onMutate: () => ({
      undoCount:
        kind === "illust"
          ? updateCachedItems(queryClient, "artwork", (work) =>
              work.id === id ? { ...work, totalComment: (work.totalComment ?? 0) + 1 } : work,
            )
          : null,
    }),
    onError: (_error, _comment, context) => {
      context?.undoCount?.();
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...commentKeys.all, kind] }),
  });
}
