// The related-article blocks under a pixivision article (latest and popular in its tag).
import type { SpotlightRelated } from "@pxv/pixiv";
import { SpotlightCard } from "./spotlight-card";

export function RelatedArticles({ related, title }: { related: SpotlightRelated | null; title: string }) {
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
