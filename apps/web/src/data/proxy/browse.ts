/**
 * The proxy's browsing part of the DataSource (browse-source.ts) on the HibiAPI routes: rankings,
 * recommended and latest lists — what Home's first paint needs. The category rankings, discovery and
 * popular read pixiv's web answers (proxy/web-browse.ts, loaded on demand with their normalizers).
 * Every picture (pixiv's URL, or the web relay's proxy path) goes to the image host by the normalizers.
 */
import { normalizeNovel, type Artwork, type Novel } from "@pxv/pixiv";
import type { ArtworkPage, CursorPage, NovelPage } from "../list-pages";
import type {
  BrowseSource,
  IllustKind,
  WebBrowseMethod,
  NovelRankingParams,
  RankingParams,
} from "../browse-source";
import type { RequestOptions } from "../request-options";
import { illustListPage, nextPageOf, validate, type ProxyClient } from "./client";

/** A query parameter of an absolute next_url (pixiv's id cursors), or null. */
function cursorOf(nextUrl: string | null, name: string): string | null {
  if (nextUrl === null) return null;
  try {
    return new URL(nextUrl).searchParams.get(name);
  } catch {
    return null;
  }
}

export function createProxyBrowse(client: ProxyClient): Omit<BrowseSource, WebBrowseMethod> {
  const normalizeOptions = { rewriteImageUrl: (url: string) => client.rewriteImage(url) };

  async function novelPage(
    path: string,
    query: Record<string, string>,
    page: number,
    request: RequestOptions | undefined,
  ): Promise<NovelPage> {
    const body = await client.getJson(path, { ...query, page: String(page) }, request);
    const novelListBodySchema = await client.schema((schemas) => schemas.novelListBodySchema);
    const { novels, next_url: nextUrl } = validate(novelListBodySchema, body, path);
    const items = novels.map((raw) => normalizeNovel(raw, normalizeOptions));
    return { novels: items, nextPage: nextPageOf(nextUrl, page, items.length) };
  }

  return {
    async getRanking({ mode, date, page }: RankingParams, request?: RequestOptions): Promise<ArtworkPage> {
      const body = await client.getJson("rank", { mode, date, page: String(page) }, request);
      const rankingBodySchema = await client.schema((schemas) => schemas.rankingBodySchema);
      const { illusts, next_url: nextUrl } = validate(rankingBodySchema, body, "rank");
      const artworks = illusts.map((raw) => client.normalize(raw));
      return { artworks, nextPage: nextPageOf(nextUrl, page, artworks.length) };
    },

    getNovelRanking({ mode, date, page }: NovelRankingParams, request?: RequestOptions): Promise<NovelPage> {
      return novelPage("rank_novel", { mode, date }, page, request);
    },

    getRecommended(kind: IllustKind, page: number, request?: RequestOptions): Promise<ArtworkPage> {
      const path = kind === "manga" ? "manga_recommended" : "illust_recommended";
      return illustListPage(client, path, {}, page, request);
    },

    getRecommendedNovels(page: number, request?: RequestOptions): Promise<NovelPage> {
      return novelPage("novel_recommended", {}, page, request);
    },

    async getLatest(
      kind: IllustKind,
      cursor: string | null,
      request?: RequestOptions,
    ): Promise<CursorPage<Artwork>> {
      const query: Record<string, string> = { content_type: kind };
      if (cursor !== null) query["max_illust_id"] = cursor;
      const body = await client.getJson("illust_new", query, request);
      const illustListBodySchema = await client.schema((schemas) => schemas.illustListBodySchema);
      const { illusts, next_url: nextUrl } = validate(illustListBodySchema, body, "illust_new");
      const items = illusts.map((raw) => client.normalize(raw));
      return { items, next: items.length > 0 ? cursorOf(nextUrl, "max_illust_id") : null };
    },

    async getLatestNovels(cursor: string | null, request?: RequestOptions): Promise<CursorPage<Novel>> {
      const query: Record<string, string> = cursor === null ? {} : { max_novel_id: cursor };
      const body = await client.getJson("novel_new", query, request);
      const novelListBodySchema = await client.schema((schemas) => schemas.novelListBodySchema);
      const { novels, next_url: nextUrl } = validate(novelListBodySchema, body, "novel_new");
      const items = novels.map((raw) => normalizeNovel(raw, normalizeOptions));
      return { items, next: items.length > 0 ? cursorOf(nextUrl, "max_novel_id") : null };
    },
  };
}
