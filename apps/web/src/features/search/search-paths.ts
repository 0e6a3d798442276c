/**
 * Addresses of the search, spotlight and live screens (the route table registers the same paths),
 * and the quick jumps a typed number offers (PRODUCT.md §2 Search: artwork, user, novel, and a spotlight
 * when the id has fewer than six digits).
 */
import { SPOTLIGHT_ID_MAX_DIGITS } from "@pxv/pixiv";
import { artworkPath, searchPath } from "../../app/paths";

export type SearchTab = "illust" | "novel" | "user";

const enc = encodeURIComponent;

/** The results page of a word on a tab, keeping the given query (filters). */
export function searchTabPath(tab: SearchTab, word?: string, query?: URLSearchParams): string {
  const base =
    tab === "illust"
      ? searchPath(word)
      : `/${tab === "novel" ? "search_novel" : "search_user"}${word === undefined ? "" : `/${enc(word)}`}`;
  const search = query?.toString() ?? "";
  return search === "" ? base : `${base}?${search}`;
}

export const userPagePath = (id: number | string): string => `/users/${String(id)}`;
export const novelPagePath = (id: number | string): string => `/novel/${String(id)}`;
export const spotlightPath = (id: number): string => `/spotlight/${String(id)}`;
export const pixivisionPath = (id: number): string => `/pixivision/${String(id)}`;
export const livePath = (id: string): string => `/live/${enc(id)}`;

export interface QuickJump {
  readonly kind: "artwork" | "user" | "novel" | "spotlight";
  readonly id: number;
  readonly to: string;
}

/** The jumps a typed text offers: none unless it is a bare positive id. */
export function quickJumps(text: string): QuickJump[] {
  const value = text.trim();
  if (!/^[1-9]\d{0,14}$/.test(value)) return [];
  const id = Number(value);
  const jumps: QuickJump[] = [
    { kind: "artwork", id, to: artworkPath(id) },
    { kind: "user", id, to: userPagePath(id) },
    { kind: "novel", id, to: novelPagePath(id) },
  ];
  if (value.length <= SPOTLIGHT_ID_MAX_DIGITS) jumps.push({ kind: "spotlight", id, to: spotlightPath(id) });
  return jumps;
}
