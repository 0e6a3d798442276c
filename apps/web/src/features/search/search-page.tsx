/**
 * /search and /search/:keyword (alias /s/:keyword). Artwork links and ids open the work; keyword
 * search itself is not built yet, and the page says so rather than showing made-up results.
 */
import { Construction, Link2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useDocumentTitle } from "../../lib/use-document-title";
import { SearchBox } from "./search-box";
import { SearchHistoryList } from "./search-history-list";

export function SearchPage() {
  const { t } = useTranslation();
  const { keyword } = useParams();
  useDocumentTitle(keyword ?? t("search.title"));

  return (
    <div className="mx-auto max-w-2xl px-4 pt-6">
      <h1 className="mb-4 text-xl font-bold">{t("search.title")}</h1>
      <SearchBox initialValue={keyword ?? ""} />
      {keyword === undefined ? (
        <p className="mt-6 flex gap-2 text-sm text-neutral-600 dark:text-neutral-400">
          <Link2 aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("search.hint")}
        </p>
      ) : null}
      {keyword === undefined ? (
        <SearchHistoryList />
      ) : (
        <div
          data-testid="search-coming-soon"
          className="mt-6 flex gap-3 rounded-xl border border-dashed border-neutral-300 p-4 text-sm text-neutral-700 dark:border-neutral-700 dark:text-neutral-300"
        >
          <Construction aria-hidden className="size-5 shrink-0 text-accent" />
          <div className="space-y-2">
            <p>{t("search.coming_soon", { keyword })}</p>
            <p className="text-neutral-500 dark:text-neutral-400">{t("search.hint")}</p>
          </div>
        </div>
      )}
    </div>
  );
}
