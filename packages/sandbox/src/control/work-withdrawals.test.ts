// Works taken down through the control host: a bookmarked work deleted there comes back in its
// bookmark list as pixiv's placeholder (not visible, empty title, the limit_unknown picture) and its
// detail is gone; restoring it brings it back; a bookmarked novel the same (`?kind=novel`), checked
// against the novel schema; bad ids and actions are refused.
import { novelSchema } from "@pxv/pixiv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_ACCOUNTS, type SandboxAccount } from "../accounts.js";
import { createCatalogue } from "../catalogue/catalogue.js";
import { startSandbox, type Sandbox } from "../sandbox.js";
import { bearerHeaders } from "../test/sign-in.js";
import { createWorkWithdrawals, withoutWithdrawn } from "./work-withdrawals.js";

const account = SANDBOX_ACCOUNTS[1] as SandboxAccount;
const catalogue = createCatalogue();
const workId = catalogue.ranking("week", "2025-02-04")[7] as number;
const novelId = catalogue.novelRanking("week", "2025-02-04")[5] as number;
let sandbox: Sandbox;
let headers: Record<string, string>;

beforeAll(async () => {
  sandbox = await startSandbox();
  headers = await bearerHeaders(sandbox.urls, account);
});
afterAll(async () => {
  await sandbox.close();
});

interface ListedIllust {
  id: number;
  title: string;
  visible: boolean;
  image_urls: { medium: string };
}

async function bookmarks(): Promise<ListedIllust[]> {
  const response = await fetch(
    `${sandbox.urls.appApi}/v1/user/bookmarks/illust?user_id=${account.id}&restrict=public`,
    { headers },
  );
  return ((await response.json()) as { illusts: ListedIllust[] }).illusts;
}

interface ListedNovel {
  id: number;
  title: string;
  visible: boolean;
  image_urls: { medium: string };
}

async function novelBookmarks(): Promise<ListedNovel[]> {
  const response = await fetch(
    `${sandbox.urls.appApi}/v1/user/bookmarks/novel?user_id=${account.id}&restrict=public`,
    { headers },
  );
  return ((await response.json()) as { novels: ListedNovel[] }).novels;
}

const control = (path: string, method: string): Promise<Response> =>
  fetch(`${sandbox.urls.control}${path}`, { method });

describe("work withdrawals", () => {
  it("hide a work from the catalogue until restored", () => {
    const withdrawals = createWorkWithdrawals();
    const shown = withoutWithdrawn(catalogue, withdrawals);
    withdrawals.withdraw("illust", workId, "hidden");
    expect(shown.illust(workId)).toBeNull();
    expect(withdrawals.list()).toEqual([{ kind: "illust", id: workId, reason: "hidden" }]);
    expect(withdrawals.restore("illust", workId)).toBe(true);
    expect(shown.illust(workId)?.id).toBe(workId);
    expect(withdrawals.restore("illust", workId)).toBe(false);
  });

  it("answer a deleted bookmarked work as pixiv's placeholder, and the restored one as before", async () => {
    await fetch(`${sandbox.urls.appApi}/v2/illust/bookmark/add`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ illust_id: String(workId), restrict: "public" }).toString(),
    });
    const before = (await bookmarks()).find((illust) => illust.id === workId);
    expect(before).toMatchObject({ visible: true });
    expect(before?.title).not.toBe("");

    const deleted = await control(`/works/${workId}/delete`, "POST");
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ kind: "illust", id: workId, reason: "deleted" });
    expect(await (await control("/works", "GET")).json()).toEqual({
      withdrawn: [{ kind: "illust", id: workId, reason: "deleted" }],
    });
    const placeholder = (await bookmarks()).find((illust) => illust.id === workId);
    expect(placeholder).toMatchObject({ visible: false, title: "" });
    expect(placeholder?.image_urls.medium).toMatch(/limit_unknown_360\.png$/);
    const detail = await fetch(`${sandbox.urls.appApi}/v1/illust/detail?illust_id=${workId}`, { headers });
    expect(detail.status).toBe(404);

    expect((await control(`/works/${workId}`, "DELETE")).status).toBe(204);
    expect((await bookmarks()).find((illust) => illust.id === workId)).toMatchObject(before ?? {});
    expect((await control(`/works/${workId}`, "DELETE")).status).toBe(404);
  });

  it("answer a deleted bookmarked novel as a placeholder, and the restored one as before", async () => {
    await fetch(`${sandbox.urls.appApi}/v2/novel/bookmark/add`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ novel_id: String(novelId), restrict: "public" }).toString(),
    });
    const before = (await novelBookmarks()).find((novel) => novel.id === novelId);
    expect(before).toMatchObject({ visible: true });
    expect(before?.title).not.toBe("");

    const deleted = await control(`/works/${novelId}/delete?kind=novel`, "POST");
    expect(await deleted.json()).toEqual({ kind: "novel", id: novelId, reason: "deleted" });
    const placeholder = (await novelBookmarks()).find((novel) => novel.id === novelId);
    expect(placeholder).toMatchObject({ visible: false, title: "" });
    expect(placeholder?.image_urls.medium).toMatch(/limit_unknown_360\.png$/);
    expect(novelSchema.safeParse(placeholder).success).toBe(true);
    const detail = await fetch(`${sandbox.urls.appApi}/v2/novel/detail?novel_id=${novelId}`, { headers });
    expect(detail.status).toBe(404);

    expect((await control(`/works/${novelId}?kind=novel`, "DELETE")).status).toBe(204);
    expect((await novelBookmarks()).find((novel) => novel.id === novelId)).toMatchObject(before ?? {});
  });

  it("refuse what is not a work or an action", async () => {
    expect((await control("/works/abc/delete", "POST")).status).toBe(400);
    expect((await control("/works/12/vanish", "POST")).status).toBe(400);
    expect((await control("/works/12/delete?kind=manga", "POST")).status).toBe(400);
  });
});
