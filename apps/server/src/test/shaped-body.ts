/**
 * Test helper for stand-ins of the app API: one JSON body that every HibiAPI route's schema accepts
 * (the server refuses a 200 of the wrong shape), put together from pixiv's captured answers in
 * packages/pixiv/test-data, with every list empty.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const CAPTURED = join(
  dirname(fileURLToPath(import.meta.url)),
  "../../../../packages/pixiv/test-data/pixiv-captured",
);

/** One of pixiv's captured answers, parsed. */
export function readCaptured(file: string): unknown {
  return JSON.parse(readFileSync(join(CAPTURED, file), "utf8")) as unknown;
}

const part = (file: string) => readCaptured(`${file}.json`);

export function shapedBody(): Record<string, unknown> {
  const lists = ["illusts", "novels", "user_previews", "comments", "tags", "trend_tags", "lives"];
  return {
    ...Object.fromEntries(lists.map((key) => [key, []])),
    spotlight_articles: [],
    illust_series_details: [],
    novel_series_details: [],
    next_url: null,
    search_span_limit: 31_536_000,
    show_ai: true,
    total_comments: 0,
    comment_access_control: 0,
    live_info: null,
    ...(part("app-api.illust_detail") as object),
    ugoira_metadata: part("app-api.ugoira_metadata"),
    user: part("snapshot.userDetail_user"),
    profile: part("snapshot.userDetail_profile"),
    profile_publicity: part("snapshot.userDetail_profile_publicity"),
    workspace: part("snapshot.userDetail_workspace"),
    novel: part("snapshot.novelDetail"),
    illust_series_detail: part("snapshot.illustSeries_illust_series_detail"),
    illust_series_first_illust: null,
    novel_series_detail: part("snapshot.novelSeries_novel_series_detail"),
    novel_series_first_novel: null,
    novel_series_latest_novel: null,
  };
}
