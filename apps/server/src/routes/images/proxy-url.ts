/**
 * `/proxy/<url>`: the generic picture proxy the reference viewer's own back end offers (its clients
 * append a whole address, `/proxy/https://i.pximg.net/…`, for live thumbnails, article pictures and
 * recovered works). pxv answers it only for the image proxy's own hosts, through the same route
 * code, allowlist and limits as `/-/…` and `/~/…` (image-proxy.ts); this module reads the address.
 */
import { HttpError } from "../../errors.js";
import { GENERIC_PROXY_PREFIX } from "../../route-schema/route-prefixes.js";

/**
 * `https://<host>/<path>` after the prefix (`https:/` too: some clients fold a double slash). No
 * port, no user info: the host must be a bare name.
 */
const PROXIED_ADDRESS = /^https:\/\/?([a-z0-9.-]+)(\/[^#]*)$/i;

/**
 * The allowed host and the path (with its query) on it that a `/proxy/<url>` request names. An
 * address that is not `https://host/path` is a 400; a host outside the allowlist a 403.
 */
export function proxiedTarget<Host extends { readonly name: string }>(
  requestUrl: string,
  hosts: readonly Host[],
): { readonly host: Host; readonly pathAndQuery: string } {
  const address = requestUrl.slice(GENERIC_PROXY_PREFIX.length);
  const match = PROXIED_ADDRESS.exec(address);
  if (match === null)
    throw new HttpError(400, "invalid_url", `Not an https picture address: ${address.slice(0, 200)}`);
  const [, name = "", pathAndQuery = "/"] = match;
  const host = hosts.find((candidate) => candidate.name === name.toLowerCase());
  if (host === undefined)
    throw new HttpError(
      403,
      "host_not_allowed",
      `pxv proxies pictures only from ${hosts.map((h) => h.name).join(", ")}`,
    );
  return { host, pathAndQuery };
}
