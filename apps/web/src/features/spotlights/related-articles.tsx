// What both views of a pixivision article (the illustration one and the typed one) show of its
// metadata: its tags, and the related-article blocks under it (latest and popular in its tag).
import type { SpotlightRelated } from "@pxv/pixiv";
import { useTranslation } from "../../i18n/use-translation";
import { SpotlightCard } from "./spotlight-card";

/** The article's tags as a line of "#tag"s; nothing when it has none. */
export function ArticleTags({
  tags,
  className,
}: {
  tags: readonly { readonly id: number; readonly name: string }[];
  className: string;
}) {
  if (tags.length === 0) return null;
  return (
    <p className={`${className} flex flex-wrap gap-2 text-xs text-accent`}>
      {tags.map((tag) => (
        <span key={tag.id}>#{tag.name}</span>
      ))}
    </p>
  );
}

/** The latest and the popular articles of the article's tag, each where it has them. */
export function RelatedArticleLists({
  article,
}: {
  article: {
    readonly related_latest: SpotlightRelated | null;
    readonly related_recommend: SpotlightRelated | null;
  };
}) {
  const { t } = useTranslation("search");
  return (
    <>
      <RelatedArticles related={article.related_latest} title={t("spotlights.related_latest")} />
      <RelatedArticles related={article.related_recommend} title={t("spotlights.related_popular")} />
    </>
  );
}

function RelatedArticles({ related, title }: { related: SpotlightRelated | null; title: string }) {
  if (related === null) return null;
  return (
    <section data-testid="spotlight-related" className="mt-8">
      <h2 className="mb-3 text-base font-semibold">
        {title}
        {related.tag_name === "" ? null : (
          <span className="ml-2 text-sm text-accent">#{related.tag_name}</span>
        )}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {related.items.map((item) => (
          <li key={item.id}>
            <SpotlightCard card={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
