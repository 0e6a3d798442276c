/**
 * The emulated www.pixiv.net for pxv's web-login mode (PIXIV.md §5): pages carrying the session's
 * CSRF token (legacy `meta#meta-global-data` and Next.js `__NEXT_DATA__`), the `/ajax` endpoints in
 * pixiv's `{error, message, body}` envelope, bookmark add (JSON) and delete (form, by bookmark id)
 * that need both the `PHPSESSID` session and its `x-csrf-token`, Recomm4U's users and following
 * (web-follows.ts), and the un-enveloped `/ranking.php?format=json`. Bookmarks and follows are the
 * demo accounts' state, shared with the app API.
 */
import { escapeHtml, I_PXIMG_ORIGIN, latestRankDate } from "@pxv/pixiv";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { SandboxAccount } from "../accounts.js";
import { findUser } from "../app-api/people.js";
import { isPublished } from "../catalogue/catalogue.js";
import { firstIdPostedFrom, FIRST_WORK_ID } from "../catalogue/timeline.js";
import { ugoiraFrames } from "../catalogue/ugoira.js";
import { workExists } from "../catalogue/works.js";
import { acceptFormBodies, field, type FormFields } from "../http/form-body.js";
import { ugoiraZipPath } from "../pximg-paths.js";
import { userNovelIds, userWorkIds } from "../app-api/user-works.js";
import { ajaxIllust, ajaxPages, ajaxUser, artworkInfo, avatarUrl } from "./ajax-json.js";
import { registerAjaxCommentPost, registerAjaxCommentRoutes } from "./ajax-comments.js";
import { registerAjaxListRoutes } from "./ajax-lists.js";
import { registerWebFollowRoutes } from "./web-follows.js";
import { fail, intParam, JSON_TYPE, ok } from "./ajax-reply.js";
import { csrfTokenOf, postingAccount as postingAccountOf, sessionAccount } from "./session.js";
import { workOf, type WwwContext } from "./www-context.js";

export type { WwwContext } from "./www-context.js";
import { answerRankingPhp } from "./ranking-php.js";

type Query = Readonly<Record<string, string | undefined>>;

const I_PXIMG = I_PXIMG_ORIGIN;
const illustNotFoundMessage = "該当作品は削除されたか、存在しない作品IDです。";

function page(context: WwwContext, account: SandboxAccount | null, title: string): string {
  const token = csrfTokenOf(context.catalogue.seed, account);
  const userData =
    account === null
      ? null
      : {
          id: String(account.id),
          pixivId: account.account,
          name: account.name,
          premium: account.isPremium,
          xRestrict: account.xRestrict,
        };
  const globalData = JSON.stringify({ token, userData });
  const preloaded = JSON.stringify({ api: { token }, userData: { self: userData } });
  const nextData = JSON.stringify({ props: { pageProps: { serverSerializedPreloadedState: preloaded } } });
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<meta name="global-data" id="meta-global-data" content='${escapeHtml(globalData)}'>
</head>
<body>
<div id="__next"></div>
<script id="__NEXT_DATA__" type="application/json">${nextData.replace(/</g, "\\u003c")}</script>
</body>
</html>
`;
}

export function createWwwHost(context: WwwContext, logger: boolean): FastifyInstance {
  const app = Fastify({ logger });
  acceptFormBodies(app);
  const { catalogue, states } = context;
  const viewer = (request: FastifyRequest): SandboxAccount | null => sessionAccount(request.headers.cookie);
  const bookmarkOf = (account: SandboxAccount | null, id: number) =>
    account === null ? undefined : states.bookmark(account.id, "illust", id);
  const infos = (account: SandboxAccount | null, ids: readonly number[]) =>
    ids.flatMap((id) => {
      const work = catalogue.illust(id);
      return work === null || !isPublished(work, context.now())
        ? []
        : [artworkInfo(catalogue, work, bookmarkOf(account, id))];
    });

  for (const path of ["/", "/en/", "/artworks/:id", "/en/artworks/:id"]) {
    app.get(path, (request, reply) =>
      reply
        .code(200)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(page(context, viewer(request), "pixiv")),
    );
  }

  app.get<{ Params: { id: string } }>("/ajax/illust/:id", (request, reply) => {
    const work = workOf(context, request.params.id);
    if (work === null) return fail(reply, 404, illustNotFoundMessage);
    return ok(reply, ajaxIllust(catalogue, work, bookmarkOf(viewer(request), work.id)));
  });

  app.get<{ Params: { id: string } }>("/ajax/illust/:id/pages", (request, reply) => {
    const work = workOf(context, request.params.id);
    return work === null ? fail(reply, 404, illustNotFoundMessage) : ok(reply, ajaxPages(work));
  });

  app.get<{ Params: { id: string } }>("/ajax/illust/:id/ugoira_meta", (request, reply) => {
    const work = workOf(context, request.params.id);
    if (work === null || work.type !== "ugoira") return fail(reply, 404, illustNotFoundMessage);
    return ok(reply, {
      src: `${I_PXIMG}/${ugoiraZipPath(work, "600x600")}`,
      originalSrc: `${I_PXIMG}/${ugoiraZipPath(work, "1920x1080")}`,
      mime_type: "image/jpeg",
      frames: ugoiraFrames(work),
    });
  });

  app.get<{ Params: { id: string }; Querystring: Query }>("/ajax/user/:id", (request, reply) => {
    const user = /^\d+$/.test(request.params.id) ? findUser(catalogue, Number(request.params.id)) : null;
    if (user === null) return fail(reply, 404, "ユーザーが見つかりませんでした");
    const account = viewer(request);
    const followed = account !== null && states.follow(account.id, user.id) !== undefined;
    const body = ajaxUser(user, followed, false);
    return ok(
      reply,
      request.query.full === "1"
        ? {
            ...body,
            following: 0,
            followedBack: false,
            comment: "",
            commentHtml: "",
            webpage: null,
            social: [],
            canSendMessage: false,
            official: false,
            group: null,
          }
        : body,
    );
  });

  app.get<{ Params: { id: string } }>("/ajax/user/:id/profile/all", (request, reply) => {
    const user = /^\d+$/.test(request.params.id) ? findUser(catalogue, Number(request.params.id)) : null;
    if (user === null) return fail(reply, 404, "ユーザーが見つかりませんでした");
    const now = context.now();
    const ids = userWorkIds(catalogue, user.index, now, "any", 2000);
    const illusts = ids.filter((id) => catalogue.illust(id)?.type !== "manga");
    const manga = ids.filter((id) => catalogue.illust(id)?.type === "manga");
    const novels = userNovelIds(catalogue, user.index, now, 2000);
    const idMap = (list: readonly number[]) =>
      list.length === 0 ? [] : Object.fromEntries(list.map((id) => [String(id), null]));
    const publicCount = states
      .bookmarks(user.id, "illust")
      .filter((bookmark) => bookmark.restrict === "public").length;
    return ok(reply, {
      illusts: idMap(illusts),
      manga: idMap(manga),
      novels: idMap(novels),
      mangaSeries: [],
      novelSeries: [],
      pickup: [],
      bookmarkCount: { public: { illust: publicCount, novel: 0 }, private: { illust: 0, novel: 0 } },
      externalSiteWorksStatus: { booth: false, sketch: false, vroidHub: false },
      request: { showRequestTab: false, showRequestSentTab: false, postWorks: { artworks: [], novels: [] } },
    });
  });

  app.get<{ Params: { id: string }; Querystring: Query }>(
    "/ajax/user/:id/illusts/bookmarks",
    (request, reply) => {
      const user = /^\d+$/.test(request.params.id) ? findUser(catalogue, Number(request.params.id)) : null;
      if (user === null) return fail(reply, 404, "ユーザーが見つかりませんでした");
      const account = viewer(request);
      const rest = request.query.rest === "hide" ? "private" : "public";
      if (rest === "private" && account?.id !== user.id)
        return fail(reply, 403, "アクセスが制限されています。");
      const offset = intParam(request.query.offset, 0, 100_000);
      const limit = intParam(request.query.limit, 48, 100);
      const tag = request.query.tag === undefined || request.query.tag === "" ? undefined : request.query.tag;
      const all = states
        .bookmarks(user.id, "illust")
        .filter(
          (bookmark) => bookmark.restrict === rest && (tag === undefined || bookmark.tags.includes(tag)),
        );
      return ok(reply, {
        works: all.slice(offset, offset + limit).flatMap((bookmark) => {
          const work = catalogue.illust(bookmark.targetId);
          return work === null ? [] : [artworkInfo(catalogue, work, bookmark)];
        }),
        total: all.length,
      });
    },
  );

  app.get<{ Params: { id: string } }>("/ajax/user/:id/illusts/bookmark/tags", (request, reply) => {
    const user = /^\d+$/.test(request.params.id) ? findUser(catalogue, Number(request.params.id)) : null;
    if (user === null) return fail(reply, 404, "ユーザーが見つかりませんでした");
    const own = viewer(request)?.id === user.id;
    const count = (restrict: "public" | "private") => {
      const counts = new Map<string, number>();
      for (const bookmark of states.bookmarks(user.id, "illust")) {
        if (bookmark.restrict !== restrict) continue;
        for (const tag of bookmark.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      }
      return [...counts].map(([tag, cnt]) => ({ tag, cnt })).sort((a, b) => b.cnt - a.cnt);
    };
    return ok(reply, {
      public: count("public"),
      private: own ? count("private") : [],
      tooManyBookmark: false,
      tooManyBookmarkTags: false,
    });
  });

  app.get<{ Params: { id: string }; Querystring: Query }>("/ajax/user/:id/following", (request, reply) => {
    const user = /^\d+$/.test(request.params.id) ? findUser(catalogue, Number(request.params.id)) : null;
    if (user === null) return fail(reply, 404, "ユーザーが見つかりませんでした");
    const rest = request.query.rest === "hide" ? "private" : "public";
    const offset = intParam(request.query.offset, 0, 100_000);
    const limit = intParam(request.query.limit, 24, 100);
    const followed =
      user.index < 0
        ? states
            .follows(user.id)
            .filter((follow) => follow.restrict === rest)
            .flatMap((follow) => findUser(catalogue, follow.userId) ?? [])
        : rest === "public"
          ? catalogue.social.following(user.index).map((index) => catalogue.userAt(index))
          : [];
    return ok(reply, {
      users: followed.slice(offset, offset + limit).map((other) => ({
        userId: String(other.id),
        userName: other.name,
        profileImageUrl: avatarUrl(other, 50),
        userComment: "",
        following: true,
        followed: false,
        isBlocking: false,
        isMypixiv: false,
        illusts: infos(viewer(request), userWorkIds(catalogue, other.index, context.now(), "any", 4)),
        novels: [],
        acceptRequest: other.isAcceptRequest,
      })),
      total: followed.length,
    });
  });

  app.get<{ Querystring: Query }>("/ajax/follow_latest/illust", (request, reply) => {
    const account = viewer(request);
    if (account === null) return fail(reply, 401, "Unauthorized");
    const pageNumber = Math.max(1, intParam(request.query.p, 1, 35));
    const ids = states
      .follows(account.id)
      .flatMap((follow) => {
        const user = findUser(catalogue, follow.userId);
        return user === null ? [] : userWorkIds(catalogue, user.index, context.now(), "any", 20);
      })
      .filter((id) => request.query.mode !== "r18" || (catalogue.illust(id)?.xRestrict ?? 0) > 0)
      .sort((a, b) => b - a);
    const pageSize = 60;
    const slice = ids.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    return ok(reply, {
      page: { isLastPage: pageNumber * pageSize >= ids.length, ids: slice },
      thumbnails: { illust: infos(account, slice) },
    });
  });

  app.get<{ Querystring: Query }>("/ajax/discovery/artworks", (request, reply) => {
    const account = viewer(request);
    if (account === null) return fail(reply, 401, "Unauthorized");
    const limit = intParam(request.query.limit, 60, 100);
    const mode = request.query.mode ?? "all";
    const ranking = catalogue.ranking(mode === "r18" ? "week_r18" : "week", latestRankDate(context.now()));
    return ok(reply, { thumbnails: { illust: infos(account, ranking.slice(0, limit)) } });
  });

  app.get<{ Querystring: Query }>("/ajax/illust/new", (request, reply) => {
    const limit = intParam(request.query.limit, 20, 60);
    const newest = firstIdPostedFrom(Math.floor(context.now().getTime() / 1000)) - 1;
    const lastId = intParam(request.query.lastId, 0, newest);
    const wantManga = request.query.type === "manga";
    const ids: number[] = [];
    for (let id = lastId === 0 ? newest : lastId - 1; id >= FIRST_WORK_ID && ids.length < limit; id--) {
      if (!workExists(catalogue.seedHash, id)) continue;
      const work = catalogue.illust(id);
      if (work !== null && work.xRestrict === 0 && (work.type === "manga") === wantManga) ids.push(id);
    }
    return ok(reply, { illusts: infos(viewer(request), ids), lastId: String(ids[ids.length - 1] ?? lastId) });
  });

  registerAjaxCommentRoutes(app, context);
  registerAjaxCommentPost(app, context);
  registerAjaxListRoutes(app, { ...context, viewer, infos });
  registerWebFollowRoutes(app, { ...context, viewer, infos });

  app.get<{ Params: { id: string } }>("/ajax/novel/:id", (request, reply) => {
    const novel = /^\d+$/.test(request.params.id) ? catalogue.novel(Number(request.params.id)) : null;
    if (novel === null || !isPublished(novel, context.now()))
      return fail(reply, 404, "該当作品は削除されたか、存在しない作品IDです。");
    const poster = catalogue.novelPoster(novel);
    return ok(reply, {
      id: String(novel.id),
      title: novel.title,
      description: novel.caption,
      content: novel.text,
      userId: String(poster.id),
      userName: poster.name,
      createDate: new Date(novel.postedAt * 1000).toISOString().replace(/\.\d{3}Z$/, "+00:00"),
      uploadDate: new Date(novel.postedAt * 1000).toISOString().replace(/\.\d{3}Z$/, "+00:00"),
      xRestrict: novel.xRestrict,
      restrict: 0,
      tags: {
        authorId: String(poster.id),
        isLocked: false,
        tags: novel.tags.map((tag) => ({ tag: tag.name, locked: true, deletable: false })),
        writable: true,
      },
      pageCount: novel.pageCount,
      characterCount: novel.text.length,
      bookmarkCount: novel.totalBookmarks,
      viewCount: novel.totalView,
      commentCount: novel.totalComments,
      isOriginal: novel.isOriginal,
      language: novel.language,
      aiType: novel.aiType,
      seriesNavData: novel.series === null ? null : { seriesId: novel.series.id, title: novel.series.title },
      bookmarkData: null,
    });
  });

  /** A POST needs a session and its CSRF token; answers the account, or null after refusing. */
  const postingAccount = (request: FastifyRequest, reply: FastifyReply) =>
    postingAccountOf(catalogue.seed, request, reply, fail);

  app.post("/ajax/illusts/bookmarks/add", async (request, reply) => {
    const account = await postingAccount(request, reply);
    if (account === null) return reply;
    if (!(request.headers["content-type"] ?? "").includes("application/json"))
      return fail(reply, 400, "Invalid request");
    const body = (request.body ?? {}) as { illust_id?: unknown; restrict?: unknown; tags?: unknown };
    const work = workOf(
      context,
      typeof body.illust_id === "string" || typeof body.illust_id === "number"
        ? String(body.illust_id)
        : undefined,
    );
    if (work === null) return fail(reply, 404, illustNotFoundMessage);
    const tags = Array.isArray(body.tags)
      ? body.tags.filter((tag): tag is string => typeof tag === "string")
      : [];
    states.addBookmark(account.id, "illust", work.id, body.restrict === 1 ? "private" : "public", tags);
    const stored = states.bookmark(account.id, "illust", work.id);
    return ok(reply, { last_bookmark_id: String(stored?.bookmarkId ?? 0), stacc_status_id: null });
  });

  app.post("/ajax/illusts/bookmarks/delete", async (request, reply) => {
    const account = await postingAccount(request, reply);
    if (account === null) return reply;
    const bookmarkId = field(request.body as FormFields | undefined, "bookmark_id");
    if (
      bookmarkId === undefined ||
      !(request.headers["content-type"] ?? "").includes("x-www-form-urlencoded")
    ) {
      return fail(reply, 400, "Invalid request");
    }
    const bookmark = states
      .bookmarks(account.id, "illust")
      .find((entry) => String(entry.bookmarkId) === bookmarkId);
    if (bookmark !== undefined) states.deleteBookmark(account.id, "illust", bookmark.targetId);
    return ok(reply, []);
  });

  app.get<{ Querystring: Query }>("/ranking.php", (request, reply) => {
    const answer = answerRankingPhp(context, request.query, viewer(request));
    return reply.code(answer.status).type(JSON_TYPE).send(answer.body);
  });

  app.setNotFoundHandler((_request, reply) => fail(reply, 404, "Not Found"));
  app.setErrorHandler((error, _request, reply) =>
    fail(reply, 400, error instanceof Error ? error.message : "Invalid request"),
  );
  return app;
}
