// The proxy's search part of the DataSource (search-source.ts) on the HibiAPI and secondary routes.
import type { SearchSource } from "../search-source";
import type { ProxyClient } from "./client";

export function createProxySearch(_client: ProxyClient): SearchSource {
  return {};
}
