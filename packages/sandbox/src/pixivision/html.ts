/**
 * www.pixivision.net's pages as HTML, with the element structure and class names scrapers of the
 * real site read (PIXIV.md §6.2, typos included: `ssc__descriotion`, `am__categoty-pr`,
 * `am__work__uesr-icon`): article cards (`._article-card`, `.arc__title a[data-gtm-label]`,
 * `._thumbnail` background image, `time._date[datetime]`, `._tag-list a`), the sidebar ranking and
 * "Osusume Area" summary cards, and article pages (`h1.am__title`, `._article-illust-eyecatch img`,
 * `.fab__paragraph p`, `._feature-article-body__pixiv_illust` works, `._related-articles`).
 * Every text is escaped; images point at i.pximg.net paths the image host serves.
 */
import { escapeHtml, I_PXIMG_ORIGIN, S_PXIMG_ORIGIN, PIXIVISION_ORIGIN } from "@pxv/pixiv";
import { formatPixivDateTime } from "../catalogue/timeline.js";
import type { CatalogueUser } from "../catalogue/users.js";
import type { CatalogueWork } from "../catalogue/works.js";
import { avatarPath, masterPath, sizedPath } from "../pximg-paths.js";
import {
  fullTitle,
  paragraphText,
  tagOf,
  type Article,
  type ArticleSummary,
  type FeaturedWork,
} from "./articles.js";
import type { Pixivision } from "./pixivision.js";
import {
  CATEGORY_BLURB,
  CATEGORY_LABELS,
  fill,
  HTML_LANG,
  PIXIVISION_CATEGORIES,
  PIXIVISION_LANGUAGES,
  UI_WORDS,
  type PixivisionCategory,
  type PixivisionLanguage,
} from "./vocabulary.js";

/** The list thumbnail of a work: its square, 260 px. */
export const thumbnailUrl = (work: CatalogueWork): string =>
  `${I_PXIMG_ORIGIN}/${sizedPath("260x260_80", masterPath(work, 0, "square1200"))}`;
/** The eyecatch (cover) of an article. */
export const coverUrl = (work: CatalogueWork): string =>
  `${I_PXIMG_ORIGIN}/${sizedPath("1200x630_80", masterPath(work, 0, "master1200"))}`;
/** A featured work's picture in the article body. */
export const itemImageUrl = (work: CatalogueWork): string =>
  `${I_PXIMG_ORIGIN}/${sizedPath("768x1200_80", masterPath(work, 0, "master1200"))}`;
export const userIconUrl = (user: CatalogueUser): string => {
  const path = avatarPath(user, 170);
  return path === null ? `${S_PXIMG_ORIGIN}/common/images/no_profile.png` : `${I_PXIMG_ORIGIN}/${path}`;
};

/** `YYYY-MM-DD` in JST, as `time[datetime]` carries it. */
export const isoDate = (time: number): string => formatPixivDateTime(time).slice(0, 10);
const dottedDate = (time: number): string => isoDate(time).replaceAll("-", ".");

export const articlePath = (language: PixivisionLanguage, id: number): string => `/${language}/a/${id}`;
const categoryPath = (language: PixivisionLanguage, category: PixivisionCategory): string =>
  `/${language}/c/${category}`;
const tagPath = (language: PixivisionLanguage, tagId: number): string => `/${language}/t/${tagId}`;

export interface PageContext {
  readonly pixivision: Pixivision;
  readonly language: PixivisionLanguage;
}

function tagList(context: PageContext, summary: ArticleSummary): string {
  const items = summary.tagIds.map((tagId) => {
    const name = escapeHtml(tagOf(tagId)?.name(context.language) ?? "");
    return `<li class="tls__list-item-container"><a href="${tagPath(context.language, tagId)}" class="tls__list-item small" data-gtm-action="ClickTag" data-gtm-label="${name}">${name}</a></li>`;
  });
  return `<div class="_tag-list"><ul class="tls__list">${items.join("")}</ul></div>`;
}

function categoryLabel(context: PageContext, category: PixivisionCategory, extraClass = ""): string {
  return `<span class="${extraClass}_category-label _category-label--${category}" data-category="${category}">${escapeHtml(CATEGORY_LABELS[category][context.language])}</span>`;
}

const background = (url: string): string => `background-image: url(${url})`;

function articleCard(context: PageContext, summary: ArticleSummary): string {
  const article = context.pixivision.article(summary.id) as Article;
  const title = escapeHtml(fullTitle(summary, context.language));
  const href = articlePath(context.language, summary.id);
  return [
    `<li class="article-card-container"><article class="_article-card spotlight" data-gtm-category="Article Card" data-article-id="${summary.id}">`,
    `<div class="arc__thumbnail-container"><a href="${href}" data-gtm-action="ClickImage" data-gtm-label="${summary.id}">`,
    `<div class="_thumbnail" style="${background(thumbnailUrl(article.cover.work))}"></div></a>`,
    `<a href="${categoryPath(context.language, summary.category)}" class="arc__thumbnail-label">${categoryLabel(context, summary.category)}</a></div>`,
    `<div class="arc__title-container"><h2 class="arc__title"><a href="${href}" data-gtm-action="ClickTitle" data-gtm-label="${summary.id}">${title}</a></h2></div>`,
    `<div class="arc__footer-container"><div class="arc__tags-container">${tagList(context, summary)}</div>`,
    `<time class="_date" datetime="${isoDate(summary.publishedAt)}">${dottedDate(summary.publishedAt)}</time></div>`,
    `</article></li>`,
  ].join("");
}

function summaryCard(context: PageContext, summary: ArticleSummary, related = false): string {
  const article = context.pixivision.article(summary.id) as Article;
  const title = escapeHtml(fullTitle(summary, context.language));
  const href = articlePath(context.language, summary.id);
  const image = `<div class="_thumbnail ${related ? "ascr" : "asc"}__thumbnail" style="${background(thumbnailUrl(article.cover.work))}"></div>`;
  if (related) {
    return `<li class="rla__list-item"><article class="_article-summary-card-related" data-article-id="${summary.id}"><a href="${href}" class="ascr__thumbnail-container">${image}</a><div class="ascr__title-container"><a href="${href}" data-gtm-action="ClickTitle" data-gtm-label="${summary.id}">${title}</a></div><time class="_date" datetime="${isoDate(summary.publishedAt)}">${dottedDate(summary.publishedAt)}</time></article></li>`;
  }
  return `<li class="alc__articles-list-item"><article class="_article-summary-card" data-article-id="${summary.id}"><a href="${href}" class="asc__thumbnail-container">${image}</a><div class="asc__title-container"><a href="${href}" class="asc__title-link" data-gtm-action="ClickTitle" data-gtm-label="${summary.id}"><h3 class="asc__title">${title}</h3></a></div>${categoryLabel(context, summary.category, "asc__category-label ")}</article></li>`;
}

function sidebar(context: PageContext, salt: number): string {
  const { language, pixivision } = context;
  const ranking = pixivision.ranking().map((summary) => summaryCard(context, summary));
  const recommended = pixivision.recommended(salt).map((summary) => summaryCard(context, summary));
  return [
    `<aside class="sidebar-container">`,
    `<div class="_articles-list-card" data-gtm-category="Ranking Area"><h3 class="alc__heading">${escapeHtml(UI_WORDS.ranking[language])}</h3>`,
    `<ul class="alc__articles-list-group alc__articles-list-group--ranking">${ranking.join("")}</ul></div>`,
    `<div class="_articles-list-card" data-gtm-category="Osusume Area"><h3 class="alc__heading">${escapeHtml(UI_WORDS.recommend[language])}</h3>`,
    `<ul class="alc__articles-list-group">${recommended.join("")}</ul></div>`,
    `</aside>`,
  ].join("");
}

interface LayoutOptions {
  readonly title: string;
  readonly description: string;
  /** Path without the language prefix, e.g. `/a/9001` or `/c/manga`. */
  readonly pathAfterLanguage: string;
  readonly image?: string;
  readonly main: string;
  readonly salt: number;
}

function layout(context: PageContext, options: LayoutOptions): string {
  const { language } = context;
  const canonical = `${PIXIVISION_ORIGIN}/${language}${options.pathAfterLanguage}`;
  const alternates = PIXIVISION_LANGUAGES.map(
    (other) =>
      `<link rel="alternate" hreflang="${HTML_LANG[other]}" href="${PIXIVISION_ORIGIN}/${other}${options.pathAfterLanguage}">`,
  );
  const navigation = PIXIVISION_CATEGORIES.map(
    (category) =>
      `<li class="hdc__list-item"><a class="hdc__link" href="${categoryPath(language, category)}" data-gtm-action="ClickCategory" data-gtm-label="${category}">${escapeHtml(CATEGORY_LABELS[category][language])}</a></li>`,
  );
  const title = escapeHtml(options.title);
  const description = escapeHtml(options.description);
  return [
    `<!DOCTYPE html>\n<html lang="${HTML_LANG[language]}">`,
    `<head><meta charset="utf-8"><title>${title} - pixivision</title>`,
    `<meta name="description" content="${description}">`,
    `<meta property="og:title" content="${title}"><meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${canonical}">`,
    options.image === undefined ? "" : `<meta property="og:image" content="${options.image}">`,
    `<link rel="canonical" href="${canonical}">${alternates.join("")}</head>`,
    `<body><div id="wrapper">`,
    `<header class="_header"><div class="hdc__logo"><a href="/${language}/">pixivision</a></div>`,
    `<nav class="hdc__category-list"><ul class="hdc__list">${navigation.join("")}</ul></nav></header>`,
    `<div class="_contents-container"><div class="main-column-container">${options.main}</div>`,
    sidebar(context, options.salt),
    `</div><footer class="_footer"><p>pxv sandbox · not pixivision</p></footer></div></body></html>`,
  ].join("\n");
}

/** A page of article cards (home, category or tag), with a pager. */
export interface ListPage {
  readonly heading: string;
  readonly items: readonly ArticleSummary[];
  readonly page: number;
  readonly hasNext: boolean;
  /** Path of the list without language or query, e.g. `/c/manga`; `/` for home. */
  readonly pathAfterLanguage: string;
}

function cardList(context: PageContext, list: ListPage): string {
  const next = list.hasNext
    ? `<nav class="_pager-complex"><a class="pager-link next" rel="next" href="/${context.language}${list.pathAfterLanguage}?p=${list.page + 1}">${escapeHtml(UI_WORDS.next[context.language])}</a></nav>`
    : `<nav class="_pager-complex"></nav>`;
  return `<ul class="_article-list">${list.items.map((item) => articleCard(context, item)).join("")}</ul>${next}`;
}

export function homePage(context: PageContext, list: ListPage): string {
  return layout(context, {
    title: "pixivision",
    description: fill(CATEGORY_BLURB[context.language], "pixiv"),
    pathAfterLanguage: "/",
    main: cardList(context, list),
    salt: list.page,
  });
}

export function categoryPage(context: PageContext, category: PixivisionCategory, list: ListPage): string {
  const label = CATEGORY_LABELS[category][context.language];
  const blurb = fill(CATEGORY_BLURB[context.language], label);
  const header = `<div class="_spotlight-section-container"><h1 class="ssc__name">${escapeHtml(label)}</h1><p class="ssc__descriotion">${escapeHtml(blurb)}</p></div>`;
  return layout(context, {
    title: label,
    description: blurb,
    pathAfterLanguage: list.pathAfterLanguage,
    main: header + cardList(context, list),
    salt: list.page + category.length,
  });
}

export function tagPage(context: PageContext, tagId: number, list: ListPage): string {
  const name = tagOf(tagId)?.name(context.language) ?? "";
  const blurb = fill(CATEGORY_BLURB[context.language], name);
  const header = `<div class="_tag-detail-container"><div class="tdc__header"><h1>${escapeHtml(name)}</h1></div><p class="tdc__description">${escapeHtml(blurb)}</p></div>`;
  return layout(context, {
    title: name,
    description: blurb,
    pathAfterLanguage: list.pathAfterLanguage,
    main: header + cardList(context, list),
    salt: tagId,
  });
}

function workBlock(item: FeaturedWork): string {
  const { work, user } = item;
  const workUrl = `https://www.pixiv.net/artworks/${work.id}`;
  const userUrl = `https://www.pixiv.net/users/${user.id}`;
  return [
    `<div class="article-item _feature-article-body__pixiv_illust"><div class="am__work gtm__illust-collection-illusts-${work.id}">`,
    `<div class="am__work__info"><a href="${userUrl}" class="am__work__user-icon-container inner-link"><img src="${userIconUrl(user)}" class="am__work__uesr-icon" alt="${escapeHtml(user.name)}"></a>`,
    `<div class="am__work__title-container"><h3 class="am__work__title"><a href="${workUrl}" class="inner-link" target="_blank">${escapeHtml(work.title)}</a></h3>`,
    `<p class="am__work__user-name"><a href="${userUrl}" class="inner-link" target="_blank">${escapeHtml(user.name)}</a></p></div></div>`,
    `<div class="am__work__main"><a href="${workUrl}" class="inner-link" target="_blank"><img src="${itemImageUrl(work)}" alt="${escapeHtml(work.title)}" class="am__work__illust" width="${work.width}" height="${work.height}"></a></div>`,
    `</div></div>`,
  ].join("");
}

function paragraphBlock(context: PageContext, article: Article, indexes: readonly number[]): string {
  const paragraphs = indexes.map(
    (index) => `<p>${escapeHtml(paragraphText(index, article, context.language))}</p>`,
  );
  return `<div class="article-item _feature-article-body__paragraph"><div class="fab__paragraph _medium-editor-text">${paragraphs.join("")}</div></div>`;
}

function relatedBlock(
  context: PageContext,
  kind: "Latest" | "Popular",
  tagId: number,
  items: readonly ArticleSummary[],
): string {
  const name = tagOf(tagId)?.name(context.language) ?? "";
  const suffix = UI_WORDS[kind === "Latest" ? "latest" : "popular"][context.language];
  return [
    `<div class="_related-articles" data-gtm-category="Related Article ${kind}">`,
    `<h3 class="rla__heading"><a class="rla__heading-link" href="${tagPath(context.language, tagId)}" data-gtm-label="${escapeHtml(name)}">#${escapeHtml(name)}</a>${escapeHtml(suffix)}</h3>`,
    `<ul class="rla__list-group">${items.map((item) => summaryCard(context, item, true)).join("")}</ul></div>`,
  ].join("");
}

const RELATED_LENGTH = 4;

export function articlePage(context: PageContext, article: Article): string {
  const { language, pixivision } = context;
  const title = fullTitle(article, language);
  const introduction = article.paragraphs.slice(0, 2);
  const closing = article.paragraphs.slice(2);
  const body = [
    `<div class="_article-illust-eyecatch"><img class="aie__image" src="${coverUrl(article.cover.work)}" alt="${escapeHtml(title)}"></div>`,
    paragraphBlock(context, article, introduction),
    ...article.items.map(workBlock),
    closing.length > 0 ? paragraphBlock(context, article, closing) : "",
  ];
  const themeTag = article.tagIds[article.tagIds.length - 1] as number;
  const others = (list: readonly ArticleSummary[]): ArticleSummary[] =>
    list.filter((item) => item.id !== article.id);
  const latest = others(pixivision.withTag(themeTag)).slice(0, RELATED_LENGTH);
  const popular = others(pixivision.list(article.category))
    .slice(0, 40)
    .toSorted((a, b) => b.popularity - a.popularity)
    .slice(0, RELATED_LENGTH);
  const main = [
    `<article class="am__article-body-container _article-main" data-article-id="${article.id}">`,
    `<header class="am__header"><div class="am__categoty-pr"><a href="${categoryPath(language, article.category)}" data-gtm-action="ClickCategory" data-gtm-label="${article.category}">${categoryLabel(context, article.category)}</a></div>`,
    `<h1 class="am__title">${escapeHtml(title)}</h1>`,
    `<div class="am__sub-info"><time class="_date am__sub-info__date" datetime="${isoDate(article.publishedAt)}">${dottedDate(article.publishedAt)}</time></div></header>`,
    `<div class="am__body">${body.join("")}</div>`,
    `<footer class="am__footer">${tagList(context, article)}</footer></article>`,
    relatedBlock(context, "Latest", themeTag, latest),
    relatedBlock(context, "Popular", article.tagIds[0] as number, popular),
  ].join("");
  return layout(context, {
    title,
    description: paragraphText(article.paragraphs[0] ?? 0, article, language),
    pathAfterLanguage: `/a/${article.id}`,
    image: coverUrl(article.cover.work),
    main,
    salt: article.id,
  });
}

export function notFoundPage(): string {
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>404 - pixivision</title></head><body><div class="_error-page"><h1>404</h1><p>Page not found.</p></div></body></html>`;
}
