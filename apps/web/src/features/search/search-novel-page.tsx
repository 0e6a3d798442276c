/**
 * /search_novel and /search_novel/:keyword: novel search with the filters of PRODUCT.md §2 (no aspect
 * ratio), results as a list, infinite or in numbered pages. Without a word: trending novel tags and
 * the history.
 */
import { NovelResults } from "./novel-results";
import { SearchFiltersPanel } from "./search-filters-panel";
import { SearchFollow } from "./search-follow";
import { SearchLayout } from "./search-layout";
import { useSearchState } from "./use-search-state";

export function SearchNovelPage() {
  const state = useSearchState("novel");
  return (
    <SearchLayout tab="novel" word={state.word}>
      <SearchFiltersPanel
        kind="novel"
        filters={state.filters}
        today={state.today}
        onChange={state.setFilters}
        onShortcut={(suffix) => {
          state.setWord(`${state.word} ${suffix}`);
        }}
      />
      <SearchFollow kind="novel" word={state.word} filters={state.filters} />
      <div className="mt-4">
        <NovelResults key={JSON.stringify(state.query)} state={state} />
      </div>
    </SearchLayout>
  );
}
