// A user list (PRODUCT.md §2: the same list for users): blocked users left out, preview cards in rows,
// and the list's loading states.
import type { UserPreview } from "@pxv/pixiv";
import { useMemo } from "react";
import { useVisibilityRules } from "../../settings/content-settings";
import { firstLoadView } from "./artwork-list";
import { CardRows } from "./card-rows";
import { ListFooter } from "./list-footer";
import { useCardFocus } from "./use-card-focus";
import type { ListLoad } from "./list-load";
import { USER_CARD_HEIGHT, UserPreviewCard } from "./user-preview-card";

export function UserList({
  users,
  load,
  testId = "user-list",
}: {
  users: readonly UserPreview[];
  load?: ListLoad;
  testId?: string;
}) {
  const rules = useVisibilityRules();
  const visible = useMemo(() => users.filter((user) => !rules.blockedUserIds.has(user.id)), [users, rules]);
  const { focusIndex, listRef, onFocus } = useCardFocus(visible.length, load);
  const first = firstLoadView(load, visible.length);
  if (first !== null) return first;
  return (
    <div ref={listRef} onFocus={onFocus} data-testid={testId} data-count={visible.length}>
      <CardRows
        items={visible}
        focusIndex={focusIndex}
        cardHeight={USER_CARD_HEIGHT}
        keyOf={(user) => user.id}
        renderCard={(user) => <UserPreviewCard user={user} />}
      />
      {load === undefined ? null : <ListFooter load={load} count={visible.length} batchSize={null} />}
    </div>
  );
}
