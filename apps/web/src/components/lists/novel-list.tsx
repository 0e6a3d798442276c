/**
 * A novel list (PRODUCT.md §2: the same list for novels): the content filter of PRODUCT.md §4 and the novel
 * filters of the settings applied, cards in rows, and the list's loading states (a `preview` of a
 * longer list ends without a "no more" line). A loading list hides the novels already seen as the
 * artwork list does (hide-seen.ts).
 */
import { isContentVisible, passesNovelFilters, type Novel } from "@pxv/pixiv";
import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { useVisibilityRules } from "../../settings/content-settings";
import { useSettingsStore } from "../../settings/settings-store";
import { firstLoadView } from "./artwork-list";
import { CardRows } from "./card-rows";
import { useHidesSeen, useSeenFilter } from "./hide-seen";
import { ListFooter } from "./list-footer";
import { useCardFocus } from "./use-card-focus";
import type { ListLoad } from "./list-load";
import { NOVEL_CARD_HEIGHT, NovelCard } from "./novel-card";

export interface NovelItem {
  readonly novel: Novel;
  readonly rank?: number | undefined;
}

const novelIdOf = (item: NovelItem): number => item.novel.id;

export function NovelList({
  items,
  load,
  testId = "novel-list",
  preview = false,
  keepsSeen = load === undefined,
}: {
  items: readonly NovelItem[];
  load?: ListLoad;
  testId?: string;
  /** A preview of a longer list (Home's cards): no footer once there are items. */
  preview?: boolean;
  /** Shows the novels already seen whatever the setting says (default: a list without `load`). */
  keepsSeen?: boolean;
}) {
  const rules = useVisibilityRules();
  const filters = useSettingsStore(
    useShallow((state) => ({
      noLongTag: state.app.novelFilterNoLongTag,
      tagLengthMax: state.app.novelFilterTagLenMax,
      tagSplitMax: state.app.novelFilterTagSplitMax,
      noShortText: state.app.novelFilterNoShortLen,
      textLengthMin: state.app.novelFilterTextLenMin,
    })),
  );
  const allowed = useMemo(
    () => items.filter(({ novel }) => isContentVisible(novel, rules) && passesNovelFilters(novel, filters)),
    [items, rules, filters],
  );
  const hidesSeen = useHidesSeen() && !keepsSeen;
  const { shown: visible, firstLoad } = useSeenFilter("novel", allowed, novelIdOf, hidesSeen, load);
  const { focusIndex, listRef, onFocus } = useCardFocus(visible.length, load);
  const first = firstLoadView(firstLoad, visible.length);
  if (first !== null) return first;
  return (
    <div ref={listRef} onFocus={onFocus} data-testid={testId} data-count={visible.length}>
      <CardRows
        items={visible}
        focusIndex={focusIndex}
        cardHeight={NOVEL_CARD_HEIGHT}
        keyOf={novelIdOf}
        renderCard={(item) => <NovelCard novel={item.novel} rank={item.rank} />}
      />
      {load === undefined || (preview && visible.length > 0) ? null : (
        <ListFooter load={load} count={visible.length} batchSize={null} />
      )}
    </div>
  );
}
