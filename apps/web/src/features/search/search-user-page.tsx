/**
 * /search_user and /search_user/:word: users whose name matches, with a few recent works each
 * (PRODUCT.md §2; §5: the page does nothing when the word is empty or fails the search-input check).
 */
import { validateSearchInput } from "@pxv/pixiv";
import { useMemo } from "react";
import { useParams } from "react-router";
import { ListStatus } from "../../components/list-status";
import { UserList } from "../../components/lists/user-list";
import { useSensitiveWords } from "../../queries/pxv-feeds";
import { useUserSearchInfiniteQuery } from "../../queries/search";
import { SearchLayout } from "./search-layout";

function UserResults({ word }: { word: string }) {
  const query = useUserSearchInfiniteQuery(word);
  const users = useMemo(() => query.data?.pages.flatMap((page) => page.users) ?? [], [query.data]);
  return <UserList users={users} load={query} testId="search-results" />;
}

export function SearchUserPage() {
  const { word: raw = "" } = useParams();
  const words = useSensitiveWords();
  const checked = validateSearchInput(raw, words);
  const word = checked.ok ? checked.value : "";
  return (
    <SearchLayout tab="user" word={raw.trim()}>
      <div className="mt-4">
        {word === "" ? <ListStatus state="empty" onRetry={() => undefined} /> : <UserResults word={word} />}
      </div>
    </SearchLayout>
  );
}
