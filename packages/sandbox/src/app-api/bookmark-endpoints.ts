/**
 * Bookmark endpoints of the app API (PIXIV.md §3.1 rows 11–13, 44–47, and
 * `/v1/illust/bookmark/users`): a user's bookmarks newest first, paged by `max_bookmark_id`
 * (inclusive: the next page starts at the next bookmark's id), filtered by `restrict` (private only
 * for oneself) and `tag`; bookmark tags with counts; bookmark detail (`restrict` a string); add
 * (tags as repeated `tags[]` or one space-joined field) and delete. A demo account's bookmarks live in
 * the account state; a catalogue user's are generated, and deleted works among them come back as
 * pixiv's `limit_unknown` placeholder. A novel a demo account bookmarked that was taken down since
 * (the control host) comes back as a placeholder too.
 */
import { DEFAULT_PAGE_SIZE, type AppIllust, type AppNovel } from "@pxv/pixiv";
import { accountById } from "../accounts.js";
import { isPublished } from "../catalogue/catalogue.js";
import { FIRST_NOVEL_ID, novelPostedAt } from "../catalogue/novels.js";
import { bookmarkedId, generatedBookmarkId, generatedBookmarkIndex } from "../catalogue/social.js";
import { formatPixivDateTime, FIRST_WORK_ID, postedAt } from "../catalogue/timeline.js";
import { field, fieldValues } from "../http/form-body.js";
import type { BookmarkKind, Restrict } from "../state/account-state.js";
import {
  addProblem,
  appApiError,
  invalidParameters,
  userNotFound,
  type ParameterProblems,
} from "./errors.js";
import { marksOf, ok, type AppApiAnswer, type Endpoint, type EndpointRequest } from "./endpoint.js";
import { illustJson, placeholderIllustJson } from "./illust-json.js";
import { novelJson, placeholderNovelJson } from "./novel-json.js";
import { readPublishedItem } from "./lists.js";
import { findUser } from "./people.js";
import {
  appApiUrl,
  offsetPage,
  parameter,
  readId,
  readOffset,
  readOptionalId,
  readRestrict,
} from "./query.js";

/** Generated bookmarks point at works and novels posted before these ids (the catalogue's anchor date). */
const LAST_BOOKMARKABLE = { illust: 126_839_000, novel: 24_000_000 } as const;
const FIRST_BOOKMARKABLE = { illust: FIRST_WORK_ID, novel: FIRST_NOVEL_ID } as const;

interface BookmarkEntry {
  readonly bookmarkId: number;
  readonly targetId: number;
  readonly tags: readonly string[];
}

/** The bookmarks of `userId` (restrict, tag), newest first, from `maxBookmarkId` on, at most `limit`. */
function bookmarkEntries(
  request: EndpointRequest,
  kind: BookmarkKind,
  userId: number,
  userIndex: number,
  restrict: Restrict,
  tag: string | undefined,
  maxBookmarkId: number | undefined,
  limit: number,
): BookmarkEntry[] {
  const { catalogue, states } = request.context;
  if (accountById(userId) !== null) {
    return states
      .bookmarks(userId, kind)
      .filter(
        (bookmark) =>
          bookmark.restrict === restrict &&
          (tag === undefined || bookmark.tags.includes(tag)) &&
          (maxBookmarkId === undefined || bookmark.bookmarkId <= maxBookmarkId),
      )
      .slice(0, limit);
  }
  if (restrict === "private" || tag !== undefined) return [];
  const count = catalogue.social.bookmarkCount(userIndex, kind);
  const start = maxBookmarkId === undefined ? 0 : Math.max(0, generatedBookmarkIndex(maxBookmarkId));
  const entries: BookmarkEntry[] = [];
  for (let index = start; index < count && entries.length < limit; index++) {
    const targetId = bookmarkedId(
      catalogue.seedHash,
      kind,
      userIndex,
      index,
      FIRST_BOOKMARKABLE[kind],
      LAST_BOOKMARKABLE[kind],
    );
    entries.push({ bookmarkId: generatedBookmarkId(index), targetId, tags: [] });
  }
  return entries;
}

function bookmarkedIllustJson(request: EndpointRequest, id: number): AppIllust {
  const { catalogue } = request.context;
  const work = catalogue.illust(id);
  if (work === null || !isPublished(work, request.context.now())) {
    return placeholderIllustJson(id, formatPixivDateTime(postedAt(id)));
  }
  return illustJson(catalogue, work, "list", marksOf(request));
}

/** A bookmarked novel; one gone since is a placeholder when the account kept it (`kept`), else left out. */
function bookmarkedNovelJson(request: EndpointRequest, id: number, kept: boolean): AppNovel[] {
  const novel = request.context.catalogue.novel(id);
  if (novel !== null) return [novelJson(request.context.catalogue, novel, marksOf(request))];
  return kept ? [placeholderNovelJson(id, formatPixivDateTime(novelPostedAt(id)))] : [];
}

function answerBookmarks(request: EndpointRequest, kind: BookmarkKind): AppApiAnswer {
  const problems: ParameterProblems = {};
  const userId = readId(request.query, "user_id", problems);
  const restrict = readRestrict(request.query, problems);
  const maxBookmarkId = readOptionalId(request.query, "max_bookmark_id", problems);
  const tag = parameter(request.query, "tag");
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const user = findUser(request.context.catalogue, userId);
  if (user === null) return userNotFound();
  if (restrict === "private" && user.id !== request.viewer.id) {
    return appApiError(403, { userMessage: "Your access is currently restricted." });
  }
  const entries = bookmarkEntries(
    request,
    kind,
    user.id,
    user.index,
    restrict,
    tag,
    maxBookmarkId,
    DEFAULT_PAGE_SIZE + 1,
  );
  const page = entries.slice(0, DEFAULT_PAGE_SIZE);
  const next = entries[DEFAULT_PAGE_SIZE];
  const nextUrl =
    next === undefined
      ? null
      : appApiUrl(`/v1/user/bookmarks/${kind}`, [
          ["user_id", user.id],
          ["restrict", restrict],
          ["tag", tag],
          ["filter", parameter(request.query, "filter")],
          ["max_bookmark_id", next.bookmarkId],
        ]);
  return kind === "illust"
    ? ok({ illusts: page.map((entry) => bookmarkedIllustJson(request, entry.targetId)), next_url: nextUrl })
    : ok({
        novels: page.flatMap((entry) =>
          bookmarkedNovelJson(request, entry.targetId, accountById(user.id) !== null),
        ),
        next_url: nextUrl,
      });
}

export const answerIllustBookmarks: Endpoint = (request) => answerBookmarks(request, "illust");
export const answerNovelBookmarks: Endpoint = (request) => answerBookmarks(request, "novel");

function answerBookmarkTags(request: EndpointRequest, kind: BookmarkKind): AppApiAnswer {
  const problems: ParameterProblems = {};
  const userId = readId(request.query, "user_id", problems);
  const restrict = readRestrict(request.query, problems);
  const offset = readOffset(request.query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const user = findUser(request.context.catalogue, userId);
  if (user === null) return userNotFound();
  const counts = new Map<string, number>();
  if (accountById(user.id) !== null && (restrict === "public" || user.id === request.viewer.id)) {
    for (const bookmark of request.context.states.bookmarks(user.id, kind)) {
      if (bookmark.restrict !== restrict) continue;
      for (const tag of bookmark.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
  }
  const tags = [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1));
  const { page, nextOffset } = offsetPage(tags, offset, DEFAULT_PAGE_SIZE);
  return ok({
    bookmark_tags: page,
    next_url:
      nextOffset === null
        ? null
        : appApiUrl(`/v1/user/bookmark-tags/${kind}`, [
            ["user_id", user.id],
            ["restrict", restrict],
            ["offset", nextOffset],
          ]),
  });
}

export const answerIllustBookmarkTags: Endpoint = (request) => answerBookmarkTags(request, "illust");
export const answerNovelBookmarkTags: Endpoint = (request) => answerBookmarkTags(request, "novel");

const idName = (kind: BookmarkKind): string => `${kind}_id`;

/** The work or novel a request names, or an error answer. */
function readTarget(
  request: EndpointRequest,
  kind: BookmarkKind,
  fromForm: boolean,
): { id: number; tags: readonly { name: string; translated: string | null }[] } | AppApiAnswer {
  const name = idName(kind);
  const found = readPublishedItem(
    request,
    kind,
    fromForm ? field(request.form, name) : parameter(request.query, name),
  );
  if ("status" in found) return found;
  const { item } = found;
  const { id } = item;
  return { id, tags: item.tags };
}

function answerBookmarkDetail(request: EndpointRequest, kind: BookmarkKind): AppApiAnswer {
  const target = readTarget(request, kind, false);
  if ("status" in target) return target;
  const bookmark = request.context.states.bookmark(request.viewer.id, kind, target.id);
  const registered = new Set(bookmark?.tags ?? []);
  const names = [...target.tags.map((tag) => tag.name), ...registered].filter(
    (name, index, all) => all.indexOf(name) === index,
  );
  return ok({
    bookmark_detail: {
      is_bookmarked: bookmark !== undefined,
      tags: names.map((name) => ({ name, is_registered: registered.has(name) })),
      restrict: bookmark?.restrict ?? "public",
    },
  });
}

export const answerIllustBookmarkDetail: Endpoint = (request) => answerBookmarkDetail(request, "illust");
export const answerNovelBookmarkDetail: Endpoint = (request) => answerBookmarkDetail(request, "novel");

/** `tags[]` repeated, or one field with tags joined by spaces (pixivpy), or `tags`. */
function readBookmarkTags(request: EndpointRequest): string[] {
  return [...fieldValues(request.form, "tags[]"), ...fieldValues(request.form, "tags")]
    .flatMap((value) => value.split(/\s+/))
    .filter((tag) => tag !== "");
}

function answerBookmarkAdd(request: EndpointRequest, kind: BookmarkKind): AppApiAnswer {
  const target = readTarget(request, kind, true);
  if ("status" in target) return target;
  const problems: ParameterProblems = {};
  const restrict = readRestrict(request.form, problems);
  const tags = readBookmarkTags(request);
  if (tags.length > 10) addProblem(problems, "tags", "tags must be no more than 10");
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  request.context.states.addBookmark(request.viewer.id, kind, target.id, restrict, tags);
  return ok({});
}

function answerBookmarkDelete(request: EndpointRequest, kind: BookmarkKind): AppApiAnswer {
  const target = readTarget(request, kind, true);
  if ("status" in target) return target;
  request.context.states.deleteBookmark(request.viewer.id, kind, target.id);
  return ok({});
}

export const answerIllustBookmarkAdd: Endpoint = (request) => answerBookmarkAdd(request, "illust");
export const answerIllustBookmarkDelete: Endpoint = (request) => answerBookmarkDelete(request, "illust");
export const answerNovelBookmarkAdd: Endpoint = (request) => answerBookmarkAdd(request, "novel");
export const answerNovelBookmarkDelete: Endpoint = (request) => answerBookmarkDelete(request, "novel");
