/**
 * /lives: pixiv Sketch lives on air (PRODUCT.md §2), most watched first, loaded page after page; adult
 * lives are left out unless R-18 or R-18G content is on (PRODUCT.md §6).
 */
import { isLiveVisible, type LiveSummary } from "@pxv/pixiv";
import { Eye, Users } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { QueryErrorNotice } from "../../components/error-notice";
import { ListStatus } from "../../components/list-status";
import { ListFooter } from "../../components/lists/list-footer";
import { Pximg } from "../../components/pximg";
import { formatCount } from "../../lib/format";
import { useDocumentTitle } from "../../lib/use-document-title";
import { flattenLives, useLivesInfiniteQuery } from "../../queries/lives";
import { useContentSettings } from "../../settings/content-settings";
import { pathTo } from "../../routing/paths";

function LiveCard({ live }: { live: LiveSummary }) {
  const { t, i18n } = useTranslation("search");
  return (
    <Link
      to={pathTo("Live", { id: live.id })}
      data-testid="live-card"
      data-id={live.id}
      className="group block"
    >
      <div className="relative aspect-video overflow-hidden rounded-xl bg-neutral-200 dark:bg-neutral-800">
        <Pximg
          src={live.thumbnail}
          alt=""
          seed={Number(live.id.slice(-6))}
          className="transition-transform group-hover:scale-[1.03]"
        />
        <span className="absolute top-2 left-2 rounded bg-rose-600 px-1.5 text-xs font-bold text-white">
          {t("lives.badge")}
        </span>
        <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded bg-black/60 px-1.5 text-xs text-white">
          <Eye aria-hidden className="size-3" />
          {formatCount(live.member_count, i18n.language)}
        </span>
      </div>
      <p className="mt-1.5 line-clamp-2 text-sm font-medium">{live.name}</p>
      <p className="flex items-center gap-1.5 text-xs text-neutral-500">
        <span className="relative size-5 shrink-0 overflow-hidden rounded-full bg-neutral-200">
          <Pximg src={live.owner.avatar} alt="" seed={live.owner.pixiv_user_id} />
        </span>
        <span className="truncate">{live.owner.name}</span>
        {live.performer_count > 1 ? (
          <span className="inline-flex items-center gap-0.5">
            <Users aria-hidden className="size-3" />
            {live.performer_count}
          </span>
        ) : null}
      </p>
    </Link>
  );
}

export function LivesPage() {
  const { t } = useTranslation("search");
  const content = useContentSettings();
  const query = useLivesInfiniteQuery();
  useDocumentTitle(t("lives.title"));
  const lives = flattenLives(query.data).filter((live) => isLiveVisible(live, content));

  return (
    <div className="mx-auto max-w-6xl px-3 pt-4 pb-10 sm:px-4">
      <h1 className="mb-4 text-xl font-bold">{t("lives.title")}</h1>
      {query.isError && lives.length === 0 ? (
        <QueryErrorNotice query={query} />
      ) : (
        <>
          <ul data-testid="live-list" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {lives.map((live) => (
              <li key={live.id}>
                <LiveCard live={live} />
              </li>
            ))}
          </ul>
          {query.isPending ? (
            <ListStatus state="loading" onRetry={() => undefined} />
          ) : (
            <ListFooter load={query} count={lives.length} batchSize={null} />
          )}
        </>
      )}
    </div>
  );
}
