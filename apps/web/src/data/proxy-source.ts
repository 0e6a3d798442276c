/**
 * The proxy data source: the server's HibiAPI-compatible API (proxy/client.ts). Its browse part on
 * the HibiAPI routes (proxy/browse.ts) is in the first page's script; a work's detail, a user's
 * profile and comments load their area (proxy-areas.ts) on first use, as every other area method
 * does from the query modules.
 */
import { createAnonymousAccount } from "./account-source";
import type { DataSource } from "./data-source";
import { createProxyBrowse } from "./proxy/browse";
import { createProxyClient, DEFAULT_API_BASE, type ProxySourceOptions } from "./proxy/client";
import { liveUrls } from "./proxy/live-urls";
import { loadProxyArea } from "./proxy-areas";

export { DEFAULT_API_BASE, type ProxySourceOptions } from "./proxy/client";

export function createProxySource(options: ProxySourceOptions = {}): DataSource {
  const proxyClient = createProxyClient(options);
  const work = (signal?: AbortSignal) => loadProxyArea(proxyClient, "work", signal);
  const people = (signal?: AbortSignal) => loadProxyArea(proxyClient, "people", signal);
  return {
    proxyClient,
    ...createProxyBrowse(proxyClient),
    getArtwork: async (id, request) => (await work(request?.signal)).getArtwork(id, request),
    getMember: async (id, request) => (await people(request?.signal)).getMember(id, request),
    getComments: async (params, request) => (await people(request?.signal)).getComments(params, request),
    getCommentReplies: async (kind, commentId, request) =>
      (await people(request?.signal)).getCommentReplies(kind, commentId, request),
    ...liveUrls,
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
