/**
 * The proxy's reading part of the DataSource (people-source.ts): novels, users, series on the
 * HibiAPI routes; comments and the author's tags through the server's web relay
 * (/api/pixiv-now/http/ajax/…), which answers them signed out, as the reference viewer reads them,
 * unwrapped and with pictures on pxv's proxy paths (put on the image host by the normalizers).
 */
import {
  MEMBER_TAG_PAGE_SIZE,
  normalizeAjaxArtwork,
  normalizeComment,
  normalizeIllustSeries,
  normalizeMember,
  normalizeNovel,
  normalizeNovelSeries,
  normalizeNovelText,
  normalizeUserPreview,
  type AppNovel,
  type Novel,
} from "@pxv/pixiv";
import type { CursorPage, NovelPage } from "../list-pages";
import type { CommentKind, MemberTag, PeopleSource } from "../people-source";
import type { RequestOptions } from "../request-options";
import { pixivWebLanguage } from "../../i18n/languages";
import { WEB_RELAY_BASE } from "../web-relay-paths";
import { createProxyClient, nextPageOf, validate, type ProxyClient } from "./client";

/** The `max_bookmark_id` of a bookmark list's next_url, or null. */
export function bookmarkCursor(nextUrl: string | null): string | null {
  if (nextUrl === null) return null;
  try {
    return new URL(nextUrl).searchParams.get("max_bookmark_id");
  } catch {
    return null;
  }
}

const ajaxPlural = (kind: CommentKind): string => (kind === "illust" ? "illusts" : "novels");

export function createProxyPeople(
  client: ProxyClient,
  relay: ProxyClient = createProxyClient({ baseUrl: WEB_RELAY_BASE }),
): PeopleSource {
  const options = { rewriteImageUrl: (url: string) => client.rewriteImage(url) };
  const novel = (raw: AppNovel): Novel => normalizeNovel(raw, options);

  async function novelList(
    path: string,
    query: Record<string, string>,
    page: number,
    request?: RequestOptions,
  ): Promise<NovelPage> {
    const body = await client.getJson(path, { ...query, page: String(page) }, request);
    const novelListBodySchema = await client.schema((schemas) => schemas.novelListBodySchema);
    const { novels, next_url: nextUrl } = validate(novelListBodySchema, body, path);
    return { novels: novels.map(novel), nextPage: nextPageOf(nextUrl, page, novels.length) };
  }

  return {
    async getNovel(id, request) {
      const body = await client.getJson("novel_detail", { id: String(id) }, request);
      const novelDetailBodySchema = await client.schema((schemas) => schemas.novelDetailBodySchema);
      return novel(validate(novelDetailBodySchema, body, "novel_detail").novel);
    },

    async getNovelText(id, request) {
      const body = await client.getJson("webview_novel", { id: String(id) }, request);
      const webviewNovelSchema = await client.schema((schemas) => schemas.webviewNovelSchema);
      return normalizeNovelText(validate(webviewNovelSchema, body, "webview_novel"), options);
    },

    getRelatedNovels(id, page, request) {
      return novelList("related_novel", { id: String(id) }, page, request);
    },

    getUserNovels(userId, page, request) {
      return novelList("member_novel", { id: String(userId) }, page, request);
    },

    async getMember(id, request) {
      const body = await client.getJson("member", { id: String(id) }, request);
      const userDetailBodySchema = await client.schema((schemas) => schemas.userDetailBodySchema);
      return normalizeMember(validate(userDetailBodySchema, body, "member"), options);
    },

    async getUserFavorites(userId, cursor, request) {
      const query: Record<string, string> = { id: String(userId) };
      if (cursor !== null) query["max_bookmark_id"] = cursor;
      const body = await client.getJson("favorite", query, request);
      const illustListBodySchema = await client.schema((schemas) => schemas.illustListBodySchema);
      const { illusts, next_url: nextUrl } = validate(illustListBodySchema, body, "favorite");
      return { items: illusts.map((raw) => client.normalize(raw)), next: bookmarkCursor(nextUrl) };
    },

    async getUserFavoriteNovels(userId, cursor, request): Promise<CursorPage<Novel>> {
      const query: Record<string, string> = { id: String(userId) };
      if (cursor !== null) query["max_bookmark_id"] = cursor;
      const body = await client.getJson("favorite_novel", query, request);
      const novelListBodySchema = await client.schema((schemas) => schemas.novelListBodySchema);
      const { novels, next_url: nextUrl } = validate(novelListBodySchema, body, "favorite_novel");
      return { items: novels.map(novel), next: bookmarkCursor(nextUrl) };
    },

    async getUserIllustSeries(userId, page, request) {
      const body = await client.getJson(
        "member_illust_series",
        { id: String(userId), page: String(page) },
        request,
      );
      const userIllustSeriesBodySchema = await client.schema((schemas) => schemas.userIllustSeriesBodySchema);
      const parsed = validate(userIllustSeriesBodySchema, body, "member_illust_series");
      const series = parsed.illust_series_details.map((raw) => normalizeIllustSeries(raw, options));
      return { series, nextPage: nextPageOf(parsed.next_url, page, series.length) };
    },

    async getUserNovelSeries(userId, page, request) {
      const body = await client.getJson(
        "member_novel_series",
        { id: String(userId), page: String(page) },
        request,
      );
      const userNovelSeriesBodySchema = await client.schema((schemas) => schemas.userNovelSeriesBodySchema);
      const parsed = validate(userNovelSeriesBodySchema, body, "member_novel_series");
      const series = parsed.novel_series_details.map((raw) => normalizeNovelSeries(raw, options));
      return { series, nextPage: nextPageOf(parsed.next_url, page, series.length) };
    },

    async getIllustSeries(seriesId, page, request) {
      const body = await client.getJson(
        "illust_series",
        { id: String(seriesId), page: String(page) },
        request,
      );
      const illustSeriesBodySchema = await client.schema((schemas) => schemas.illustSeriesBodySchema);
      const parsed = validate(illustSeriesBodySchema, body, "illust_series");
      const artworks = parsed.illusts.map((raw) => client.normalize(raw));
      return {
        detail: normalizeIllustSeries(parsed.illust_series_detail, options),
        artworks,
        nextPage: nextPageOf(parsed.next_url, page, artworks.length),
      };
    },

    async getNovelSeries(seriesId, page, request) {
      const body = await client.getJson(
        "novel_series",
        { id: String(seriesId), page: String(page) },
        request,
      );
      const novelSeriesBodySchema = await client.schema((schemas) => schemas.novelSeriesBodySchema);
      const parsed = validate(novelSeriesBodySchema, body, "novel_series");
      const novels = parsed.novels.map(novel);
      return {
        detail: normalizeNovelSeries(parsed.novel_series_detail, options),
        novels,
        nextPage: nextPageOf(parsed.next_url, page, novels.length),
      };
    },

    async getRelatedUsers(userId, request) {
      const body = await client.getJson("related_member", { id: String(userId) }, request);
      const userPreviewsBodySchema = await client.schema((schemas) => schemas.userPreviewsBodySchema);
      return validate(userPreviewsBodySchema, body, "related_member").user_previews.map((raw) =>
        normalizeUserPreview(raw, options),
      );
    },

    async getFollowing(userId, page, request) {
      const body = await client.getJson("following", { id: String(userId), page: String(page) }, request);
      const userPreviewsBodySchema = await client.schema((schemas) => schemas.userPreviewsBodySchema);
      const parsed = validate(userPreviewsBodySchema, body, "following");
      const users = parsed.user_previews.map((raw) => normalizeUserPreview(raw, options));
      return { users, nextPage: nextPageOf(parsed.next_url, page, users.length) };
    },

    async getMemberTags(userId, language, request): Promise<readonly MemberTag[]> {
      const lang = pixivWebLanguage(language);
      const body = await relay.getJson(`ajax/user/${userId}/illusts/tags`, { lang }, request);
      const ajaxUserIllustTagsSchema = await client.schema((schemas) => schemas.ajaxUserIllustTagsSchema);
      return validate(ajaxUserIllustTagsSchema, body, "user tags");
    },

    async getMemberTagArtworks(userId, tag, page, request) {
      const query = {
        tag,
        offset: String((page - 1) * MEMBER_TAG_PAGE_SIZE),
        limit: String(MEMBER_TAG_PAGE_SIZE),
        sensitiveFilterMode: "userSetting",
      };
      const body = await relay.getJson(`ajax/user/${userId}/illusts/tag`, query, request);
      const ajaxUserIllustsByTagSchema = await client.schema((schemas) => schemas.ajaxUserIllustsByTagSchema);
      const { works, total } = validate(ajaxUserIllustsByTagSchema, body, "user tag works");
      const artworks = works.map((raw) => normalizeAjaxArtwork(raw, options));
      return {
        artworks,
        total,
        nextPage: page * MEMBER_TAG_PAGE_SIZE < total && artworks.length > 0 ? page + 1 : null,
      };
    },

    async getComments({ kind, id, offset, limit }, request) {
      const query = { [`${kind}_id`]: String(id), offset: String(offset), limit: String(limit) };
      const body = await relay.getJson(`ajax/${ajaxPlural(kind)}/comments/roots`, query, request);
      const relayCommentsBodySchema = await client.schema((schemas) => schemas.relayCommentsBodySchema);
      const parsed = validate(relayCommentsBodySchema, body, "comments");
      return {
        comments: parsed.comments.map((raw) => normalizeComment(raw, options)),
        hasNext: parsed.hasNext ?? false,
      };
    },

    async getCommentReplies(kind, commentId, request) {
      const query = { comment_id: commentId, page: "1" };
      const body = await relay.getJson(`ajax/${ajaxPlural(kind)}/comments/replies`, query, request);
      const relayCommentsBodySchema = await client.schema((schemas) => schemas.relayCommentsBodySchema);
      return validate(relayCommentsBodySchema, body, "comment replies").comments.map((raw) =>
        normalizeComment(raw, options),
      );
    },
  };
}
