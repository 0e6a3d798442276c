// Shared by the first-visit budget, the first-screen and the search tests (issue 28): what a page's
// HTML says about its first screen — the entry script it names and the modules it preloads for it,
// the API answers it carries (the `<script type="application/json" id="pxv-first-data">` element,
// @pxv/pixiv's first-data.ts) — which of those answers the page then asked the network for again, and
// a page's first answer of a kind, carried or fetched.
import { FIRST_DATA_ELEMENT_ID, parseFirstData, type FirstDataEntry } from "@pxv/pixiv";
import type { Page } from "@playwright/test";
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
 * The entry script and the modules the HTML preloads for it (`<link rel="modulepreload">`: the build
 * names every module the entry imports statically), as paths, the entry first. The entry runs once all
 * of them have arrived: that is when it has finished loading, whatever the build puts in which file.
 */
export function entryModuleGraph(html: string): string[] {
  const preloaded: string[] = [];
  for (const [, attributes = ""] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const href = attribute(attributes, "href");
    if (attribute(attributes, "rel")?.toLowerCase() === "modulepreload" && href !== null) {
      preloaded.push(new URL(href, "http://page").pathname);
    }
  }
  return [entryScriptPath(html), ...preloaded];
}

/**
 * The same-origin URLs (path and query) of the answers the page carries, or null when the HTML has no
 * first-data element at all.
 */
export function carriedAnswerUrls(html: string): string[] | null {
  return carriedAnswers(html)?.map((entry) => sameOriginUrl(entry.url)) ?? null;
}

/** The answers the page carries, or null when the HTML has no first-data element at all. */
function carriedAnswers(html: string): readonly FirstDataEntry[] | null {
  const element = new RegExp(
    `<script\\b[^>]*\\bid\\s*=\\s*"${FIRST_DATA_ELEMENT_ID}"[^>]*>([\\s\\S]*?)</script>`,
    "i",
  ).exec(html);
  return element === null ? null : parseFirstData(element[1]).entries;
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

/**
 * The first answer of `urlPart` a navigation to `path` gets: the one the page carries when the server
 * put it into the HTML (issue 28's first data, taken instead of the network), else the one the browser
 * fetches — its URL and its JSON body.
 */
export async function firstAnswerOf(
  page: Page,
  path: string,
  urlPart: string,
): Promise<{ readonly url: URL; readonly body: unknown }> {
  const fetched = page.waitForResponse((response) => response.url().includes(urlPart)).catch(() => null);
  const navigation = await page.goto(path);
  const carried = carriedAnswers((await navigation?.text()) ?? "")?.find((entry) =>
    entry.url.includes(urlPart),
  );
  if (carried !== undefined) return { url: new URL(carried.url, page.url()), body: JSON.parse(carried.body) };
  const response = await fetched;
  if (response === null) throw new Error(`${path} neither carried nor fetched ${urlPart}`);
  return { url: new URL(response.url()), body: await response.json() };
}
