// Shared steps of the search, spotlight and live browser tests: saved settings, and a word the
// sandbox's catalogue has works for (its trending tags).
import type { APIRequestContext, Page } from "@playwright/test";

/** Opens pages with these settings saved (English; the rest keep their defaults). */
export async function withSettings(
  page: Page,
  app: Record<string, unknown> = {},
  content: Record<string, boolean> = {},
): Promise<void> {
  await page.addInitScript(
    ([appSettings, contentSettings]) => {
      localStorage.setItem(
        "pxv-settings",
        JSON.stringify({
          state: {
            language: "en",
            app: appSettings,
            content: { r18: false, r18g: false, ai: false, ...contentSettings },
          },
          version: 2,
        }),
      );
    },
    [app, content] as const,
  );
}

/** A trending tag: the catalogue has many works for it. */
export async function trendingTag(request: APIRequestContext, rank = 0): Promise<string> {
  const body = (await (await request.get("/api/pixiv/tags")).json()) as { trend_tags: { tag: string }[] };
  const tag = body.trend_tags[rank]?.tag;
  if (tag === undefined) throw new Error("The sandbox has no trending tags");
  return tag;
}
