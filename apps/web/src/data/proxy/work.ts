// The proxy's work-page part of the DataSource (work-source.ts) on the HibiAPI routes.
import type { Artwork } from "@pxv/pixiv";
import type { RequestOptions } from "../request-options";
import type { WorkSource } from "../work-source";
import { loadWireSchemas } from "../load-wire-schemas";
import { validate, type ProxyClient } from "./client";

export function createProxyWork(client: ProxyClient): WorkSource {
  return {
    async getArtwork(id: number, request?: RequestOptions): Promise<Artwork> {
      const body = await client.getJson("illust", { id: String(id) }, request?.signal);
      const { illustDetailBodySchema } = await loadWireSchemas();
      return client.normalize(validate(illustDetailBodySchema, body, "illust").illust);
    },
  };
}
