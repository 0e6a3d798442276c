/**
 * The proxy data source: the server's HibiAPI-compatible API (proxy/client.ts), one part per screen
 * area (proxy/browse.ts, proxy/search.ts, proxy/work.ts, proxy/people.ts).
 */
import type { DataSource } from "./data-source";
import { createProxyBrowse } from "./proxy/browse";
import { createProxyClient, type ProxySourceOptions } from "./proxy/client";
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
  };
}
