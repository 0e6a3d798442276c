/**
 * The image proxy's Referer/Origin rule: when an instance serves only its own pages (and the
 * origins it names), a picture asked for by another site's page is refused, so the proxy cannot be
 * used as a free bandwidth relay for pixiv pictures elsewhere. Requests that name no site (the
 * app's own pages send no Referer, direct downloads none at all) pass.
 */
import type { FastifyRequest } from "fastify";

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** True when the request comes from this instance's own pages, an allowed origin, or no page. */
export function imageRequestAllowed(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const allowed = (origin: string | null): boolean =>
    origin !== null && (new URL(origin).host === request.host || allowedOrigins.includes(origin));
  const named = [request.headers.origin, request.headers.referer].filter(
    (value): value is string => typeof value === "string" && value !== "",
  );
  if (named.length > 0) return named.every((value) => allowed(originOf(value)));
  // A browser that sends neither header still says whether the page was another site's.
  const site = request.headers["sec-fetch-site"];
  return site !== "cross-site" && site !== "same-site";
}
