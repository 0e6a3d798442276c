/**
 * The proxy data source: the server's HibiAPI-compatible API (proxy/client.ts), one part per screen
 * area (proxy/browse.ts, proxy/search.ts, proxy/work.ts, proxy/people.ts).
 */
import { createAnonymousAccount } from "./account-source";
import type { DataSource } from "./data-source";
import { createProxyBrowse } from "./proxy/browse";
import { createProxyClient, DEFAULT_API_BASE, type ProxySourceOptions } from "./proxy/client";
import { createProxyPeople } from "./proxy/people";
import { createProxySearch } from "./proxy/search";
import { createProxyWork } from "./proxy/work";

export { DEFAULT_API_BASE, type ProxySourceOptions } from "./proxy/client";

export function createProxySource(options: ProxySourceOptions = {}): DataSource {
  const client = createProxyClient(options);
  return {
    ...createProxyBrowse(client),
    ...createProxySearch(client),
    ...createProxyWork(client),
    ...createProxyPeople(client),
    ...createAnonymousAccount(),
  };
}

/** The proxy's options from the settings: the API base (empty = this server) and image host. */
export function proxyOptionsFromSettings(apiBase: string, imageHost: string): ProxySourceOptions {
  return {
    baseUrl: apiBase === "" ? DEFAULT_API_BASE : apiBase,
    ...(imageHost === "" ? {} : { imageBases: { iPximg: imageHost } }),
  };
}
