/**
 * What the web-login relay and the web ranking share: the www client's shape, and how www's answer
 * becomes pxv's: pixiv's `{error, message, body}` envelope unwrapped, and pixiv's picture URLs put on
 * pxv's image proxy paths (`https://i.pximg.net/…` → `/-/…`, `https://s.pximg.net/…` → `/~/…`), as
 * PixivNow answers them: its clients build `<image host> + path`, and pxv's web app reads the paths
 * as they are (docs/API.md "The web relay's pictures").
 */
import { toImageProxyPaths } from "@pxv/pixiv";
import type { ProducedResponse } from "../../infrastructure/stores/response-cache.js";

/** Answers made with a user's credentials: never kept by anyone. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";
export const JSON_TYPE = "application/json; charset=utf-8";

/** www's answer: status, allowlisted headers and the body as text. */
export interface WwwAnswer {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly text: string;
}

export interface WwwClient {
  /** The browser-like headers www expects, with the session's cookie unless `session` is null. */
  headers(session: string | null): Record<string, string>;
  /** One call to www (never retried: POSTs are not idempotent); a network failure is a 502. */
  fetch(
    pathAndSearch: string,
    init: { method: "GET" | "POST"; headers: Record<string, string>; body?: Buffer },
  ): Promise<WwwAnswer>;
}

/**
 * The relay's answer for www's status and body: pixiv's `{error, message, body}` envelope unwrapped
 * to `body` (an error keeps pixiv's shape with a non-2xx status), legacy PHP answers as they are;
 * pictures on the proxy paths either way.
 */
export function relayAnswer(statusCode: number, text: string, contentType: string): ProducedResponse {
  const envelope = parseEnvelope(text);
  if (envelope === null) {
    // Legacy PHP endpoints (ranking.php, bookmark_add.php) are not enveloped: passed as they are.
    return { statusCode, contentType, body: toImageProxyPaths(text) };
  }
  if (envelope.error) {
    return {
      statusCode: statusCode >= 400 ? statusCode : 400,
      contentType: JSON_TYPE,
      body: JSON.stringify({ error: true, message: envelope.message, body: [] }),
    };
  }
  return {
    statusCode,
    contentType: JSON_TYPE,
    body: toImageProxyPaths(JSON.stringify(envelope.body ?? null)),
  };
}

interface Envelope {
  readonly error: boolean;
  readonly message: string;
  readonly body: unknown;
}

function parseEnvelope(text: string): Envelope | null {
  if (!text.startsWith("{")) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value.error !== "boolean" || !("body" in value)) return null;
    return {
      error: value.error,
      message: typeof value.message === "string" ? value.message : "",
      body: value.body,
    };
  } catch {
    return null;
  }
}
