/**
 * Updates (`/updates`, issue 27): every local follow with how many new works it has, and one
 * timeline of those works, newest first — illustrations and manga as cards, novels as a list —
 * with the content settings and block lists applied. "Mark read" sets a follow's "seen up to here"
 * mark at what it shows now; "Mark all read" does it for every follow. OPML carries the follows
 * out (with their feed addresses on this instance) and back in.
 */
import { Rss, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { ArtworkGrid } from "../../components/artwork-grid";
import { errorMessageKey } from "../../data/errors";
import { NovelList } from "../../components/lists/novel-list";
import { PageLoading } from "../../components/page-status";
import { useTranslation, type TFunction } from "../../i18n/use-translation";
import { useDocumentTitle } from "../../lib/use-document-title";
import type { FollowSubject } from "../../storage/follow-subject";
import { markFollowSeen, removeFollow } from "../../storage/follows";
import { followFeedUrl, followPagePath } from "./follow-subjects";
import { OpmlTools } from "./opml-tools";
import { markedUpTo } from "./unread";
import { useUpdates, type FollowUpdate } from "./use-updates";

function kindText(t: TFunction<"updates">, subject: FollowSubject): string {
  switch (subject.kind) {
    case "tag":
      return subject.works === "illust" ? t("kind.tag") : t("kind.novel_tag");
    case "search":
      return subject.works === "illust" ? t("kind.search") : t("kind.novel_search");
    case "user":
      return t(`kind.user_${subject.works}`);
    case "series":
      return t("kind.series");
    case "novel-series":
      return t("kind.novel_series");
    case "ranking":
      return subject.works === "illust" ? t("kind.ranking") : t("kind.novel_ranking");
  }
}

const markRead = (update: FollowUpdate): Promise<void> =>
  markFollowSeen(update.row.key, markedUpTo(update.row.seen, update.works));

function FollowRowView({ update }: { update: FollowUpdate }) {
  const { t } = useTranslation("updates");
  const { t: tf } = useTranslation();
  const { row, state, unread } = update;
  return (
    <li
      data-testid="follow-row"
      data-follow-key={row.key}
      data-unread={state === "ready" ? unread.length : undefined}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-neutral-200 py-2.5 last:border-b-0 dark:border-neutral-800"
    >
      <div className="min-w-0 flex-1">
        <Link to={followPagePath(row.subject)} className="block truncate font-medium hover:underline">
          {row.label}
        </Link>
        <p className="text-xs text-neutral-600 dark:text-neutral-400">{kindText(t, row.subject)}</p>
      </div>
      <span data-testid="follow-state" className="text-sm">
        {state === "loading" ? (
          <span className="text-neutral-500">{t("checking")}</span>
        ) : state === "error" ? (
          <span className="text-red-700 dark:text-red-400">
            {t("check_failed", { reason: tf(errorMessageKey(update.error)) })}
          </span>
        ) : unread.length > 0 ? (
          <span className="rounded-full bg-accent-fill px-2 py-0.5 font-medium text-white">
            {t("new_count", { count: unread.length })}
          </span>
        ) : (
          <span className="text-neutral-500">{t("nothing_new")}</span>
        )}
      </span>
      <div className="flex items-center gap-1">
        <button
          type="button"
          data-testid="mark-read"
          disabled={state !== "ready" || unread.length === 0}
          onClick={() => void markRead(update)}
          className="rounded-full px-2.5 py-1 text-sm hover:bg-neutral-200 disabled:opacity-40 dark:hover:bg-neutral-800"
        >
          {t("mark_read")}
        </button>
        <a
          href={followFeedUrl(row.subject, "atom", window.location.origin)}
          title={t("feed")}
          aria-label={t("feed")}
          className="rounded-full p-1.5 text-neutral-600 hover:bg-neutral-200 dark:text-neutral-400 dark:hover:bg-neutral-800"
        >
          <Rss aria-hidden className="size-4" />
        </a>
        <button
          type="button"
          data-testid="unfollow"
          title={t("unfollow")}
          aria-label={t("unfollow_named", { name: row.label })}
          onClick={() => void removeFollow(row.key)}
          className="rounded-full p-1.5 text-neutral-600 hover:bg-neutral-200 dark:text-neutral-400 dark:hover:bg-neutral-800"
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </div>
    </li>
  );
}

export function UpdatesPage() {
  const { t } = useTranslation("updates");
  useDocumentTitle(t("title"));
  const updates = useUpdates();
  const illusts = updates.timeline.flatMap((item) =>
    item.kind === "illust" ? [{ artwork: item.work }] : [],
  );
  const novels = updates.timeline.flatMap((item) => (item.kind === "novel" ? [{ novel: item.work }] : []));
  const readable = updates.follows.filter((update) => update.state === "ready" && update.unread.length > 0);

  return (
    <div data-testid="updates-page" className="mx-auto max-w-6xl px-3 pt-4 pb-10 sm:px-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-xl font-bold">{t("title")}</h1>
        <button
          type="button"
          data-testid="mark-all-read"
          disabled={readable.length === 0}
          onClick={() => void Promise.all(readable.map(markRead))}
          className="rounded-full bg-neutral-200/70 px-3 py-1.5 text-sm font-medium hover:bg-neutral-300/70 disabled:opacity-40 dark:bg-neutral-800 dark:hover:bg-neutral-700"
        >
          {t("mark_all_read")}
        </button>
        <OpmlTools follows={updates.follows.map((update) => update.row)} />
      </div>
      {updates.loading ? (
        <PageLoading />
      ) : updates.follows.length === 0 ? (
        <p
          data-testid="updates-empty"
          className="py-16 text-center text-sm text-neutral-600 dark:text-neutral-400"
        >
          {t("empty")}
        </p>
      ) : (
        <>
          <section aria-labelledby="updates-follows" className="mb-6">
            <h2 id="updates-follows" className="sr-only">
              {t("follows_heading")}
            </h2>
            <ul data-testid="follow-rows">
              {updates.follows.map((update) => (
                <FollowRowView key={update.row.key} update={update} />
              ))}
            </ul>
          </section>
          <section aria-labelledby="updates-timeline" data-testid="updates-timeline">
            <h2 id="updates-timeline" className="mb-2 text-lg font-semibold">
              {t("timeline_heading", { count: updates.unreadCount })}
            </h2>
            {updates.unreadCount === 0 ? (
              <p className="py-8 text-center text-sm text-neutral-600 dark:text-neutral-400">
                {t("all_read")}
              </p>
            ) : null}
            {illusts.length > 0 ? <ArtworkGrid items={illusts} /> : null}
            {novels.length > 0 ? <NovelList items={novels} testId="updates-novels" /> : null}
          </section>
        </>
      )}
    </div>
  );
}
