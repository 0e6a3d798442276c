/**
 * Personal recommendations (PRODUCT.md §1, §2 Home, issue 8): app mode's recommended works with
 * load-more; web mode's Recomm4U — pixiv's discovery for the session, works and then users with
 * their works. Renders nothing when signed out; the users part renders nothing in a mode without
 * them (the source answers null). For Home: `<PersonalRecommendations />`.
 */
import type { UserPreview } from "@pxv/pixiv";
import { useMemo } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useIsLoggedIn } from "../../session/session";
import { asGridItems } from "../../components/lists/list-item";
import type { ListLoad } from "../../components/lists/list-load";
import { UserList } from "../../components/lists/user-list";
import { useNamespace } from "../../i18n/use-namespace";
import { pageLoad } from "../search/page-load";
import { SortableArtworkList } from "../popularity-sort/list-controls";
import { useArtworkPages } from "../popularity-sort/sort-entry";
import { useDiscoveryUsersQuery, usePersonalRecommendationsQuery } from "../../queries/account";

export function PersonalRecommendations() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return (
    <>
      <Recommendations />
      <DiscoveryUsers />
    </>
  );
}

function Recommendations() {
  const query = usePersonalRecommendationsQuery();
  const pages = useArtworkPages(query.data?.pages);
  const items = useMemo(() => asGridItems(pages.flatMap((page) => page.artworks)), [pages]);
  return <SortableArtworkList list={query} pages={pages} items={items} testId="personal-recommendations" />;
}

function DiscoveryUsers() {
  const query = useDiscoveryUsersQuery();
  if (query.data === null) return null;
  return <DiscoveryUserList users={query.data ?? []} load={pageLoad(query)} />;
}

function DiscoveryUserList({ users, load }: { users: readonly UserPreview[]; load: ListLoad }) {
  const ready = useNamespace("account");
  const { t } = useTranslation("account");
  return (
    <section aria-labelledby="discovery-users-title" className="mt-6">
      <h3 id="discovery-users-title" className="mb-3 text-base font-bold">
        {ready ? t("following.tab_6") : null}
      </h3>
      <UserList users={users} load={load} testId="discovery-users" />
    </section>
  );
}
