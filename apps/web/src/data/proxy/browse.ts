// The proxy's browsing part of the DataSource (browse-source.ts) on the HibiAPI routes.
import type { BrowseSource, RankingPage, RankingParams } from "../browse-source";
import type { RequestOptions } from "../request-options";
import { loadWireSchemas } from "../load-wire-schemas";
import { validate, type ProxyClient } from "./client";

export function createProxyBrowse(client: ProxyClient): BrowseSource {
  return {
    async getRanking({ mode, date, page }: RankingParams, request?: RequestOptions): Promise<RankingPage> {
      const body = await client.getJson("rank", { mode, date, page: String(page) }, request?.signal);
      const { rankingBodySchema } = await loadWireSchemas();
      const { illusts, next_url: nextUrl } = validate(rankingBodySchema, body, "rank");
      const artworks = illusts.map((raw) => client.normalize(raw));
      return { artworks, nextPage: nextUrl !== null && artworks.length > 0 ? page + 1 : null };
    },
  };
}
