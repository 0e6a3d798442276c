/**
 * The follow button (PRODUCT.md §4 Follow, §6): renders nothing when signed out, in a mode that cannot
 * follow, and on the signed-in person's own profile. A tap follows (privately when "follow
 * privately by default" is on and the mode has privacy choices — app login; web login follows
 * publicly) or unfollows; a long-press (or right-click) follows privately, after a confirmation
 * unless "long-press follows privately" allows it directly.
 *
 * Mount it beside an author or user: `<FollowButton user={{ id, name, is_followed }} />`, with the
 * copy from the query cache (artwork.author or a user preview), which changes everywhere at once.
 */
import clsx from "clsx";
import { useTranslation } from "../../i18n/use-translation";
import { useSession } from "../../session/session";
import { confirmDialog } from "../../components/dialogs";
import { useLongPress } from "../../components/lists/use-long-press";
import { useSettingsStore } from "../../settings/settings-store";
import { useNamespace } from "../../i18n/use-namespace";
import { useFollow, type FollowableUser } from "./use-follow";

export interface FollowButtonProps {
  readonly user: FollowableUser;
  readonly className?: string;
}

export function FollowButton({ user, className }: FollowButtonProps) {
  const { mode, user: me } = useSession();
  const ready = useNamespace("account", mode !== "none");
  if (mode === "none" || !ready || me?.id === user.id) return null;
  return <FollowToggle user={user} className={className} />;
}

function FollowToggle({ user, className }: FollowButtonProps) {
  const { t } = useTranslation("account");
  const { followed, pending, capabilities, follow, toggle } = useFollow(user);
  const longPress = useLongPress(capabilities.privacy && !followed, () => {
    void (async () => {
      const direct = useSettingsStore.getState().app.isLongpressPrivateFollow;
      if (direct || (await confirmDialog({ message: t("follow.private_confirm", { name: user.name }) }))) {
        await follow("private");
      }
    })();
  });
  if (!capabilities.follow) return null;
  return (
    <button
      type="button"
      data-testid="follow-button"
      data-followed={followed}
      aria-pressed={followed}
      aria-busy={pending}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        const app = useSettingsStore.getState().app;
        void toggle(app.isDefFollowPrivate && capabilities.privacy ? "private" : "public");
      }}
      {...longPress}
      className={clsx(
        "rounded-full px-4 py-1.5 text-sm font-semibold transition-colors",
        followed
          ? "bg-neutral-200 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100"
          : "bg-accent-fill text-white",
        className,
      )}
    >
      {followed ? t("follow.following") : t("follow.follow")}
    </button>
  );
}
