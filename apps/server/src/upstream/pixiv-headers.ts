/**
 * The headers pixiv's app and OAuth hosts expect from an app (PIXIV.md §1.2, §1.3). pxv presents
 * itself the way HibiAPI does (iOS app headers); `X-Client-Time`/`X-Client-Hash` go on every
 * request, which pixiv accepts and its token endpoint requires.
 */
import { createHash } from "node:crypto";
import { CLIENT_HASH_SECRET } from "@pxv/pixiv";

export const APP_HEADERS = {
  "app-os": "ios",
  "app-os-version": "14.6",
  "user-agent": "PixivIOSApp/7.13.3 (iOS 14.6; iPhone13,2)",
} as const;

/** `X-Client-Time` (UTC, `+00:00`) and its `X-Client-Hash = md5(time + salt)`. */
export function clientHashHeaders(now: Date = new Date()): Record<string, string> {
  const time = `${now.toISOString().slice(0, 19)}+00:00`;
  const hash = createHash("md5")
    .update(time + CLIENT_HASH_SECRET)
    .digest("hex");
  return { "x-client-time": time, "x-client-hash": hash };
}
