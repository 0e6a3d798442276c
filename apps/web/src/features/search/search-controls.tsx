/**
 * The controls above a search's results: its filters (search-filters-panel.tsx) and its Follow
 * control (issue 27) — a word searched for its exact tag with the screen's default filters is a
 * followed tag; any other filters make a followed search that keeps them.
 */
import type { SearchFilters, SearchKind } from "@pxv/pixiv";
import { SearchFiltersPanel } from "./search-filters-panel";
import type { SearchState } from "./use-search-state";
import { useSettingsStore } from "../../settings/settings-store";
import { searchSubject } from "../../storage/follow-subject";
import { FollowControl } from "../updates/follow-control";
import { defaultFilters } from "./search-params";

function SearchFollow({ kind, word, filters }: { kind: SearchKind; word: string; filters: SearchFilters }) {
  const minLikes = useSettingsStore((state) => state.app.searchListMinFavNum);
  if (word === "") return null;
  // The screen's defaults take the fewest likes from the settings.
  const tagFilters: SearchFilters = { ...defaultFilters(minLikes), target: "exact_match_for_tags" };
  const subject = searchSubject(kind, word, filters, tagFilters);
  return (
    <div className="mt-3 flex justify-end">
      <FollowControl subject={subject} label={subject.kind === "tag" ? `#${word}` : word} />
    </div>
  );
}

export function SearchControls({ kind, state }: { kind: SearchKind; state: SearchState }) {
  return (
    <>
      <SearchFiltersPanel
        kind={kind}
        filters={state.filters}
        today={state.today}
        onChange={state.setFilters}
        onShortcut={(suffix) => {
          state.setWord(`${state.word} ${suffix}`);
        }}
      />
      <SearchFollow kind={kind} word={state.word} filters={state.filters} />
    </>
  );
}
