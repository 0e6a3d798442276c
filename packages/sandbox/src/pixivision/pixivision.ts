/**
 * The pixivision model the host and the app API's spotlight endpoint read: articles by id, lists by
 * category or tag (newest first), and the ranking and recommendation blocks. Summaries of all
 * articles are computed on first use (a few hundred hashes); full articles are memoized.
 */
import type { Catalogue } from "../catalogue/catalogue.js";
import { hashString } from "../catalogue/random.js";
import {
  articleSummary,
  FIRST_ARTICLE_ID,
  ARTICLE_COUNT,
  generateArticle,
  isArticleId,
  type Article,
  type ArticleSummary,
} from "./articles.js";
import type { PixivisionCategory } from "./vocabulary.js";

export interface Pixivision {
  article(id: number): Article | null;
  summary(id: number): ArticleSummary | null;
  /** Summaries newest first, of one category or all. */
  list(category: PixivisionCategory | "all"): readonly ArticleSummary[];
  /** Summaries carrying a tag, newest first. */
  withTag(tagId: number): readonly ArticleSummary[];
  /** The sidebar ranking: the most popular of the recent articles. */
  ranking(): readonly ArticleSummary[];
  /** "Osusume" (recommended) articles, varying with the page that shows them. */
  recommended(salt: number): readonly ArticleSummary[];
}

const RANKING_WINDOW = 60;
const RANKING_LENGTH = 5;
const RECOMMENDED_LENGTH = 4;
const ARTICLE_MEMO = 64;

export function createPixivision(catalogue: Catalogue): Pixivision {
  const seedHash = hashString(catalogue.seed);
  let newestFirst: ArticleSummary[] | null = null;
  const all = (): ArticleSummary[] =>
    (newestFirst ??= Array.from({ length: ARTICLE_COUNT }, (_, index) =>
      articleSummary(seedHash, FIRST_ARTICLE_ID + ARTICLE_COUNT - 1 - index),
    ));
  const articles = new Map<number, Article>();

  return {
    article: (id) => {
      if (!isArticleId(id)) return null;
      let article = articles.get(id);
      if (article === undefined) {
        article = generateArticle(catalogue, seedHash, id);
        if (articles.size >= ARTICLE_MEMO) articles.delete(articles.keys().next().value as number);
        articles.set(id, article);
      }
      return article;
    },
    summary: (id) => (isArticleId(id) ? articleSummary(seedHash, id) : null),
    list: (category) => (category === "all" ? all() : all().filter((item) => item.category === category)),
    withTag: (tagId) => all().filter((item) => item.tagIds.includes(tagId)),
    ranking: () =>
      all()
        .slice(0, RANKING_WINDOW)
        .toSorted((a, b) => b.popularity - a.popularity)
        .slice(0, RANKING_LENGTH),
    recommended: (salt) => {
      const pool = all();
      const picks: ArticleSummary[] = [];
      for (let step = 0; picks.length < RECOMMENDED_LENGTH && step < 50; step++) {
        const candidate = pool[(hashString(`${salt}:${step}`) + seedHash) % pool.length] as ArticleSummary;
        if (!picks.includes(candidate) && candidate.id !== salt) picks.push(candidate);
      }
      return picks;
    },
  };
}
