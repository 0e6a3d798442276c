// The proxy's work-page part of the DataSource (work-source.ts) on the HibiAPI routes, plus the
// server's pid-recover route for deleted works and a work's pages through the web relay (anonymous).
import {
  highResolutionZipUrl,
  normalizeAjaxPages,
  type Artwork,
  type ArtworkPagePicture,
  type RecoveredWork,
} from "@pxv/pixiv";
import { httpError, parseJson, request as send } from "../http";
import { loadWireSchemas } from "../load-wire-schemas";
import type { RequestOptions } from "../request-options";
import type { ArtworkPage } from "../list-pages";
import type { UgoiraMetadata, UserArtworksParams, WorkSource } from "../work-source";
import { WEB_BASE } from "../web-relay-paths";
import { createProxyClient, illustListPage, validate, type ProxyClient } from "./client";

/** The server's pid-recover route (a secondary route beside /api/pixiv). */
export const PID_RECOVER_PATH = "/api/pid-recover";

async function recover(id: number, signal: AbortSignal | undefined): Promise<readonly RecoveredWork[]> {
  const { response, text } = await send(
    `${PID_RECOVER_PATH}/${String(id)}`,
    { headers: { accept: "application/json" } },
    { signal },
  );
  if (response.status === 404) return [];
  if (!response.ok) throw httpError(response, `HTTP ${String(response.status)} from pid-recover`);
  // A rare path (a deleted work): its schema loads on demand.
  const { pidRecoverBodySchema } = await loadWireSchemas();
  return validate(pidRecoverBodySchema, parseJson(text), "pid-recover");
}

/** `web` is a client of pxv's own www routes (WEB_BASE), as in web-browse.ts. */
export function createProxyWork(
  client: ProxyClient,
  web: ProxyClient = createProxyClient({ baseUrl: WEB_BASE }),
): WorkSource {
  return {
    async getArtwork(id: number, request?: RequestOptions): Promise<Artwork> {
      const body = await client.getJson("illust", { id: String(id) }, request);
      const illustDetailBodySchema = await client.schema((schemas) => schemas.illustDetailBodySchema);
      return client.normalize(validate(illustDetailBodySchema, body, "illust").illust);
    },

    async getUgoiraMetadata(id: number, request?: RequestOptions): Promise<UgoiraMetadata> {
      const body = await client.getJson("ugoira_metadata", { id: String(id) }, request);
      const ugoiraMetadataBodySchema = await client.schema((schemas) => schemas.ugoiraMetadataBodySchema);
      const metadata = validate(ugoiraMetadataBodySchema, body, "ugoira_metadata").ugoira_metadata;
      const small = client.rewriteImage(metadata.zip_urls.medium);
      return {
        zipUrl: client.rewriteImage(highResolutionZipUrl(metadata.zip_urls.medium)),
        smallZipUrl: small,
        frames: metadata.frames.map(({ file, delay }) => ({ file, delay })),
      };
    },

    async getArtworkPages(id: number, request?: RequestOptions): Promise<readonly ArtworkPagePicture[]> {
      const body = await web.getJson(`http/ajax/illust/${String(id)}/pages`, { _anon: "1" }, request);
      const ajaxIllustPagesSchema = await client.schema((schemas) => schemas.ajaxIllustPagesSchema);
      const pages = validate(ajaxIllustPagesSchema, body, "illust pages");
      return normalizeAjaxPages(pages, { rewriteImageUrl: (url) => client.rewriteImage(url) });
    },

    getRelatedArtworks(id: number, page: number, request?: RequestOptions): Promise<ArtworkPage> {
      return illustListPage(client, "related", { id: String(id) }, page, request);
    },

    getUserArtworks(
      { userId, type, page }: UserArtworksParams,
      request?: RequestOptions,
    ): Promise<ArtworkPage> {
      return illustListPage(
        client,
        "member_illust",
        { id: String(userId), illust_type: type },
        page,
        request,
      );
    },

    recoverArtwork(id: number, request?: RequestOptions): Promise<readonly RecoveredWork[]> {
      return recover(id, request?.signal);
    },
  };
}
