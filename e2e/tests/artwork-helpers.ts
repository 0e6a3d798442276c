// Shared set-up of the artwork, ugoira and download browser tests: finding sandbox works of a kind
// through the server's API, and starting a page with chosen settings.
import type { APIRequestContext, Page } from "@playwright/test";

interface RawIllust {
  readonly id: number;
  readonly type: string;
  readonly page_count: number;
  readonly title: string;
  readonly user: { readonly id: number; readonly name: string };
  readonly visible?: boolean;
  readonly x_restrict: number;
  readonly illust_ai_type: number;
}

/** The first ranked work of `mode` that matches, looking through up to `pages` ranking pages. */
export async function findRankedWork(
  request: APIRequestContext,
  mode: string,
  matches: (illust: RawIllust) => boolean,
  pages = 10,
): Promise<RawIllust> {
  for (let page = 1; page <= pages; page += 1) {
    const response = await request.get(`/api/pixiv/rank?mode=${mode}&page=${String(page)}`);
    const body = (await response.json()) as { illusts: RawIllust[] };
    const found = body.illusts.find(
      (illust) => illust.x_restrict === 0 && illust.illust_ai_type !== 2 && matches(illust),
    );
    if (found !== undefined) return found;
  }
  throw new Error(`No ${mode} work matched in ${String(pages)} pages`);
}

/** Opens pages with these settings saved (read like any stored settings: the rest keep defaults). */
export async function useSettings(
  page: Page,
  app: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  await page.addInitScript(
    ([appSettings, rest]) => {
      localStorage.setItem(
        "pxv-settings",
        JSON.stringify({ state: { language: "en", ...rest, app: appSettings }, version: 2 }),
      );
    },
    [app, extra] as const,
  );
}
