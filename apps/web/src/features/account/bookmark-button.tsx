/**
 * The heart (PRODUCT.md §4 Bookmark, §5 "Bookmark and follow buttons only when logged in"): renders
 * nothing when signed out or for pixiv's restricted placeholders. A tap adds a bookmark with the
 * default choice (settings) or removes it; a long-press (or right-click) on an unbookmarked work
 * bookmarks privately at once when "long-press bookmarks privately" is on, else opens the dialog
 * for public/private and tags (app mode; web mode offers public/private, not tags). The "labelled"
 * variant of detail pages also has a visible options button that opens the same dialog, so private
 * bookmarks and bookmark tags need no right-click or long-press.
 *
 * Mount it wherever a work is shown: `<BookmarkButton work={artwork} />` (or a novel). The heart
 * reads `work.is_bookmarked`, so pass the copy from the query cache; every cached copy changes at
 * once when it is pressed.
 */
import clsx from "clsx";
import { ChevronDown, Heart } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useIsLoggedIn } from "../../session/session";
import { useLongPress } from "../../components/lists/use-long-press";
import type { BookmarkChoice } from "../../data/account-source";
import { useSettingsStore } from "../../settings/settings-store";
import { BookmarkDialog } from "./bookmark-dialog";
import { useNamespace } from "../../i18n/use-namespace";
import { defaultBookmarkChoice, useBookmark, type BookmarkableWork } from "./use-bookmark";

export interface BookmarkButtonProps {
  readonly work: BookmarkableWork;
  /**
   * "icon": a round heart for bars; "overlay": the same over a picture (a card); "labelled": heart
   * and text, for detail pages.
   */
  readonly variant?: "icon" | "overlay" | "labelled";
  readonly className?: string;
}

export function BookmarkButton({ work, variant = "icon", className }: BookmarkButtonProps) {
  const loggedIn = useIsLoggedIn();
  const ready = useNamespace("account", loggedIn);
  if (!loggedIn || !work.visible || !ready) return null;
  return <BookmarkHeart work={work} variant={variant} className={className} />;
}

function BookmarkHeart({
  work,
  variant,
  className,
}: Required<Pick<BookmarkButtonProps, "work" | "variant">> & { className: string | undefined }) {
  const { t } = useTranslation("account");
  const { bookmarked, pending, capabilities, add, toggle } = useBookmark(work);
  const [dialog, setDialog] = useState<BookmarkChoice | null>(null);
  const kindAllowed = "text_length" in work ? capabilities.novels : true;

  const longPress = useLongPress(kindAllowed && !bookmarked, () => {
    const app = useSettingsStore.getState().app;
    if (app.isLongpressPrivateBookmark && capabilities.bookmarkPrivacy) {
      void add({ ...defaultBookmarkChoice(work, app, capabilities), restrict: "private" });
    } else if (capabilities.bookmarkPrivacy || capabilities.bookmarkTags) {
      setDialog(defaultBookmarkChoice(work, app, capabilities));
    } else {
      void add();
    }
  });

  if (!kindAllowed) return null;
  const hasOptions =
    variant === "labelled" && !bookmarked && (capabilities.bookmarkPrivacy || capabilities.bookmarkTags);
  const label = bookmarked ? t("bookmark.remove") : t("bookmark.add");
  return (
    <>
      <button
        type="button"
        data-testid="bookmark-button"
        data-bookmarked={bookmarked}
        aria-pressed={bookmarked}
        aria-label={label}
        title={label}
        aria-busy={pending}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          void toggle();
        }}
        {...longPress}
        className={clsx(
          "inline-flex items-center gap-1 rounded-full transition-colors",
          variant === "labelled" ? "px-3 py-1.5 text-sm font-medium" : "p-2",
          variant === "overlay" && "bg-black/25 drop-shadow backdrop-blur-sm",
          bookmarked
            ? "text-rose-500"
            : variant === "overlay"
              ? "text-white hover:text-rose-300"
              : "text-neutral-500 hover:text-rose-500",
          className,
        )}
      >
        <Heart aria-hidden className="size-5" fill={bookmarked ? "currentColor" : "none"} />
        {variant === "labelled" ? <span>{label}</span> : null}
      </button>
      {hasOptions ? (
        <button
          type="button"
          data-testid="bookmark-options"
          aria-label={t("bookmark.options")}
          title={t("bookmark.options")}
          aria-haspopup="dialog"
          onClick={() => {
            setDialog(defaultBookmarkChoice(work, useSettingsStore.getState().app, capabilities));
          }}
          className="-ml-1 inline-flex items-center rounded-full p-1.5 text-neutral-500 hover:bg-neutral-100 hover:text-rose-500 dark:hover:bg-neutral-800"
        >
          <ChevronDown aria-hidden className="size-4" />
        </button>
      ) : null}
      {dialog === null ? null : (
        <BookmarkDialog
          workTags={work.tags.map((tag) => tag.name)}
          initial={dialog}
          showPrivacy={capabilities.bookmarkPrivacy}
          showTags={capabilities.bookmarkTags}
          onClose={(choice) => {
            setDialog(null);
            if (choice !== null) void add(choice);
          }}
        />
      )}
    </>
  );
}
