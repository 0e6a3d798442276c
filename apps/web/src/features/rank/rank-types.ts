/**
 * The ranking menus as the rank pages show them (@pxv/pixiv RANK_MENUS): a category's entries
 * without those the content settings do not allow, and the path of an entry.
 */
import { RANK_MENUS, isRankEntryListed, type RankCategory, type RankMenuEntry } from "@pxv/pixiv";
import { rankNovelPath, rankPath } from "../../routing/paths";
import type { ContentSettings } from "../../settings/content-settings";
import type { RankType } from "@pxv/pixiv";

export function listedRankEntries(category: RankCategory, content: ContentSettings): RankMenuEntry[] {
  return RANK_MENUS[category].filter((entry) => isRankEntryListed(entry, content));
}

/** The page of an entry, keeping an explicitly chosen date. */
export function rankEntryPath(entry: RankMenuEntry, date: string | undefined): string {
  return entry.source.kind === "novel"
    ? rankNovelPath(entry.type, date)
    : rankPath(entry.type as RankType, date);
}
