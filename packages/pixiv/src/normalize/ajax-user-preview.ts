/**
 * A user of pixiv's web lists → UserPreview (PRODUCT.md §3 User preview): the account's followed users
 * (`/ajax/user/{id}/following`) and Recomm4U's users (`/ajax/discovery/users`), each with the
 * thumbnails of a few works. The web gives no pixiv ID (`account` is empty) and square thumbnails,
 * from which the medium picture is rebuilt; image URLs are rewritten for the browser.
 */
import type { UserPreview } from "../domain/user-preview.js";
import type { AjaxArtworkInfo } from "../wire/ajax.js";
import type { AjaxDiscoveryUsers } from "../wire/ajax-account.js";
import { keepImageUrl, type NormalizeOptions } from "./illust.js";
import { pagesFromThumbnail, xRestrictOf } from "./web-thumb.js";

export interface AjaxUserFields {
  readonly userId: string;
  readonly name: string;
  /** The avatar (`image` or `profileImageUrl`, 50 px). */
  readonly avatar: string;
  readonly isFollowed: boolean;
}

export function normalizeAjaxUserPreview(
  user: AjaxUserFields,
  works: readonly AjaxArtworkInfo[],
  options: NormalizeOptions = {},
): UserPreview {
  const rewrite = options.rewriteImageUrl ?? keepImageUrl;
  return {
    id: Number(user.userId),
    name: user.name,
    account: "",
    avatar: rewrite(user.avatar),
    is_followed: user.isFollowed,
    illusts: works.map((work) => ({
      id: Number(work.id),
      title: work.title,
      src: rewrite(pagesFromThumbnail(work.url).m),
      x_restrict: xRestrictOf(work.xRestrict),
      illust_ai_type: work.aiType,
      width: work.width,
      height: work.height,
    })),
  };
}

/**
 * `/ajax/discovery/users` → its users in pixiv's order, each with the works pixiv picked for them
 * (`recentIllustIds`, found among the thumbnails; when none is, the user's thumbnails, grouped by
 * `userId` as the reference viewer reads them). A user without details is left out.
 */
export function normalizeAjaxDiscoveryUsers(
  body: AjaxDiscoveryUsers,
  options: NormalizeOptions = {},
): UserPreview[] {
  const users = new Map(body.users.map((user) => [user.userId, user]));
  const works = new Map(body.thumbnails.illust.map((work) => [work.id, work]));
  return body.recommendedUsers.flatMap((entry) => {
    const user = users.get(entry.userId);
    if (user === undefined) return [];
    const listed = entry.recentIllustIds.flatMap((id) => works.get(id) ?? []);
    const picked =
      listed.length > 0 ? listed : body.thumbnails.illust.filter((work) => work.userId === user.userId);
    return [
      normalizeAjaxUserPreview(
        { userId: user.userId, name: user.name, avatar: user.image, isFollowed: user.isFollowed },
        picked,
        options,
      ),
    ];
  });
}
