/**
 * The one id matcher. A screen record (screens.ts) names the route parameters that are ids and
 * their kind; the route checks them here before the screen renders (a bad id shows the 404 page
 * under the route's own bar), so a screen reads its id already checked with useIdParam. The pixiv
 * URL redirects check their query ids here too.
 */
import { useParams } from "react-router";

/**
 * What each kind of id looks like: pixiv's works, users and series are positive integers of at
 * most 15 digits (longer strings are not ids); pixivision articles have at most 10; live streams
 * are pixiv Sketch ids, up to 20 digits, which do not fit a JavaScript number.
 */
const ID_SHAPES = {
  pixiv: /^[1-9]\d{0,14}$/,
  article: /^[1-9]\d{0,9}$/,
  live: /^\d{1,20}$/,
} as const satisfies Record<string, RegExp>;

export type IdKind = keyof typeof ID_SHAPES;

/** The route parameters of a screen that are ids, by name. */
export type IdParams = Readonly<Record<string, IdKind>>;

/** The value when it is an id of that kind, else null. */
export function matchId(value: string | null | undefined, kind: IdKind = "pixiv"): string | null {
  return value !== null && value !== undefined && ID_SHAPES[kind].test(value) ? value : null;
}

/** True when every id parameter the record names is present and well formed. */
export function hasValidIds(params: Readonly<Record<string, string | undefined>>, ids: IdParams): boolean {
  return Object.entries(ids).every(([name, kind]) => matchId(params[name], kind) !== null);
}

/** A numeric id parameter of the current route, which the route has already checked. */
export function useIdParam(name = "id"): number {
  return Number(useParams()[name]);
}
