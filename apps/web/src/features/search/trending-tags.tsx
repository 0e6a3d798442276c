/**
 * Trending tags as picture tiles (PRODUCT.md §2 Search, §3 Tag tile: name, translated name, picture);
 * a tile searches its tag on the current tab. Translated names show in Chinese locales only
 * (reference viewer: "translated tags are shown only in Chinese locales").
 */
import { TrendingUp } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { Pximg } from "../../components/pximg";
import { useTrendingTagsQuery } from "../../queries/trending-tags";
import { searchTabPath, type SearchTab } from "./search-paths";

export function TrendingTags({ tab }: { tab: SearchTab }) {
  const { t, i18n } = useTranslation("search");
  const tags = useTrendingTagsQuery(tab === "novel" ? "novel" : "illust");
  const chinese = i18n.language.startsWith("zh");
  if (tags.data === undefined || tags.data.length === 0) return null;
  return (
    <section aria-labelledby="trending-tags" data-testid="trending-tags" className="mt-6">
      <h2 id="trending-tags" className="mb-2 flex items-center gap-1.5 text-sm font-semibold">
        <TrendingUp aria-hidden className="size-4" />
        {t("trending.title")}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {tags.data.map((tag, index) => (
          <li key={tag.name}>
            <Link
              to={searchTabPath(tab, tag.name)}
              data-testid="tag-tile"
              className="relative block aspect-square overflow-hidden rounded-lg bg-neutral-200 dark:bg-neutral-800"
            >
              <Pximg src={tag.pic} alt="" seed={index + 1} />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent px-2 pt-6 pb-1.5 text-white">
                <span className="block truncate text-sm font-semibold">#{tag.name}</span>
                {chinese && tag.tname !== "" ? (
                  <span className="block truncate text-xs opacity-80">{tag.tname}</span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
