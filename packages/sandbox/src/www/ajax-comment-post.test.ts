// Posting comments through the emulated www.pixiv.net (`POST /ajax/illusts/comments/post`): the
// session and its CSRF token are required, the body is checked (type, the work's author, 1–140
// characters, a reply's root comment), and what is posted is listed first by the web's comment
// roots, under its root comment's replies, and by the app API's comments, which share the state.
import { ajaxCommentsSchema, ajaxEnvelopeSchema, ajaxErrorSchema } from "@pxv/pixiv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { SANDBOX_ACCOUNTS, type SandboxAccount } from "../accounts.js";
import { createCatalogue, DEFAULT_SEED } from "../catalogue/catalogue.js";
import { startSandbox, type Sandbox } from "../sandbox.js";
import { bearerHeaders } from "../test/sign-in.js";
import { csrfTokenOf } from "./session.js";

const catalogue = createCatalogue(DEFAULT_SEED);
const account = SANDBOX_ACCOUNTS[1] as SandboxAccount;
let sandbox: Sandbox;
let workId: number;
let authorId: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  const ranking = (await (
    await fetch(`${sandbox.urls.www}/ranking.php?format=json&mode=daily&content=illust`, {
      headers: { referer: "https://www.pixiv.net/" },
    })
  ).json()) as { contents: { illust_id: number; user_id: number }[] };
  const first = ranking.contents[0];
  if (first === undefined) throw new Error("no ranking");
  workId = first.illust_id;
  authorId = String(first.user_id);
});
afterAll(async () => {
  await sandbox.close();
});

const signedIn = (who: SandboxAccount = account): Record<string, string> => ({
  cookie: `PHPSESSID=${who.sessionId}`,
  "x-csrf-token": csrfTokenOf(catalogue.seed, who),
  "content-type": "application/json; charset=utf-8",
});

const post = (headers: Record<string, string>, body: Record<string, unknown>) =>
  fetch(`${sandbox.urls.www}/ajax/illusts/comments/post`, {
    method: "POST",
    headers: { referer: "https://www.pixiv.net/", ...headers },
    body: JSON.stringify(body),
  });

const commentBody = (comment: string, extra: Record<string, unknown> = {}) => ({
  type: "comment",
  illust_id: String(workId),
  author_user_id: authorId,
  comment,
  ...extra,
});

async function roots() {
  const response = await fetch(
    `${sandbox.urls.www}/ajax/illusts/comments/roots?illust_id=${workId}&offset=0&limit=3`,
    { headers: { referer: "https://www.pixiv.net/" } },
  );
  return ajaxEnvelopeSchema(ajaxCommentsSchema).parse(await response.json()).body.comments;
}

describe("POST /ajax/illusts/comments/post", () => {
  it("refuses a missing session, a wrong CSRF token and bodies pixiv would refuse", async () => {
    const { cookie: _cookie, ...noSession } = signedIn();
    expect((await post(noSession, commentBody("hello"))).status).toBe(401);
    expect((await post({ ...signedIn(), "x-csrf-token": "0".repeat(32) }, commentBody("hello"))).status).toBe(
      400,
    );
    const refusals: Record<string, unknown>[] = [
      commentBody("   "),
      commentBody("x".repeat(141)),
      commentBody("hello", { type: "stamp" }),
      commentBody("hello", { author_user_id: "1" }),
      commentBody("hello", { parent_id: "123" }),
    ];
    for (const body of refusals) {
      const answer = await post(signedIn(), body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(ajaxErrorSchema.parse(await answer.json()).error).toBe(true);
    }
    expect((await roots()).map((comment) => comment.userId)).not.toContain(String(account.id));
  });

  it("posts a comment and a reply that the web and the app API list", async () => {
    const posted = await post(signedIn(), commentBody("web comment 🙂"));
    expect(posted.status).toBe(200);
    const { comment_id: commentId } = ajaxEnvelopeSchema(z.object({ comment_id: z.string() })).parse(
      await posted.json(),
    ).body;
    const [first] = await roots();
    expect(first).toMatchObject({ id: commentId, comment: "web comment 🙂", userId: String(account.id) });

    const reply = await post(signedIn(), commentBody("web reply", { parent_id: commentId }));
    expect(reply.status).toBe(200);
    const replies = await fetch(
      `${sandbox.urls.www}/ajax/illusts/comments/replies?comment_id=${commentId}&page=1`,
      { headers: { referer: "https://www.pixiv.net/" } },
    );
    const listed = ajaxEnvelopeSchema(ajaxCommentsSchema).parse(await replies.json()).body.comments;
    expect(listed.map((one) => one.comment)).toEqual(["web reply"]);
    expect((await roots())[0]?.hasReplies).toBe(true);

    const app = await fetch(`${sandbox.urls.appApi}/v3/illust/comments?illust_id=${workId}`, {
      headers: await bearerHeaders(sandbox.urls, account),
    });
    const appComments = ((await app.json()) as { comments: { id: number; comment: string }[] }).comments;
    expect(appComments[0]).toMatchObject({ id: Number(commentId), comment: "web comment 🙂" });
  });
});
