/**
 * The proxy data source's search, work and people parts and the browse methods on pixiv's web answers
 * (proxy/search.ts, work.ts, people.ts, web-browse.ts with their normalizers), in one chunk that loads on the first call of any of their methods: Home's
 * first paint needs only the browse part. proxy-source.ts puts a stand-in for each method in the
 * source that loads this and calls the real one.
 */
import type { BrowseSource } from "../browse-source";
import type { PeopleSource } from "../people-source";
import type { SearchSource } from "../search-source";
import type { WorkSource } from "../work-source";
import type { WebBrowseMethod } from "./browse";
import type { ProxyClient } from "./client";
import { createProxyPeople } from "./people";
import { createProxySearch } from "./search";
import { createProxyWebBrowse } from "./web-browse";
import { createProxyWork } from "./work";

export type OnDemandParts = SearchSource & WorkSource & PeopleSource & Pick<BrowseSource, WebBrowseMethod>;

export function createOnDemandParts(client: ProxyClient): OnDemandParts {
  return {
    ...createProxySearch(client),
    ...createProxyWork(client),
    ...createProxyPeople(client),
    ...createProxyWebBrowse(client),
  };
}
