/**
 * The popular preview above illust results (PRODUCT.md §2 Search: can be toggled): the most bookmarked
 * works for the same word and range, in one scrolling row, after the content rule. While they load,
 * the row holds a card's height, so the results under it do not move when they arrive.
 */
import { isContentVisible } from "@pxv/pixiv";
import { Flame } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { ArtworkCard } from "../../components/artwork-card";
import type { SearchQuery } from "../../data/search-source";
import { usePopularPreviewQuery } from "../../queries/search";
import { useCardMetaHeight } from "../../components/lists/artwork-list";
import { useVisibilityRules } from "../../settings/content-settings";

/** The height of a preview card's picture. */
const PREVIEW_IMAGE_HEIGHT = 180;

export function PopularPreview({ query }: { query: SearchQuery | null }) {
  const { t } = useTranslation("search");
  const rules = useVisibilityRules();
  const metaHeight = useCardMetaHeight();
  const preview = usePopularPreviewQuery(query, true);
  const works = (preview.data ?? []).filter((artwork) => isContentVisible(artwork, rules));
  const loading = query !== null && preview.isPending;
  if (works.length === 0 && !loading) return null;
  return (
    <section aria-labelledby="popular-preview" data-testid="popular-preview" className="mt-4">
      <h2 id="popular-preview" className="mb-2 flex items-center gap-1.5 text-sm font-semibold">
        <Flame aria-hidden className="size-4 text-orange-500" />
        {t("popular.title")}
      </h2>
      <ul className="flex gap-2.5 overflow-x-auto pb-2">
        {loading ? (
          <li aria-hidden className="w-0 shrink-0" style={{ height: PREVIEW_IMAGE_HEIGHT + metaHeight }} />
        ) : null}
        {works.map((artwork) => (
          <li key={artwork.id} className="w-36 shrink-0">
            <ArtworkCard artwork={artwork} imageHeight={PREVIEW_IMAGE_HEIGHT} />
          </li>
        ))}
      </ul>
    </section>
  );
}
