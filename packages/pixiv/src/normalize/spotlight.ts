/**
 * pixivision bodies (pxv's /api/pixivision* answers, wire/pixivision.ts) → Spotlight domain types,
 * and the fallback rule of PRODUCT.md §2: an illustration article with no description, no works, or a
 * work picture that is pixivision's `effect.png` stand-in is shown in the typed view instead.
 * Covers on i-ogp.pximg.net are read from i.pximg.net, so the image proxy can serve them.
 */
import type {
  SpotlightDetail,
  SpotlightCard,
  SpotlightPage,
  SpotlightRelated,
  SpotlightTypedDetail,
} from "../domain/spotlight.js";
import type { z } from "zod";
import type {
  pixivisionArticleBodySchema,
  pixivisionListBodySchema,
  pixivisionListItemSchema,
  pixivisionTypedArticleBodySchema,
} from "../wire/pixivision.js";
import type { NormalizeOptions } from "./illust.js";

type ListItem = z.infer<typeof pixivisionListItemSchema>;
type RawRelated = z.infer<typeof pixivisionArticleBodySchema>["related_latest"];

const OGP_HOST = "https://i-ogp.pximg.net/";
const IMAGE_HOST = "https://i.pximg.net/";

function rewriter(options: NormalizeOptions): (url: string) => string {
  const rewrite = options.rewriteImageUrl ?? ((url: string) => url);
  return (url) => rewrite(url.startsWith(OGP_HOST) ? `${IMAGE_HOST}${url.slice(OGP_HOST.length)}` : url);
}

function card(raw: ListItem, rewrite: (url: string) => string): SpotlightCard {
  return {
    id: raw.id,
    title: raw.pure_title ?? raw.title,
    thumbnail: rewrite(raw.thumbnail),
    date: raw.publish_date ?? "",
    tags: raw.tags.map(({ id, name }) => ({ id, name })),
  };
}

function related(raw: RawRelated, rewrite: (url: string) => string): SpotlightRelated | null {
  if (raw === null || raw.items.length === 0) return null;
  return {
    tag_name: raw.tag_name,
    items: raw.items.map(({ id, title, thumbnail }) => ({ id, title, thumbnail: rewrite(thumbnail) })),
  };
}

export function normalizeSpotlightPage(
  raw: z.infer<typeof pixivisionListBodySchema>,
  options: NormalizeOptions = {},
): SpotlightPage {
  const rewrite = rewriter(options);
  return {
    articles: raw.articles.map((item) => card(item, rewrite)),
    rank: (raw.rank ?? []).map((item) => card(item, rewrite)),
    recommend: (raw.recommend ?? []).map((item) => card(item, rewrite)),
  };
}

export function normalizeSpotlightDetail(
  id: number,
  raw: z.infer<typeof pixivisionArticleBodySchema>,
  options: NormalizeOptions = {},
): SpotlightDetail {
  const rewrite = rewriter(options);
  return {
    id,
    title: raw.title,
    cover: rewrite(raw.cover),
    desc: raw.desc,
    items: raw.items.map((item) => ({
      illust_id: item.illust_id,
      title: item.title,
      // effect.png is kept as written: isSpotlightArticleComplete looks for it.
      illust_url: rewrite(item.illust_url),
      user_id: item.user_id,
      user_name: item.user_name,
      user_avatar: rewrite(item.user_avatar),
    })),
    tags: raw.tags.map(({ id: tagId, name }) => ({ id: tagId, name })),
    related_latest: related(raw.related_latest, rewrite),
    related_recommend: related(raw.related_recommend, rewrite),
  };
}

/** Rewrites pixiv image addresses inside an article's HTML body. */
function rewriteHtmlImages(html: string, rewrite: (url: string) => string): string {
  return html.replace(/https:\/\/i(?:-ogp)?\.pximg\.net\/[^"'\s)<>]+/g, (url) => rewrite(url));
}

export function normalizeSpotlightTypedDetail(
  id: number,
  raw: z.infer<typeof pixivisionTypedArticleBodySchema>,
  options: NormalizeOptions = {},
): SpotlightTypedDetail {
  const rewrite = rewriter(options);
  return {
    id,
    title: raw.title,
    date: raw.date,
    content: rewriteHtmlImages(raw.content, rewrite),
    tags: raw.tags.map(({ id: tagId, name }) => ({ id: tagId, name })),
    related_latest: related(raw.related_latest, rewrite),
    related_recommend: related(raw.related_recommend, rewrite),
  };
}

/** PRODUCT.md §2 fallback: false sends the reader to the typed view (/pixivision/{id}). */
export function isSpotlightArticleComplete(article: SpotlightDetail): boolean {
  return (
    article.desc.trim() !== "" &&
    article.items.length > 0 &&
    !article.items.some((item) => item.illust_url.endsWith("/effect.png"))
  );
}
