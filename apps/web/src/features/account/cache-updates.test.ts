import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { artwork } from "../../test/fixtures";
import { bookmarkPatch, patchDeep, setBookmarkedEverywhere, setFollowedEverywhere } from "./cache-updates";

const work = (id: number, authorId = 7) => artwork({ id, userId: authorId });

describe("patchDeep", () => {
  it("copies only the paths that change and keeps untouched data identical", () => {
    const data = { pages: [{ artworks: [work(1), work(2)] }, { artworks: [work(3)] }], pageParams: [1, 2] };
    const next = patchDeep(data, bookmarkPatch("illust", 2, true)) as typeof data;
    expect(next).not.toBe(data);
    expect(next.pages[0]?.artworks[1]?.is_bookmarked).toBe(true);
    expect(next.pages[0]?.artworks[0]).toBe(data.pages[0]?.artworks[0]);
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(next.pageParams).toBe(data.pageParams);
    expect(patchDeep(data, bookmarkPatch("illust", 99, true))).toBe(data);
  });

  it("tells novels from artworks with the same id", () => {
    const novel = { id: 2, is_bookmarked: false, text_length: 100, author: { id: 1, is_followed: false } };
    const data = [work(2), novel];
    const next = patchDeep(data, bookmarkPatch("novel", 2, true)) as [ReturnType<typeof work>, typeof novel];
    expect(next[0].is_bookmarked).toBe(false);
    expect(next[1].is_bookmarked).toBe(true);
  });
});

describe("every cached copy changes at once, and back", () => {
  it("updates lists and details of any shape, and the undo restores them", () => {
    const client = new QueryClient();
    client.setQueryData(["ranking", "day"], { pages: [{ artworks: [work(1), work(5)] }], pageParams: [1] });
    client.setQueryData(["artwork", 5], work(5));
    client.setQueryData(["account", 1, "bookmarks"], { pages: [{ items: [work(5)], next: null }] });
    const undo = setBookmarkedEverywhere(client, "illust", 5, true);
    expect(client.getQueryData<ReturnType<typeof work>>(["artwork", 5])?.is_bookmarked).toBe(true);
    expect(
      client.getQueryData<{ pages: { artworks: ReturnType<typeof work>[] }[] }>(["ranking", "day"])?.pages[0]
        ?.artworks[1]?.is_bookmarked,
    ).toBe(true);
    expect(
      client.getQueryData<{ pages: { items: ReturnType<typeof work>[] }[] }>(["account", 1, "bookmarks"])
        ?.pages[0]?.items[0]?.is_bookmarked,
    ).toBe(true);
    undo();
    expect(client.getQueryData<ReturnType<typeof work>>(["artwork", 5])?.is_bookmarked).toBe(false);
  });

  it("marks an author followed in every work, user preview and profile", () => {
    const client = new QueryClient();
    client.setQueryData(["artwork", 1], work(1, 42));
    client.setQueryData(["users"], {
      pages: [
        {
          items: [
            { id: 42, name: "a", is_followed: false, illusts: [] },
            { id: 43, name: "b", is_followed: false, illusts: [] },
          ],
        },
      ],
    });
    client.setQueryData(["member", 42], { id: 42, name: "a", is_followed: false, illusts: 3, bgcover: null });
    client.setQueryData(["member", 43], { id: 43, name: "b", is_followed: false, illusts: 3, bgcover: null });
    setFollowedEverywhere(client, 42, true);
    expect(client.getQueryData<ReturnType<typeof work>>(["artwork", 1])?.author.is_followed).toBe(true);
    expect(client.getQueryData<{ is_followed: boolean }>(["member", 42])?.is_followed).toBe(true);
    expect(client.getQueryData<{ is_followed: boolean }>(["member", 43])?.is_followed).toBe(false);
    const users = client.getQueryData<{ pages: { items: { is_followed: boolean }[] }[] }>(["users"])?.pages[0]
      ?.items;
    expect(users?.map((user) => user.is_followed)).toEqual([true, false]);
  });
});
