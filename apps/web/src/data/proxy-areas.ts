/**
 * The proxy's screen areas that sign-in does not change, loaded with `import()` on their first use:
 * search (search, spotlights, lives), work (ugoira, related and a user's works, recovery), people
 * (novels, users, series) and web browse (web ranking, discovery, popular). Query modules and
 * features call `loadArea(source, area, signal)` and then the area's function; the DataSource keeps
 * only what the sign-in mode answers differently (data-source.ts).
 *
 * A source that answers an area's method itself (a test's stub) is asked first. A chunk that cannot
 * load rejects as a `network` DataSourceError (and is tried again on the next call); a caller that
 * cancelled while the code loaded gets its cancel, without a request.
 */
import type { BrowseSource, WebBrowseMethod } from "./browse-source";
import type { DataSource } from "./data-source";
import { DataSourceError } from "./errors";
import type { PeopleSource } from "./people-source";
import type { ProxyClient } from "./proxy/client";
import type { SearchSource } from "./search-source";
import type { WorkSource } from "./work-source";

export interface ProxyAreas {
  readonly search: SearchSource;
  readonly work: WorkSource;
  readonly people: PeopleSource;
  readonly webBrowse: Pick<BrowseSource, WebBrowseMethod>;
}

export type AreaName = keyof ProxyAreas;

type AreaFactory<A extends AreaName> = (client: ProxyClient) => ProxyAreas[A];

const AREA_CODE: { readonly [A in AreaName]: () => Promise<AreaFactory<A>> } = {
  search: () => import("./proxy/search").then(({ createProxySearch }) => createProxySearch),
  work: () => import("./proxy/work").then(({ createProxyWork }) => createProxyWork),
  people: () => import("./proxy/people").then(({ createProxyPeople }) => createProxyPeople),
  webBrowse: () => import("./proxy/web-browse").then(({ createProxyWebBrowse }) => createProxyWebBrowse),
};

const built = new WeakMap<ProxyClient, Map<AreaName, Promise<unknown>>>();

/** One area of the proxy on `client`, built once per client. */
export async function loadProxyArea<A extends AreaName>(
  client: ProxyClient,
  area: A,
  signal?: AbortSignal,
): Promise<ProxyAreas[A]> {
  let areas = built.get(client);
  if (areas === undefined) built.set(client, (areas = new Map<AreaName, Promise<unknown>>()));
  let pending = areas.get(area) as Promise<ProxyAreas[A]> | undefined;
  if (pending === undefined) {
    const loading = AREA_CODE[area]().then(
      (create) => create(client),
      (error: unknown) => {
        areas.delete(area);
        throw new DataSourceError("network", "the data source's code could not be loaded", { cause: error });
      },
    );
    areas.set(area, loading);
    pending = loading;
  }
  const loaded = await pending;
  signal?.throwIfAborted();
  return loaded;
}

/** The area for the active source: its own methods first, then the proxy's. */
export async function loadArea<A extends AreaName>(
  source: DataSource,
  area: A,
  signal?: AbortSignal,
): Promise<ProxyAreas[A]> {
  const proxy = await loadProxyArea(source.proxyClient, area, signal);
  const own = source as unknown as Partial<Record<string, unknown>>;
  return new Proxy(proxy, {
    get: (target, name, receiver) => {
      const answer = typeof name === "string" && name in target ? own[name] : undefined;
      return typeof answer === "function"
        ? (answer as (...args: unknown[]) => unknown).bind(source)
        : (Reflect.get(target, name, receiver) as unknown);
    },
  });
}
