/**
 * The Comment domain type (PRODUCT.md §3 Comment) for works and novels. `comment` is pixiv's text with
 * `(name)` emoji codes, written by anyone: render it as text only. `img` and `stampUrl` are already
 * rewritten for the browser.
 */
import { PIXIV_UTC_OFFSET_HOURS } from "../constants.js";

export interface Comment {
  readonly id: string;
  readonly userId: number;
  readonly userName: string;
  readonly img: string;
  readonly comment: string;
  /** "YYYY-MM-DD HH:mm" in pixiv's time zone. */
  readonly commentDate: string;
  readonly stampId: string | null;
  readonly stampUrl: string | null;
  readonly replyToUserId: number | null;
  readonly replyToUserName: string | null;
  readonly hasReplies: boolean;
}

export interface CommentPage {
  readonly comments: readonly Comment[];
  readonly hasNext: boolean;
}

/**
 * A comment's date as an instant (ISO 8601 with pixiv's offset), for showing it in the reader's
 * own time zone like every other date; the text as it is when it is not "YYYY-MM-DD HH:mm".
 */
export function commentDateInstant(commentDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(commentDate)) return commentDate;
  const offset = `+${String(PIXIV_UTC_OFFSET_HOURS).padStart(2, "0")}:00`;
  return `${commentDate.replace(" ", "T")}:00${offset}`;
}
