/**
 * Which notice of pxv's notices feed (notices.ts) shows today. Apart from the schemas, so the web
 * app can pick a notice from its own server's feed (validated there) without loading zod.
 */
import type { Notice } from "./notices.js";

/** The notice to show today on a platform: the first whose window contains `today` and that targets it. */
export function activeNotice(
  notices: readonly Notice[],
  today: string,
  platforms: readonly string[],
): Notice | null {
  return (
    notices.find(
      (notice) =>
        notice.start <= today &&
        today <= notice.end &&
        (notice.pnt.length === 0 || notice.pnt.some((platform) => platforms.includes(platform))),
    ) ?? null
  );
}
