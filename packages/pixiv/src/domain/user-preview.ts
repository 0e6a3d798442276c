/**
 * The user preview (PRODUCT.md §3 User preview): a user with a few recent works, as user search, related
 * and recommended users list them. Image URLs are already rewritten for the browser.
 */
import type { XRestrict } from "./artwork.js";

export interface UserPreviewWork {
  readonly id: number;
  readonly title: string;
  /** The medium (540) picture. */
  readonly src: string;
  readonly x_restrict: XRestrict;
  readonly illust_ai_type: number;
  readonly width: number;
  readonly height: number;
}

export interface UserPreview {
  readonly id: number;
  readonly name: string;
  readonly account: string;
  readonly avatar: string;
  readonly is_followed: boolean;
  readonly illusts: readonly UserPreviewWork[];
}
