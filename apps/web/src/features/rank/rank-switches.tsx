/**
 * A ranking's own switches, first in its header row: "Hide seen" and, signed in (signed out nothing is
 * bookmarked), "Hide bookmarked". The ranking page passes them in, so Home's ranking strip does not
 * load them; the ranking hides what they say (hide-seen.ts) and keeps every shown work's rank.
 */
import { HideBookmarkedSwitch, HideSeenSwitch } from "../../components/lists/list-switches";
import { useIsLoggedIn } from "../../session/session";

export function RankSwitches() {
  const signedIn = useIsLoggedIn();
  return (
    <>
      <HideSeenSwitch />
      {signedIn ? <HideBookmarkedSwitch /> : null}
    </>
  );
}
