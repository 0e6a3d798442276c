/**
 * /users/:id (alias /u/:id) and its sub-routes /users/:id/artworks (?type=illust|manga),
 * /users/:id/novels, /users/:id/favorites and /users/:id/favorite_novels (PRODUCT.md §2 User page): the
 * profile, then the tabs this user has works for, the sub-route's tab (or ?tab=) selected. Each user
 * opened is added to the history. On the signed-in account's own page the favourites tabs list its
 * own bookmarks with the restrict and tag filters its mode allows.
 */
import type { Member } from "@pxv/pixiv";
import { useEffect } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation, useSearchParams } from "react-router";
import { useIdParam } from "../../routing/id-param";
import { useSession } from "../../session/session";
import { PageError, PageLoading } from "../../components/page-status";
import { useDataSource } from "../../data/data-source-context";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useMemberQuery } from "../../queries/member";
import { addToHistory } from "../../storage/history";
import { UserHeader } from "./user-header";
import {
  ArtworksPanel,
  FavoriteNovelsPanel,
  FavoritesPanel,
  FollowingPanel,
  IllustSeriesPanel,
  NovelSeriesPanel,
  NovelsPanel,
  RelatedUsersPanel,
} from "./user-panels";
import {
  isUserTab,
  ownFavourites,
  tabCount,
  tabForPath,
  visibleUserTabs,
  type OwnFavourites,
  type UserTab,
} from "./user-tabs";

export function UserPage() {
  const id = useIdParam();
  return <UserScreen key={id} id={id} />;
}

function UserScreen({ id }: { id: number }) {
  const query = useMemberQuery(id);
  useDocumentTitle(query.data?.name);
  if (query.data !== undefined) return <UserDetail member={query.data} />;
  if (query.isError) return <PageError error={query.error} retry={() => void query.refetch()} />;
  return <PageLoading />;
}

function TabPanel({ tab, userId, own }: { tab: UserTab; userId: number; own: OwnFavourites }) {
  switch (tab) {
    case "illusts":
      return <ArtworksPanel userId={userId} type="illust" />;
    case "manga":
      return <ArtworksPanel userId={userId} type="manga" />;
    case "illust_series":
      return <IllustSeriesPanel userId={userId} />;
    case "novel":
      return <NovelsPanel userId={userId} />;
    case "novel_series":
      return <NovelSeriesPanel userId={userId} />;
    case "favorite":
      return <FavoritesPanel userId={userId} own={own.illusts} />;
    case "fav_novel":
      return <FavoriteNovelsPanel userId={userId} own={own.novels} />;
    case "related":
      return <RelatedUsersPanel userId={userId} />;
    case "following":
      return <FollowingPanel userId={userId} />;
  }
}

function UserDetail({ member }: { member: Member }) {
  const { t } = useTranslation("reader");
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const accountId = useSession().user?.id ?? null;
  const own = ownFavourites(member.id, accountId, useDataSource().accountCapabilities());
  const tabs = visibleUserTabs(member, own);
  const asked = params.get("tab");
  const fromPath = tabForPath(location.pathname, params.get("type"));
  const tab: UserTab = isUserTab(asked) ? asked : (fromPath ?? tabs[0] ?? "related");

  useEffect(() => {
    addToHistory("user", { ...member }).catch((error: unknown) => {
      console.warn("Could not save to history", error);
    });
  }, [member]);

  return (
    <div data-testid="user-page" className="mx-auto flex max-w-6xl flex-col gap-4 pb-16">
      <UserHeader member={member} />
      <nav
        role="tablist"
        aria-label={t("user.tabs")}
        className="flex gap-1 overflow-x-auto border-b border-neutral-200 px-4 dark:border-neutral-800"
      >
        {[...tabs, ...(tab === "following" ? (["following"] as const) : [])].map((name) => {
          const count = tabCount(name, member);
          return (
            <button
              key={name}
              type="button"
              role="tab"
              data-testid={`user-tab-${name}`}
              aria-selected={tab === name}
              onClick={() => {
                setParams({ tab: name }, { replace: true });
              }}
              className="shrink-0 border-b-2 border-transparent px-3 py-2 text-sm whitespace-nowrap aria-selected:border-accent aria-selected:font-semibold"
            >
              {t(`user.tab_${name}`)}
              {count === null || name === "fav_novel" ? null : (
                <span className="ml-1 text-xs text-neutral-500">{count}</span>
              )}
            </button>
          );
        })}
      </nav>
      <div role="tabpanel" data-tab={tab}>
        <TabPanel key={tab} tab={tab} userId={member.id} own={own} />
      </div>
    </div>
  );
}
