/**
 * Security headers. Every answer gets nosniff. Documents (HTML, XHTML, SVG: the app's pages, a raw
 * novel's HTML) also get a strict Referer policy, no framing, their own browsing context group and
 * no camera, microphone, place or payment; scripts and stylesheets get the Referer policy (it governs
 * the requests a worker or a stylesheet makes). On a JSON answer or an image these do nothing, and
 * they cost every sync request ~170 bytes (issue 26's one-change budget), so they are not sent there.
 * The web app's page gets a Content-Security-Policy that allows scripts only from pxv itself plus the
 * page's own inline scripts by hash (index.html has one, the dark-mode flash guard), never
 * 'unsafe-inline' scripts. Images, API calls and media may come from other https hosts because
 * the app can be pointed at another HibiAPI base or image proxy.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` sources for every inline script of a page, hashed exactly as the browser does. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body = ""]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`,
  );
}

export function contentSecurityPolicy(html: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "connect-src 'self' https:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Sent on every answer, whatever its type. */
export const EVERY_ANSWER_HEADERS = { "x-content-type-options": "nosniff" } as const;

const REFERRER_POLICY = { "referrer-policy": "no-referrer" } as const;

/** Sent on documents only: they mean something to a page, nothing to JSON or an image. */
export const DOCUMENT_HEADERS = {
  ...REFERRER_POLICY,
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
} as const;

const DOCUMENT_TYPE = /^\s*(text\/html|application\/xhtml\+xml|image\/svg\+xml)\s*(;|$)/i;
const SUBRESOURCE_TYPE = /^\s*(text\/javascript|application\/javascript|text\/css)\s*(;|$)/i;

/** The headers an answer of `contentType` gets besides EVERY_ANSWER_HEADERS. */
export function headersForType(contentType: string): Readonly<Record<string, string>> {
  if (DOCUMENT_TYPE.test(contentType)) return DOCUMENT_HEADERS;
  if (SUBRESOURCE_TYPE.test(contentType)) return REFERRER_POLICY;
  return {};
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, images included.
  app.addHook("onSend", (_request, reply, payload, done) => {
    const type = reply.getHeader("content-type");
    const headers = {
      ...EVERY_ANSWER_HEADERS,
      ...headersForType(typeof type === "string" ? type : ""),
    };
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
