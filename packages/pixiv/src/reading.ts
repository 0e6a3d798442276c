/**
 * Numbers of PRODUCT.md §9 for the reading screens (novel reader, user pages, series, comments), each
 * written once.
 */

/** Comment roots: the first page on a work page, the first page in the popup, later pages. */
export const COMMENT_PAGE_SIZES = { first: 3, popup: 10, later: 30 } as const;
/** Works per page of an author's tag list and of bookmarks by tag (PRODUCT.md §9: 48). */
export const MEMBER_TAG_PAGE_SIZE = 48;
/** Tag chips shown inline on the author list before "more" opens all of them. */
export const MEMBER_TAGS_INLINE = 20;
/** A user comment taller than this (px) starts collapsed. */
export const USER_COMMENT_COLLAPSE_PX = 160;
/** Related novels stop after this page. */
export const RELATED_NOVEL_MAX_PAGES = 2;
/** Novel colour presets (background, text), the first is the default (PRODUCT.md §B7.1). */
export const NOVEL_COLOR_PRESETS = [
  { bg: "#ffffff", color: "#1f1f1f" },
  { bg: "#fafafa", color: "#1f1f1f" },
  { bg: "#1f1f1f", color: "#b7b7b7" },
  { bg: "#e6f1fa", color: "#1f1f1f" },
  { bg: "#fff8eb", color: "#1f1f1f" },
] as const;
/** Text directions: horizontal, vertical, horizontal in columns (PRODUCT.md §3 novel text config). */
export const NOVEL_DIRECTIONS = ["h", "v", "hc"] as const;
export type NovelDirection = (typeof NOVEL_DIRECTIONS)[number];
/**
 * Emoji codes pixiv writes in comment text as `(name)`, and the picture number of each at
 * s.pximg.net/common/images/emoji/{n}.png (the codes the sandbox's comments use).
 */
export const COMMENT_EMOJI: Readonly<Record<string, number>> = {
  normal: 101,
  surprise: 102,
  serious: 103,
  heaven: 104,
  happy: 105,
  excited: 106,
  sing: 107,
  cry: 108,
  heart: 301,
  love: 302,
  star: 303,
  cool: 304,
};

export type CommentPiece =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "emoji"; readonly name: string; readonly id: number };

/** Comment text split into text and `(name)` emoji codes; unknown codes stay text. */
export function splitCommentEmoji(text: string): CommentPiece[] {
  const pieces: CommentPiece[] = [];
  let position = 0;
  for (const match of text.matchAll(/\(([a-z0-9]+)\)/g)) {
    const name = match[1] ?? "";
    const id = COMMENT_EMOJI[name];
    if (id === undefined) continue;
    if (match.index > position) pieces.push({ kind: "text", text: text.slice(position, match.index) });
    pieces.push({ kind: "emoji", name, id });
    position = match.index + match[0].length;
  }
  if (position < text.length) pieces.push({ kind: "text", text: text.slice(position) });
  return pieces;
}
