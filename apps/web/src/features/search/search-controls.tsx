/**
 * The controls above a search's results: its filters (search-filters-panel.tsx) and its Follow
 * control (issue 27) — a word searched for its exact tag with the screen's default filters is a
 * followed tag; any other filters make a followed search that keeps them.
 */
import type { SearchFilters, SearchKind } from "@pxv/pixiv";
import { SearchFiltersPanel } from "./search-filters-panel";
import type { SearchState } from "./use-search-state";
import { useSettingsStore } from "../../settings/settings-store";
import type { FollowSubject } from "../../storage/follow-subject";
import { FollowControl } from "../updates/follow-control";
import { defaultFilters } from "./search-params";

const sameFilters = (a: SearchFilters, b: SearchFilters): boolean =>
  (Object.keys(a) as (keyof SearchFilters)[]).every((key) => a[key] === b[key]);

function SearchFollow({ kind, word, filters }: { kind: SearchKind; word: string; filters: SearchFilters }) {
  const minLikes = useSettingsStore((state) => state.app.searchListMinFavNum);
  if (word === "") return null;
  const tagFilters: SearchFilters = { ...defaultFilters(minLikes), target: "exact_match_for_tags" };
  const subject: FollowSubject = sameFilters(filters, tagFilters)
    ? { kind: "tag", word, works: kind }
    : { kind: "search", word, works: kind, filters };
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
