/**
 * Which restricted content the viewer shows (PRODUCT.md §3 Content setting: r18, r18g, ai; default off)
 * and the visibility rules every list and detail view filters with (PRODUCT.md §4, @pxv/pixiv
 * `isContentVisible`): the content setting plus the tag and author block lists.
 */
import type { VisibilityRules } from "@pxv/pixiv";
import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import type { ContentSettings } from "./settings-schema";
import { useSettingsStore } from "./settings-store";

export type { ContentSettings } from "./settings-schema";

export function useContentSettings(): ContentSettings {
  return useSettingsStore(useShallow((state) => state.content));
}

export function useVisibilityRules(): VisibilityRules {
  const content = useContentSettings();
  const blockedTags = useSettingsStore((state) => state.blockedTags);
  const blockedUserIds = useSettingsStore((state) => state.blockedUserIds);
  return useMemo(
    () => ({
      ...content,
      blockedTags: new Set(blockedTags),
      blockedUserIds: new Set(blockedUserIds),
    }),
    [content, blockedTags, blockedUserIds],
  );
}
