/**
 * The Comment domain type (spec §3 Comment) for works and novels. `comment` is pixiv's text with
 * `(name)` emoji codes, written by anyone: render it as text only. `img` and `stampUrl` are already
 * rewritten for the browser.
 */
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
