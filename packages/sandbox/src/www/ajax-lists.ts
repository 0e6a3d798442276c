/**
 * The www.pixiv.net lists pxv's web proxy reads without signing in (PRODUCT.md §B2.6):
 *
 *   GET /ajax/illust/discovery?mode=safe|all|r18&max=18         {illusts: [ArtworkInfo]}
 *   GET /touch/ajax_api/ajax_api.php?p&mode=popular_illust      [ {illust_id, illust_title, …} ] (not enveloped)
 *   GET /ajax/user/<id>/illusts/tags?lang&all=1                 [ {tag, cnt, tag_translation} ], most used first
 *   GET /ajax/user/<id>/illusts/tag?tag&offset&limit            {works: [ArtworkInfo], total}
 *   GET /ajax/user/<id>/profile/illusts?ids[]&work_category     {works: {<id>: ArtworkInfo}, extraData}
 *   GET /ajax/search/artworks/<word>?order&mode&p&s_mode&type   {illustManga: {data, total, lastPage}, popular, …}
 *
 * R-18 works show only to a session whose account allows them; anonymous readers see all-ages works.
 */
import { latestRankDate } from "@pxv/pixiv";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SandboxAccount } from "../accounts.js";
import { isPublished } from "../catalogue/catalogue.js";
import { searchWorks, type SearchTarget } from "../catalogue/search.js";
import { tagLanguageOf, translateTag } from "../catalogue/tag-translations.js";
import { formatPixivDateTime } from "../catalogue/timeline.js";
import { userWorkIds } from "../app-api/user-works.js";
import { NATURE_TAGS, TOPIC_TAGS, type TagWord } from "../catalogue/vocabulary.js";
import type { CatalogueWork, WorkType } from "../catalogue/works.js";
import { I_PXIMG_ORIGIN } from "@pxv/pixiv";
import { masterPath, sizedPath } from "../pximg-paths.js";
import type { artworkInfo } from "./ajax-json.js";
import { fail, intParam, JSON_TYPE, ok, single, type Query } from "./ajax-reply.js";
import { userOf, type WwwContext } from "./www-context.js";

export interface AjaxListContext extends WwwContext {
  readonly viewer: (request: FastifyRequest) => SandboxAccount | null;
  readonly infos: (
    account: SandboxAccount | null,
    ids: readonly number[],
  ) => ReturnType<typeof artworkInfo>[];
}

/** Web search pages are 60 long; a search lists at most this many results (20 pages). */
export const WEB_SEARCH_PAGE_SIZE = 60;
export const WEB_SEARCH_RESULT_LIMIT = 1200;
/** The touch API's popular list: 20 works a page, from the latest day ranking. */
export const TOUCH_POPULAR_PAGE_SIZE = 20;
/** A user's works examined for the tag list and the by-tag list. */
const USER_WORKS_SCANNED = 600;
const USER_NOT_FOUND = "ユーザーが見つかりませんでした";
const BOOKMARK_RANGES = [
  { min: null, max: null },
  { min: 10_000, max: null },
  { min: 5_000, max: null },
  { min: 1_000, max: null },
  { min: 500, max: null },
  { min: 300, max: null },
  { min: 100, max: null },
  { min: 50, max: null },
];
const VOCABULARY: ReadonlyMap<string, TagWord> = new Map(
  [...Object.values(NATURE_TAGS), ...TOPIC_TAGS].map((tag) => [tag.name, tag]),
);
const S_MODE_TARGET: Readonly<Record<string, SearchTarget>> = {
  s_tag: "partial_match_for_tags",
  s_tag_full: "exact_match_for_tags",
  s_tc: "title_and_caption",
};
const TYPE_FILTER: Readonly<Record<string, (type: WorkType) => boolean>> = {
  all: () => true,
  illust_and_ugoira: (type) => type !== "manga",
  illust: (type) => type === "illust",
  manga: (type) => type === "manga",
  ugoira: (type) => type === "ugoira",
};

/** The highest x_restrict a reader sees in `mode` (`safe`, `all`, `r18`). */
const maxXRestrictOf = (account: SandboxAccount | null, mode: string | undefined): number =>
  mode === "safe" ? 0 : (account?.xRestrict ?? 0);
const fitsMode = (work: CatalogueWork, account: SandboxAccount | null, mode: string | undefined): boolean =>
  work.xRestrict <= maxXRestrictOf(account, mode) && (mode !== "r18" || work.xRestrict > 0);

/** `ids[]=1&ids[]=2` or `ids=1,2`, as numbers. */
function idsParam(query: Query): number[] {
  const raw = query["ids[]"] ?? query.ids ?? [];
  return (Array.isArray(raw) ? raw : raw.split(",")).filter((text) => /^\d{1,12}$/.test(text)).map(Number);
}

export function registerAjaxListRoutes(app: FastifyInstance, context: AjaxListContext): void {
  const { catalogue, viewer, infos } = context;
  const published = (id: number): CatalogueWork | null => {
    const work = catalogue.illust(id);
    return work !== null && isPublished(work, context.now()) ? work : null;
  };
  const userWorks = (userIndex: number): CatalogueWork[] =>
    userWorkIds(catalogue, userIndex, context.now(), "any", USER_WORKS_SCANNED).flatMap(
      (id) => published(id) ?? [],
    );

  app.get<{ Querystring: Query }>("/ajax/illust/discovery", (request, reply) => {
    const account = viewer(request);
    const mode = single(request.query.mode) ?? "all";
    const max = intParam(request.query.max, 18, 100);
    const ranking = catalogue.ranking(mode === "r18" ? "week_r18" : "week", latestRankDate(context.now()));
    // Discovery changes every hour: a window over the week's ranking that moves with the clock.
    const start = Math.floor(context.now().getTime() / 3_600_000) * 7;
    const ids: number[] = [];
    for (let step = 0; step < ranking.length && ids.length < max; step++) {
      const id = ranking[(start + step) % ranking.length] as number;
      const work = published(id);
      if (work !== null && fitsMode(work, account, mode)) ids.push(id);
    }
    return ok(reply, { illusts: infos(account, ids) });
  });

  app.get<{ Querystring: Query }>("/touch/ajax_api/ajax_api.php", (request, reply) => {
    if (single(request.query.mode) !== "popular_illust") {
      return reply.code(400).type(JSON_TYPE).send({ error: true, message: "Invalid mode" });
    }
    const page = Math.max(1, intParam(request.query.p, 1, 1000));
    const ids = catalogue
      .ranking("day", latestRankDate(context.now()))
      .filter((id) => (published(id)?.xRestrict ?? 1) === 0)
      .slice((page - 1) * TOUCH_POPULAR_PAGE_SIZE, page * TOUCH_POPULAR_PAGE_SIZE);
    const items = ids.flatMap((id) => {
      const work = published(id);
      if (work === null) return [];
      const poster = catalogue.poster(work);
      // The touch API is old PHP: every number is a string.
      return [
        {
          illust_id: String(work.id),
          illust_title: work.title,
          illust_user_id: String(poster.id),
          user_name: poster.name,
          illust_create_date: formatPixivDateTime(work.postedAt).slice(0, 19).replace("T", " "),
          url: `${I_PXIMG_ORIGIN}/${sizedPath("360x360_70", masterPath(work, 0, "square1200"))}`,
          tags: work.tags.map((tag) => tag.name),
          illust_width: String(work.width),
          illust_height: String(work.height),
          illust_page_count: String(work.pageCount),
          illust_x_restrict: String(work.xRestrict),
          illust_ai_type: String(work.aiType),
          illust_type: String({ illust: 0, manga: 1, ugoira: 2 }[work.type]),
          illust_bookmarks_count: String(work.totalBookmarks),
        },
      ];
    });
    return reply.code(200).type(JSON_TYPE).send(items);
  });

  app.get<{ Params: { id: string }; Querystring: Query }>("/ajax/user/:id/illusts/tags", (request, reply) => {
    const user = userOf(context, request.params.id);
    if (user === null) return fail(reply, 404, USER_NOT_FOUND);
    const withR18 = single(request.query.all) === "1";
    const language = tagLanguageOf(single(request.query.lang));
    const counts = new Map<string, { tag: TagWord; cnt: number }>();
    for (const work of userWorks(user.index)) {
      if (work.xRestrict > 0 && !withR18) continue;
      for (const tag of work.tags) {
        const entry = counts.get(tag.name) ?? { tag, cnt: 0 };
        entry.cnt += 1;
        counts.set(tag.name, entry);
      }
    }
    const body = [...counts.values()]
      .sort((a, b) => b.cnt - a.cnt || a.tag.name.localeCompare(b.tag.name))
      .map(({ tag, cnt }) => ({ tag: tag.name, cnt, tag_translation: translateTag(tag, language) ?? "" }));
    return ok(reply, body);
  });

  app.get<{ Params: { id: string }; Querystring: Query }>("/ajax/user/:id/illusts/tag", (request, reply) => {
    const user = userOf(context, request.params.id);
    if (user === null) return fail(reply, 404, USER_NOT_FOUND);
    const tag = single(request.query.tag);
    if (tag === undefined || tag === "") return fail(reply, 400, "Invalid request");
    const offset = intParam(request.query.offset, 0, 100_000);
    const limit = intParam(request.query.limit, 48, 100);
    const account = viewer(request);
    const matching = userWorks(user.index)
      .filter((work) => work.xRestrict <= (account?.xRestrict ?? 0))
      .filter((work) => work.tags.some((each) => each.name === tag || each.translated === tag))
      .map((work) => work.id);
    return ok(reply, {
      works: infos(account, matching.slice(offset, offset + limit)),
      total: matching.length,
    });
  });

  app.get<{ Params: { id: string }; Querystring: Query }>(
    "/ajax/user/:id/profile/illusts",
    (request, reply) => {
      const user = userOf(context, request.params.id);
      if (user === null) return fail(reply, 404, USER_NOT_FOUND);
      const category = single(request.query.work_category) ?? "illustManga";
      const fits =
        TYPE_FILTER[
          category === "illustManga" ? "all" : category === "illust" ? "illust_and_ugoira" : category
        ];
      if (fits === undefined) return fail(reply, 400, "Invalid request");
      const account = viewer(request);
      const ids = idsParam(request.query)
        .slice(0, 100)
        .filter((id) => {
          const work = published(id);
          return work !== null && catalogue.poster(work).id === user.id && fits(work.type);
        });
      const works = Object.fromEntries(infos(account, ids).map((info) => [info.id, info]));
      return ok(reply, {
        works,
        extraData: {
          meta: {
            title: `${user.name} - pixiv`,
            description: `${user.name}のイラスト・マンガ作品一覧`,
            canonical: `https://www.pixiv.net/users/${user.id}`,
            ogp: { type: "website", title: `${user.name} - pixiv` },
          },
        },
      });
    },
  );

  app.get<{ Params: { word: string }; Querystring: Query }>("/ajax/search/artworks/:word", (request, reply) =>
    answerSearch(request, reply),
  );

  function answerSearch(
    request: FastifyRequest<{ Params: { word: string }; Querystring: Query }>,
    reply: FastifyReply,
  ): FastifyReply {
    const { query } = request;
    const word = single(query.word) ?? request.params.word;
    const terms = word.split(/[\s\u3000]+/).filter((term) => term !== "");
    const target = S_MODE_TARGET[single(query.s_mode) ?? "s_tag"];
    const fitsType = TYPE_FILTER[single(query.type) ?? "all"];
    const order = single(query.order) ?? "date_d";
    if (
      terms.length === 0 ||
      target === undefined ||
      fitsType === undefined ||
      !["date", "date_d"].includes(order)
    )
      return fail(reply, 400, "Invalid request");
    const account = viewer(request);
    const mode = single(query.mode) ?? "all";
    const now = Math.floor(context.now().getTime() / 1000);
    const found = searchWorks(
      catalogue,
      {
        terms,
        target,
        ascending: order === "date",
        from: 0,
        until: now + 1,
        showAi: single(query.ai_type) !== "1",
        maxXRestrict: maxXRestrictOf(account, mode),
      },
      WEB_SEARCH_RESULT_LIMIT,
    ).filter((work) => fitsMode(work, account, mode) && fitsType(work.type));
    const page = Math.max(1, intParam(query.p, 1, 1000));
    const pageIds = found
      .slice((page - 1) * WEB_SEARCH_PAGE_SIZE, page * WEB_SEARCH_PAGE_SIZE)
      .map((work) => work.id);
    const popular = [...found].sort((a, b) => b.totalBookmarks - a.totalBookmarks);
    const recentSince = now - 30 * 86_400;
    const related = new Map<string, number>();
    for (const work of found.slice(0, 200))
      for (const tag of work.tags)
        if (!terms.includes(tag.name)) related.set(tag.name, (related.get(tag.name) ?? 0) + 1);
    const translations = Object.fromEntries(
      [...terms, ...related.keys()].flatMap((name) => {
        const tag = VOCABULARY.get(name);
        if (tag === undefined || tag.translated === null) return [];
        return [
          [
            name,
            {
              en: translateTag(tag, "en"),
              ko: translateTag(tag, "ko"),
              zh: translateTag(tag, "zh"),
              zh_tw: translateTag(tag, "zh_tw"),
              romaji: "",
            },
          ],
        ];
      }),
    );
    return ok(reply, {
      illustManga: {
        data: infos(account, pageIds),
        total: found.length,
        lastPage: Math.max(1, Math.ceil(found.length / WEB_SEARCH_PAGE_SIZE)),
        bookmarkRanges: BOOKMARK_RANGES,
      },
      popular: {
        recent: infos(
          account,
          popular
            .filter((work) => work.postedAt >= recentSince)
            .slice(0, 6)
            .map((work) => work.id),
        ),
        permanent: infos(
          account,
          popular.slice(0, 6).map((work) => work.id),
        ),
      },
      relatedTags: [...related]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 20)
        .map(([name]) => name),
      tagTranslation: translations,
      zoneConfig: {},
      extraData: {
        meta: {
          title: `#${word}のイラスト・マンガ作品（${found.length}件） - pixiv`,
          description: `pixiv`,
          canonical: `https://www.pixiv.net/tags/${encodeURIComponent(word)}`,
        },
      },
    });
  }
}
