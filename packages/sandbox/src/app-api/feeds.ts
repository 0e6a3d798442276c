/**
 * Who a signed-in account follows, for the follow feeds (`/v2/illust/follow`, `/v1/novel/follow`):
 * the catalogue users among its follows, by `restrict` (`all` for both).
 */
import type { EndpointRequest } from "./endpoint.js";
import { findUser } from "./people.js";

export function followedUserIds(request: EndpointRequest, restrict: "public" | "private" | "all"): number[] {
  const { catalogue, states } = request.context;
  return states
    .follows(request.viewer.id)
    .filter((follow) => restrict === "all" || follow.restrict === restrict)
    .flatMap((follow) => {
      const user = findUser(catalogue, follow.userId);
      // Demo accounts (index -1) have no works; small users (fixtures.ts) list theirs.
      return user === null ? [] : [user.index];
    });
}
