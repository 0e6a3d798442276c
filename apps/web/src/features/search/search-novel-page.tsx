/**
 * /search_novel and /search_novel/:keyword: novel search with the filters of PRODUCT.md §2 (no aspect
 * ratio), results as a list, infinite or in numbered pages. Without a word: trending novel tags and
 * the history.
 */
import { NovelResults } from "./novel-results";
import { SearchControls } from "./search-controls";
import { SearchLayout } from "./search-layout";
import { useSearchState } from "./use-search-state";

export function SearchNovelPage() {
  const state = useSearchState("novel");
  return (
    <SearchLayout tab="novel" word={state.word}>
      <SearchControls kind="novel" state={state} />
      <div className="mt-4">
        <NovelResults key={JSON.stringify(state.query)} state={state} />
      </div>
    </SearchLayout>
  );
}
