/**
 * Bookmark-tag filter chips (PRODUCT.md §4): the first 20 tags inline, all of them in a popup; choosing
 * the selected tag again clears it. App mode only (PRODUCT.md §6); the tag list follows the restrict.
 */
import clsx from "clsx";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import type { Restrict, WorkKind } from "../../data/account-source";
import { useBookmarkTagsQuery } from "../../queries/account";

export const INLINE_TAG_COUNT = 20;

function TagChip({
  name,
  count,
  selected,
  onPick,
}: {
  name: string;
  count: number;
  selected: boolean;
  onPick: () => void;
}) {
  return (
    <button
      type="button"
      data-testid="bookmark-tag"
      aria-pressed={selected}
      onClick={onPick}
      className={clsx(
        "rounded-full px-3 py-1 text-xs",
        selected
          ? "bg-accent-fill text-white"
          : "bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200",
      )}
    >
      {name} <span className="opacity-70">{count}</span>
    </button>
  );
}

export function BookmarkTagFilter({
  kind,
  restrict,
  selected,
  onSelect,
}: {
  kind: WorkKind;
  restrict: Restrict;
  selected: string | null;
  onSelect: (tag: string | null) => void;
}) {
  const { t } = useTranslation("account");
  const tags = useBookmarkTagsQuery(kind, restrict);
  const [showAll, setShowAll] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (showAll) dialog.current?.showModal();
  }, [showAll]);

  const list = tags.data ?? [];
  if (list.length === 0) return null;
  const pick = (name: string): void => {
    onSelect(selected === name ? null : name);
    setShowAll(false);
  };
  /** The chips of `shown`, inline (the first few) and in the dialog of all. */
  const chips = (shown: typeof list): ReactNode =>
    shown.map((tag) => (
      <TagChip
        key={tag.name}
        {...tag}
        selected={selected === tag.name}
        onPick={() => {
          pick(tag.name);
        }}
      />
    ));
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="bookmark-tags">
      {chips(list.slice(0, INLINE_TAG_COUNT))}
      {list.length > INLINE_TAG_COUNT ? (
        <button
          type="button"
          className="text-xs text-accent underline"
          onClick={() => {
            setShowAll(true);
          }}
        >
          {t("following.tags_all", { count: list.length })}
        </button>
      ) : null}
      {showAll ? (
        <dialog
          ref={dialog}
          onCancel={() => {
            setShowAll(false);
          }}
          className="m-auto max-h-[80vh] w-[min(36rem,92vw)] overflow-y-auto rounded-xl bg-white p-4 backdrop:bg-black/40 dark:bg-neutral-900"
        >
          <div className="flex flex-wrap gap-2">{chips(list)}</div>
        </dialog>
      ) : null}
    </div>
  );
}
