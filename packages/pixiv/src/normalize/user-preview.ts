// App API `user_previews[]` entry → UserPreview (PRODUCT.md §3 User preview), image URLs rewritten.
import type { UserPreview } from "../domain/user-preview.js";
import type { AppIllust } from "../wire/app-api.js";
import { keepImageUrl, normalizeAuthor, type NormalizeOptions } from "./illust.js";

export interface RawUserPreview {
  readonly user: {
    readonly id: number;
    readonly name: string;
    readonly account: string;
    readonly profile_image_urls: { readonly medium: string };
    readonly is_followed?: boolean | undefined;
  };
  readonly illusts: readonly AppIllust[];
}

export function normalizeUserPreview(raw: RawUserPreview, options: NormalizeOptions = {}): UserPreview {
  const rewrite = options.rewriteImageUrl ?? keepImageUrl;
  return {
    ...normalizeAuthor(raw.user, rewrite),
    illusts: raw.illusts.map((illust) => ({
      id: illust.id,
      title: illust.title,
      src: rewrite(illust.image_urls.medium),
      x_restrict: illust.x_restrict,
      illust_ai_type: illust.illust_ai_type ?? 0,
      width: illust.width,
      height: illust.height,
    })),
  };
}
