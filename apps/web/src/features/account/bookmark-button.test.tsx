import type { Artwork } from "@pxv/pixiv";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { translator } from "../../i18n/translator";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setSession } from "../../session/session";
import { APP_LOGIN_CAPABILITIES, WEB_LOGIN_CAPABILITIES } from "../../data/account-source";
import { DataSourceProvider } from "../../data/data-source-context";
import type { DataSource } from "../../data/data-source";
import { DataSourceError } from "../../data/errors";
import { initI18n } from "../../i18n/i18n";
import account from "../../i18n/locales/account/en.json";
import en from "../../i18n/locales/en.json";
import { stubSource } from "../../test/render-app";
import { artwork } from "../../test/fixtures";
import { useSettingsStore } from "../../settings/settings-store";
import { registerAutoDownload } from "./after-bookmark";
import { BookmarkButton } from "./bookmark-button";
import { FollowButton } from "./follow-button";
import { searchKeys } from "../../queries/search";

const toastError = vi.hoisted(() => vi.fn());
vi.mock("../../lib/toast", () => ({
  toast: Object.assign(vi.fn(), { error: toastError, success: vi.fn() }),
}));

beforeAll(async () => {
  if (!translator.isStarted()) await initI18n("en", en);
  translator.addBundle("en", "account", account);
});
afterEach(() => {
  cleanup();
  setSession({ mode: "none", user: null });
  toastError.mockClear();
});

const capabilities = APP_LOGIN_CAPABILITIES;

/** The same work shown twice: as the detail and inside a list, each from the query cache. */
function Screen({ id }: { id: number }) {
  const detail = useQuery<Artwork>({
    queryKey: ["artwork", id],
    queryFn: () => Promise.reject(new Error("cached only")),
  });
  const list = useQuery<readonly Artwork[]>({
    queryKey: searchKeys.popular(null),
    queryFn: () => Promise.reject(new Error("cached only")),
  });
  return (
    <>
      <div data-testid="detail">{detail.data ? <BookmarkButton work={detail.data} /> : null}</div>
      <div data-testid="list">
        {list.data?.map((work) => (
          <BookmarkButton key={work.id} work={work} />
        ))}
      </div>
      {detail.data ? <FollowButton user={{ ...detail.data.author, name: detail.data.author.name }} /> : null}
    </>
  );
}

function renderScreen(source: DataSource, work: Artwork) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(["artwork", work.id], work);
  client.setQueryData(searchKeys.popular(null), [work, artwork({ id: work.id + 1 })]);
  render(
    <QueryClientProvider client={client}>
      <DataSourceProvider source={source}>
        <Screen id={work.id} />
      </DataSourceProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe("BookmarkButton and FollowButton", () => {
  it("render nothing for a signed-out visitor", () => {
    renderScreen(stubSource(), artwork({ id: 10 }));
    expect(screen.queryByTestId("bookmark-button")).toBeNull();
    expect(screen.queryByTestId("follow-button")).toBeNull();
  });

  it("bookmark: every copy of the work turns at once, with the default choice of the settings", async () => {
    setSession({ mode: "app", user: { id: 1, name: "me", account: "me", avatar: "" } });
    let resolve: () => void = () => undefined;
    const addBookmark = vi.fn(
      () =>
        new Promise<null>(
          (done) =>
            (resolve = () => {
              done(null);
            }),
        ),
    );
    renderScreen(
      stubSource({ accountCapabilities: () => capabilities, addBookmark }),
      artwork({ id: 20, tags: ["a", "b"] }),
    );
    const [detailHeart, listHeart, otherHeart] = await screen.findAllByTestId("bookmark-button");
    fireEvent.click(detailHeart as HTMLElement);
    await waitFor(() => {
      expect(screen.getAllByTestId("bookmark-button").map((button) => button.dataset["bookmarked"])).toEqual([
        "true",
        "true",
        "false",
      ]);
    });
    expect(listHeart).toBeDefined();
    expect(otherHeart).toBeDefined();
    expect(addBookmark).toHaveBeenCalledWith({ kind: "illust", id: 20 }, { restrict: "public", tags: [] });
    act(() => {
      resolve();
    });
    await waitFor(() => {
      expect(screen.getAllByTestId("bookmark-button")[0]?.hasAttribute("disabled")).toBe(false);
    });
  });

  it("after a bookmark: follows the author and downloads the work when the settings say so", async () => {
    setSession({ mode: "app", user: { id: 1, name: "me", account: "me", avatar: "" } });
    const settings = useSettingsStore.getState();
    settings.setAppSetting("isAutoFollowAfterBookmark", true);
    settings.setAppSetting("isAutoDownLoadAfterBookmark", true);
    settings.setAppSetting("isDefBookmarkPrivate", true);
    settings.setAppSetting("isDefBookmarkAddTags", true);
    const downloaded = vi.fn();
    const unregister = registerAutoDownload(downloaded);
    const addBookmark = vi.fn(() => Promise.resolve(null));
    const followUser = vi.fn(() => Promise.resolve());
    try {
      renderScreen(
        stubSource({ accountCapabilities: () => capabilities, addBookmark, followUser }),
        artwork({ id: 25, userId: 88, tags: ["x"] }),
      );
      const [heart] = await screen.findAllByTestId("bookmark-button");
      fireEvent.click(heart as HTMLElement);
      await waitFor(() => {
        expect(followUser).toHaveBeenCalledWith(88, "public");
      });
      expect(addBookmark).toHaveBeenCalledWith(
        { kind: "illust", id: 25 },
        { restrict: "private", tags: ["x"] },
      );
      expect(downloaded).toHaveBeenCalledWith(expect.objectContaining({ id: 25 }));
      expect(screen.getByTestId("follow-button").dataset["followed"]).toBe("true");
    } finally {
      unregister();
      useSettingsStore.getState().setAppSetting("isAutoFollowAfterBookmark", false);
      useSettingsStore.getState().setAppSetting("isAutoDownLoadAfterBookmark", false);
      useSettingsStore.getState().setAppSetting("isDefBookmarkPrivate", false);
      useSettingsStore.getState().setAppSetting("isDefBookmarkAddTags", false);
    }
  });

  it("a refused bookmark rolls back everywhere with PRODUCT.md's message", async () => {
    setSession({ mode: "app", user: { id: 1, name: "me", account: "me", avatar: "" } });
    const addBookmark = vi.fn(() =>
      Promise.reject(new DataSourceError("rate_limited", "Rate Limit", { status: 403 })),
    );
    renderScreen(stubSource({ accountCapabilities: () => capabilities, addBookmark }), artwork({ id: 30 }));
    const [heart] = await screen.findAllByTestId("bookmark-button");
    fireEvent.click(heart as HTMLElement);
    await waitFor(() => {
      expect(toastError).toHaveBeenCalledWith("Bookmarking failed", expect.anything());
    });
    expect(screen.getAllByTestId("bookmark-button").map((button) => button.dataset["bookmarked"])).toEqual([
      "false",
      "false",
      "false",
    ]);
  });

  it("rapid taps on a heart: one request in flight, the last choice wins, every copy follows", async () => {
    setSession({ mode: "app", user: { id: 1, name: "me", account: "me", avatar: "" } });
    const answers: (() => void)[] = [];
    const held = () =>
      new Promise<null>((resolve) => {
        answers.push(() => {
          resolve(null);
        });
      });
    const addBookmark = vi.fn(held);
    const deleteBookmark = vi.fn(() => held().then(() => undefined));
    renderScreen(
      stubSource({ accountCapabilities: () => capabilities, addBookmark, deleteBookmark }),
      artwork({ id: 35 }),
    );
    const hearts = () => screen.getAllByTestId("bookmark-button");
    await screen.findAllByTestId("bookmark-button");
    // Four taps (on, off, on, off) from either copy while the first request is held: one request.
    for (let tap = 0; tap < 4; tap += 1) fireEvent.click(hearts()[tap % 2] as HTMLElement);
    await waitFor(() => {
      expect(addBookmark).toHaveBeenCalledTimes(1);
    });
    expect(deleteBookmark).not.toHaveBeenCalled();
    expect(hearts().map((button) => button.dataset["bookmarked"])).toEqual(["false", "false", "false"]);
    // A fifth tap: on again. The held add settles; on is what pixiv has, so nothing more is sent.
    fireEvent.click(hearts()[0] as HTMLElement);
    await act(async () => {
      answers.shift()?.();
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(hearts().map((button) => button.dataset["bookmarked"])).toEqual(["true", "true", "false"]);
    });
    expect(addBookmark).toHaveBeenCalledTimes(1);
    expect(deleteBookmark).not.toHaveBeenCalled();
    // Off then settled: the last choice (off) is sent after the add, once.
    fireEvent.click(hearts()[0] as HTMLElement);
    await act(async () => {
      answers.shift()?.();
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(deleteBookmark).toHaveBeenCalledTimes(1);
    });
    expect(hearts().map((button) => button.dataset["bookmarked"])).toEqual(["false", "false", "false"]);
  });

  it("a long-press opens the dialog; the chosen privacy and tags are sent", async () => {
    setSession({ mode: "app", user: { id: 1, name: "me", account: "me", avatar: "" } });
    // jsdom has no modal dialogs.
    Object.defineProperty(HTMLDialogElement.prototype, "showModal", {
      configurable: true,
      value: function showModal(this: HTMLDialogElement) {
        this.open = true;
      },
    });
    const addBookmark = vi.fn(() => Promise.resolve(null));
    renderScreen(
      stubSource({ accountCapabilities: () => capabilities, addBookmark }),
      artwork({ id: 40, tags: ["cat", "dog"] }),
    );
    const [heart] = await screen.findAllByTestId("bookmark-button");
    fireEvent.contextMenu(heart as HTMLElement);
    const dialog = await screen.findByTestId("bookmark-dialog");
    fireEvent.click(screen.getByLabelText("Private"));
    fireEvent.click(screen.getByLabelText("dog"));
    fireEvent.change(screen.getByLabelText(/Tags \(separated by spaces\)/), {
      target: { value: "mine  also" },
    });
    fireEvent.submit(dialog.querySelector("form") as HTMLFormElement);
    await waitFor(() => {
      expect(addBookmark).toHaveBeenCalledWith(
        { kind: "illust", id: 40 },
        { restrict: "private", tags: ["dog", "mine", "also"] },
      );
    });
  });

  it("web login: a long-press offers public or private (no tags) and sends the choice", async () => {
    setSession({ mode: "web", user: { id: 1, name: "me", account: "me", avatar: "" } });
    Object.defineProperty(HTMLDialogElement.prototype, "showModal", {
      configurable: true,
      value: function showModal(this: HTMLDialogElement) {
        this.open = true;
      },
    });
    const addBookmark = vi.fn(() => Promise.resolve(null));
    renderScreen(
      stubSource({ accountCapabilities: () => WEB_LOGIN_CAPABILITIES, addBookmark }),
      artwork({ id: 41, tags: ["cat"] }),
    );
    const [heart] = await screen.findAllByTestId("bookmark-button");
    fireEvent.contextMenu(heart as HTMLElement);
    const dialog = await screen.findByTestId("bookmark-dialog");
    expect(screen.queryByLabelText(/Tags \(separated by spaces\)/)).toBeNull();
    fireEvent.click(screen.getByLabelText("Private"));
    fireEvent.submit(dialog.querySelector("form") as HTMLFormElement);
    await waitFor(() => {
      expect(addBookmark).toHaveBeenCalledWith({ kind: "illust", id: 41 }, { restrict: "private", tags: [] });
    });
  });

  it("the follow button hides on the person's own works and in web mode", async () => {
    setSession({ mode: "app", user: { id: 555, name: "me", account: "me", avatar: "" } });
    renderScreen(stubSource({ accountCapabilities: () => capabilities }), artwork({ id: 50, userId: 555 }));
    await screen.findAllByTestId("bookmark-button");
    expect(screen.queryByTestId("follow-button")).toBeNull();
    cleanup();
    setSession({ mode: "web", user: { id: 555, name: "me", account: "me", avatar: "" } });
    renderScreen(
      stubSource({ accountCapabilities: () => ({ ...capabilities, privacy: false, follow: false }) }),
      artwork({ id: 51, userId: 9 }),
    );
    await screen.findAllByTestId("bookmark-button");
    expect(screen.queryByTestId("follow-button")).toBeNull();
  });

  it("follow: rapid taps send one request and end on the last choice", async () => {
    setSession({ mode: "app", user: { id: 1, name: "me", account: "me", avatar: "" } });
    let answer = () => {};
    const followUser = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
    );
    const unfollowUser = vi.fn(() => Promise.resolve());
    renderScreen(
      stubSource({ accountCapabilities: () => capabilities, followUser, unfollowUser }),
      artwork({ id: 65, userId: 78 }),
    );
    const button = await screen.findByTestId("follow-button");
    for (let tap = 0; tap < 3; tap += 1) fireEvent.click(button);
    await waitFor(() => {
      expect(followUser).toHaveBeenCalledTimes(1);
    });
    await act(async () => {
      answer();
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(screen.getByTestId("follow-button").dataset["followed"]).toBe("true");
    });
    expect(followUser).toHaveBeenCalledTimes(1);
    expect(unfollowUser).not.toHaveBeenCalled();
  });

  it("follow: refused calls roll back with PRODUCT.md's message", async () => {
    setSession({ mode: "app", user: { id: 1, name: "me", account: "me", avatar: "" } });
    const followUser = vi.fn(() => Promise.reject(new DataSourceError("unknown", "nope")));
    renderScreen(
      stubSource({ accountCapabilities: () => capabilities, followUser }),
      artwork({ id: 60, userId: 77 }),
    );
    const button = await screen.findByTestId("follow-button");
    fireEvent.click(button);
    await waitFor(() => {
      expect(toastError).toHaveBeenCalledWith("Following failed", expect.anything());
    });
    expect(screen.getByTestId("follow-button").dataset["followed"]).toBe("false");
    expect(followUser).toHaveBeenCalledWith(77, "public");
  });
});
