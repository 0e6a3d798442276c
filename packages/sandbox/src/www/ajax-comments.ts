/**
 * Comments over www.pixiv.net's AJAX API, for works and novels alike (PRODUCT.md §B2.6):
 * `/ajax/{illusts,novels}/comments/roots?{illust_id|novel_id}&offset&limit` → `{comments, hasNext}`
 * and `/ajax/{illusts,novels}/comments/replies?comment_id&page` → `{comments, hasNext}`. Comments are
 * the catalogue's (the same as the app API's) after the ones accounts posted (newest first, as the
 * app API lists them); hostile works and novels cycle through the payloads.
 *
 * `POST /ajax/illusts/comments/post` (PIXIV.md §5: JSON `{type: "comment", illust_id, author_user_id,
 * comment}`, and `parent_id` for a reply to a root comment) posts as the session's account; it needs
 * the session's CSRF token, the work's own author id, and 1–140 characters of text.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { findUser } from "../app-api/people.js";
import {
  addressOfComment,
  generateComment,
  generateReply,
  MAX_COMMENTS_PER_TARGET,
  type CommentTarget,
  type CommentTargetKind,
} from "../catalogue/comments.js";
import { isHostileNovel, isHostileWork } from "../catalogue/hostile.js";
import type { PostedComment } from "../state/account-state.js";
import { ajaxComment, avatarUrl, webCommentJson } from "./ajax-json.js";
import { fail, intParam, ok, single, type Query } from "./ajax-reply.js";
import { postingAccount } from "./session.js";
import { novelOf, workOf, type WwwContext } from "./www-context.js";

/** The fewest comments a hostile target lists, so that every payload shows. */
const HOSTILE_MIN_COMMENTS = 7;
const NOT_FOUND = "該当作品は削除されたか、存在しない作品IDです。";

/** pixiv's limit on a comment's length, in characters (code points). */
const MAX_COMMENT_LENGTH = 140;

/** A comment an account posted, in the web's shape. */
function ajaxPostedComment(context: WwwContext, comment: PostedComment) {
  const author = findUser(context.catalogue, comment.authorId);
  return webCommentJson(
    {
      id: comment.authorId,
      name: author?.name ?? "",
      img: author === null ? "" : avatarUrl(author, 50),
      deleted: author === null,
    },
    comment,
    context.states.repliesTo(comment.id).length > 0,
  );
}

/** The sandbox's now in epoch seconds, as comment dates are kept. */
const nowSeconds = (context: WwwContext): number => Math.floor(context.now().getTime() / 1000);

function targetOf(
  context: WwwContext,
  kind: CommentTargetKind,
  idText: string | undefined,
): CommentTarget | null {
  const item = kind === "illust" ? workOf(context, idText) : novelOf(context, idText);
  if (item === null) return null;
  const hostile = kind === "illust" ? isHostileWork(item.id) : isHostileNovel(item.id);
  const total = hostile
    ? Math.max(item.totalComments, HOSTILE_MIN_COMMENTS)
    : Math.min(item.totalComments, MAX_COMMENTS_PER_TARGET);
  return { kind, id: item.id, postedAt: item.postedAt, total, hostile };
}

export function registerAjaxCommentRoutes(app: FastifyInstance, context: WwwContext): void {
  const { catalogue } = context;
  const kinds = [
    { kind: "illust", path: "illusts", idParam: "illust_id" },
    { kind: "novel", path: "novels", idParam: "novel_id" },
  ] as const;

  for (const { kind, path, idParam } of kinds) {
    app.get<{ Querystring: Query }>(`/ajax/${path}/comments/roots`, (request, reply) => {
      const target = targetOf(context, kind, single(request.query[idParam]));
      if (target === null) return fail(reply, 404, NOT_FOUND);
      const offset = intParam(request.query.offset, 0, 100_000);
      const limit = intParam(request.query.limit, 3, 50);
      // The accounts' own comments come first, then the catalogue's: one offset runs over both.
      const posted = context.states.commentsOn(kind, target.id);
      const total = posted.length + target.total;
      const comments = [];
      for (let index = offset; index < Math.min(total, offset + limit); index++) {
        const own = posted[index];
        comments.push(
          own === undefined
            ? ajaxComment(
                catalogue,
                generateComment(catalogue.seedHash, target, index - posted.length, nowSeconds(context)),
              )
            : ajaxPostedComment(context, own),
        );
      }
      return ok(reply, { comments, hasNext: offset + limit < total });
    });

    app.get<{ Querystring: Query }>(`/ajax/${path}/comments/replies`, (request, reply) => {
      const idText = single(request.query.comment_id) ?? "";
      const id = /^\d{1,16}$/.test(idText) ? Number(idText) : null;
      const posted = id === null ? [] : context.states.repliesTo(id).filter((one) => one.kind === kind);
      const own = posted.map((one) => ajaxPostedComment(context, one));
      const address = id === null ? null : addressOfComment(id);
      const none = { comments: own, hasNext: false };
      if (address === null || address.parentId !== null || address.kind !== kind) return ok(reply, none);
      const target = targetOf(context, kind, String(address.targetId));
      if (target === null || address.index >= target.total) return ok(reply, none);
      const now = nowSeconds(context);
      const parent = generateComment(catalogue.seedHash, target, address.index, now);
      const replies = Array.from(
        { length: parent.replyCount },
        (_, index) => generateReply(catalogue.seedHash, parent, index, now) ?? [],
      ).flat();
      return ok(reply, {
        comments: [...replies.map((one) => ajaxComment(catalogue, one)), ...own],
        hasNext: false,
      });
    });
  }
}

/** A root comment of this work: one of the catalogue's (by its address) or one an account posted. */
function isRootCommentOf(context: WwwContext, workId: number, commentId: number): boolean {
  const address = addressOfComment(commentId);
  if (address !== null && address.parentId === null && address.kind === "illust") {
    const target = targetOf(context, "illust", String(workId));
    return address.targetId === workId && target !== null && address.index < target.total;
  }
  return context.states.commentsOn("illust", workId).some((comment) => comment.id === commentId);
}

const idText = (value: unknown): string | undefined =>
  typeof value === "string" || typeof value === "number" ? String(value) : undefined;

/** Posting a comment or a reply on a work as the session's account (see the module's comment). */
export function registerAjaxCommentPost(app: FastifyInstance, context: WwwContext): void {
  app.post("/ajax/illusts/comments/post", async (request: FastifyRequest, reply: FastifyReply) => {
    const account = await postingAccount(context.catalogue.seed, request, reply, fail);
    if (account === null) return reply;
    if (!(request.headers["content-type"] ?? "").includes("application/json"))
      return fail(reply, 400, "Invalid request");
    const body = (request.body ?? {}) as Record<string, unknown>;
    const work = workOf(context, idText(body["illust_id"]));
    if (work === null) return fail(reply, 404, NOT_FOUND);
    if (body["type"] !== "comment") return fail(reply, 400, "Invalid request");
    if (idText(body["author_user_id"]) !== String(context.catalogue.poster(work).id))
      return fail(reply, 400, "Invalid request");
    const text = typeof body["comment"] === "string" ? body["comment"] : "";
    if (text.trim() === "") return fail(reply, 400, "コメントを入力してください");
    if (Array.from(text).length > MAX_COMMENT_LENGTH)
      return fail(reply, 400, `コメントは${MAX_COMMENT_LENGTH}文字以内で入力してください`);
    const parentText = idText(body["parent_id"]);
    const parentId = parentText === undefined || parentText === "" ? null : Number(parentText);
    if (
      parentId !== null &&
      (!Number.isSafeInteger(parentId) || !isRootCommentOf(context, work.id, parentId))
    )
      return fail(reply, 400, "Invalid request");
    const posted = context.states.postComment({
      kind: "illust",
      targetId: work.id,
      parentId,
      authorId: account.id,
      text,
      stampId: null,
      postedAt: nowSeconds(context),
    });
    return ok(reply, {
      comment: text,
      comment_id: String(posted.id),
      parent_id: parentId === null ? "0" : String(parentId),
      user_id: String(account.id),
    });
  });
}
