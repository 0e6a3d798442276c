/**
 * A page's first screen in the first answer (issue 28): for a GET of a page whose first requests are
 * known (@pxv/pixiv firstScreenOf: Home, a ranking, a tag search, an artwork), the anonymous answers
 * to them, fetched through the API's own routes, the pictures they put first on screen and, where
 * the web app renders it, the first screen's markup made from those answers, composed into the page. Anything that goes wrong gives no first screen, never a failed page.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { FIRST_DATA_MAX_ENTRIES, firstScreenOf, type FirstDataEntry } from "@pxv/pixiv";
import type { Compressor } from "../../../infrastructure/compression/compressor.js";
import { fetchFirstAnswers, FIRST_DATA_DEADLINE_MS } from "./first-answers.js";
import { createPageComposer, type ComposedPage } from "./compose-page.js";
import { acceptedLanguages, type FirstScreenRenderer } from "./first-screen-markup.js";

export interface FirstScreenOptions {
  readonly compressor: Compressor | null;
  /** pixiv's clock, which decides today's ranking (the sandbox's in sandbox mode). */
  readonly now: () => Date;
  /** How long to wait for the answers (default FIRST_DATA_DEADLINE_MS). */
  readonly deadlineMs?: number;
  /** The web app's rendering of a first screen's markup (first-screen-markup.ts); none: no markup. */
  readonly renderer?: FirstScreenRenderer | null;
}

/** An answer's body as data, for its pictures (null: none, or not JSON). */
function parsedBody(entry: FirstDataEntry | null): unknown {
  if (entry === null) return null;
  try {
    return JSON.parse(entry.body) as unknown;
  } catch {
    return null;
  }
}

/** Makes pages with their first screen for `app`'s API. */
export function createFirstScreenPages(app: FastifyInstance, options: FirstScreenOptions) {
  const compose = createPageComposer(options.compressor);
  const deadlineMs = options.deadlineMs ?? FIRST_DATA_DEADLINE_MS;

  /** The page `html` with the first screen of `request`'s page, or null when there is none to add. */
  return async (request: FastifyRequest, html: string): Promise<ComposedPage | null> => {
    try {
      const query = request.url.indexOf("?");
      const pathname = query === -1 ? request.url : request.url.slice(0, query);
      const search = query === -1 ? "" : request.url.slice(query + 1);
      const screen = firstScreenOf(pathname, search, options.now());
      if (screen === null) return null;
      const requests = screen.requests.slice(0, FIRST_DATA_MAX_ENTRIES);
      const answers = await fetchFirstAnswers(app, request, requests, deadlineMs);
      const entries = answers.flatMap((answer) => (answer === null ? [] : [answer]));
      if (entries.length === 0) return null;
      const { renderer = null } = options;
      const language = request.headers["accept-language"];
      const markup =
        renderer === null
          ? null
          : {
              // The same answers make another page's markup (Home and the daily ranking share theirs).
              key: `${request.url}\0${language ?? ""}`,
              render: () =>
                renderer({
                  url: request.url,
                  entries,
                  languages: acceptedLanguages(language),
                  now: options.now,
                }).catch((error: unknown) => {
                  request.log.warn({ err: error }, "the page's first screen could not be rendered");
                  return null;
                }),
            };
      return await compose(html, entries, () => screen.pictures(answers.map(parsedBody)), markup);
    } catch (error) {
      request.log.warn({ err: error }, "the page's first screen could not be added");
      return null;
    }
  };
}
