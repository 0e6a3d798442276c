/**
 * Recomm4U's users and following from the web (PIXIV.md §5.2; PRODUCT.md §B4):
 *
 *   GET  /ajax/discovery/users?limit&lang      {recommendedUsers: [{userId, recentIllustIds, recentNovelIds}],
 *                                               users: [ajax user], thumbnails: {illust: [ArtworkInfo], …}}
 *   POST /bookmark_add.php      form mode=add&type=user&user_id&tag&restrict=0|1&format=json   → []
 *   POST /rpc_group_setting.php form mode=del&type=bookuser&id                                → {type, user_id}
 *
 * Discovery needs a session (401); it draws the users the app API's `/v1/user/recommended` suggests
 * (those the account follows left out), each with a few recent works the account may see. The two
 * legacy PHP endpoints are not enveloped: they answer as above, or `{"error": true, "message"}` with
 * 401 (no session), 400 (no or a wrong `x-csrf-token`, a malformed form) or 404 (no such user). They
 * change the same per-account follows as the app API's `/v1/user/follow/add|delete`, so
 * `/ajax/user/{id}/following`, `/ajax/user/{id}` and the app API agree.
 */
import { USER_PREVIEW_WORKS } from "@pxv/pixiv";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SandboxAccount } from "../accounts.js";
import { findUser } from "../app-api/people.js";
import { suggestedUsers } from "../app-api/user-endpoints.js";
import { userWorkIds } from "../app-api/user-works.js";
import { field, type FormFields } from "../http/form-body.js";
import type { CatalogueUser } from "../catalogue/users.js";
import { ajaxUser } from "./ajax-json.js";
import type { AjaxListContext } from "./ajax-lists.js";
import { fail, intParam, JSON_TYPE, ok, single, type Query } from "./ajax-reply.js";
import { postingAccount } from "./session.js";

/** `limit` when the request gives none, and the most one request lists. */
const DISCOVERY_USERS_DEFAULT = 10;
const DISCOVERY_USERS_MAX = 100;
/** Works of a user examined for ones the account may see. */
const WORKS_SCANNED = 12;
const USER_NOT_FOUND = "ユーザーが見つかりませんでした";

/** A legacy PHP endpoint's refusal: no envelope, just the error and its message. */
const refuse = (reply: FastifyReply, status: number, message: string): FastifyReply =>
  reply.code(status).type(JSON_TYPE).send({ error: true, message });

const isForm = (request: FastifyRequest): boolean =>
  (request.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded");

export function registerWebFollowRoutes(app: FastifyInstance, context: AjaxListContext): void {
  const { catalogue, states, viewer, infos } = context;

  /** The works shown beside a user: recent ones within the account's age and AI settings. */
  const recentWorks = (account: SandboxAccount, user: CatalogueUser): number[] => {
    const showAi = states.showAi(account.id);
    return userWorkIds(catalogue, user.index, context.now(), "any", WORKS_SCANNED)
      .filter((id) => {
        const work = catalogue.illust(id);
        return work !== null && work.xRestrict <= account.xRestrict && (showAi || work.aiType !== 2);
      })
      .slice(0, USER_PREVIEW_WORKS);
  };

  app.get<{ Querystring: Query }>("/ajax/discovery/users", (request, reply) => {
    const account = viewer(request);
    if (account === null) return fail(reply, 401, "Unauthorized");
    const limit = Math.max(
      1,
      intParam(single(request.query.limit), DISCOVERY_USERS_DEFAULT, DISCOVERY_USERS_MAX),
    );
    const users = suggestedUsers(context, account.id, limit);
    const picked = users.map((user) => ({ user, works: recentWorks(account, user) }));
    return ok(reply, {
      recommendedUsers: picked.map(({ user, works }) => ({
        userId: String(user.id),
        recentIllustIds: works.map(String),
        recentNovelIds: [],
      })),
      users: users.map((user) => ajaxUser(user, false, false)),
      thumbnails: {
        illust: infos(
          account,
          picked.flatMap(({ works }) => works),
        ),
        novel: [],
        novelSeries: [],
        novelDraft: [],
        collection: [],
      },
      tagTranslation: [],
      zoneConfig: {},
    });
  });

  /** The user a follow form names (`user_id` or `id`), or null after refusing. */
  const formUser = async (
    form: FormFields | undefined,
    name: string,
    reply: FastifyReply,
  ): Promise<CatalogueUser | null> => {
    const idText = field(form, name);
    const user =
      idText !== undefined && /^\d{1,12}$/.test(idText) ? findUser(catalogue, Number(idText)) : null;
    if (user === null)
      await refuse(
        reply,
        idText === undefined ? 400 : 404,
        idText === undefined ? "Invalid request" : USER_NOT_FOUND,
      );
    return user;
  };

  app.post("/bookmark_add.php", async (request, reply) => {
    const account = await postingAccount(catalogue.seed, request, reply, refuse);
    if (account === null) return reply;
    const form = request.body as FormFields | undefined;
    const restrict = field(form, "restrict") ?? "0";
    if (
      !isForm(request) ||
      field(form, "mode") !== "add" ||
      field(form, "type") !== "user" ||
      field(form, "format") !== "json" ||
      (restrict !== "0" && restrict !== "1")
    ) {
      return refuse(reply, 400, "Invalid request");
    }
    const user = await formUser(form, "user_id", reply);
    if (user === null) return reply;
    if (user.id === account.id) return refuse(reply, 400, "You cannot follow yourself");
    states.addFollow(account.id, user.id, restrict === "1" ? "private" : "public");
    return reply.code(200).type(JSON_TYPE).send([]);
  });

  app.post("/rpc_group_setting.php", async (request, reply) => {
    const account = await postingAccount(catalogue.seed, request, reply, refuse);
    if (account === null) return reply;
    const form = request.body as FormFields | undefined;
    if (!isForm(request) || field(form, "mode") !== "del" || field(form, "type") !== "bookuser") {
      return refuse(reply, 400, "Invalid request");
    }
    const user = await formUser(form, "id", reply);
    if (user === null) return reply;
    states.deleteFollow(account.id, user.id);
    return reply
      .code(200)
      .type(JSON_TYPE)
      .send({ type: "bookuser", user_id: String(user.id) });
  });
}
