// Recomm4U's users and following from the web on the emulated www.pixiv.net: /ajax/discovery/users
// in pixiv's envelope (validated against @pxv/pixiv's schema, works within the account's age
// setting), and bookmark_add.php / rpc_group_setting.php refusing a missing session, a wrong CSRF
// token and malformed forms, then changing the follows the web and the app API both list.
import {
  ajaxDiscoveryUsersSchema,
  ajaxEnvelopeSchema,
  ajaxErrorSchema,
  ajaxFollowingSchema,
  ajaxUserSchema,
  legacyFollowAddAnswerSchema,
  legacyUnfollowAnswerSchema,
  normalizeAjaxDiscoveryUsers,
  userPreviewsBodySchema,
} from "@pxv/pixiv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { SANDBOX_ACCOUNTS, type SandboxAccount } from "../accounts.js";
import { DEFAULT_SEED } from "../catalogue/catalogue.js";
import { startSandbox, type Sandbox } from "../sandbox.js";
import { bearerHeaders } from "../test/sign-in.js";
import { csrfTokenOf } from "./session.js";

const account = SANDBOX_ACCOUNTS[1] as SandboxAccount;
const other = SANDBOX_ACCOUNTS[2] as SandboxAccount;
const cookie = (who: SandboxAccount) => ({ cookie: `PHPSESSID=${who.sessionId}` });
const form = { "content-type": "application/x-www-form-urlencoded" };
const legacyErrorSchema = z.looseObject({ error: z.literal(true), message: z.string().min(1) });
let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = csrfTokenOf(DEFAULT_SEED, account);
});
afterAll(async () => {
  await sandbox.close();
});

async function ajax<T>(path: string, schema: z.ZodType<T>, who: SandboxAccount = account): Promise<T> {
  const response = await fetch(`${sandbox.urls.www}${path}`, { headers: cookie(who) });
  expect(response.status, path).toBe(200);
  return ajaxEnvelopeSchema(schema).parse(await response.json()).body;
}

const post = (path: string, headers: Record<string, string>, body: Record<string, string>) =>
  fetch(`${sandbox.urls.www}${path}`, {
    method: "POST",
    headers: { referer: "https://www.pixiv.net/", ...headers },
    body: new URLSearchParams(body).toString(),
  });

const followForm = (userId: number | string) => ({
  mode: "add",
  type: "user",
  user_id: String(userId),
  tag: "",
  restrict: "0",
  format: "json",
});
const unfollowForm = (userId: number | string) => ({ mode: "del", type: "bookuser", id: String(userId) });

async function discoveredUserIds(): Promise<string[]> {
  const body = await ajax("/ajax/discovery/users?limit=60&lang=zh", ajaxDiscoveryUsersSchema);
  return body.users.map((user) => user.userId);
}

describe("/ajax/discovery/users", () => {
  it("needs a session", async () => {
    const response = await fetch(`${sandbox.urls.www}/ajax/discovery/users?limit=10`);
    expect(response.status).toBe(401);
    expect(ajaxErrorSchema.parse(await response.json()).error).toBe(true);
  });

  it("answers `limit` users with their recent works, within the account's age setting", async () => {
    const body = await ajax("/ajax/discovery/users?limit=60&lang=zh", ajaxDiscoveryUsersSchema);
    expect(body.users).toHaveLength(60);
    expect(body.recommendedUsers.map((entry) => entry.userId)).toEqual(body.users.map((user) => user.userId));
    expect(new Set(body.users.map((user) => user.userId)).size).toBe(60);
    expect(body.users.every((user) => !user.isFollowed)).toBe(true);
    const thumbnails = new Map(body.thumbnails.illust.map((work) => [work.id, work]));
    for (const entry of body.recommendedUsers) {
      expect(entry.recentIllustIds.length).toBeLessThanOrEqual(3);
      for (const id of entry.recentIllustIds) expect(thumbnails.get(id)?.userId).toBe(entry.userId);
    }
    expect(body.thumbnails.illust.length).toBeGreaterThan(60);
    // The demo account does not show R-18 works.
    expect(body.thumbnails.illust.every((work) => work.xRestrict === 0)).toBe(true);
    const previews = normalizeAjaxDiscoveryUsers(body);
    expect(previews).toHaveLength(60);
    expect(previews.some((user) => user.illusts.length > 0)).toBe(true);
    // The same draw as the app API's recommended users.
    const appApi = await fetch(`${sandbox.urls.appApi}/v1/user/recommended`, {
      headers: await bearerHeaders(sandbox.urls, account),
    });
    const recommended = userPreviewsBodySchema.parse(await appApi.json()).user_previews;
    expect(recommended.slice(0, 10).map((preview) => String(preview.user.id))).toEqual(
      body.users.slice(0, 10).map((user) => user.userId),
    );
  });
});

describe("following over bookmark_add.php and rpc_group_setting.php", () => {
  it("refuses a missing session, a wrong CSRF token, malformed forms and unknown users", async () => {
    const target = (await discoveredUserIds())[0] as string;
    const refusals: [Response, number][] = [
      [await post("/bookmark_add.php", { ...form, "x-csrf-token": token }, followForm(target)), 401],
      [
        await post(
          "/bookmark_add.php",
          { ...form, ...cookie(account), "x-csrf-token": csrfTokenOf(DEFAULT_SEED, other) },
          followForm(target),
        ),
        400,
      ],
      [
        await post(
          "/bookmark_add.php",
          { ...form, ...cookie(account), "x-csrf-token": token },
          {
            ...followForm(target),
            type: "illust",
          },
        ),
        400,
      ],
      [
        await post(
          "/bookmark_add.php",
          { ...form, ...cookie(account), "x-csrf-token": token },
          {
            ...followForm(target),
            restrict: "2",
          },
        ),
        400,
      ],
      [
        await post(
          "/bookmark_add.php",
          { ...form, ...cookie(account), "x-csrf-token": token },
          followForm(account.id),
        ),
        400,
      ],
      [
        await post(
          "/bookmark_add.php",
          { ...form, ...cookie(account), "x-csrf-token": token },
          followForm(999_999_999),
        ),
        404,
      ],
      [
        await fetch(`${sandbox.urls.www}/bookmark_add.php`, {
          method: "POST",
          headers: { "content-type": "application/json", ...cookie(account), "x-csrf-token": token },
          body: JSON.stringify(followForm(target)),
        }),
        400,
      ],
      [await post("/rpc_group_setting.php", { ...form, ...cookie(account) }, unfollowForm(target)), 400],
      [
        await post(
          "/rpc_group_setting.php",
          { ...form, ...cookie(account), "x-csrf-token": token },
          {
            ...unfollowForm(target),
            mode: "add",
          },
        ),
        400,
      ],
    ];
    for (const [response, status] of refusals) {
      expect(response.status).toBe(status);
      // Legacy PHP: no envelope.
      const body = legacyErrorSchema.parse(await response.json());
      expect(body).not.toHaveProperty("body");
    }
    expect(await discoveredUserIds()).toContain(target);
  });

  it("follows and unfollows, changing what the web and the app API list", async () => {
    const target = (await discoveredUserIds())[1] as string;
    const headers = { ...form, ...cookie(account), "x-csrf-token": token };
    const followed = await post("/bookmark_add.php", headers, followForm(target));
    expect(followed.status).toBe(200);
    legacyFollowAddAnswerSchema.parse(await followed.json());

    const following = await ajax(
      `/ajax/user/${account.id}/following?offset=0&limit=24&rest=show`,
      ajaxFollowingSchema,
    );
    expect(following.users.map((user) => user.userId)).toContain(target);
    expect((await ajax(`/ajax/user/${target}`, ajaxUserSchema)).isFollowed).toBe(true);
    expect(await discoveredUserIds()).not.toContain(target);
    const appHeaders = await bearerHeaders(sandbox.urls, account);
    const appFollowing = await fetch(
      `${sandbox.urls.appApi}/v1/user/following?user_id=${account.id}&restrict=public`,
      { headers: appHeaders },
    );
    expect(
      userPreviewsBodySchema
        .parse(await appFollowing.json())
        .user_previews.map((preview) => String(preview.user.id)),
    ).toContain(target);

    const unfollowed = await post("/rpc_group_setting.php", headers, unfollowForm(target));
    expect(unfollowed.status).toBe(200);
    expect(legacyUnfollowAnswerSchema.parse(await unfollowed.json())).toEqual({
      type: "bookuser",
      user_id: target,
    });
    const after = await ajax(`/ajax/user/${account.id}/following?rest=show`, ajaxFollowingSchema);
    expect(after.users.map((user) => user.userId)).not.toContain(target);
    expect((await ajax(`/ajax/user/${target}`, ajaxUserSchema)).isFollowed).toBe(false);
    const detail = await fetch(`${sandbox.urls.appApi}/v1/user/follow/detail?user_id=${target}`, {
      headers: appHeaders,
    });
    expect(await detail.json()).toMatchObject({ follow_detail: { is_followed: false } });
  });
});
