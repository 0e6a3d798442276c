/**
 * The user page's profile (PRODUCT.md §2 User page): cover, avatar, name, premium and gender badges, the
 * follow state (a button only for another user in app-API mode; sign-in brings the action), the
 * account and web links, copying the id, blocking on a long press of the name (after
 * confirmation), following and friend counts, region, and the comment — collapsed when taller than
 * USER_COMMENT_COLLAPSE_PX, sanitized like a caption.
 */
import { USER_COMMENT_COLLAPSE_PX, type Member } from "@pxv/pixiv";
import { Copy, ExternalLink, Globe, MapPin } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { confirmDialog } from "../../components/dialogs";
import { useLongPress } from "../../components/lists/use-long-press";
import { resolveCaptionLink } from "../../components/sanitize-caption";
import { toast } from "../../lib/toast";
import { ArtworkCaption } from "../artwork/artwork-caption";
import { useSettingsStore } from "../../settings/settings-store";
import { FollowButton } from "../account/follow-button";
import { pathTo } from "../../routing/paths";

/** An outside link from the profile, or null when it is not a safe http(s) URL. */
function externalHref(url: string | null): string | null {
  if (url === null || url === "") return null;
  const target = resolveCaptionLink(url);
  return target?.kind === "external" ? target.href : null;
}

function ProfileComment({ comment }: { comment: string }) {
  const { t } = useTranslation("reader");
  const ref = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element !== null) setTall(element.scrollHeight > USER_COMMENT_COLLAPSE_PX);
  }, [comment]);
  return (
    <div className="text-sm">
      <div
        ref={ref}
        data-testid="user-comment"
        style={tall && !expanded ? { maxHeight: USER_COMMENT_COLLAPSE_PX, overflow: "hidden" } : undefined}
      >
        <ArtworkCaption html={comment.replaceAll("\n", "<br>")} />
      </div>
      {tall ? (
        <button
          type="button"
          onClick={() => {
            setExpanded((value) => !value);
          }}
          className="text-xs text-accent hover:underline"
        >
          {expanded ? t("user.collapse") : t("user.expand")}
        </button>
      ) : null}
    </div>
  );
}

export function UserHeader({ member }: { member: Member }) {
  const { t } = useTranslation("reader");
  const blocked = useSettingsStore((state) => state.blockedUserIds);
  const update = useSettingsStore((state) => state.update);

  const block = async (): Promise<void> => {
    if (blocked.includes(member.id)) return;
    const confirmed = await confirmDialog({
      message: t("user.block_confirm", { name: member.name }),
      danger: true,
    });
    if (!confirmed) return;
    update({ blockedUserIds: [...blocked, member.id] });
    toast(t("user.blocked"));
  };
  const longPress = useLongPress(true, () => {
    void block();
  });
  const copyId = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(String(member.id));
      toast(t("user.copied"));
    } catch (error) {
      toast.error(t("user.copy_failed", { error: String(error) }));
    }
  };
  const webpage = externalHref(member.webpage);
  const twitter = externalHref(member.twitter_url);

  return (
    <header data-testid="user-header" data-id={member.id} className="flex flex-col gap-3">
      <div
        className={`overflow-hidden bg-neutral-200 dark:bg-neutral-800 ${member.bgcover === null ? "h-20" : "h-36 sm:h-48"}`}
      >
        {member.bgcover === null ? null : (
          <img src={member.bgcover} alt="" className="h-full w-full object-cover" />
        )}
      </div>
      <div className="relative -mt-12 flex items-end gap-3 px-4">
        <img
          src={member.avatar}
          alt=""
          className="size-20 rounded-full border-4 border-white bg-neutral-200 dark:border-neutral-950"
        />
        <div className="min-w-0 flex-1 pb-1">
          <h1
            data-testid="user-name"
            {...longPress}
            className="flex flex-wrap items-center gap-2 text-xl font-bold break-words select-none"
          >
            {member.name}
            {member.is_premium ? (
              <span className="rounded bg-amber-400 px-1.5 text-xs text-white">{t("user.premium")}</span>
            ) : null}
            {member.gender === "" ? null : (
              <span className="rounded bg-neutral-200 px-1.5 text-xs dark:bg-neutral-800">
                {t(`user.gender_${member.gender === "female" ? "female" : "male"}`)}
              </span>
            )}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-xs text-neutral-500">
            <a
              href={`https://www.pixiv.net/users/${member.id}`}
              target="_blank"
              rel="noopener noreferrer"
              className="hover:underline"
            >
              @{member.account}
            </a>
            <button
              type="button"
              data-testid="copy-id"
              onClick={() => void copyId()}
              className="inline-flex items-center gap-1 hover:text-accent"
            >
              <Copy aria-hidden className="size-3" />
              ID {member.id}
            </button>
          </p>
        </div>
        <FollowButton user={member} />
      </div>
      <div className="flex flex-col gap-2 px-4">
        <p className="flex flex-wrap gap-4 text-sm">
          <Link
            to={pathTo("Users", { id: member.id }, { tab: "following" })}
            data-testid="following-count"
            className="hover:underline"
          >
            {t("user.following_count", { n: member.follow })}
          </Link>
          <span>{t("user.friends_count", { n: member.friend })}</span>
          {member.region === "" ? null : (
            <span className="inline-flex items-center gap-1 text-neutral-500">
              <MapPin aria-hidden className="size-3" />
              {member.region}
            </span>
          )}
        </p>
        <p className="flex flex-wrap gap-3 text-sm">
          {webpage === null ? null : (
            <a
              href={webpage}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-1 text-accent hover:underline"
            >
              <Globe aria-hidden className="size-4" />
              {t("user.webpage")}
            </a>
          )}
          {twitter === null ? null : (
            <a
              href={twitter}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-1 text-accent hover:underline"
            >
              <ExternalLink aria-hidden className="size-4" />X{" "}
              {member.twitter_account === "" ? null : `@${member.twitter_account}`}
            </a>
          )}
        </p>
        {member.comment === "" ? null : <ProfileComment comment={member.comment} />}
      </div>
    </header>
  );
}
