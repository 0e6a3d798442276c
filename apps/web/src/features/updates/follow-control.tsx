/**
 * The Follow control on the pages one can follow without a pixiv account (a tag or a search with
 * its filters, an author's works, a series, a ranking): a toggle that adds the thing to the local
 * follows, whose new works Updates shows. It says so in its title; pixiv's own follow of an author
 * (signed in) is another button and stays what it is. The screens that show it load its messages
 * with theirs (app/screens.ts), and it is as wide followed or not: it never moves what is around it.
 */
import clsx from "clsx";
import { Bell, BellRing } from "lucide-react";
import { useNamespace } from "../../i18n/use-namespace";
import { useTranslation } from "../../i18n/use-translation";
import { toast } from "../../lib/toast";
import { useFollows } from "../../queries/follows";
import { followKey, type FollowSubject } from "../../storage/follow-subject";
import { addFollow, removeFollow } from "../../storage/follows";

export function FollowControl({ subject, label }: { subject: FollowSubject; label: string }) {
  const ready = useNamespace("updates");
  const { t } = useTranslation("updates");
  const follows = useFollows();
  const key = followKey(subject);
  const followed = follows.data?.some((row) => row.key === key) === true;
  const Icon = followed ? BellRing : Bell;

  const toggle = (): void => {
    const change = followed ? removeFollow(key) : addFollow(subject, label);
    change.catch(() => {
      toast.error(t("follow.failed"));
    });
  };

  return (
    <button
      type="button"
      data-testid="follow-control"
      data-follow-key={key}
      aria-pressed={followed}
      disabled={follows.isPending}
      title={ready ? t("follow.hint") : undefined}
      onClick={toggle}
      className={clsx(
        "inline-flex min-w-24 items-center justify-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium transition-colors disabled:opacity-50",
        followed
          ? "bg-accent-fill text-white hover:opacity-90"
          : "bg-neutral-200/70 text-neutral-800 hover:bg-neutral-300/70 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700",
      )}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {/* Both labels take the same cell, so the button is as wide whichever it shows. */}
      <span className="grid">
        <span aria-hidden className="invisible col-start-1 row-start-1">
          {ready ? t("follow.following") : ""}
        </span>
        <span aria-hidden className="invisible col-start-1 row-start-1">
          {ready ? t("follow.follow") : ""}
        </span>
        <span className="col-start-1 row-start-1">
          {ready ? (followed ? t("follow.following") : t("follow.follow")) : ""}
        </span>
      </span>
    </button>
  );
}
