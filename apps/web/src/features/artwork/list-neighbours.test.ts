// Previous/next work from the list the work was opened from, read from the query cache.
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { artwork } from "../../test/fixtures";
import { accountKeys } from "../../queries/account";
import { artworkKeys } from "../../queries/artwork";
import { rankingKeys } from "../../queries/ranking";
import { relatedKeys } from "../../queries/related-artworks";
import { searchKeys } from "../../queries/search";
import { listNeighbours, neighboursIn } from "./list-neighbours";

const RANKING = rankingKeys.list("day", "2024-01-01");

const page = (...ids: number[]) => ({ artworks: ids.map((id) => artwork({ id })), nextPage: null });

describe("listNeighbours", () => {
  it("finds the works before and after across pages of the list", () => {
    const client = new QueryClient();
    client.setQueryData(RANKING, { pages: [page(1, 2, 3), page(4, 5)], pageParams: [1, 2] });
    expect(listNeighbours(client, 3)).toEqual({ previous: 2, next: 4 });
    expect(listNeighbours(client, 1)).toEqual({ previous: null, next: 2 });
    expect(listNeighbours(client, 5)).toEqual({ previous: 4, next: null });
  });

  it("steps over the works the list does not show, but finds the open one among them", () => {
    const client = new QueryClient();
    client.setQueryData(RANKING, { pages: [page(1, 2, 3, 4, 5)], pageParams: [1] });
    const shown = (work: { id: number }) => work.id % 2 === 1;
    expect(listNeighbours(client, 3, [], shown)).toEqual({ previous: 1, next: 5 });
    expect(listNeighbours(client, 2, [], shown)).toEqual({ previous: 1, next: 3 });
  });

  it("prefers the list updated last and skips the excluded ones", () => {
    const client = new QueryClient();
    client.setQueryData(RANKING, { pages: [page(1, 2, 3)], pageParams: [1] }, { updatedAt: 1 });
    client.setQueryData(
      searchKeys.illusts({ word: "x" }),
      { pages: [page(9, 2, 8)], pageParams: [1] },
      { updatedAt: 2 },
    );
    client.setQueryData(relatedKeys.list(2), { pages: [page(7, 2, 6)], pageParams: [1] }, { updatedAt: 3 });
    expect(listNeighbours(client, 2, [["related-artworks"]])).toEqual({ previous: 9, next: 8 });
  });

  it("pages through the signed-in lists too (bookmarks: items under a cursor)", () => {
    const client = new QueryClient();
    const items = (...ids: number[]) => ({ items: ids.map((id) => artwork({ id })), next: "c" });
    client.setQueryData(accountKeys.bookmarks(1, "illust", "public", null), {
      pages: [items(4, 5), items(6)],
      pageParams: [null, "c"],
    });
    expect(listNeighbours(client, 5)).toEqual({ previous: 4, next: 6 });
  });

  it("has no neighbours for a work in no list", () => {
    const client = new QueryClient();
    client.setQueryData(artworkKeys.detail(1), artwork({ id: 1 }));
    expect(listNeighbours(client, 1)).toEqual({ previous: null, next: null });
  });

  it("reads the neighbours in a recorded list of shown ids", () => {
    expect(neighboursIn([4, 5, 6], 5)).toEqual({ previous: 4, next: 6 });
    expect(neighboursIn([4, 5, 6], 4)).toEqual({ previous: null, next: 5 });
    expect(neighboursIn([4, 5, 6], 9)).toEqual({ previous: null, next: null });
  });
});
