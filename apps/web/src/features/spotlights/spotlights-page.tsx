/**
 * /spotlights (alias /pixivision): pixivision articles with the seven category tabs of PRODUCT.md §2
 * (illustration, column, interview, manga, novels, news, recommend; the tab is in ?type=), loaded
 * page after page as the end nears.
 */
import { PIXIVISION_LIST_TYPES, type SpotlightCategory } from "@pxv/pixiv";
import clsx from "clsx";
import { useTranslation } from "../../i18n/use-translation";
import { Link, useSearchParams } from "react-router";
import { QueryErrorNotice } from "../../components/error-notice";
import { ListStatus } from "../../components/list-status";
import { ListFooter } from "../../components/lists/list-footer";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useSpotlightsInfiniteQuery } from "../../queries/spotlights";
import { pixivisionLang } from "./pixivision-lang";
import { SpotlightCard } from "./spotlight-card";
import { pathTo } from "../../routing/paths";

function isCategory(value: string | null): value is SpotlightCategory {
  return value !== null && (PIXIVISION_LIST_TYPES as readonly string[]).includes(value);
}

export function SpotlightsPage() {
  const { t, i18n } = useTranslation("search");
  const [params] = useSearchParams();
  const requested = params.get("type");
  const category: SpotlightCategory = isCategory(requested) ? requested : "illustration";
  const lang = pixivisionLang(i18n.language);
  const query = useSpotlightsInfiniteQuery(category, lang);
  useDocumentTitle(t("spotlights.title"));

  const articles = query.data?.pages.flatMap((page) => page.articles) ?? [];

  return (
    <div className="mx-auto max-w-6xl px-3 pt-4 pb-10 sm:px-4">
      <h1 className="mb-3 text-xl font-bold">{t("spotlights.title")}</h1>
      <nav aria-label={t("spotlights.categories")} className="mb-4 flex gap-1 overflow-x-auto pb-1">
        {PIXIVISION_LIST_TYPES.map((entry) => (
          <Link
            key={entry}
            to={entry === "illustration" ? pathTo("Spotlights") : pathTo("Spotlights", {}, { type: entry })}
            replace
            aria-current={entry === category ? "page" : undefined}
            data-testid={`spotlight-tab-${entry}`}
            className={clsx(
              "shrink-0 rounded-full px-4 py-1.5 text-sm",
              entry === category
                ? "bg-accent-fill text-white"
                : "hover:bg-neutral-200 dark:hover:bg-neutral-800",
            )}
          >
            {t(`spotlights.category_${entry}`)}
          </Link>
        ))}
      </nav>
      {query.isError && articles.length === 0 ? (
        <QueryErrorNotice query={query} />
      ) : (
        <>
          <ul data-testid="spotlight-list" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((card) => (
              <li key={card.id}>
                <SpotlightCard card={card} />
              </li>
            ))}
          </ul>
          {query.isPending ? (
            <ListStatus state="loading" onRetry={() => undefined} />
          ) : (
            <ListFooter load={query} count={articles.length} batchSize={null} />
          )}
        </>
      )}
    </div>
  );
}
