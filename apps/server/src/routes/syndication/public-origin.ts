/**
 * Where this instance's pages are, for the absolute links a feed needs: the configured public URL
 * (`PXV_PUBLIC_URL`, docs/CONFIGURATION.md), else the request's own scheme and host — taken from
 * `X-Forwarded-Proto`/`X-Forwarded-Host` only behind a trusted proxy (`PXV_TRUST_PROXY`, which
 * Fastify's `request.protocol` and `request.host` honour). A host that is not a host is refused, so
 * no header can put anything but an origin into a feed.
 */
import type { FastifyRequest } from "fastify";
import { InvalidParameterError } from "../../errors.js";

/** A host as a request may name it: a name or an IPv4 address, or a bracketed IPv6 one, with a port. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function publicOrigin(request: FastifyRequest, configured: string | null): string {
  if (configured !== null) return configured;
  const host = request.host;
  if (!HOST.test(host)) throw new InvalidParameterError("host", "is not a host name", "header");
  return `${request.protocol}://${host}`;
}
