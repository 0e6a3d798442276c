/**
 * The one id matcher. @pxv/pixiv's SCREEN_ID_PARAMS names each screen's route parameters that are
 * ids and their kind (ID_PATTERNS, which the server reads too); the route checks them here before the screen renders (a bad id shows the 404 page
 * under the route's own bar), so a screen reads its id already checked with useIdParam. The pixiv
 * URL redirects check their query ids here too.
 */
import { ID_PATTERNS, type IdKind, type IdParams } from "@pxv/pixiv";
import { useParams } from "react-router";

export type { IdKind, IdParams } from "@pxv/pixiv";

/** The value when it is an id of that kind, else null. */
export function matchId(value: string | null | undefined, kind: IdKind = "pixiv"): string | null {
  return value != null && new RegExp(`^(?:${ID_PATTERNS[kind]})$`).test(value) ? value : null;
}

/** True when every id parameter the record names is present and well formed. */
export function hasValidIds(params: Readonly<Record<string, string | undefined>>, ids: IdParams): boolean {
  return Object.entries(ids).every(([name, kind]) => matchId(params[name], kind) !== null);
}

/** A numeric id parameter of the current route, which the route has already checked. */
export function useIdParam(name = "id"): number {
  return Number(useParams()[name]);
}
