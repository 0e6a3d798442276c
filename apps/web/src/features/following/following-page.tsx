/**
 * /following and /following/:tab (PRODUCT.md §2 Following page): the signed-in person's timelines,
 * bookmarks, followed and recommended users and the site's latest works, in seven tabs. A spinner
 * shows until the login is checked; signed out, the page sends to /account/login.
 */
import clsx from "clsx";
import { LoaderCircle } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { Link, Navigate, useParams } from "react-router";
import { useSession } from "../../session/session";
import { useDataSource } from "../../data/data-source-context";
import { useDocumentTitle } from "../../lib/use-document-title";
import { availableTabs, followingTabPath, parseFollowingTab, type FollowingTab } from "./following-tabs";
import {
  FollowedUsers,
  IllustBookmarks,
  IllustTimeline,
  LatestIllusts,
  NovelBookmarks,
  NovelTimeline,
  RecommendedUsers,
} from "./following-lists";
import { pathTo } from "../../routing/paths";

const PANELS: Record<FollowingTab, () => React.JSX.Element> = {
  "1": IllustTimeline,
  "5": NovelTimeline,
  "2": IllustBookmarks,
  "7": NovelBookmarks,
  "3": FollowedUsers,
  "6": RecommendedUsers,
  "4": LatestIllusts,
};

export function FollowingPage() {
  const { t } = useTranslation("account");
  const { mode, user } = useSession();
  const params = useParams();
  const capabilities = useDataSource().accountCapabilities();
  useDocumentTitle(t("following.title"));
  if (mode === "none") return <Navigate to={pathTo("AccountLogin")} replace />;

  const tabs = availableTabs(capabilities);
  const requested = parseFollowingTab(params["tab"]);
  const tab = tabs.includes(requested) ? requested : "1";
  const Panel = PANELS[tab];
  return (
    <div data-testid="following-page" className="mx-auto max-w-7xl px-3 pt-4 pb-12">
      <nav aria-label={t("following.title")} className="mb-4 flex gap-1 overflow-x-auto">
        {tabs.map((id) => (
          <Link
            key={id}
            to={followingTabPath(id)}
            replace
            data-testid={`following-tab-${id}`}
            aria-current={id === tab ? "page" : undefined}
            className={clsx(
              "shrink-0 rounded-full px-3 py-1.5 text-sm whitespace-nowrap",
              id === tab
                ? "bg-accent-fill font-semibold text-white"
                : "text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800",
            )}
          >
            {t(`following.tab_${id}`)}
          </Link>
        ))}
      </nav>
      {user === null ? (
        <div role="status" className="flex justify-center py-16">
          <LoaderCircle aria-hidden className="size-6 animate-spin text-accent" />
        </div>
      ) : (
        <Panel key={tab} />
      )}
    </div>
  );
}
