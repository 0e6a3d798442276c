/**
 * The Member domain type (PRODUCT.md §3 Member): a user's profile as the user page shows it, with the work
 * counts that decide which tabs show. Image URLs are already rewritten for the browser; `comment` is
 * the user's own text (plain on the app API, HTML from the web): sanitize before showing it.
 */
export interface Member {
  readonly id: number;
  readonly account: string;
  readonly name: string;
  readonly comment: string;
  readonly country_code: string;
  readonly region: string;
  readonly avatar: string;
  /** Profile background picture, or null. */
  readonly bgcover: string | null;
  readonly birth: string;
  readonly gender: string;
  readonly is_premium: boolean;
  readonly is_using_custom_profile_image: boolean;
  readonly job: string;
  /** Users this user follows. */
  readonly follow: number;
  /** My pixiv friends. */
  readonly friend: number;
  /** Public illustration bookmarks. */
  readonly bookmarks: number;
  readonly illusts: number;
  readonly mangas: number;
  readonly illust_series: number;
  readonly novels: number;
  readonly novel_series: number;
  readonly twitter_account: string;
  readonly twitter_url: string | null;
  readonly pawoo_url: string | null;
  readonly webpage: string | null;
  readonly is_followed: boolean;
}
