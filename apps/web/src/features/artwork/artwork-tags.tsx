/**
 * A work's tags with their translations, each a link to its search; pressing and holding a tag
 * (or its context menu) asks whether to block it, and adds it to the blocked tags (PRODUCT.md §6).
 */
import type { ArtworkTag } from "@pxv/pixiv";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { searchPath } from "../../routing/paths";
import { confirmDialog } from "../../components/dialogs";
import { toast } from "../../lib/toast";
import { useSettingsStore } from "../../settings/settings-store";
import { useLongPress } from "../../components/lists/use-long-press";

function TagItem({ tag }: { tag: ArtworkTag }) {
  const { t } = useTranslation("artwork");
  const press = useLongPress(true, () => {
    void (async () => {
      const confirmed = await confirmDialog({
        message: t("tags.block_confirm", { tag: tag.name }),
        confirmLabel: t("tags.block"),
        danger: true,
      });
      if (!confirmed) return;
      const { blockedTags, update } = useSettingsStore.getState();
      if (!blockedTags.includes(tag.name)) update({ blockedTags: [...blockedTags, tag.name] });
      toast.success(t("tags.blocked", { tag: tag.name }));
    })();
  });
  return (
    <li>
      <Link to={searchPath(tag.name)} className="text-accent select-none hover:underline" {...press}>
        #{tag.name}
      </Link>
      {tag.translated_name === null || tag.translated_name === "" ? null : (
        <span className="ml-1 text-neutral-500 dark:text-neutral-400">{tag.translated_name}</span>
      )}
    </li>
  );
}

export function ArtworkTags({ tags }: { tags: readonly ArtworkTag[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul
      aria-label={t("artwork.tags")}
      data-testid="artwork-tags"
      className="flex flex-wrap gap-x-3 gap-y-1.5 text-sm"
    >
      {tags.map((tag) => (
        <TagItem key={tag.name} tag={tag} />
      ))}
    </ul>
  );
}
