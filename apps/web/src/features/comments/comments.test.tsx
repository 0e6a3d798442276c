// The comments component: root comments render as text (hostile markup stays characters), the
// posting form shows only to a signed-in user whose login can comment on the kind of work (web
// login: works, not novels) and refuses empty text.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { translator } from "../../i18n/translator";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setSession } from "../../session/session";
import { APP_LOGIN_CAPABILITIES, WEB_LOGIN_CAPABILITIES } from "../../data/account-source";
import type { DataSource } from "../../data/data-source";
import { DataSourceProvider } from "../../data/data-source-context";
import { changeLanguage, initI18n, loadNamespaces } from "../../i18n/i18n";
import en from "../../i18n/locales/en.json";
import { stubSource } from "../../test/render-app";
import { Comments } from "./comments";

const comment = {
  id: "1",
  userId: 2,
  userName: "someone",
  img: "/-/a.jpg",
  comment: '<img src=x onerror="window.__pwned = true">(heart)',
  commentDate: "2024-01-01 00:00",
  stampId: null,
  stampUrl: null,
  replyToUserId: null,
  replyToUserName: null,
  hasReplies: false,
};

function wrap(children: ReactNode, overrides: Partial<DataSource> = {}) {
  const source = stubSource({
    getComments: () => Promise.resolve({ comments: [comment], hasNext: false }),
    ...overrides,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DataSourceProvider source={source}>
        <MemoryRouter>{children}</MemoryRouter>
      </DataSourceProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  if (!translator.isStarted()) await initI18n("en", en);
  else await changeLanguage("en");
  await loadNamespaces(["reader"]);
});

afterEach(() => {
  cleanup();
  setSession({ mode: "none", user: null });
});

describe("Comments", () => {
  it("renders a hostile comment as text with emoji pictures, and no form when signed out", async () => {
    wrap(<Comments kind="illust" id={5} />);
    const body = await screen.findByTestId("comment-body");
    expect(body.textContent).toContain('<img src=x onerror="window.__pwned = true">');
    expect(body.querySelector("[onerror]")).toBeNull();
    expect(body.querySelector("img")?.getAttribute("src")).toBe("/~/common/images/emoji/301.png");
    expect(screen.queryByTestId("comment-form")).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it("offers the form when the login can comment: refuses empty text, posts comments and replies", async () => {
    setSession({ mode: "app", user: { id: 1, name: "me", account: "me", avatar: "/-/me.jpg" } });
    const posted: { target: unknown; text: string }[] = [];
    wrap(<Comments kind="novel" id={5} />, {
      accountCapabilities: () => APP_LOGIN_CAPABILITIES,
      addComment: (target, text) => {
        posted.push({ target, text });
        return Promise.resolve();
      },
    });
    const form = await screen.findByTestId("comment-form");
    const textarea = form.querySelector("textarea") as HTMLTextAreaElement;
    fireEvent.change(textarea, { target: { value: "   " } });
    fireEvent.submit(form);
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Please write a comment");
    fireEvent.change(textarea, { target: { value: " nice " } });
    fireEvent.submit(form);
    await waitFor(() => {
      expect(posted).toEqual([{ target: { kind: "novel", id: 5 }, text: "nice" }]);
    });
    expect(screen.queryByRole("alert")).toBeNull();
    await waitFor(() => {
      expect(textarea.value).toBe("");
    });

    fireEvent.click(await screen.findByTestId("comment-reply-button"));
    expect(screen.getByTestId("comment-replying").textContent).toContain(comment.userName);
    fireEvent.change(textarea, { target: { value: "thanks" } });
    fireEvent.submit(form);
    await waitFor(() => {
      expect(posted[1]).toEqual({
        target: { kind: "novel", id: 5, parentId: Number(comment.id) },
        text: "thanks",
      });
    });
  });

  it("offers web login the form on a work but not on a novel", async () => {
    setSession({ mode: "web", user: { id: 1, name: "me", account: "me", avatar: "/-/me.jpg" } });
    const web = { accountCapabilities: () => WEB_LOGIN_CAPABILITIES };
    wrap(<Comments kind="illust" id={5} />, web);
    expect(await screen.findByTestId("comment-form")).toBeTruthy();
    cleanup();
    wrap(<Comments kind="novel" id={5} />, web);
    await screen.findByTestId("comment-body");
    expect(screen.queryByTestId("comment-form")).toBeNull();
  });
});
