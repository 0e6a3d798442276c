/**
 * The first screen rendered on the server (issue 28), so that a phone shows the first cards and their
 * pictures before the scripts have arrived: the same screen components the app renders, fed the
 * same first answers the page carries (through the proxy data source and its normalizers, with a
 * transport that answers only from those answers), in a QueryClient of its own, at the page's
 * address, with the default settings of a signed-out visitor and the visitor's language, in the
 * shell's frame (the main navigation or the top bar, the page's `<main>`). Built on
 * its own (vite.ssr.config.ts → dist-ssr/render.js) and loaded by the server
 * (apps/server/src/routes/web-app/first-screen/). The markup is a snapshot: the app renders the page
 * itself and takes the snapshot away once its own first pictures are showing (first-screen-takeover.ts).
 *
 * Only screens whose first screen is laid out without the window's size are rendered (Home's tabs:
 * a strip of cards whose boxes come from the works' sizes); any other page, a missing answer or a
 * failure gives null (the page is then sent as it is).
 */
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_LANGUAGE_ATTRIBUTE, type FirstDataEntry } from "@pxv/pixiv";
import { QueryClient, QueryClientProvider, type Query } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { prerender } from "react-dom/static";
import { matchRoutes, Route, Routes, StaticRouter } from "react-router";
import { CardContextProvider } from "../../components/card-context";
import { DataSourceProvider } from "../../data/data-source-context";
import { createProxySource } from "../../data/proxy-source";
import { setLanguageOutsideDocument } from "../../i18n/i18n";
import { detectLanguage, type Language } from "../../i18n/languages";
import { RankClockContext } from "../../features/rank/rank-date";
import { setUpFeatureSlots } from "../feature-slots";
import { NavBar } from "../nav-bar";
import { PAGE_MAIN_CLASS } from "../page-main";
import { TopBar } from "../top-bar";
import { SCREEN_LIST, type ScreenId } from "../screens";

setUpFeatureSlots();

/** The screens rendered on the server. */
const RENDERED: ReadonlySet<ScreenId> = new Set<ScreenId>(["home", "home-manga", "rank", "artwork"]);

/** A test id as React writes one (its value escaped: no `"` inside). */
const TEST_ID_ATTRIBUTE = / data-testid="[^"]*"/g;

/** How many rounds of "render, then fetch what it asked for from the carried answers" at most. */
const FETCH_ROUNDS = 3;

export interface FirstScreenInput {
  /** The page's address: path and query, as requested. */
  readonly url: string;
  /** The answers the page carries (@pxv/pixiv first-data.ts). */
  readonly entries: readonly FirstDataEntry[];
  /** The visitor's Accept-Language, in preference order (the language the app will pick). */
  readonly languages: readonly string[];
  /** pixiv's clock, which decides today's ranking. */
  readonly now: () => Date;
}

const routeList = SCREEN_LIST.flatMap((screen) =>
  Object.values(screen.routes).flatMap((paths) => paths.map((path) => ({ path, screen }))),
);

/**
 * A transport that answers the carried answers' URLs and nothing else (404, not retried); `taken`
 * counts the answers it gave.
 */
function carriedFetch(entries: readonly FirstDataEntry[]): { fetch: typeof fetch; taken: () => number } {
  const bodies = new Map(entries.map((entry) => [entry.url, entry]));
  let taken = 0;
  const answer: typeof fetch = (input) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), "http://pxv.invalid");
    const entry = bodies.get(`${url.pathname}${url.search}`);
    if (entry !== undefined) taken += 1;
    return Promise.resolve(
      entry === undefined
        ? new Response("{}", { status: 404, headers: { "content-type": "application/json" } })
        : new Response(entry.body, { status: entry.status, headers: { "content-type": "application/json" } }),
    );
  };
  return { fetch: answer, taken: () => taken };
}

/**
 * The markup of `node` once everything in it has loaded, every Suspense boundary in place (none set
 * aside for a script to move in later: the page's policy runs no inline script, and the snapshot
 * must show without any).
 */
async function markupOf(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** A first screen's markup, and the language it is in (the page's `<html lang>`). */
export interface FirstScreen {
  readonly markup: string;
  readonly language: Language;
}

/** Renders one page; the translator's language is global, so renders take turns (`render` below). */
async function renderOnce(input: FirstScreenInput): Promise<FirstScreen | null> {
  const address = new URL(input.url, "http://pxv.invalid");
  const match = matchRoutes(routeList, address.pathname)?.at(-1)?.route;
  if (match === undefined || !RENDERED.has(match.screen.id)) return null;
  const { screen, path } = match;
  const language: Language = detectLanguage(null, input.languages);
  const [Screen] = await Promise.all([
    screen.load(),
    setLanguageOutsideDocument(language, screen.namespaces),
  ]);
  const transport = carriedFetch(input.entries);
  const source = createProxySource({ fetch: transport.fetch, checkBodies: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const element = (
    <Frame
      Screen={Screen}
      screenId={screen.id}
      nav={screen.nav}
      path={path}
      url={`${address.pathname}${address.search}`}
      language={language}
      queryClient={queryClient}
      source={source}
      now={input.now}
    />
  );
  // What the screen asks for on its first render is fetched (from the carried answers only), and
  // the screen rendered again with it, until it asks for nothing new.
  const tried = new Set<string>();
  for (let round = 0; round < FETCH_ROUNDS; round++) {
    await markupOf(element);
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => !tried.has(query.queryHash));
    if (asked.length === 0) break;
    for (const query of asked) tried.add(query.queryHash);
    await Promise.all(asked.map((query) => fetchOrForget(queryClient, query)));
  }
  // Without the page's own answer the screen would show its loading state: no snapshot of that.
  if (transport.taken() === 0) return null;
  const markup = await markupOf(element);
  // React puts preload links for the pictures before the markup: the page announces its first
  // pictures in its head already (the server's compose-page.ts), the snapshot's element is all.
  const start = markup.indexOf(`<div id="${FIRST_SCREEN_ELEMENT_ID}"`);
  if (start === -1) return null;
  // The test ids name the app's own elements: whatever finds elements by them (the browser tests)
  // meets the app's page, which works, never this picture of it, whose links only load a page.
  return { markup: markup.slice(start).replace(TEST_ID_ATTRIBUTE, ""), language };
}

/** Fetches a query; one that cannot be answered is left as the app first shows it: not loaded. */
async function fetchOrForget(queryClient: QueryClient, query: Query): Promise<void> {
  try {
    await query.fetch();
  } catch {
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }
}

function Frame({
  Screen,
  screenId,
  nav,
  path,
  url,
  language,
  queryClient,
  source,
  now,
}: {
  Screen: ComponentType;
  screenId: ScreenId;
  /** A page with the main navigation, or with a top bar (app-shell.tsx). */
  nav: boolean;
  /** The route's pattern, whose parameters the screen reads. */
  path: string;
  url: string;
  language: Language;
  queryClient: QueryClient;
  source: ReturnType<typeof createProxySource>;
  now: () => Date;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <DataSourceProvider source={source}>
        <RankClockContext value={now}>
          <StaticRouter location={url}>
            <CardContextProvider>
              <div
                id={FIRST_SCREEN_ELEMENT_ID}
                {...{ [FIRST_SCREEN_LANGUAGE_ATTRIBUTE]: language }}
                className="min-h-dvh"
              >
                {nav ? <NavBar screen={screenId} hidden={false} /> : <TopBar />}
                <main data-page={screenId} className={nav ? PAGE_MAIN_CLASS : undefined}>
                  <Routes>
                    <Route path={path} element={<Screen />} />
                  </Routes>
                </main>
                {/* The snapshot shows once parsed to here (index.css): never half a row. */}
                <div data-first-screen-end hidden />
              </div>
            </CardContextProvider>
          </StaticRouter>
        </RankClockContext>
      </DataSourceProvider>
    </QueryClientProvider>
  );
}

let turn: Promise<unknown> = Promise.resolve();

/**
 * The first screen's markup for the page at `input.url`, or null when it is not one rendered here or
 * rendering fails. One render at a time.
 */
export function renderFirstScreen(input: FirstScreenInput): Promise<FirstScreen | null> {
  const result = turn.then(
    () => renderOnce(input),
    () => renderOnce(input),
  );
  turn = result.catch(() => null);
  return result;
}
