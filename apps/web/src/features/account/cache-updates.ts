/**
 * Bookmark and follow state is one truth: a change rewrites every cached copy of
 * the work or user at once, in every query (lists, details, pages of any shape), so every heart and
 * follow button on screen follows without knowing which queries exist. The walk is structural: a
 * work is an object with that `id`, an `is_bookmarked` flag and the fields of its kind; a user is
 * an author (`author.id`), a user preview (`id` + `is_followed` + `illusts`) or a profile (Member:
 * `id` + `is_followed`, `illusts` a count, `bgcover`). Only the paths that
 * change are copied, so untouched data keeps its identity. Each change returns an undo.
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { WorkKind } from "../../data/account-source";

type Patch = (value: object) => object | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `value` with `patch` applied to every object it applies to; the same value when nothing changed. */
export function patchDeep(value: unknown, patch: Patch, depth = 0): unknown {
  if (depth > 12 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const next = value.map((item: unknown) => patchDeep(item, patch, depth + 1));
    return next.some((item, index) => item !== value[index]) ? next : value;
  }
  const own = patch(value);
  const base = (own ?? value) as Record<string, unknown>;
  let copy: Record<string, unknown> | null = own === null ? null : { ...base };
  for (const [key, child] of Object.entries(base)) {
    const patched = patchDeep(child, patch, depth + 1);
    if (patched !== child) {
      copy ??= { ...base };
      copy[key] = patched;
    }
  }
  return copy ?? value;
}

const isWorkOfKind = (value: Record<string, unknown>, kind: WorkKind): boolean =>
  kind === "novel"
    ? "text_length" in value
    : "images" in value && "count" in value && !("text_length" in value);

export function bookmarkPatch(kind: WorkKind, id: number, bookmarked: boolean): Patch {
  return (value) => {
    if (!isRecord(value) || value["id"] !== id || typeof value["is_bookmarked"] !== "boolean") return null;
    if (!isWorkOfKind(value, kind) || value["is_bookmarked"] === bookmarked) return null;
    return { ...value, is_bookmarked: bookmarked };
  };
}

/** A user's profile (Member): its `illusts` is a count, and it has a background. */
const isMember = (value: Record<string, unknown>): boolean =>
  typeof value["illusts"] === "number" && "bgcover" in value;

export function followPatch(userId: number, followed: boolean): Patch {
  return (value) => {
    if (!isRecord(value)) return null;
    const author = value["author"];
    if (isRecord(author) && author["id"] === userId && author["is_followed"] !== followed) {
      return { ...value, author: { ...author, is_followed: followed } };
    }
    if (
      value["id"] === userId &&
      typeof value["is_followed"] === "boolean" &&
      value["is_followed"] !== followed &&
      (Array.isArray(value["illusts"]) || isMember(value))
    ) {
      return { ...value, is_followed: followed };
    }
    return null;
  };
}

/** Applies a patch to every cached query; resolves to an undo that restores what it changed. */
export function patchCache(queryClient: QueryClient, patch: Patch): () => void {
  const previous: [QueryKey, unknown][] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    const next = patchDeep(data, patch);
    if (next !== data) {
      previous.push([query.queryKey, data]);
      queryClient.setQueryData(query.queryKey, next);
    }
  }
  return () => {
    for (const [key, data] of previous) queryClient.setQueryData(key, data);
  };
}

export const setBookmarkedEverywhere = (
  queryClient: QueryClient,
  kind: WorkKind,
  id: number,
  bookmarked: boolean,
) => patchCache(queryClient, bookmarkPatch(kind, id, bookmarked));

export const setFollowedEverywhere = (queryClient: QueryClient, userId: number, followed: boolean) =>
  patchCache(queryClient, followPatch(userId, followed));
