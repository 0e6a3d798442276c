/**
 * The search tabs' addresses, built from the screen records (routing/paths.ts), and the quick jumps a
 * typed number offers (PRODUCT.md §2 Search: artwork, user, novel, and a spotlight when the id has
 * fewer than six digits).
 */
import { SPOTLIGHT_ID_MAX_DIGITS } from "@pxv/pixiv";
import { artworkPath, novelPath, pathTo, userPath } from "../../routing/paths";
import { matchId } from "../../routing/id-param";

export type SearchTab = "illust" | "novel" | "user";

/** The results page of a word on a tab, keeping the given query (filters). */
export function searchTabPath(tab: SearchTab, word?: string, query?: URLSearchParams): string {
  switch (tab) {
    case "illust":
      return word === undefined
        ? pathTo("Search", {}, query)
        : pathTo("SearchKeyword", { keyword: word }, query);
    case "novel":
      return word === undefined
        ? pathTo("SearchNovel", {}, query)
        : pathTo("SearchNovel", { keyword: word }, query);
    case "user":
      return word === undefined ? pathTo("SearchUser", {}, query) : pathTo("SearchUser", { word }, query);
  }
}

export interface QuickJump {
  readonly kind: "artwork" | "user" | "novel" | "spotlight";
  readonly id: number;
  readonly to: string;
}

/** The jumps a typed text offers: none unless it is a bare positive id. */
export function quickJumps(text: string): QuickJump[] {
  const value = text.trim();
  if (matchId(value) === null) return [];
  const id = Number(value);
  const jumps: QuickJump[] = [
    { kind: "artwork", id, to: artworkPath(id) },
    { kind: "user", id, to: userPath(id) },
    { kind: "novel", id, to: novelPath(id) },
  ];
  if (value.length <= SPOTLIGHT_ID_MAX_DIGITS)
    jumps.push({ kind: "spotlight", id, to: pathTo("Spotlight", { id }) });
  return jumps;
}
