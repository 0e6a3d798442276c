import type { Member, Novel, UserPreview } from "@pxv/pixiv";
import { QueryClient, type InfiniteData } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { CursorPage } from "../data/list-pages";
import type { ArtworkPage } from "../data/list-pages";
import { artwork } from "../test/fixtures";
import { accountKeys } from "./account";
import { artworkKeys } from "./artwork";
import { memberKeys } from "./member";
import { novelKeys } from "./novel";
import { rankingKeys } from "./ranking";
import { setBookmarkedEverywhere, setFollowedEverywhere } from "./cache-updates";

const work = (id: number, authorId = 7) => artwork({ id, userId: authorId });
const RANKING = rankingKeys.list("day", "2024-01-01");
const BOOKMARKS = accountKeys.bookmarks(1, "illust", "public", null);

describe("every cached copy changes at once, and back", () => {
  it("updates lists and details, copies only what changes, and the undo restores them", () => {
    const client = new QueryClient();
    const ranking = {
      pages: [
        { artworks: [work(1), work(5)], nextPage: 2 },
        { artworks: [work(6)], nextPage: null },
      ],
      pageParams: [1, 2],
    };
    client.setQueryData(RANKING, ranking);
    client.setQueryData(artworkKeys.detail(5), work(5));
    client.setQueryData(BOOKMARKS, { pages: [{ items: [work(5)], next: null }], pageParams: [null] });
    const undo = setBookmarkedEverywhere(client, "illust", 5, true);
    expect(client.getQueryData<ReturnType<typeof work>>(artworkKeys.detail(5))?.is_bookmarked).toBe(true);
    const next = client.getQueryData<InfiniteData<ArtworkPage>>(RANKING);
    expect(next?.pages[0]?.artworks[1]?.is_bookmarked).toBe(true);
    expect(next?.pages[0]?.artworks[0]).toBe(ranking.pages[0]?.artworks[0]);
    expect(next?.pages[1]).toBe(ranking.pages[1]);
    expect(next?.pageParams).toBe(ranking.pageParams);
    expect(
      client.getQueryData<InfiniteData<CursorPage<ReturnType<typeof work>>>>(BOOKMARKS)?.pages[0]?.items[0]
        ?.is_bookmarked,
    ).toBe(true);
    undo();
    expect(client.getQueryData<ReturnType<typeof work>>(artworkKeys.detail(5))?.is_bookmarked).toBe(false);
    expect(client.getQueryData(RANKING)).toStrictEqual(ranking);
  });

  it("tells novels from artworks with the same id", () => {
    const client = new QueryClient();
    const novel = { ...work(2), text_length: 100 } as unknown as Novel;
    client.setQueryData(artworkKeys.detail(2), work(2));
    client.setQueryData(novelKeys.detail(2), novel);
    setBookmarkedEverywhere(client, "novel", 2, true);
    expect(client.getQueryData<Novel>(novelKeys.detail(2))?.is_bookmarked).toBe(true);
    expect(client.getQueryData<ReturnType<typeof work>>(artworkKeys.detail(2))?.is_bookmarked).toBe(false);
  });

  it("marks an author followed in every work, user preview and profile", () => {
    const client = new QueryClient();
    const preview = (id: number): UserPreview => ({
      id,
      name: "a",
      account: "a",
      avatar: "",
      is_followed: false,
      illusts: [],
    });
    client.setQueryData(artworkKeys.detail(1), work(1, 42));
    client.setQueryData(accountKeys.recommendedUsers(1), {
      pages: [{ items: [preview(42), preview(43)], next: null }],
      pageParams: [null],
    });
    client.setQueryData(memberKeys.detail(42), { id: 42, is_followed: false });
    client.setQueryData(memberKeys.detail(43), { id: 43, is_followed: false });
    const undo = setFollowedEverywhere(client, 42, true);
    expect(client.getQueryData<ReturnType<typeof work>>(artworkKeys.detail(1))?.author.is_followed).toBe(
      true,
    );
    expect(client.getQueryData<Member>(memberKeys.detail(42))?.is_followed).toBe(true);
    expect(client.getQueryData<Member>(memberKeys.detail(43))?.is_followed).toBe(false);
    const users = client.getQueryData<InfiniteData<CursorPage<UserPreview>>>(accountKeys.recommendedUsers(1))
      ?.pages[0]?.items;
    expect(users?.map((user) => user.is_followed)).toEqual([true, false]);
    undo();
    expect(client.getQueryData<Member>(memberKeys.detail(42))?.is_followed).toBe(false);
  });
});
