/**
 * Updates (issue 27): every follow with what its first page holds now and how much of it is new,
 * and one timeline of the new works, newest first, with the content settings and block lists
 * applied. First pages are asked at most FOLLOW_PAGE_CONCURRENCY at a time and answered from the
 * query cache within the API's lifetimes. A follow read for the first time gets its mark here.
 */
import { defaultRankDate, isContentVisible, pixivDateOf, type VisibilityRules } from "@pxv/pixiv";
import { useQueries } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { useDataSource } from "../../data/data-source-context";
import { createTaskLimit } from "../../lib/task-limit";
import { followPageRequest, newestFirst, type FollowedWork } from "../../queries/follow-pages";
import { useFollows } from "../../queries/follows";
import { useContentSettings, useVisibilityRules } from "../../settings/content-settings";
import type { FollowRow } from "../../storage/follow-subject";
import { markFollowsSeen } from "../../storage/follows";
import { seenMarkOf, unreadOf } from "./unread";

/** First pages in flight at once, across every follow. */
export const FOLLOW_PAGE_CONCURRENCY = 4;
const limit = createTaskLimit(FOLLOW_PAGE_CONCURRENCY);

export interface FollowUpdate {
  readonly row: FollowRow;
  readonly state: "loading" | "error" | "ready";
  readonly error: Error | null;
  /** The first page, as the content settings let it be shown. */
  readonly works: readonly FollowedWork[];
  readonly unread: readonly FollowedWork[];
}

export interface Updates {
  readonly loading: boolean;
  readonly follows: readonly FollowUpdate[];
  /** Every new work of every follow, once, newest first. */
  readonly timeline: readonly FollowedWork[];
  readonly unreadCount: number;
}

const visible = (rules: VisibilityRules) => (item: FollowedWork) => isContentVisible(item.work, rules);

export function useUpdates(): Updates {
  const source = useDataSource();
  const content = useContentSettings();
  const rules = useVisibilityRules();
  const follows = useFollows();
  const rows = useMemo(() => follows.data ?? [], [follows.data]);
  const now = new Date();
  const context = {
    r18: content.r18,
    ai: content.ai,
    today: pixivDateOf(now),
    rankDate: defaultRankDate(now),
  };
  const results = useQueries({
    queries: rows.map((row) => {
      const request = followPageRequest(source, row.key, row.subject, context);
      return {
        queryKey: request.queryKey,
        queryFn: ({ signal }: { signal: AbortSignal }) => limit(() => request.fetch(signal)),
        staleTime: request.staleTime,
      };
    }),
    // Only what Updates reads, so the array stays the same while nothing in it changes.
    combine: (all) => all.map(({ data, isPending, isError, error }) => ({ data, isPending, isError, error })),
  });

  // A follow's first read sets its mark, so it starts with nothing new.
  // Each is written once, though its row reads unmarked until the follows are read again.
  const marked = useRef(new Set<string>());
  useEffect(() => {
    const marks = rows.flatMap((row, index) => {
      const data = results[index]?.data;
      // A mark seen on its row is done: the key may be followed afresh later.
      if (row.seen !== null) marked.current.delete(row.key);
      if (row.seen !== null || data === undefined || marked.current.has(row.key)) return [];
      marked.current.add(row.key);
      return [{ key: row.key, seen: seenMarkOf(data) }];
    });
    void markFollowsSeen(marks);
  }, [rows, results]);

  return useMemo(() => {
    const shown = visible(rules);
    const updates = rows.map((row, index): FollowUpdate => {
      const result = results[index];
      const works = (result?.data ?? []).filter(shown);
      return {
        row,
        state: result?.isPending === true ? "loading" : result?.isError === true ? "error" : "ready",
        error: result?.error ?? null,
        works,
        unread: unreadOf(row, works),
      };
    });
    const seen = new Set<string>();
    const timeline = newestFirst(updates.flatMap((update) => update.unread)).filter((item) => {
      const id = `${item.kind}:${String(item.work.id)}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
    return {
      loading: follows.isPending,
      follows: updates,
      timeline,
      unreadCount: timeline.length,
    };
  }, [rows, rules, results, follows.isPending]);
}
