/**
 * The user page's tabs (PRODUCT.md §2 User page): each shows only when its count is above 0, except
 * "related", which always shows; "following" is the followed-users list, reached from the count.
 * On the signed-in account's own page, the favourites tabs read the account's own bookmarks with
 * restrict and tag filters (PRODUCT.md §4), so they show even when no bookmark is public. Pure, so the
 * rules are tested alone.
 */
import type { Member } from "@pxv/pixiv";
import type { AccountCapabilities } from "../../data/account-source";

export const USER_TABS = [
  "illusts",
  "manga",
  "illust_series",
  "novel",
  "novel_series",
  "favorite",
  "fav_novel",
  "related",
  "following",
] as const;
export type UserTab = (typeof USER_TABS)[number];

const COUNT_OF: Record<UserTab, ((member: Member) => number) | null> = {
  illusts: (member) => member.illusts,
  manga: (member) => member.mangas,
  illust_series: (member) => member.illust_series,
  novel: (member) => member.novels,
  novel_series: (member) => member.novel_series,
  favorite: (member) => member.bookmarks,
  // pixiv does not count public novel bookmarks: the tab shows whenever there are illust ones.
  fav_novel: (member) => member.bookmarks,
  related: null,
  following: (member) => member.follow,
};

/** Which favourites tabs list the account's own bookmarks, with the filters its mode allows. */
export interface OwnFavourites {
  readonly illusts: boolean;
  readonly novels: boolean;
}

export const NOT_OWN: OwnFavourites = { illusts: false, novels: false };

/**
 * The own-bookmark lists for a profile: only on the signed-in account's own page, and only when the
 * mode offers a filter (web mode offers neither, so it keeps the public favourites); novels also
 * need novel bookmarks.
 */
export function ownFavourites(
  memberId: number,
  accountId: number | null,
  capabilities: AccountCapabilities,
): OwnFavourites {
  const own =
    capabilities.signedIn && accountId === memberId && (capabilities.privacy || capabilities.bookmarkTags);
  return { illusts: own, novels: own && capabilities.novels };
}

/** The tabs this user's page shows, in order (following is not a tab: the count links to it). */
export function visibleUserTabs(member: Member, own: OwnFavourites = NOT_OWN): UserTab[] {
  return USER_TABS.filter(
    (tab) =>
      tab !== "following" &&
      ((tab === "favorite" && own.illusts) ||
        (tab === "fav_novel" && own.novels) ||
        (COUNT_OF[tab]?.(member) ?? 1) > 0),
  );
}

export function tabCount(tab: UserTab, member: Member): number | null {
  return COUNT_OF[tab]?.(member) ?? null;
}

export function isUserTab(value: string | null): value is UserTab {
  return value !== null && (USER_TABS as readonly string[]).includes(value);
}

/** The tab the user's sub-routes open on (/users/:id/artworks?type=manga, /novels, /favorites…). */
export function tabForPath(pathname: string, type: string | null): UserTab | null {
  // Bookmarks first: /bookmarks/artworks and /bookmarks/novels end like the works' own paths.
  if (/\/(favorites|bookmarks\/artworks)\/?$/.test(pathname)) return "favorite";
  if (/\/(favorite_novels|bookmarks\/novels)\/?$/.test(pathname)) return "fav_novel";
  if (/\/(artworks|illustrations)\/?$/.test(pathname)) return type === "manga" ? "manga" : "illusts";
  if (/\/novels\/?$/.test(pathname)) return "novel";
  return null;
}
