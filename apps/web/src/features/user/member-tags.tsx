/**
 * The author list's tag chips (PRODUCT.md §2 User page): the first MEMBER_TAGS_INLINE of the author's tags
 * inline, all of them in the "more tags" popup; choosing a tag filters the list to it, choosing it
 * again clears it (PRODUCT.md §4).
 */
import { MEMBER_TAGS_INLINE } from "@pxv/pixiv";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { ModalSheet } from "../../components/modal-sheet";
import type { MemberTag } from "../../data/people-source";
import { useMemberTagsQuery } from "../../queries/member";

function Chip({
  tag,
  selected,
  onSelect,
}: {
  tag: MemberTag;
  selected: boolean;
  onSelect: (tag: string) => void;
}) {
  return (
    <button
      type="button"
      data-testid="member-tag"
      aria-pressed={selected}
      onClick={() => {
        onSelect(tag.tag);
      }}
      className="rounded-full bg-neutral-100 px-3 py-1 text-xs aria-pressed:bg-accent-fill aria-pressed:text-white dark:bg-neutral-800"
    >
      #
      {tag.tag_translation === "" || tag.tag_translation === tag.tag
        ? tag.tag
        : `${tag.tag} · ${tag.tag_translation}`}{" "}
      <span className="opacity-60">{tag.cnt}</span>
    </button>
  );
}

function MoreTagsPopup({
  tags,
  selected,
  onSelect,
  onClose,
}: {
  tags: readonly MemberTag[];
  selected: string | null;
  onSelect: (tag: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("reader");
  return (
    <ModalSheet testId="more-tags-popup" onClose={onClose} className="p-4">
      <h2 className="mb-3 font-semibold">{t("user.all_tags")}</h2>
      <div className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <Chip
            key={tag.tag}
            tag={tag}
            selected={tag.tag === selected}
            onSelect={(name) => {
              onSelect(name);
              onClose();
            }}
          />
        ))}
      </div>
    </ModalSheet>
  );
}

export function MemberTags({
  userId,
  selected,
  onSelect,
}: {
  userId: number;
  selected: string | null;
  onSelect: (tag: string | null) => void;
}) {
  const { t } = useTranslation("reader");
  const query = useMemberTagsQuery(userId);
  const [popup, setPopup] = useState(false);
  const tags = query.data ?? [];
  if (tags.length === 0) return null;
  const toggle = (tag: string): void => {
    onSelect(tag === selected ? null : tag);
  };
  return (
    <div data-testid="member-tags" className="flex flex-wrap items-center gap-2">
      {tags.slice(0, MEMBER_TAGS_INLINE).map((tag) => (
        <Chip key={tag.tag} tag={tag} selected={tag.tag === selected} onSelect={toggle} />
      ))}
      {tags.length > MEMBER_TAGS_INLINE ? (
        <button
          type="button"
          data-testid="more-tags"
          onClick={() => {
            setPopup(true);
          }}
          className="text-xs text-accent hover:underline"
        >
          {t("user.more_tags", { n: tags.length })}
        </button>
      ) : null}
      {popup ? (
        <MoreTagsPopup
          tags={tags}
          selected={selected}
          onSelect={toggle}
          onClose={() => {
            setPopup(false);
          }}
        />
      ) : null}
    </div>
  );
}
