/**
 * The menu a long-press or right-click opens on a card (card-actions.ts says which actions show).
 * It is its own chunk, loaded with the browse messages on first use. Blocking adds the author or a
 * tag to the block lists in the settings store, so every list hides the work at once.
 */
import type { Artwork } from "@pxv/pixiv";
import { Ban, Download, Lock, Tag } from "lucide-react";
import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { useIsLoggedIn } from "../../app/session";
import { defaultBookmarkChoice, useBookmark } from "../../features/account/use-bookmark";
import { useSettingsStore } from "../../features/settings/settings-store";
import { toast } from "../../lib/toast";
import { CARD_ACTIONS, downloadArtwork } from "./card-actions";
import type { PressPoint } from "./use-long-press";

/** Tags offered for blocking, at most. */
const BLOCKABLE_TAGS = 8;
const MENU_WIDTH = 256;

export function CardMenu({
  artwork,
  at,
  onClose,
}: {
  artwork: Artwork;
  at: PressPoint;
  onClose: () => void;
}) {
  const { t } = useTranslation("browse");
  const app = useSettingsStore((state) => state.app);
  const loggedIn = useIsLoggedIn();
  const bookmark = useBookmark(artwork);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === "Escape") onClose();
    };
    const onDown = (event: PointerEvent): void => {
      if (!menuRef.current?.contains(event.target as Node)) onClose();
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("pointerdown", onDown, true);
    menuRef.current?.querySelector("button")?.focus();
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("pointerdown", onDown, true);
    };
  }, [onClose]);

  const shown = new Set(CARD_ACTIONS.filter((action) => action.shown(app)).map((action) => action.id));
  const blockUser = (): void => {
    const { blockedUserIds, update } = useSettingsStore.getState();
    if (!blockedUserIds.includes(artwork.author.id)) {
      update({ blockedUserIds: [...blockedUserIds, artwork.author.id] });
    }
    toast.success(t("card.blocked_user", { name: artwork.author.name }));
    onClose();
  };
  const blockTag = (name: string): void => {
    const { blockedTags, update } = useSettingsStore.getState();
    if (!blockedTags.includes(name)) update({ blockedTags: [...blockedTags, name] });
    toast.success(t("card.blocked_tag", { tag: name }));
    onClose();
  };
  const bookmarkPrivately = (): void => {
    onClose();
    void bookmark.add({ ...defaultBookmarkChoice(artwork, app, bookmark.capabilities), restrict: "private" });
  };
  const download = (): void => {
    onClose();
    downloadArtwork(artwork).catch(() => {
      toast.error(t("card.download_failed"));
    });
  };

  const left = Math.max(8, Math.min(at.x, window.innerWidth - MENU_WIDTH - 8));
  const top = Math.max(8, Math.min(at.y, window.innerHeight - 320));
  const item =
    "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-neutral-100 disabled:opacity-40 disabled:hover:bg-transparent dark:hover:bg-neutral-800";

  return createPortal(
    <div
      ref={menuRef}
      role="menu"
      aria-label={artwork.title}
      data-testid="card-menu"
      className="fixed z-50 rounded-xl border border-neutral-200 bg-white p-1.5 shadow-xl dark:border-neutral-800 dark:bg-neutral-900"
      style={{ left, top, width: MENU_WIDTH }}
    >
      <p className="truncate px-3 pt-1 pb-2 text-xs text-neutral-500">{artwork.title}</p>
      {shown.has("block-user") ? (
        <button type="button" role="menuitem" className={item} onClick={blockUser}>
          <Ban aria-hidden className="size-4 text-rose-500" />
          <span className="truncate">{t("card.block_user", { name: artwork.author.name })}</span>
        </button>
      ) : null}
      {shown.has("block-tag") && artwork.tags.length > 0 ? (
        <div className="px-3 py-1.5">
          <p className="mb-1 flex items-center gap-2 text-sm">
            <Tag aria-hidden className="size-4 text-rose-500" />
            {t("card.block_tag")}
          </p>
          <div className="flex flex-wrap gap-1">
            {artwork.tags.slice(0, BLOCKABLE_TAGS).map((tag) => (
              <button
                key={tag.name}
                type="button"
                role="menuitem"
                onClick={() => {
                  blockTag(tag.name);
                }}
                className="max-w-full truncate rounded-full bg-neutral-100 px-2 py-0.5 text-xs hover:bg-rose-100 dark:bg-neutral-800 dark:hover:bg-rose-950"
              >
                #{tag.name}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {shown.has("download") ? (
        <button type="button" role="menuitem" className={item} onClick={download}>
          <Download aria-hidden className="size-4" />
          {t("card.download")}
        </button>
      ) : null}
      {shown.has("bookmark-private") ? (
        <button
          type="button"
          role="menuitem"
          className={item}
          onClick={bookmarkPrivately}
          disabled={
            bookmark.bookmarked ||
            !CARD_ACTIONS.some((a) => a.id === "bookmark-private" && a.available({ loggedIn }))
          }
          title={loggedIn ? undefined : t("card.sign_in_to_bookmark")}
        >
          <Lock aria-hidden className="size-4" />
          {t("card.bookmark_private")}
        </button>
      ) : null}
    </div>,
    document.body,
  );
}
