/**
 * Renders the real route table in jsdom at a given URL, on a stub data source and the English
 * messages, with the browser APIs jsdom lacks (ResizeObserver, scrollTo) stubbed.
 */
import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { translator } from "../i18n/translator";
import { createMemoryRouter } from "react-router";
import { vi } from "vitest";
import { App } from "../app/app";
import { routes } from "../app/routes";
import type { DataSource } from "../data/data-source";
import type { ProxyAreas } from "../data/proxy-areas";
import { createAnonymousAccount } from "../data/account-source";
import { DataSourceError } from "../data/errors";
import { changeLanguage, initI18n } from "../i18n/i18n";
import en from "../i18n/locales/en.json";

/** Every method of the areas the query modules load (proxy-areas.ts). */
type AreaMethods = ProxyAreas["search"] & ProxyAreas["work"] & ProxyAreas["people"] & ProxyAreas["webBrowse"];

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/**
 * A source that has no works at all and nobody signed in: rankings are empty, the account part is
 * the anonymous one, and every other method answers not_found. Tests override the methods they need,
 * the areas' too (proxy-areas.ts asks the source first).
 */
export function stubSource(overrides: Partial<DataSource & AreaMethods> = {}): DataSource {
  const defaults: Record<string, unknown> = {
    ...createAnonymousAccount(),
    getRanking: () => Promise.resolve({ artworks: [], nextPage: null }),
    ...overrides,
  };
  return new Proxy(defaults as unknown as DataSource, {
    get: (_target, name: string) =>
      defaults[name] ??
      (() =>
        Promise.reject(
          new DataSourceError("not_found", `stub source: no data for ${name}`, { status: 404 }),
        )),
  });
}

export async function renderApp(path: string, source: DataSource = stubSource()) {
  vi.stubGlobal("ResizeObserver", NoopResizeObserver);
  vi.stubGlobal("scrollTo", vi.fn());
  if (!translator.isStarted()) await initI18n("en", en);
  else await changeLanguage("en");

  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(<App router={router} queryClient={queryClient} source={source} />);
  return { router, ...view };
}
