/**
 * The Follow control of a search (issue 27): a word searched for its exact tag with the screen's
 * default filters is a followed tag; any other filters make a followed search that keeps them.
 */
import type { SearchFilters, SearchKind } from "@pxv/pixiv";
import { useSettingsStore } from "../../settings/settings-store";
import type { FollowSubject } from "../../storage/follow-subject";
import { FollowControl } from "../updates/follow-control";
import { defaultFilters } from "./search-params";

const sameFilters = (a: SearchFilters, b: SearchFilters): boolean =>
  (Object.keys(a) as (keyof SearchFilters)[]).every((key) => a[key] === b[key]);

export function SearchFollow({
  kind,
  word,
  filters,
}: {
  kind: SearchKind;
  word: string;
  filters: SearchFilters;
}) {
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
