// The favourites tabs of the user page: the signed-in account's own page lists its own bookmarks
// with the restrict switch and tag chips (novels too in app mode), web mode and other people's
// pages keep the public favourites without filters.
import type { Member } from "@pxv/pixiv";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSession } from "../../session/session";
import {
  APP_LOGIN_CAPABILITIES,
  WEB_LOGIN_CAPABILITIES,
  type AccountCapabilities,
  type BookmarkListParams,
} from "../../data/account-source";
import { artwork } from "../../test/fixtures";
import { renderApp, stubSource } from "../../test/render-app";

const ME = 900004;

const APP_MODE = APP_LOGIN_CAPABILITIES;
const WEB_MODE = WEB_LOGIN_CAPABILITIES;

function member(id: number, bookmarks: number): Member {
  return {
    id,
    account: `user${id}`,
    name: `User ${id}`,
    comment: "",
    country_code: "",
    region: "",
    avatar: "/~/common/images/no_profile.png",
    bgcover: null,
    birth: "",
    gender: "",
    is_premium: false,
    is_using_custom_profile_image: false,
    job: "",
    follow: 0,
    friend: 0,
    bookmarks,
    illusts: 0,
    mangas: 0,
    illust_series: 0,
    novels: 0,
    novel_series: 0,
    twitter_account: "",
    twitter_url: null,
    pawoo_url: null,
    webpage: null,
    is_followed: false,
  };
}

/** A source whose own bookmarks are one public work (tagged "cat"), one untagged and one private. */
function source(capabilities: AccountCapabilities, publicCount = 0) {
  const getMyIllustBookmarks = vi.fn(({ restrict, tag }: BookmarkListParams) => {
    const works =
      restrict === "private"
        ? [artwork({ id: 3 })]
        : tag === "cat"
          ? [artwork({ id: 1 })]
          : [artwork({ id: 1 }), artwork({ id: 2 })];
    return Promise.resolve({ items: works, next: null });
  });
  const getMyNovelBookmarks = vi.fn(() => Promise.resolve({ items: [], next: null }));
  const getUserFavorites = vi.fn(() => Promise.resolve({ items: [artwork({ id: 7 })], next: null }));
  const getBookmarkTags = vi.fn((_kind: string, restrict: string) =>
    Promise.resolve(restrict === "public" ? [{ name: "cat", count: 1 }] : []),
  );
  return {
    calls: { getMyIllustBookmarks, getMyNovelBookmarks, getUserFavorites, getBookmarkTags },
    source: stubSource({
      accountCapabilities: () => capabilities,
      getMember: (id: number) => Promise.resolve(member(id, publicCount)),
      getMyIllustBookmarks,
      getMyNovelBookmarks,
      getUserFavorites,
      getBookmarkTags,
      getRelatedUsers: () => Promise.resolve([]),
    }),
  };
}

function signIn(mode: "app" | "web"): void {
  setSession({ mode, user: { id: ME, name: "me", account: "me", avatar: "" } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession({ mode: "none", user: null });
});

describe("the own profile's favourites", () => {
  it("lists the account's bookmarks by restrict and tag, even with no public bookmark counted", async () => {
    signIn("app");
    const { source: stub, calls } = source(APP_MODE);
    await renderApp(`/users/${ME}/favorites`, stub);

    const list = await screen.findByTestId("user-own-favorites-public");
    expect(list.dataset["count"]).toBe("2");
    expect(screen.getByTestId("user-tab-favorite").getAttribute("aria-selected")).toBe("true");
    expect(calls.getUserFavorites).not.toHaveBeenCalled();

    fireEvent.click(await screen.findByTestId("bookmark-tag"));
    await waitFor(() => {
      expect(screen.getByTestId("user-own-favorites-public").dataset["count"]).toBe("1");
    });
    expect(calls.getMyIllustBookmarks).toHaveBeenCalledWith(
      { restrict: "public", tag: "cat", cursor: null },
      expect.anything(),
    );

    fireEvent.click(screen.getByTestId("restrict-private"));
    const privateList = await screen.findByTestId("user-own-favorites-private");
    expect(privateList.dataset["count"]).toBe("1");
    // A new restrict clears the tag.
    expect(calls.getMyIllustBookmarks).toHaveBeenLastCalledWith(
      { restrict: "private", tag: null, cursor: null },
      expect.anything(),
    );
  });

  it("lists the account's novel bookmarks in app mode", async () => {
    signIn("app");
    const { source: stub, calls } = source(APP_MODE);
    await renderApp(`/users/${ME}/favorite_novels`, stub);
    await screen.findByTestId("restrict-public");
    await waitFor(() => {
      expect(calls.getMyNovelBookmarks).toHaveBeenCalledWith(
        { restrict: "public", tag: null, cursor: null },
        expect.anything(),
      );
    });
  });

  it("keeps the public favourites without filters in web mode", async () => {
    signIn("web");
    const { source: stub, calls } = source(WEB_MODE, 1);
    await renderApp(`/users/${ME}/favorites`, stub);
    await screen.findByTestId("user-favorites");
    expect(screen.queryByTestId("restrict-public")).toBeNull();
    expect(calls.getMyIllustBookmarks).not.toHaveBeenCalled();
    // The favourite novels tab follows the public count, as on anyone else's page.
    expect(screen.getByTestId("user-tab-fav_novel")).toBeTruthy();
  });
});

describe("another user's favourites", () => {
  it("stay the public list without filters, even when signed in", async () => {
    signIn("app");
    const { source: stub, calls } = source(APP_MODE, 1);
    await renderApp("/users/5000/favorites", stub);
    const list = await screen.findByTestId("user-favorites");
    expect(list.dataset["count"]).toBe("1");
    expect(screen.queryByTestId("restrict-public")).toBeNull();
    expect(calls.getMyIllustBookmarks).not.toHaveBeenCalled();
    expect(calls.getUserFavorites).toHaveBeenCalled();
  });
});
