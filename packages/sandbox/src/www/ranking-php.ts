/**
 * `GET /ranking.php?format=json&mode=&content=&p=&date=` of www.pixiv.net (PIXIV.md §5.2): the web
 * ranking, not enveloped, snake_case, 50 works a page, numeric-looking fields as strings, `prev`/`next`
 * and `next_date` `false` at the ends. Modes are the web's names, mapped onto the app API's rankings.
 */
import {
  addDays,
  I_PXIMG_ORIGIN,
  isIsoDate,
  isRankDateInRange,
  latestRankDate,
  RANK_EARLIEST_DATE,
  type IllustRankMode,
  WEB_RANKING_PAGE_SIZE,
  type WebRankingMode,
} from "@pxv/pixiv";
import type { SandboxAccount } from "../accounts.js";
import { masterPath, sizedPath } from "../pximg-paths.js";
import { avatarUrl } from "./ajax-json.js";
import type { WwwContext } from "./www-context.js";

/** Works per ranking.php page. */
export const RANKING_PHP_PAGE_SIZE = WEB_RANKING_PAGE_SIZE;

const WEB_MODES: Readonly<Record<string, IllustRankMode>> = {
  daily: "day",
  weekly: "week",
  monthly: "month",
  rookie: "week_rookie",
  original: "week_original",
  daily_ai: "day_ai",
  male: "day_male",
  female: "day_female",
  daily_r18: "day_r18",
  weekly_r18: "week_r18",
  daily_r18_ai: "day_r18_ai",
  male_r18: "day_male_r18",
  female_r18: "day_female_r18",
  r18g: "week_r18g",
} satisfies Record<WebRankingMode, IllustRankMode>;
const MANGA_MODES: Readonly<Record<string, IllustRankMode>> = {
  daily: "day_manga",
  weekly: "week_manga",
  monthly: "month_manga",
  rookie: "week_rookie_manga",
  daily_r18: "day_r18_manga",
  weekly_r18: "week_r18_manga",
};
const CONTENTS = ["all", "illust", "ugoira", "manga"] as const;
const ILLUST_TYPE = { illust: "0", manga: "1", ugoira: "2" } as const;

const compact = (date: string): string => date.replaceAll("-", "");

function webDate(text: string | undefined): string | undefined {
  if (text === undefined || !/^\d{8}$/.test(text)) return undefined;
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

const jstLabel = (seconds: number): string => {
  const iso = new Date((seconds + 9 * 3600) * 1000).toISOString();
  return `${iso.slice(0, 4)}年${iso.slice(5, 7)}月${iso.slice(8, 10)}日 ${iso.slice(11, 16)}`;
};

export function answerRankingPhp(
  context: WwwContext,
  query: Readonly<Record<string, string | undefined>>,
  account: SandboxAccount | null,
): { status: number; body: unknown } {
  const invalid = (message: string) => ({ status: 400, body: { error: message } });
  if (query.format !== "json") return invalid("format must be json");
  const modeName = query.mode ?? "daily";
  const content = (CONTENTS as readonly string[]).includes(query.content ?? "all")
    ? (query.content ?? "all")
    : null;
  if (content === null) return invalid("不正なリクエストです");
  const mode = content === "manga" ? MANGA_MODES[modeName] : WEB_MODES[modeName];
  if (mode === undefined) return invalid("不正なランキングタイプです");
  const now = context.now();
  const date = query.date === undefined ? latestRankDate(now) : webDate(query.date);
  if (date === undefined || !isIsoDate(date) || !isRankDateInRange(date, now))
    return invalid("不正な日付です");
  const pageNumber = query.p !== undefined && /^\d+$/.test(query.p) ? Math.max(1, Number(query.p)) : 1;
  const { catalogue, states } = context;
  const ids = catalogue
    .ranking(mode, date)
    .filter((id) => content === "all" || content === "manga" || catalogue.illust(id)?.type === content);
  const start = (pageNumber - 1) * RANKING_PHP_PAGE_SIZE;
  if (start >= ids.length && pageNumber > 1)
    return { status: 404, body: { error: "指定されたページは存在しません" } };
  const yesterday = catalogue.ranking(mode, addDays(date, -1));
  const contents = ids.slice(start, start + RANKING_PHP_PAGE_SIZE).flatMap((id, index) => {
    const work = catalogue.illust(id);
    if (work === null) return [];
    const poster = catalogue.poster(work);
    const yesterdayRank = yesterday.indexOf(id);
    return [
      {
        title: work.title,
        date: jstLabel(work.postedAt),
        tags: work.tags.map((tag) => tag.name),
        url: `${I_PXIMG_ORIGIN}/${sizedPath("480x960", masterPath(work, 0, "master1200"))}`,
        illust_type: ILLUST_TYPE[work.type],
        illust_book_style: String(work.bookStyle),
        illust_page_count: String(work.pageCount),
        user_name: poster.name,
        profile_img: avatarUrl(poster, 50),
        illust_content_type: {
          sexual: work.xRestrict === 1 ? 2 : 0,
          lo: false,
          grotesque: work.xRestrict === 2,
          violent: false,
          homosexual: false,
          drug: false,
          thoughts: false,
          antisocial: false,
          religional: false,
          original: work.isOriginal,
          furry: false,
          bl: false,
          yuri: false,
        },
        illust_series:
          work.series === null
            ? false
            : { illust_series_id: String(work.series.id), illust_series_title: work.series.title },
        illust_id: work.id,
        width: work.width,
        height: work.height,
        user_id: poster.id,
        rank: start + index + 1,
        yes_rank: yesterdayRank < 0 ? 0 : yesterdayRank + 1,
        rating_count: Math.floor(work.totalBookmarks * 0.8),
        view_count: work.totalView,
        illust_upload_timestamp: work.postedAt,
        attr: work.isOriginal ? "original" : "",
        is_bookmarked: account !== null && states.bookmark(account.id, "illust", id) !== undefined,
        bookmarkable: true,
      },
    ];
  });
  const hasNext = start + RANKING_PHP_PAGE_SIZE < ids.length;
  const latest = latestRankDate(now);
  return {
    status: 200,
    body: {
      contents,
      mode: modeName,
      content,
      page: pageNumber,
      prev: pageNumber > 1 ? pageNumber - 1 : false,
      next: hasNext ? pageNumber + 1 : false,
      date: compact(date),
      prev_date: date > RANK_EARLIEST_DATE ? compact(addDays(date, -1)) : false,
      next_date: date < latest ? compact(addDays(date, 1)) : false,
      rank_total: ids.length,
    },
  };
}
