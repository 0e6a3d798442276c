/**
 * The overall ranking menu as the rank page shows it: RANK_TYPES from @pxv/pixiv in their order,
 * without the entries the content settings do not allow (spec §6: R18 ranks need r18, R18G ranks
 * need r18g). Manga and the other categories get their own menus later.
 */
import { RANK_TYPES, type RankType } from "@pxv/pixiv";
import type { ContentSettings } from "../settings/content-settings";

/** The overall category's sub-types (spec §9 "Overall sub-types"). */
const OVERALL_TYPES = [
  "daily",
  "weekly",
  "monthly",
  "rookie",
  "original",
  "daily_ai",
  "male",
  "female",
  "r18",
  "r18_w",
  "r18_ai",
  "r18_m",
  "r18_f",
  "r18g_w",
] as const satisfies readonly RankType[];

export function isRankTypeAllowed(type: RankType, content: ContentSettings): boolean {
  const entry = RANK_TYPES[type];
  return (!entry.r18 || content.r18) && (!entry.r18g || content.r18g);
}

export function overallRankTypes(content: ContentSettings): RankType[] {
  return OVERALL_TYPES.filter((type) => isRankTypeAllowed(type, content));
}
