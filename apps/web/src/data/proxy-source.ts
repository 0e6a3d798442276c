/**
 * The proxy data source: the server's HibiAPI-compatible API (proxy/client.ts), one part per screen
 * area (proxy/browse.ts, web-browse.ts, search.ts, work.ts, people.ts). Only the browse part on the
 * HibiAPI routes is in the first page's script; the others load on the first call of one of their
 * methods (proxy/on-demand.ts), a failed load rejecting as a `network` DataSourceError.
 */
import { createAnonymousAccount } from "./account-source";
import type { DataSource } from "./data-source";
import { createProxyBrowse } from "./proxy/browse";
import { createProxyClient, DEFAULT_API_BASE, type ProxySourceOptions } from "./proxy/client";
import { DataSourceError } from "./errors";
import { liveUrls } from "./proxy/live-urls";
import type { OnDemandParts } from "./proxy/on-demand";

export { DEFAULT_API_BASE, type ProxySourceOptions } from "./proxy/client";

type OnDemandMethod = Exclude<keyof OnDemandParts, keyof typeof liveUrls>;

/** Every method of the on-demand parts (typed: a method added to their interfaces must be listed). */
const ON_DEMAND: Record<OnDemandMethod, true> = {
  getWebRanking: true,
  getDiscovery: true,
  getPopular: true,
  searchIllusts: true,
  searchNovels: true,
  searchUsers: true,
  getPopularPreview: true,
  getTrendingTags: true,
  getAutocomplete: true,
  searchImage: true,
  getSpotlights: true,
  getSpotlightDetail: true,
  getSpotlightTypedDetail: true,
  getLives: true,
  getLive: true,
  getLiveChats: true,
  getArtwork: true,
  getUgoiraMetadata: true,
  getRelatedArtworks: true,
  getUserArtworks: true,
  recoverArtwork: true,
  getNovel: true,
  getNovelText: true,
  getRelatedNovels: true,
  getUserNovels: true,
  getMember: true,
  getUserFavorites: true,
  getUserFavoriteNovels: true,
  getUserIllustSeries: true,
  getUserNovelSeries: true,
  getIllustSeries: true,
  getNovelSeries: true,
  getRelatedUsers: true,
  getFollowing: true,
  getMemberTags: true,
  getMemberTagArtworks: true,
  getComments: true,
  getCommentReplies: true,
};

const signalOf = (arg: unknown): AbortSignal | undefined =>
  typeof arg === "object" && arg !== null && "signal" in arg && arg.signal instanceof AbortSignal
    ? arg.signal
    : undefined;

/** Stand-ins for the on-demand methods: each loads the parts once, then calls the real method. */
function onDemandParts(client: ReturnType<typeof createProxyClient>): Pick<OnDemandParts, OnDemandMethod> {
  let parts: Promise<OnDemandParts> | null = null;
  const load = (): Promise<OnDemandParts> =>
    (parts ??= import("./proxy/on-demand").then(
      ({ createOnDemandParts }) => createOnDemandParts(client),
      (error: unknown) => {
        parts = null;
        throw new DataSourceError("network", "the data source's code could not be loaded", { cause: error });
      },
    ));
  const methods: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of Object.keys(ON_DEMAND) as OnDemandMethod[]) {
    methods[name] = async (...args) => {
      const loaded = await load();
      // A caller that cancelled while the code loaded gets its cancel, as from a request.
      for (const arg of args) signalOf(arg)?.throwIfAborted();
      return (loaded[name] as (...args: unknown[]) => Promise<unknown>).call(loaded, ...args);
    };
  }
  return methods as unknown as Pick<OnDemandParts, OnDemandMethod>;
}

export function createProxySource(options: ProxySourceOptions = {}): DataSource {
  const client = createProxyClient(options);
  return {
    ...createProxyBrowse(client),
    ...onDemandParts(client),
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
