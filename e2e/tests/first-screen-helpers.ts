// Shared by the first-visit budget and the first-screen tests (issue 28): what a page's HTML says about
// its first screen — the entry script it names, and the API answers it carries (the
// `<script type="application/json" id="pxv-first-data">` element, @pxv/pixiv's first-data.ts) — and
// which of those answers the page then asked the network for again.
import { FIRST_DATA_ELEMENT_ID, parseFirstData } from "@pxv/pixiv";
import type { RequestFigure } from "../../bench/lib/first-visit.js";

const attribute = (attributes: string, name: string): string | null =>
  new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, "i").exec(attributes)?.[1] ?? null;

/** The path of the entry script: the `<script type="module" src>` the HTML names (/assets/index-….js). */
export function entryScriptPath(html: string): string {
  for (const [, attributes = ""] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = attribute(attributes, "src");
    if (attribute(attributes, "type") === "module" && src !== null)
      return new URL(src, "http://page").pathname;
  }
  throw new Error("the page's HTML names no <script type=module src>");
}

/**
 * The same-origin URLs (path and query) of the answers the page carries, or null when the HTML has no
 * first-data element at all.
 */
export function carriedAnswerUrls(html: string): string[] | null {
  const element = new RegExp(
    `<script\\b[^>]*\\bid\\s*=\\s*"${FIRST_DATA_ELEMENT_ID}"[^>]*>([\\s\\S]*?)</script>`,
    "i",
  ).exec(html);
  if (element === null) return null;
  return parseFirstData(element[1]).entries.map((entry) => sameOriginUrl(entry.url));
}

const sameOriginUrl = (url: string): string => {
  const parsed = new URL(url, "http://page");
  return `${parsed.pathname}${parsed.search}`;
};

/** The carried answers the page requested from the network anyway. */
export function answersFetchedAgain(
  carried: readonly string[],
  requests: readonly RequestFigure[],
): string[] {
  const requested = new Set(
    requests.filter((request) => request.url.startsWith("/")).map((request) => sameOriginUrl(request.url)),
  );
  return carried.filter((url) => requested.has(url));
}
