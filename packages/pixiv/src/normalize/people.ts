/**
 * Normalizers for the reading screens: user detail → Member, webview novel JSON → NovelText, relay
 * comments → Comment, series details → IllustSeriesDetail / NovelSeriesDetail. Every image URL goes
 * through the caller's rewriter, as for illusts.
 */
import type { Comment } from "../domain/comment.js";
import type { Member } from "../domain/member.js";
import type { NovelText } from "../domain/novel-text.js";
import type { IllustSeriesDetail, NovelSeriesDetail } from "../domain/series.js";
import type { ImageUrlRewriter } from "../images.js";
import type { z } from "zod";
import type { UserDetailBody } from "../wire/user.js";
import type { WebviewNovel, novelSeriesDetailSchema } from "../wire/novel.js";
import type { illustSeriesDetailSchema } from "../wire/series.js";
import type { AppComment } from "../wire/comment.js";
import type { RelayComment } from "../wire/relay.js";
import { keepImageUrl, type NormalizeOptions } from "./illust.js";

export function normalizeMember(body: UserDetailBody, options: NormalizeOptions = {}): Member {
  const rewrite = options.rewriteImageUrl ?? keepImageUrl;
  const { user, profile } = body;
  return {
    id: user.id,
    account: user.account,
    name: user.name,
    comment: user.comment,
    country_code: profile.country_code,
    region: profile.region,
    avatar: rewrite(user.profile_image_urls.medium),
    bgcover: profile.background_image_url === null ? null : rewrite(profile.background_image_url),
    birth: profile.birth_day,
    gender: profile.gender,
    is_premium: profile.is_premium,
    is_using_custom_profile_image: profile.is_using_custom_profile_image,
    job: profile.job,
    follow: profile.total_follow_users ?? 0,
    friend: profile.total_mypixiv_users,
    bookmarks: profile.total_illust_bookmarks_public ?? 0,
    illusts: profile.total_illusts,
    mangas: profile.total_manga,
    illust_series: profile.total_illust_series,
    novels: profile.total_novels,
    novel_series: profile.total_novel_series,
    twitter_account: profile.twitter_account ?? "",
    twitter_url: profile.twitter_url ?? null,
    pawoo_url: profile.pawoo_url,
    webpage: profile.webpage,
    is_followed: user.is_followed ?? false,
  };
}

/** The medium picture of a `[pixivimage:]` entry in the webview's `illusts` map, if it has one. */
function embeddedIllustUrl(entry: unknown): string | null {
  if (typeof entry !== "object" || entry === null || !("illust" in entry)) return null;
  const illust: unknown = entry.illust;
  if (typeof illust !== "object" || illust === null || !("images" in illust)) return null;
  const images: unknown = illust.images;
  if (typeof images !== "object" || images === null) return null;
  const record = images as Record<string, unknown>;
  for (const key of ["medium", "small", "original"]) {
    const url = record[key];
    if (typeof url === "string" && url !== "") return url;
  }
  return null;
}

export function normalizeNovelText(raw: WebviewNovel, options: NormalizeOptions = {}): NovelText {
  const rewrite = options.rewriteImageUrl ?? keepImageUrl;
  const embedImgs: Record<string, string> = {};
  if (!Array.isArray(raw.images)) {
    for (const [id, image] of Object.entries(raw.images)) {
      const url = image.urls["1200x1200"] ?? image.urls["original"] ?? Object.values(image.urls)[0];
      if (url !== undefined) embedImgs[id] = rewrite(url);
    }
  }
  const embedIllusts: Record<string, string> = {};
  if (!Array.isArray(raw.illusts)) {
    for (const [id, entry] of Object.entries(raw.illusts)) {
      const url = embeddedIllustUrl(entry);
      if (url !== null) embedIllusts[id] = rewrite(url);
    }
  }
  const link = (nav: { id: number; title: string } | null | undefined) =>
    nav ? { id: nav.id, title: nav.title } : null;
  return {
    id: Number(raw.id),
    text: raw.text,
    embedImgs,
    embedIllusts,
    prev: link(raw.seriesNavigation?.prevNovel),
    next: link(raw.seriesNavigation?.nextNovel),
    seriesId: raw.seriesId === null ? null : Number(raw.seriesId),
    seriesTitle: raw.seriesTitle,
  };
}

/** pixiv's stamp picture for a stamp id (PRODUCT.md §B2.6 comments). */
export const stampImagePath = (stampId: string): string =>
  `https://s.pximg.net/common/images/stamp/generated-stamps/${stampId}_s.jpg`;

export function normalizeComment(raw: RelayComment, options: NormalizeOptions = {}): Comment {
  const rewrite = options.rewriteImageUrl ?? keepImageUrl;
  return {
    id: raw.id,
    userId: Number(raw.userId),
    userName: raw.userName,
    img: rewrite(raw.img),
    comment: raw.comment,
    commentDate: raw.commentDate,
    stampId: raw.stampId,
    stampUrl: raw.stampId === null ? null : rewrite(stampImagePath(raw.stampId)),
    replyToUserId: raw.replyToUserId == null ? null : Number(raw.replyToUserId),
    replyToUserName: raw.replyToUserName ?? null,
    hasReplies: raw.hasReplies ?? false,
  };
}

/**
 * A comment from the app API (`/v3/…/comments`, `/v2/…/comment/replies`) as the same Comment. Its
 * date carries pixiv's own offset (+09:00), so the wall-clock part is pixiv's time already.
 */
export function normalizeAppComment(raw: AppComment, options: NormalizeOptions = {}): Comment {
  const rewrite = options.rewriteImageUrl ?? keepImageUrl;
  return {
    id: String(raw.id),
    userId: raw.user.id,
    userName: raw.user.name,
    img: rewrite(raw.user.profile_image_urls.medium),
    comment: raw.comment,
    commentDate: raw.date.slice(0, 16).replace("T", " "),
    stampId: raw.stamp === null ? null : String(raw.stamp.stamp_id),
    stampUrl: raw.stamp === null ? null : rewrite(raw.stamp.stamp_url),
    replyToUserId: null,
    replyToUserName: null,
    hasReplies: raw.has_replies,
  };
}

type RawIllustSeries = z.infer<typeof illustSeriesDetailSchema>;
type RawNovelSeries = z.infer<typeof novelSeriesDetailSchema>;

const seriesUser = (user: RawIllustSeries["user"], rewrite: ImageUrlRewriter) => ({
  id: user.id,
  name: user.name,
  avatar: rewrite(user.profile_image_urls.medium),
});

export function normalizeIllustSeries(
  raw: RawIllustSeries,
  options: NormalizeOptions = {},
): IllustSeriesDetail {
  const rewrite = options.rewriteImageUrl ?? keepImageUrl;
  return {
    id: raw.id,
    title: raw.title,
    caption: raw.caption,
    cover: rewrite(raw.cover_image_urls.medium),
    series_work_count: raw.series_work_count ?? 0,
    width: raw.width,
    height: raw.height,
    user: seriesUser(raw.user, rewrite),
  };
}

export function normalizeNovelSeries(raw: RawNovelSeries, options: NormalizeOptions = {}): NovelSeriesDetail {
  const rewrite = options.rewriteImageUrl ?? keepImageUrl;
  return {
    id: raw.id,
    title: raw.title,
    caption: raw.caption,
    content_count: raw.content_count ?? 0,
    total_character_count: raw.total_character_count,
    is_concluded: raw.is_concluded,
    is_original: raw.is_original,
    user: seriesUser(raw.user, rewrite),
  };
}
