/**
 * Bookmark and follow state is one truth: a change rewrites every cached copy of the work or user
 * at once — in every list and detail whose query module declares where its items sit
 * (queries/cached-items.ts) — so every heart and follow button on screen follows. Only the items
 * that change are copied, so untouched data keeps its identity. Each change returns an undo.
 */
import type { ArtworkAuthor } from "@pxv/pixiv";
import type { QueryClient } from "@tanstack/react-query";
import type { WorkKind } from "../data/account-source";
import { updateCachedItems } from "./cached-items";

export function setBookmarkedEverywhere(
  queryClient: QueryClient,
  kind: WorkKind,
  id: number,
  bookmarked: boolean,
): () => void {
  const mark = <T extends { readonly id: number; readonly is_bookmarked: boolean }>(work: T): T =>
    work.id === id && work.is_bookmarked !== bookmarked ? { ...work, is_bookmarked: bookmarked } : work;
  return kind === "novel"
    ? updateCachedItems(queryClient, "novel", mark)
    : updateCachedItems(queryClient, "artwork", mark);
}

export function setFollowedEverywhere(
  queryClient: QueryClient,
  userId: number,
  followed: boolean,
): () => void {
  const markUser = <T extends { readonly id: number; readonly is_followed: boolean }>(user: T): T =>
    user.id === userId && user.is_followed !== followed ? { ...user, is_followed: followed } : user;
  const markAuthor = <T extends { readonly author: ArtworkAuthor }>(work: T): T => {
    const author = markUser(work.author);
    return author === work.author ? work : { ...work, author };
  };
  const undos = [
    updateCachedItems(queryClient, "artwork", markAuthor),
    updateCachedItems(queryClient, "novel", markAuthor),
    updateCachedItems(queryClient, "user", markUser),
    updateCachedItems(queryClient, "member", markUser),
  ];
  return () => {
    for (const undo of undos.reverse()) undo();
  };
}
