/**
 * The first screen's API answers the server put into the page (issue 28; the element and its shape
 * are @pxv/pixiv's first-data.ts): the transport's first anonymous GET of such a URL is answered from
 * the page, without the network; each answer is taken once, so a refetch goes to the network. The
 * element is read on the first request and then removed from the document.
 */
import { FIRST_DATA_ELEMENT_ID, parseFirstData, type FirstDataEntry } from "@pxv/pixiv";

let carried: Map<string, FirstDataEntry> | null = null;

function carriedAnswers(): Map<string, FirstDataEntry> {
  if (carried === null) {
    const element = typeof document === "undefined" ? null : document.getElementById(FIRST_DATA_ELEMENT_ID);
    carried = new Map(parseFirstData(element?.textContent).entries.map((entry) => [entry.url, entry]));
    element?.remove();
  }
  return carried;
}

/** Whether a request may take a shared answer: a GET that carries no one's credentials. */
function isAnonymousGet(init: RequestInit): boolean {
  if ((init.method ?? "GET").toUpperCase() !== "GET" || init.credentials === "include") return false;
  const headers = new Headers(init.headers);
  return !headers.has("authorization") && !headers.has("cookie");
}

/** The page's answer to this request, taken (a second ask finds none), or null. */
export function takeFirstAnswer(url: string, init: RequestInit): FirstDataEntry | null {
  if (!isAnonymousGet(init)) return null;
  const answers = carriedAnswers();
  const entry = answers.get(url);
  if (entry === undefined || entry.status < 200 || entry.status > 299) return null;
  answers.delete(url);
  return entry;
}
