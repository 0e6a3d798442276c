/**
 * /pixivision/:id (alias /a/:id) and /spotlight/:type/:id: any pixivision article in its typed
 * view — title, date, the body as safe blocks (article-blocks.ts), tags and related articles. An
 * article pixivision does not have sends the reader to the list (PRODUCT.md §2: "redirects to /pixivision
 * when data is incomplete"). /a/:id is also an artwork's short address (PRODUCT.md §2), so there an id
 * pixivision does not have is asked of pixiv as a work, and a work found opens in its own page.
 */
import { useTranslation } from "../../i18n/use-translation";
import { Navigate, useMatch } from "react-router";
import { useIdParam } from "../../routing/id-param";
import { ErrorNotice, QueryErrorNotice } from "../../components/error-notice";
import { ListStatus } from "../../components/list-status";
import { DataSourceError } from "../../data/errors";
import { CaptionNodes } from "../../components/caption-nodes";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useSpotlightTypedArticleQuery } from "../../queries/spotlights";
import { articleBlocks } from "./article-blocks";
import { pixivisionLang } from "./pixivision-lang";
import { ArticleTags, RelatedArticleLists } from "./related-articles";
import { useMemo } from "react";
import { aliasPath, artworkPath } from "../../routing/paths";
import { useArtworkQuery } from "../../queries/artwork";

const PIXIVISION_LIST = aliasPath("Spotlights", "/pixivision");

/** /a/:id that is no article: the work with that id when pixiv has one, else the article list. */
function ArtworkOrList({ id }: { id: number }) {
  const work = useArtworkQuery(id);
  if (work.data !== undefined) return <Navigate to={artworkPath(id)} replace />;
  if (work.isPending) return <ListStatus state="loading" onRetry={() => undefined} />;
  if (work.error instanceof DataSourceError && work.error.kind === "not_found") {
    return <Navigate to={PIXIVISION_LIST} replace />;
  }
  return (
    <ErrorNotice
      error={work.error}
      onRetry={() => {
        void work.refetch();
      }}
    />
  );
}

function TypedArticle({ id }: { id: number }) {
  const mayBeArtwork = useMatch(aliasPath("Pixivision", "/a/:id")) !== null;
  const { i18n } = useTranslation("search");
  const query = useSpotlightTypedArticleQuery(id, pixivisionLang(i18n.language));
  useDocumentTitle(query.data?.title);
  const blocks = useMemo(
    () => (query.data === undefined ? [] : articleBlocks(query.data.content)),
    [query.data],
  );

  if (query.isPending) return <ListStatus state="loading" onRetry={() => undefined} />;
  if (query.isError) {
    if (query.error instanceof DataSourceError && query.error.kind === "not_found") {
      return mayBeArtwork ? <ArtworkOrList id={id} /> : <Navigate to={PIXIVISION_LIST} replace />;
    }
    return <QueryErrorNotice query={query} />;
  }
  const article = query.data;
  return (
    <article data-testid="pixivision-article" className="mx-auto max-w-3xl px-4 pt-4 pb-12">
      <h1 className="text-2xl font-bold">{article.title}</h1>
      {article.date === "" ? null : (
        <p className="mt-1 text-xs text-neutral-500">{article.date.slice(0, 10)}</p>
      )}
      <div className="mt-5 space-y-4 text-[15px] leading-relaxed">
        {blocks.map((block, index) => {
          const key = String(index);
          if (block.kind === "image") {
            return (
              <img
                key={key}
                src={block.src}
                alt=""
                loading="lazy"
                className="mx-auto max-h-[80vh] rounded-xl"
              />
            );
          }
          if (block.kind === "heading") {
            return (
              <h2 key={key} className="pt-2 text-lg font-semibold">
                <CaptionNodes nodes={block.nodes} />
              </h2>
            );
          }
          return (
            <p key={key}>
              <CaptionNodes nodes={block.nodes} />
            </p>
          );
        })}
      </div>
      <ArticleTags tags={article.tags} className="mt-6" />
      <RelatedArticleLists article={article} />
    </article>
  );
}

export function PixivisionPage() {
  const id = useIdParam();
  return <TypedArticle key={id} id={id} />;
}
