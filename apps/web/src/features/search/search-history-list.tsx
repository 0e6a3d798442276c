/**
 * Recent searches (PRODUCT.md §3: up to 20, newest first) under the search box, each linking to its
 * results on the current tab, with a button that clears them.
 */
import { History, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { clearSearchHistory, readSearchHistory } from "../../storage/search-history";
import { searchTabPath, type SearchTab } from "./search-paths";

export function SearchHistoryList({ tab = "illust" }: { tab?: SearchTab }) {
  const { t } = useTranslation();
  const [terms, setTerms] = useState<readonly string[]>([]);

  useEffect(() => {
    let cancelled = false;
    void readSearchHistory()
      .catch(() => [])
      .then((list) => {
        if (!cancelled) setTerms(list);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  if (terms.length === 0) return null;
  return (
    <section aria-labelledby="search-history" data-testid="search-history" className="mt-6">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="search-history" className="flex items-center gap-1.5 text-sm font-semibold">
          <History aria-hidden className="size-4" />
          {t("search.history")}
        </h2>
        <button
          type="button"
          data-testid="search-history-clear"
          onClick={() => {
            void clearSearchHistory().then(() => {
              setTerms([]);
            });
          }}
          className="inline-flex items-center gap-1 text-xs text-neutral-500 hover:text-neutral-800 dark:hover:text-neutral-200"
        >
          <X aria-hidden className="size-3.5" />
          {t("search.history_clear")}
        </button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {terms.map((term) => (
          <li key={term}>
            <Link
              to={searchTabPath(tab, term)}
              className="inline-block rounded-full bg-neutral-200/70 px-3 py-1 text-sm hover:bg-neutral-300/70 dark:bg-neutral-800"
            >
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
