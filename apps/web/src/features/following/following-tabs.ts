/**
 * The Following page's tabs (PRODUCT.md §2): 1 illust timeline, 5 novel timeline (app mode only),
 * 2 illust bookmarks, 7 novel bookmarks, 3 followed users, 6 recommended users, 4 latest from the
 * whole site, in this order. /following is tab 1; an unknown tab is tab 1 too.
 */
import type { AccountCapabilities } from "../../data/account-source";
import { pathTo } from "../../routing/paths";

export const FOLLOWING_TABS = ["1", "5", "2", "7", "3", "6", "4"] as const;
export type FollowingTab = (typeof FOLLOWING_TABS)[number];

export const DEFAULT_FOLLOWING_TAB: FollowingTab = "1";

export function parseFollowingTab(value: string | undefined): FollowingTab {
  return FOLLOWING_TABS.find((tab) => tab === value) ?? DEFAULT_FOLLOWING_TAB;
}

/** Tabs the mode can show: the novel timeline needs app mode (novels). */
export function availableTabs(capabilities: Pick<AccountCapabilities, "novels">): readonly FollowingTab[] {
  return FOLLOWING_TABS.filter((tab) => tab !== "5" || capabilities.novels);
}

export const followingTabPath = (tab: FollowingTab): string =>
  tab === DEFAULT_FOLLOWING_TAB ? pathTo("Following") : pathTo("Following", { tab });
