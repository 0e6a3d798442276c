/**
 * Security headers. Every answer gets nosniff, a strict Referer policy and no framing; the web
 * app's page gets a Content-Security-Policy that allows scripts only from pxv itself plus the
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

export const COMMON_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
} as const;

export function registerSecurityHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, images included.
  app.addHook("onSend", (_request, reply, payload, done) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
