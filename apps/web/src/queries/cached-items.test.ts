// The one cache lookup: every list kind's finder finds its works, novels and users, in list order.
import type { Novel, UserPreview } from "@pxv/pixiv";
import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { artwork } from "../test/fixtures";
import { accountKeys } from "./account";
import { artworkKeys } from "./artwork";
import { cachedLists, findCachedItem, updateCachedItems } from "./cached-items";
import { discoveryKeys } from "./discovery";
import { latestKeys } from "./latest";
import { memberKeys } from "./member";
import { novelKeys } from "./novel";
import { randomRankKeys } from "./random-rank";
import { rankingKeys } from "./ranking";
import { recommendedKeys } from "./recommended";
import { relatedKeys } from "./related-artworks";
import { searchKeys } from "./search";
import { seriesKeys } from "./series";
import { userArtworksKeys } from "./user-artworks";

const novel = (id: number) => ({ ...artwork({ id }), text_length: 100 }) as unknown as Novel;
const user = (id: number): UserPreview => ({
  id,
  name: `u${id}`,
  account: `u${id}`,
  avatar: "",
  is_followed: false,
  illusts: [],
});
const pages = (field: string, ...lists: unknown[][]) => ({
  pages: lists.map((items) => ({ [field]: items, nextPage: null, next: null })),
  pageParams: lists.map((_, index) => index + 1),
});

/** Each list of works the app shows: its key and the cached data in that list's own page shape. */
const ARTWORK_LISTS: [string, QueryKey, (...ids: number[]) => unknown][] = [
  [
    "ranking",
    rankingKeys.list("day", "2024-01-01"),
    (...ids) =>
      pages(
        "artworks",
        ids.map((id) => artwork({ id })),
      ),
  ],
  [
    "web ranking",
    rankingKeys.web("illust", "daily", "2024-01-01"),
    (...ids) =>
      pages(
        "artworks",
        ids.map((id) => artwork({ id })),
      ),
  ],
  [
    "latest",
    latestKeys.illusts("illust"),
    (...ids) =>
      pages(
        "items",
        ids.map((id) => artwork({ id })),
      ),
  ],
  [
    "latest manga",
    latestKeys.illusts("manga"),
    (...ids) =>
      pages(
        "items",
        ids.map((id) => artwork({ id })),
      ),
  ],
  [
    "recommended",
    recommendedKeys.illusts("illust"),
    (...ids) =>
      pages(
        "artworks",
        ids.map((id) => ({ ...artwork({ id }), like: 500 })),
      ),
  ],
  [
    "discovery",
    discoveryKeys.draws("safe"),
    (...ids) =>
      pages(
        "artworks",
        ids.map((id) => artwork({ id })),
      ),
  ],
  [
    "popular",
    discoveryKeys.popular(),
    (...ids) =>
      pages(
        "artworks",
        ids.map((id) => artwork({ id })),
      ),
  ],
  [
    "random",
    randomRankKeys.illusts("illust"),
    (...ids) =>
      pages(
        "items",
        ids.map((id) => artwork({ id })),
      ),
  ],
  [
    "search",
    searchKeys.illusts({ word: "x" }),
    (...ids) =>
      pages(
        "artworks",
        ids.map((id) => artwork({ id })),
      ),
  ],
  [
    "search page",
    searchKeys.illustPage({ word: "x" }, 2),
    (...ids) => ({ artworks: ids.map((id) => artwork({ id })), nextPage: 3 }),
  ],
  ["popular preview", searchKeys.popular({ word: "x" }), (...ids) => ids.map((id) => artwork({ id }))],
  [
    "user bookmarks",
    memberKeys.favorites(7),
    (...ids) =>
      pages(
        "items",
        ids.map((id) => artwork({ id })),
      ),
  ],
  [
    "user tag works",
    memberKeys.tagArtworks(7, "t"),
    (...ids) =>
      pages(
        "artworks",
        ids.map((id) => artwork({ id })),
      ),
  ],
  [
    "series",
    seriesKeys.illust(3),
    (...ids) =>
      pages(
        "artworks",
        ids.map((id) => artwork({ id })),
      ),
  ],
  [
    "related",
    relatedKeys.list(1),
    (...ids) =>
      pages(
        "artworks",
        ids.map((id) => artwork({ id })),
      ),
  ],
  [
    "user works",
    userArtworksKeys.list(7, "illust"),
    (...ids) =>
      pages(
        "artworks",
        ids.map((id) => artwork({ id })),
      ),
  ],
  [
    "my bookmarks",
    accountKeys.bookmarks(1, "illust", "public", null),
    (...ids) =>
      pages(
        "items",
        ids.map((id) => artwork({ id })),
      ),
  ],
  [
    "following feed",
    accountKeys.feed(1, "illust", "all"),
    (...ids) =>
      pages(
        "items",
        ids.map((id) => artwork({ id })),
      ),
  ],
  [
    "signed-in latest",
    accountKeys.latest(1),
    (...ids) =>
      pages(
        "items",
        ids.map((id) => artwork({ id })),
      ),
  ],
  [
    "personal recommendations",
    accountKeys.recommendations(1),
    (...ids) =>
      pages(
        "items",
        ids.map((id) => artwork({ id })),
      ),
  ],
];

describe.each(ARTWORK_LISTS)("the %s list", (_name, key, data) => {
  it("is found in order, by id, and updated in place", () => {
    const client = new QueryClient();
    client.setQueryData(key, data(11, 12, 13));
    expect(cachedLists(client, "artwork").map((list) => list.items.map((work) => work.id))).toEqual([
      [11, 12, 13],
    ]);
    expect(findCachedItem(client, "artwork", 12)?.id).toBe(12);
    expect(findCachedItem(client, "novel", 12)).toBeUndefined();
    const before = client.getQueryData(key);
    const undo = updateCachedItems(client, "artwork", (work) =>
      work.id === 13 ? { ...work, title: "new" } : work,
    );
    expect(findCachedItem(client, "artwork", 13)?.title).toBe("new");
    expect(findCachedItem(client, "artwork", 11)).toBe(cachedLists(client, "artwork")[0]?.items[0]);
    undo();
    expect(client.getQueryData(key)).toStrictEqual(before);
  });
});

const NOVEL_LISTS: [string, QueryKey, string][] = [
  ["novel ranking", rankingKeys.novels("day", "2024-01-01"), "novels"],
  ["latest novels", latestKeys.novels(), "items"],
  ["recommended novels", recommendedKeys.novels(), "novels"],
  ["random novels", randomRankKeys.novels(), "items"],
  ["novel search", searchKeys.novels({ word: "x" }), "novels"],
  ["user novel bookmarks", memberKeys.favoriteNovels(7), "items"],
  ["novel series", seriesKeys.novel(3), "novels"],
  ["related novels", novelKeys.related(1), "novels"],
  ["user novels", novelKeys.byUser(7), "novels"],
  ["my novel bookmarks", accountKeys.bookmarks(1, "novel", "public", null), "items"],
  ["novel feed", accountKeys.feed(1, "novel", "all"), "items"],
];

describe.each(NOVEL_LISTS)("the %s list", (_name, key, field) => {
  it("holds novels, never artworks", () => {
    const client = new QueryClient();
    client.setQueryData(key, pages(field, [novel(21), novel(22)]));
    expect(cachedLists(client, "novel").map((list) => list.items.map((item) => item.id))).toEqual([[21, 22]]);
    expect(cachedLists(client, "artwork")).toEqual([]);
  });
});

const USER_LISTS: [string, QueryKey, unknown][] = [
  ["user search", searchKeys.users("a"), pages("users", [user(31), user(32)])],
  ["related users", memberKeys.related(7), [user(31), user(32)]],
  ["a user's follows", memberKeys.following(7), pages("users", [user(31), user(32)])],
  ["my follows", accountKeys.following(1, "public"), pages("items", [user(31), user(32)])],
  ["recommended users", accountKeys.recommendedUsers(1), pages("items", [user(31), user(32)])],
  ["discovery users", accountKeys.discoveryUsers(1), [user(31), user(32)]],
];

describe.each(USER_LISTS)("the %s list", (_name, key, data) => {
  it("holds user previews", () => {
    const client = new QueryClient();
    client.setQueryData(key, data);
    expect(cachedLists(client, "user").map((list) => list.items.map((item) => item.id))).toEqual([[31, 32]]);
  });
});

describe("details", () => {
  it("are found by id but are not lists", () => {
    const client = new QueryClient();
    client.setQueryData(artworkKeys.detail(5), artwork({ id: 5 }));
    client.setQueryData(novelKeys.detail(6), novel(6));
    client.setQueryData(memberKeys.detail(7), { id: 7, is_followed: false });
    expect(findCachedItem(client, "artwork", 5)?.id).toBe(5);
    expect(findCachedItem(client, "novel", 6)?.id).toBe(6);
    expect(findCachedItem(client, "member", 7)?.id).toBe(7);
    expect(cachedLists(client, "artwork")).toEqual([]);
  });

  it("are not confused with lists under the same root (a novel's text is not a novel)", () => {
    const client = new QueryClient();
    client.setQueryData(novelKeys.text(6), { text: "…" });
    expect(findCachedItem(client, "novel", 6)).toBeUndefined();
  });
});

describe("a list that leaves items out", () => {
  it("lists only what its screen shows (recommended: 500 bookmarks or more), yet updates every item", () => {
    const client = new QueryClient();
    const key = recommendedKeys.illusts("illust");
    client.setQueryData(
      key,
      pages("artworks", [
        { ...artwork({ id: 1 }), like: 900 },
        { ...artwork({ id: 2 }), like: 10 },
        { ...artwork({ id: 3 }), like: 500 },
      ]),
    );
    expect(cachedLists(client, "artwork").map((list) => list.items.map((work) => work.id))).toEqual([[1, 3]]);
    updateCachedItems(client, "artwork", (work) => ({ ...work, title: "new" }));
    const data = client.getQueryData<{ pages: { artworks: { title: string }[] }[] }>(key);
    expect(data?.pages[0]?.artworks.map((work) => work.title)).toEqual(["new", "new", "new"]);
  });
});

describe("every list module declares where its items sit", () => {
  it("exports finders from each query module that runs an infinite query", () => {
    const sources = import.meta.glob<string>(["./*.ts", "!./*.test.ts"], {
      query: "?raw",
      import: "default",
      eager: true,
    });
    const aggregator = sources["./cached-items.ts"] ?? "";
    const exempt = new Set(["./paged-query.ts", "./comments.ts", "./spotlights.ts", "./lives.ts"]);
    const missing = Object.entries(sources)
      .filter(
        ([file, text]) =>
          !exempt.has(file) &&
          /use(Infinite|CursorPages|NumberedPages|OffsetPages|Draws)Query[<(]/.test(text),
      )
      .map(([file]) => file)
      .filter((file) => !aggregator.includes(`"${file.replace(/\.ts$/, "")}"`));
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
