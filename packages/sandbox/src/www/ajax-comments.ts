/**
 * Comments over www.pixiv.net's AJAX API, for works and novels alike (PRODUCT.md §B2.6):
 * `/ajax/{illusts,novels}/comments/roots?{illust_id|novel_id}&offset&limit` → `{comments, hasNext}`
 * and `/ajax/{illusts,novels}/comments/replies?comment_id&page` → `{comments, hasNext}`. Comments are
 * the catalogue's (the same as the app API's); hostile works and novels cycle through the payloads.
 */
import type { FastifyInstance } from "fastify";
import {
  addressOfComment,
  generateComment,
  generateReply,
  MAX_COMMENTS_PER_TARGET,
  type CommentTarget,
  type CommentTargetKind,
} from "../catalogue/comments.js";
import { isHostileNovel, isHostileWork } from "../catalogue/hostile.js";
import { ajaxComment } from "./ajax-json.js";
import { fail, intParam, ok, single, type Query } from "./ajax-reply.js";
import { novelOf, workOf, type WwwContext } from "./www-context.js";

/** The fewest comments a hostile target lists, so that every payload shows. */
const HOSTILE_MIN_COMMENTS = 7;
const NOT_FOUND = "該当作品は削除されたか、存在しない作品IDです。";

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
      const comments = [];
      for (let index = offset; index < Math.min(target.total, offset + limit); index++) {
        const comment = generateComment(catalogue.seedHash, target, index, nowSeconds(context));
        comments.push(ajaxComment(catalogue, comment));
      }
      return ok(reply, { comments, hasNext: offset + limit < target.total });
    });

    app.get<{ Querystring: Query }>(`/ajax/${path}/comments/replies`, (request, reply) => {
      const idText = single(request.query.comment_id) ?? "";
      const address = /^\d+$/.test(idText) ? addressOfComment(Number(idText)) : null;
      const none = { comments: [], hasNext: false };
      if (address === null || address.parentId !== null || address.kind !== kind) return ok(reply, none);
      const target = targetOf(context, kind, String(address.targetId));
      if (target === null || address.index >= target.total) return ok(reply, none);
      const now = nowSeconds(context);
      const parent = generateComment(catalogue.seedHash, target, address.index, now);
      const replies = Array.from(
        { length: parent.replyCount },
        (_, index) => generateReply(catalogue.seedHash, parent, index, now) ?? [],
      ).flat();
      return ok(reply, { comments: replies.map((one) => ajaxComment(catalogue, one)), hasNext: false });
    });
  }
}
