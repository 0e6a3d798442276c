/**
 * Comment endpoints of the app API (PIXIV.md §3.0.4, §3.1 rows 15–17, 50): `/v3/…/comments`
 * (the account's posted comments first, then the generated ones, newest first, offset pages),
 * `/v2/…/comment/replies` (oldest first) and `/v1/…/comment/add` (`comment`, `parent_comment_id?`,
 * or a `stamp_id`), answering `{comment}`.
 */
import { DEFAULT_PAGE_SIZE, type AppComment } from "@pxv/pixiv";
import { accountById } from "../accounts.js";
import { isPublished, type Catalogue } from "../catalogue/catalogue.js";
import {
  addressOfComment,
  generateComment,
  generateReply,
  MAX_COMMENTS_PER_TARGET,
  STAMP_IDS,
  stampUrl,
  type CatalogueComment,
  type CommentTarget,
  type CommentTargetKind,
} from "../catalogue/comments.js";
import { isHostileNovel, isHostileWork } from "../catalogue/hostile.js";
import { formatPixivDateTime } from "../catalogue/timeline.js";
import { field } from "../http/form-body.js";
import type { PostedComment } from "../state/account-state.js";
import { addProblem, invalidParameters, type ParameterProblems } from "./errors.js";
import { ok, type AppApiAnswer, type Endpoint, type EndpointRequest } from "./endpoint.js";
import { userMinJson } from "./illust-json.js";
import { readPublishedItem } from "./lists.js";
import { accountAsUser, findUser } from "./people.js";
import { appApiUrl, offsetPage, parameter, readId, readOffset } from "./query.js";

/** pixiv's limit on a comment's length. */
const MAX_COMMENT_LENGTH = 140;

/** The sandbox's now in epoch seconds, as comment dates are kept. */
const nowSeconds = (request: EndpointRequest): number => Math.floor(request.context.now().getTime() / 1000);

function commentUser(catalogue: Catalogue, userIndex: number) {
  const { is_followed: _followed, ...user } = userMinJson(catalogue.userAt(userIndex), "list");
  return user;
}

function generatedCommentJson(catalogue: Catalogue, comment: CatalogueComment): AppComment {
  return {
    id: comment.id,
    comment: comment.text,
    date: formatPixivDateTime(comment.postedAt),
    user: commentUser(catalogue, comment.userIndex),
    has_replies: comment.replyCount > 0,
    stamp:
      comment.stampId === null ? null : { stamp_id: comment.stampId, stamp_url: stampUrl(comment.stampId) },
  };
}

function postedCommentJson(request: EndpointRequest, comment: PostedComment): AppComment {
  const author = accountById(comment.authorId);
  const user =
    author === null ? findUser(request.context.catalogue, comment.authorId) : accountAsUser(author);
  const { is_followed: _followed, ...userJson } = userMinJson(user ?? accountAsUser(request.viewer), "list");
  return {
    id: comment.id,
    comment: comment.text,
    date: formatPixivDateTime(comment.postedAt),
    user: userJson,
    has_replies: request.context.states.repliesTo(comment.id).length > 0,
    stamp:
      comment.stampId === null ? null : { stamp_id: comment.stampId, stamp_url: stampUrl(comment.stampId) },
  };
}

function readTarget(
  request: EndpointRequest,
  kind: CommentTargetKind,
  value: string | undefined,
): CommentTarget | AppApiAnswer {
  const found = readPublishedItem(request, kind, value);
  if ("status" in found) return found;
  const { item } = found;
  const { id } = item;
  return {
    kind,
    id,
    total: Math.min(item.totalComments, MAX_COMMENTS_PER_TARGET),
    postedAt: item.postedAt,
    hostile: kind === "illust" ? isHostileWork(id) : isHostileNovel(id),
  };
}

function answerComments(request: EndpointRequest, kind: CommentTargetKind): AppApiAnswer {
  const target = readTarget(request, kind, parameter(request.query, `${kind}_id`));
  if ("status" in target) return target;
  const problems: ParameterProblems = {};
  const offset = readOffset(request.query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const { catalogue, states } = request.context;
  const posted = states.commentsOn(kind, target.id);
  const total = target.hostile ? Math.max(target.total, 7) : target.total;
  const all = [
    ...posted.map((comment) => ({ posted: comment })),
    ...Array.from({ length: total }, (_, index) => ({ index })),
  ];
  const { page, nextOffset } = offsetPage(all, offset, DEFAULT_PAGE_SIZE);
  return ok({
    total_comments: all.length,
    comments: page.map((entry) =>
      "posted" in entry
        ? postedCommentJson(request, entry.posted)
        : generatedCommentJson(
            catalogue,
            generateComment(catalogue.seedHash, { ...target, total }, entry.index, nowSeconds(request)),
          ),
    ),
    next_url:
      nextOffset === null
        ? null
        : appApiUrl(`/v3/${kind}/comments`, [
            [`${kind}_id`, target.id],
            ["offset", nextOffset],
          ]),
    comment_access_control: 0,
  });
}

export const answerIllustComments: Endpoint = (request) => answerComments(request, "illust");
export const answerNovelComments: Endpoint = (request) => answerComments(request, "novel");

/** The generated comment with this id, when its target exists. */
function generatedComment(request: EndpointRequest, id: number): CatalogueComment | null {
  const address = addressOfComment(id);
  if (address === null || address.parentId !== null) return null;
  const { catalogue } = request.context;
  const item =
    address.kind === "illust" ? catalogue.illust(address.targetId) : catalogue.novel(address.targetId);
  if (item === null || !isPublished(item, request.context.now())) return null;
  const hostile = address.kind === "illust" ? isHostileWork(item.id) : isHostileNovel(item.id);
  const total = hostile
    ? Math.max(item.totalComments, 7)
    : Math.min(item.totalComments, MAX_COMMENTS_PER_TARGET);
  if (address.index >= total) return null;
  return generateComment(
    catalogue.seedHash,
    { kind: address.kind, id: item.id, total, postedAt: item.postedAt, hostile },
    address.index,
    nowSeconds(request),
  );
}

function answerReplies(request: EndpointRequest): AppApiAnswer {
  const problems: ParameterProblems = {};
  const id = readId(request.query, "comment_id", problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const { catalogue, states } = request.context;
  const parent = generatedComment(request, id);
  const generated =
    parent === null
      ? []
      : Array.from(
          { length: parent.replyCount },
          (_, index) => generateReply(catalogue.seedHash, parent, index, nowSeconds(request)) ?? [],
        ).flat();
  const posted = states.repliesTo(id);
  // An id that names no comment answers an empty list, as pixiv does for deleted comments.
  return ok({
    comments: [
      ...generated.map((reply) => generatedCommentJson(catalogue, reply)),
      ...posted.map((reply) => postedCommentJson(request, reply)),
    ],
    next_url: null,
  });
}

export const answerIllustCommentReplies: Endpoint = answerReplies;
export const answerNovelCommentReplies: Endpoint = answerReplies;

function answerCommentAdd(request: EndpointRequest, kind: CommentTargetKind): AppApiAnswer {
  const target = readTarget(request, kind, field(request.form, `${kind}_id`));
  if ("status" in target) return target;
  const problems: ParameterProblems = {};
  const text = field(request.form, "comment") ?? "";
  const stampText = field(request.form, "stamp_id");
  const stampId = stampText === undefined ? null : Number(stampText);
  if (stampId !== null && !STAMP_IDS.includes(stampId))
    addProblem(problems, "stamp_id", "Stamp Id contains invalid value");
  if (stampId === null && text.trim() === "") addProblem(problems, "comment", "comment is required");
  // pixiv counts characters (code points), not UTF-16 units.
  if (Array.from(text).length > MAX_COMMENT_LENGTH) {
    addProblem(problems, "comment", `comment must be no more than ${MAX_COMMENT_LENGTH} characters`);
  }
  const parentText = field(request.form, "parent_comment_id");
  const parentId =
    parentText === undefined
      ? null
      : readId({ parent_comment_id: parentText }, "parent_comment_id", problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const posted = request.context.states.postComment({
    kind,
    targetId: target.id,
    parentId,
    authorId: request.viewer.id,
    text: stampId === null ? text : "",
    stampId,
    postedAt: nowSeconds(request),
  });
  return ok({ comment: postedCommentJson(request, posted) });
}

export const answerIllustCommentAdd: Endpoint = (request) => answerCommentAdd(request, "illust");
export const answerNovelCommentAdd: Endpoint = (request) => answerCommentAdd(request, "novel");
