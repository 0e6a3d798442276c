/**
 * /spotlight/:id (alias /sp/:id): a pixivision illustration article — cover, title, description,
 * its featured works as cards, tags and related articles. PRODUCT.md §2 fallback: when the article has no
 * description, no works, or a stand-in picture (effect.png), or cannot be read as an illustration
 * article at all, the typed view at /pixivision/:id shows it instead.
 */
import { isSpotlightArticleComplete, type SpotlightItem } from "@pxv/pixiv";
import { useTranslation } from "../../i18n/use-translation";
import { Link, Navigate } from "react-router";
import { useIdParam } from "../../routing/id-param";
import { artworkPath, pathTo } from "../../routing/paths";
import { QueryErrorNotice } from "../../components/error-notice";
import { ListStatus } from "../../components/list-status";
import { Pximg } from "../../components/pximg";
import { DataSourceError, isTransient } from "../../data/errors";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useSpotlightArticleQuery } from "../../queries/spotlights";
import { pixivisionLang } from "./pixivision-lang";
import { ArticleTags, RelatedArticleLists } from "./related-articles";

function ItemCard({ item }: { item: SpotlightItem }) {
  return (
    <div data-testid="spotlight-item" data-id={item.illust_id}>
      <Link to={artworkPath(item.illust_id)} className="group block">
        <div className="relative aspect-[4/5] overflow-hidden rounded-xl bg-neutral-200 dark:bg-neutral-800">
          <Pximg src={item.illust_url} alt={item.title} seed={item.illust_id} />
        </div>
        <p className="mt-1.5 truncate text-sm font-medium group-hover:text-accent">{item.title}</p>
      </Link>
      <Link
        to={pathTo("Users", { id: item.user_id })}
        className="mt-0.5 flex items-center gap-1.5 text-xs text-neutral-500"
      >
        <span className="relative size-5 shrink-0 overflow-hidden rounded-full bg-neutral-200">
          <Pximg src={item.user_avatar} alt="" seed={item.user_id} />
        </span>
        <span className="truncate">{item.user_name}</span>
      </Link>
    </div>
  );
}

function SpotlightArticleView({ id }: { id: number }) {
  const { i18n } = useTranslation("search");
  const query = useSpotlightArticleQuery(id, pixivisionLang(i18n.language));
  useDocumentTitle(query.data?.title);

  if (query.isPending) return <ListStatus state="loading" onRetry={() => undefined} />;
  if (query.isError) {
    // Not an illustration article (or not readable as one): the typed view may still show it.
    if (query.error instanceof DataSourceError && !isTransient(query.error)) {
      return <Navigate to={pathTo("Pixivision", { id })} replace />;
    }
    return <QueryErrorNotice query={query} />;
  }
  const article = query.data;
  if (!isSpotlightArticleComplete(article)) return <Navigate to={pathTo("Pixivision", { id })} replace />;

  return (
    <article data-testid="spotlight-article" className="mx-auto max-w-5xl px-3 pt-4 pb-12 sm:px-4">
      <div className="relative aspect-[1200/630] overflow-hidden rounded-2xl bg-neutral-200 dark:bg-neutral-800">
        <Pximg src={article.cover} alt="" seed={id} loading="eager" data-testid="spotlight-cover" />
      </div>
      <h1 className="mt-4 text-2xl font-bold">{article.title}</h1>
      <p
        data-testid="spotlight-desc"
        className="mt-3 text-sm leading-relaxed whitespace-pre-line text-neutral-700 dark:text-neutral-300"
      >
        {article.desc}
      </p>
      <ArticleTags tags={article.tags} className="mt-3" />
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {article.items.map((item) => (
          <li key={item.illust_id}>
            <ItemCard item={item} />
          </li>
        ))}
      </ul>
      <RelatedArticleLists article={article} />
    </article>
  );
}

export function SpotlightPage() {
  const id = useIdParam();
  return <SpotlightArticleView key={id} id={id} />;
}
