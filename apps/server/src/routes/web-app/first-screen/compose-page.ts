/**
 * The page with its first screen inside: the first cards' markup in its root (first-screen-markup.ts),
 * `<link rel="preload" as="image" fetchpriority="high">` for
 * the first pictures, placed before the entry script so they are fetched in the same wave as the
 * scripts, and the first answers in a `<script type="application/json">` data block at the end of
 * the body (after everything the browser must discover early; module scripts run after parsing, so
 * the app finds it). A data block is not run, so the page's Content-Security-Policy is unchanged.
 * A composed page is kept briefly with its compressed copies: every visitor of Home at the same
 * time gets the same page, compressed once.
 */
import { FIRST_DATA_ELEMENT_ID, serializeFirstData, type FirstDataEntry } from "@pxv/pixiv";
import type { Compressor } from "../../../infrastructure/compression/compressor.js";
import type { EncodedBodies } from "../../../infrastructure/compression/encoding.js";
import { withFirstScreen, type RenderedFirstScreen } from "./first-screen-markup.js";

/** A page as sent: its text and its compressed copies (null: none worth making, or compression off). */
export interface ComposedPage {
  readonly html: string;
  readonly encoded: EncodedBodies | null;
}

/** How long a composed page is reused, and how many are kept. */
export const COMPOSED_PAGE_LIFETIME_MS = 10_000;
export const COMPOSED_PAGES_KEPT = 32;

/** An attribute value: `&` and `"` escaped (the URLs are the app's own paths, this is a safety net). */
const attributeValue = (value: string): string => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/** The preload links of the first pictures; the card's `<img>` has no srcset, so `href` is it. */
export function picturePreloads(pictures: readonly string[]): string {
  return pictures
    .map((url) => `<link rel="preload" as="image" href="${attributeValue(url)}" fetchpriority="high">`)
    .join("");
}

/** `html` with the first screen in its root (if any), the pictures announced and the answers carried. */
export function composePage(
  html: string,
  entries: readonly FirstDataEntry[],
  pictures: readonly string[],
  screen: RenderedFirstScreen | null = null,
): string {
  const preloads = picturePreloads(pictures);
  if (screen !== null) html = withFirstScreen(html, screen);
  const entry = html.search(/<script\b[^>]*\btype\s*=\s*"module"/i);
  const headEnd = html.search(/<\/head>/i);
  const at = entry !== -1 ? entry : headEnd;
  const withPreloads = at === -1 ? `${preloads}${html}` : `${html.slice(0, at)}${preloads}${html.slice(at)}`;
  if (entries.length === 0) return withPreloads;
  const data = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${serializeFirstData({ entries })}</script>`;
  const bodyEnd = withPreloads.search(/<\/body>/i);
  return bodyEnd === -1
    ? `${withPreloads}${data}`
    : `${withPreloads.slice(0, bodyEnd)}${data}${withPreloads.slice(bodyEnd)}`;
}

/** The first screen's markup of a page: made only when no kept page has it, kept by `key`. */
export interface PageMarkup {
  /** What the markup depends on besides the answers (the page's address, the visitor's languages). */
  readonly key: string;
  readonly render: () => Promise<RenderedFirstScreen | null>;
}

interface Kept {
  readonly page: ComposedPage;
  readonly until: number;
}

/**
 * Composes pages and keeps the recent ones with their copies, by base page and answers: a page whose
 * answers are the ones of a kept page is that page (its pictures are read from the answers once).
 */
export function createPageComposer(compressor: Compressor | null, now: () => number = Date.now) {
  const kept = new Map<string, Kept>();
  return async (
    html: string,
    entries: readonly FirstDataEntry[],
    picturesOf: () => readonly string[],
    markup: PageMarkup | null = null,
  ): Promise<ComposedPage> => {
    const key = [html, markup?.key ?? "", ...entries.flatMap((entry) => [entry.url, entry.body])].join("\0");
    const found = kept.get(key);
    const at = now();
    if (found !== undefined && found.until > at) return found.page;
    const composed = composePage(html, entries, picturesOf(), markup === null ? null : await markup.render());
    const encoded = compressor
      ? await compressor.encodeAll("text/html", Buffer.from(composed, "utf8"))
      : null;
    const page = { html: composed, encoded };
    kept.delete(key);
    kept.set(key, { page, until: at + COMPOSED_PAGE_LIFETIME_MS });
    for (const [oldest, value] of kept) {
      if (kept.size <= COMPOSED_PAGES_KEPT && value.until > at) break;
      kept.delete(oldest);
    }
    return page;
  };
}
