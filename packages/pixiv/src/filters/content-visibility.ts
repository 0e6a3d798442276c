/**
 * The content-visibility rule of PRODUCT.md §4, in one pure function that every list and detail view
 * calls: an item is hidden when its author is blocked, any of its tags is blocked, or its age
 * restriction / AI flag is not enabled in the content settings. Works with artworks and novels
 * alike (anything with an author id, tags, x_restrict and an AI type).
 */
import { ALWAYS_BLOCKED_USER_IDS } from "./block-list.js";
import { isAiWork, type AiCheckable } from "./ai.js";

export interface VisibilityItem extends AiCheckable {
  readonly author: { readonly id: number };
  readonly x_restrict: number;
}

/** What the viewer has chosen to see (PRODUCT.md §3 Content setting) and what it has blocked. */
export interface VisibilityRules {
  readonly r18: boolean;
  readonly r18g: boolean;
  readonly ai: boolean;
  /** Blocked tag names, compared exactly as written (pixiv tags are case-sensitive). */
  readonly blockedTags: ReadonlySet<string>;
  /** Blocked author ids; the always-blocked author is added by `isContentVisible` itself. */
  readonly blockedUserIds: ReadonlySet<number>;
}

/** Why an item is hidden, or null when it is shown. */
export type HiddenReason = "blocked_user" | "blocked_tag" | "r18" | "r18g" | "ai";

export function hiddenReason(item: VisibilityItem, rules: VisibilityRules): HiddenReason | null {
  const authorId = item.author.id;
  if (rules.blockedUserIds.has(authorId) || ALWAYS_BLOCKED_USER_IDS.includes(authorId)) {
    return "blocked_user";
  }
  if (item.tags.some((tag) => rules.blockedTags.has(tag.name))) return "blocked_tag";
  const ai = isAiWork(item);
  if (item.x_restrict === 1 && !rules.r18) return "r18";
  if (item.x_restrict >= 2 && !rules.r18g) return "r18g";
  if (ai && !rules.ai) return "ai";
  return null;
}

/** True when the item may be shown; lists drop the others, detail pages show a notice. */
export function isContentVisible(item: VisibilityItem, rules: VisibilityRules): boolean {
  return hiddenReason(item, rules) === null;
}

/** The rules when nothing is enabled or blocked: the defaults of a new profile. */
export const DEFAULT_VISIBILITY_RULES: VisibilityRules = {
  r18: false,
  r18g: false,
  ai: false,
  blockedTags: new Set(),
  blockedUserIds: new Set(),
};
