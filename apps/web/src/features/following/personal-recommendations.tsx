/**
 * Personal recommendations (spec §1, issue 8): app mode's recommended works with load-more, web
 * mode's Recomm4U (pixiv's discovery for the session). Renders nothing when signed out. For Home:
 * `<PersonalRecommendations />`.
 */
import { useMemo } from "react";
import { useIsLoggedIn } from "../../app/session";
import { ArtworkList } from "../../components/lists/artwork-list";
import { asGridItems } from "../../components/lists/list-item";
import { usePersonalRecommendationsQuery } from "../account/account-queries";

export function PersonalRecommendations() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return <Recommendations />;
}

function Recommendations() {
  const query = usePersonalRecommendationsQuery();
  const artworks = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return <ArtworkList items={asGridItems(artworks)} load={query} testId="personal-recommendations" />;
}
