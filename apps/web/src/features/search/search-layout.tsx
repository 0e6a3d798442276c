/**
 * The frame of the three search screens: the illust / novel / user tabs (PRODUCT.md §2: the user search
 * page links illust and novel search), the search box, and below it either the results of a word
 * or, without one, the search home: image search (illust tab, first: trending tags are long), trending
 * tags and the history.
 */
import clsx from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/use-document-title";
import { ImageSearch } from "./image-search";
import { SearchBar } from "./search-bar";
import { SearchHistoryList } from "./search-history-list";
import { searchTabPath, type SearchTab } from "./search-paths";
import { TrendingTags } from "./trending-tags";

const TABS: readonly SearchTab[] = ["illust", "novel", "user"];

export function SearchLayout({
  tab,
  word,
  children,
}: {
  tab: SearchTab;
  word: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("search");
  useDocumentTitle(word === "" ? t(`tabs.${tab}`) : word);
  return (
    <div className="mx-auto max-w-6xl px-3 pt-4 pb-10 sm:px-4">
      {/* The screen's heading, for screen readers: the word searched, else the tab (the search box says it to the eye). */}
      <h1 className="sr-only">{word === "" ? t(`tabs.${tab}`) : word}</h1>
      <nav aria-label={t("tabs.label")} className="mb-3 flex gap-1" data-testid="search-tabs">
        {TABS.map((entry) => (
          <Link
            key={entry}
            to={searchTabPath(entry, word === "" ? undefined : word)}
            aria-current={entry === tab ? "page" : undefined}
            data-testid={`search-tab-${entry}`}
            className={clsx(
              "rounded-full px-4 py-1.5 text-sm",
              entry === tab ? "bg-accent-fill text-white" : "hover:bg-neutral-200 dark:hover:bg-neutral-800",
            )}
          >
            {t(`tabs.${entry}`)}
          </Link>
        ))}
      </nav>
      <SearchBar tab={tab} word={word} />
      {word === "" ? (
        <>
          {tab === "illust" ? <ImageSearch /> : null}
          {tab === "user" ? null : <TrendingTags tab={tab} />}
          <SearchHistoryList tab={tab} />
        </>
      ) : (
        children
      )}
    </div>
  );
}
