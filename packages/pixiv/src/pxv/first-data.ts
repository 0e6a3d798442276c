/**
 * The first screen's data in the page itself (issue 28): the server knows which API answer a page
 * asks for first (Home's ranking, a ranking, a tag search, an artwork), so it puts that answer into
 * the HTML it sends, and the web app's first request for it is answered from the page instead of
 * the network. Written once here for both sides: the element that carries the answers, their shape,
 * and the check that a carried answer is taken only for the very request it answers.
 *
 * The answers are anonymous ones (the server's shared cache, never a signed-in person's data), keyed
 * by the exact same-origin URL the browser would request (path and query, as the data source builds
 * it); each is taken at most once, so a refetch goes to the network.
 */

/** The id of the `<script type="application/json">` element that carries the first answers. */
export const FIRST_DATA_ELEMENT_ID = "pxv-first-data";

/**
 * The id of the first screen's markup the server renders into the page's root (the app's own
 * components, a snapshot the app takes away once its own first pictures show), and the attribute
 * naming the language it was rendered in.
 */
export const FIRST_SCREEN_ELEMENT_ID = "pxv-first-screen";
export const FIRST_SCREEN_LANGUAGE_ATTRIBUTE = "data-language";

/** One answer carried in the page. */
export interface FirstDataEntry {
  /** The request's same-origin URL: path and query, exactly as the data source sends it. */
  readonly url: string;
  /** The answer's HTTP status (a carried answer is a success: 200). */
  readonly status: number;
  /** The answer's body as sent (JSON text). */
  readonly body: string;
}

/** What the element's JSON holds. */
export interface FirstData {
  readonly entries: readonly FirstDataEntry[];
}

/** At most this many answers ride in one page. */
export const FIRST_DATA_MAX_ENTRIES = 4;

/** At most this many of the first screen's pictures are announced (preload, Early Hints) per page. */
export const FIRST_PICTURES_ANNOUNCED = 6;

/** Reads the element's JSON; anything malformed is no first data (the page then fetches as usual). */
export function parseFirstData(text: string | null | undefined): FirstData {
  if (text === null || text === undefined || text === "") return { entries: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    return { entries: [] };
  }
  if (typeof parsed !== "object" || parsed === null || !("entries" in parsed)) return { entries: [] };
  const { entries } = parsed;
  if (!Array.isArray(entries)) return { entries: [] };
  const valid = entries.filter(
    (entry): entry is FirstDataEntry =>
      typeof entry === "object" &&
      entry !== null &&
      typeof (entry as FirstDataEntry).url === "string" &&
      (entry as FirstDataEntry).url.startsWith("/") &&
      !(entry as FirstDataEntry).url.startsWith("//") &&
      typeof (entry as FirstDataEntry).status === "number" &&
      typeof (entry as FirstDataEntry).body === "string",
  );
  return { entries: valid.slice(0, FIRST_DATA_MAX_ENTRIES) };
}

/**
 * The element's text for `data`: JSON with every `<` escaped, so that no answer's text (a caption
 * holding `</script>`) can end the element early.
 */
export function serializeFirstData(data: FirstData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
