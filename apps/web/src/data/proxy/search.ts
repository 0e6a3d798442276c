/**
 * The proxy's search part of the DataSource (search-source.ts): searches, tags and popular preview
 * on the HibiAPI routes (/api/pixiv/*); pixivision, Sketch lives and image search on the server's
 * secondary routes (/api/pixivision*, /api/sketch/*, POST /api/saucenao), which stay on this server
 * whatever HibiAPI base is configured. The live websocket and HLS streams go through the server's
 * Sketch relay (/api/sketch/ws/lives, /api/sketch/hls/*).
 */
import {
  IMAGE_SEARCH_UPLOAD_LIMIT_BYTES,
  normalizeAutocomplete,
  normalizeImageSearch,
  normalizeLiveChat,
  normalizeLiveDetail,
  normalizeLiveSummary,
  normalizeNovel,
  normalizeSpotlightDetail,
  normalizeSpotlightPage,
  normalizeSpotlightTypedDetail,
  normalizeTrendingTags,
  normalizeUserPreview,
  type PixivisionLang,
  type SpotlightCategory,
} from "@pxv/pixiv";
import type { ArtworkPage, NovelPage } from "../list-pages";
import { DataSourceError } from "../errors";
import { httpError, parseJson, request as send } from "../http";
import type { RequestOptions } from "../request-options";
import type { SearchQuery, SearchSource, SpotlightListPage } from "../search-source";
import { createProxyClient, validate, type ProxyClient } from "./client";
import { liveUrls } from "./live-urls";

/** The server's own routes beside /api/pixiv. */
export const SECONDARY_API_BASE = "/api";
export const IMAGE_SEARCH_PATH = "/api/saucenao";

const nextOf = (hasMore: boolean, count: number, page: number): number | null =>
  hasMore && count > 0 ? page + 1 : null;

/** Checks a picture before upload (PRODUCT.md §5): image types only, at most the server's limit. */
export function checkImageUpload(file: Blob): void {
  if (!file.type.startsWith("image/")) {
    throw new DataSourceError("unknown", "Only pictures can be searched", { status: 400 });
  }
  if (file.size > IMAGE_SEARCH_UPLOAD_LIMIT_BYTES) {
    throw new DataSourceError("unknown", "The picture is too large", { status: 413 });
  }
}

export function createProxySearch(
  client: ProxyClient,
  secondary: ProxyClient = createProxyClient({ baseUrl: SECONDARY_API_BASE }),
): SearchSource {
  const rewriteImageUrl = (url: string): string => client.rewriteImage(url);

  async function searchIllusts(
    query: SearchQuery,
    page: number,
    request?: RequestOptions,
  ): Promise<ArtworkPage> {
    const body = await client.getJson("search", { ...query, page: String(page) }, request);
    const searchIllustBodySchema = await client.schema((schemas) => schemas.searchIllustBodySchema);
    const { illusts, next_url: nextUrl } = validate(searchIllustBodySchema, body, "search");
    const artworks = illusts.map((raw) => client.normalize(raw));
    return { artworks, nextPage: nextOf(nextUrl !== null, artworks.length, page) };
  }

  async function searchNovels(
    query: SearchQuery,
    page: number,
    request?: RequestOptions,
  ): Promise<NovelPage> {
    const body = await client.getJson("search_novel", { ...query, page: String(page) }, request);
    const searchNovelBodySchema = await client.schema((schemas) => schemas.searchNovelBodySchema);
    const { novels, next_url: nextUrl } = validate(searchNovelBodySchema, body, "search_novel");
    const list = novels.map((raw) => normalizeNovel(raw, { rewriteImageUrl }));
    return { novels: list, nextPage: nextOf(nextUrl !== null, list.length, page) };
  }

  async function getSpotlights(
    category: SpotlightCategory,
    page: number,
    lang: PixivisionLang,
    request?: RequestOptions,
  ): Promise<SpotlightListPage> {
    // The illustration tab is pixivision's home list (PIXIV.md §6.3); the others a category.
    const [path, query] =
      category === "illustration"
        ? ["pixivision", { lang, page: String(page) }]
        : ["pixivision/list", { type: category, lang, page: String(page) }];
    let body: unknown;
    try {
      body = await secondary.getJson(path, query, request);
    } catch (error) {
      // pixivision answers a page past the end with 404: the list is over.
      if (page > 1 && error instanceof DataSourceError && error.kind === "not_found") {
        return { articles: [], rank: [], recommend: [], nextPage: null };
      }
      throw error;
    }
    const pixivisionListBodySchema = await client.schema((schemas) => schemas.pixivisionListBodySchema);
    const list = normalizeSpotlightPage(validate(pixivisionListBodySchema, body, path), { rewriteImageUrl });
    return { ...list, nextPage: nextOf(true, list.articles.length, page) };
  }

  return {
    searchIllusts,
    searchNovels,

    async searchUsers(word, page, request) {
      const body = await client.getJson("search_user", { word, page: String(page) }, request);
      const userPreviewsBodySchema = await client.schema((schemas) => schemas.userPreviewsBodySchema);
      const parsed = validate(userPreviewsBodySchema, body, "search_user");
      const users = parsed.user_previews.map((raw) => normalizeUserPreview(raw, { rewriteImageUrl }));
      return { users, nextPage: nextOf(parsed.next_url != null, users.length, page) };
    },

    async getPopularPreview(query, request) {
      const body = await client.getJson("popular_preview", query, request);
      const illustListBodySchema = await client.schema((schemas) => schemas.illustListBodySchema);
      return validate(illustListBodySchema, body, "popular_preview").illusts.map((raw) =>
        client.normalize(raw),
      );
    },

    async getTrendingTags(kind, request) {
      const path = kind === "illust" ? "tags" : "tags_novel";
      const body = await client.getJson(path, {}, request);
      const trendingTagsBodySchema = await client.schema((schemas) => schemas.trendingTagsBodySchema);
      return normalizeTrendingTags(validate(trendingTagsBodySchema, body, path), { rewriteImageUrl });
    },

    async getAutocomplete(word, request) {
      const body = await client.getJson("search_autocomplete", { word }, request);
      const autocompleteBodySchema = await client.schema((schemas) => schemas.autocompleteBodySchema);
      return normalizeAutocomplete(validate(autocompleteBodySchema, body, "search_autocomplete"));
    },

    async searchImage(file, request) {
      checkImageUpload(file);
      const form = new FormData();
      form.set("file", file);
      const { response, text } = await send(
        IMAGE_SEARCH_PATH,
        { method: "POST", body: form },
        { signal: request?.signal },
      );
      if (!response.ok) throw httpError(response, `HTTP ${response.status} from image search`);
      const body = parseJson(text);
      if (body === undefined) throw new DataSourceError("unknown", "The image search response is not JSON");
      const imageSearchBodySchema = await client.schema((schemas) => schemas.imageSearchBodySchema);
      return normalizeImageSearch(validate(imageSearchBodySchema, body, "saucenao"), { rewriteImageUrl });
    },

    getSpotlights,

    async getSpotlightDetail(id, lang, request) {
      const body = await secondary.getJson(`pixivision/${String(id)}`, { lang }, request);
      const pixivisionArticleBodySchema = await client.schema(
        (schemas) => schemas.pixivisionArticleBodySchema,
      );
      const raw = validate(pixivisionArticleBodySchema, body, "pixivision article");
      return normalizeSpotlightDetail(id, raw, { rewriteImageUrl });
    },

    async getSpotlightTypedDetail(id, lang, request) {
      const body = await secondary.getJson("pixivision/detail", { id: String(id), lang }, request);
      const pixivisionTypedArticleBodySchema = await client.schema(
        (schemas) => schemas.pixivisionTypedArticleBodySchema,
      );
      const raw = validate(pixivisionTypedArticleBodySchema, body, "pixivision detail");
      return normalizeSpotlightTypedDetail(id, raw, { rewriteImageUrl });
    },

    async getLives(page, request) {
      const body = await client.getJson("live_list", { page: String(page) }, request);
      const liveListBodySchema = await client.schema((schemas) => schemas.liveListBodySchema);
      const parsed = validate(liveListBodySchema, body, "live_list");
      const lives = parsed.lives.map((raw) => normalizeLiveSummary(raw, { rewriteImageUrl }));
      return { lives, nextPage: nextOf(parsed.next_url !== null, lives.length, page) };
    },

    async getLive(id, request) {
      const body = await secondary.getJson(`sketch/lives/${encodeURIComponent(id)}.json`, {}, request);
      const sketchLiveBodySchema = await client.schema((schemas) => schemas.sketchLiveBodySchema);
      return normalizeLiveDetail(validate(sketchLiveBodySchema, body, "live").data, { rewriteImageUrl });
    },

    async getLiveChats(id, request) {
      const path = `sketch/lives/${encodeURIComponent(id)}/logs.json`;
      const body = await secondary.getJson(path, {}, request);
      const sketchLogsBodySchema = await client.schema((schemas) => schemas.sketchLogsBodySchema);
      return validate(sketchLogsBodySchema, body, "live logs").data.map((raw) =>
        normalizeLiveChat(raw, { rewriteImageUrl }),
      );
    },

    ...liveUrls,
  };
}
