/**
 * `GET /webview/v2/novel?id=&viewer_version=` (PIXIV.md §3.2.3): an HTML page whose script holds
 * `Object.defineProperty(window, 'pixiv', { value: { …, novel: {json}, isOwnWork: …, … } })`. Laid
 * out so that every extractor in the wild works: the novel JSON compact on one line right after
 * `novel: ` (one space) ending with `,`, the next line `isOwnWork: …`, and no `});` inside the
 * value before its real end (the JSON escapes `<`, `>`, `&`, `/` so the text cannot close the script).
 */
import { escapeHtml, I_PXIMG_ORIGIN, type WebviewNovel } from "@pxv/pixiv";
import type { CatalogueNovel } from "../catalogue/novels.js";
import { imageDatePath } from "../catalogue/timeline.js";
import { masterPath } from "../pximg-paths.js";
import { marksOf, type AppApiAnswer, type EndpointRequest } from "./endpoint.js";
import { readPublishedItem } from "./lists.js";
import { parameter } from "./query.js";
import { novelImageUrls } from "./novel-json.js";
import { novelSeriesMembers } from "./series-json.js";

export interface HtmlAnswer {
  readonly status: number;
  readonly html: string;
}

/** JSON safe inside a `<script>`: no `<`, `>`, `&`, `/` or line separators left unescaped. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&/\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

function seriesNavigation(request: EndpointRequest, novel: CatalogueNovel): WebviewNovel["seriesNavigation"] {
  const spec = novel.seriesMembership?.spec;
  if (spec === undefined) return null;
  const members = novelSeriesMembers(request, spec);
  const index = members.findIndex((member) => member.id === novel.id);
  const nav = (member: CatalogueNovel | undefined, order: number) =>
    member === undefined
      ? null
      : {
          id: member.id,
          viewable: true,
          contentOrder: String(order + 1),
          title: member.title,
          coverUrl: novelImageUrls(member).medium,
          viewableMessage: null,
        };
  return { nextNovel: nav(members[index + 1], index + 1), prevNovel: nav(members[index - 1], index - 1) };
}

export function webviewNovelJson(request: EndpointRequest, novel: CatalogueNovel): WebviewNovel {
  const { catalogue } = request.context;
  const illusts = Object.fromEntries(
    novel.embeddedWorkIds.flatMap((id) => {
      const work = catalogue.illust(id);
      if (work === null) return [];
      const poster = catalogue.poster(work);
      return [
        [
          String(id),
          {
            visible: true,
            availableMessage: null,
            illust: {
              title: work.title,
              description: work.caption,
              restrict: 0,
              xRestrict: work.xRestrict,
              sl: work.sanityLevel,
              tags: work.tags.map((tag) => ({ tag: tag.name, userId: String(poster.id) })),
              images: {
                small: null,
                medium: `${I_PXIMG_ORIGIN}/${masterPath(work, 0, "master1200")}`,
                original: null,
              },
            },
            user: { id: String(poster.id), name: poster.name, image: novelImageUrls(novel).square_medium },
            id: String(id),
            page: 1,
          },
        ],
      ];
    }),
  );
  const images = Object.fromEntries(
    novel.uploadedImages.map((image) => {
      const base = `novel-cover-master/img/${imageDatePath(novel.postedAt)}/ci${novel.id}_${image.hex}`;
      return [
        String(image.id),
        {
          novelImageId: String(image.id),
          sl: "2",
          urls: {
            "240mw": `${I_PXIMG_ORIGIN}/c/240x480_80/${base}_master1200.jpg`,
            "480mw": `${I_PXIMG_ORIGIN}/c/480x960/${base}_master1200.jpg`,
            "1200x1200": `${I_PXIMG_ORIGIN}/c/1200x1200/${base}_master1200.jpg`,
            "128x128": `${I_PXIMG_ORIGIN}/c/128x128/${base}_square1200.jpg`,
            original: `${I_PXIMG_ORIGIN}/${base}_master1200.jpg`,
          },
        },
      ];
    }),
  );
  const poster = catalogue.novelPoster(novel);
  return {
    id: String(novel.id),
    title: novel.title,
    seriesId: novel.series === null ? null : String(novel.series.id),
    seriesTitle: novel.series?.title ?? null,
    seriesIsWatched: novel.series === null ? null : false,
    userId: String(poster.id),
    coverUrl: novelImageUrls(novel).large,
    tags: novel.tags.map((tag) => tag.name),
    caption: novel.caption,
    cdate: new Date((novel.postedAt + 9 * 3600) * 1000).toISOString().slice(0, 10),
    rating: {
      like: Math.floor(novel.totalBookmarks * 0.9),
      bookmark: novel.totalBookmarks,
      view: novel.totalView,
    },
    text: novel.text,
    marker: null,
    illusts: Object.keys(illusts).length === 0 ? [] : illusts,
    images: Object.keys(images).length === 0 ? [] : images,
    seriesNavigation: seriesNavigation(request, novel),
    glossaryItems: [],
    replaceableItemIds: [],
    aiType: novel.aiType,
    isOriginal: novel.isOriginal,
  };
}

export function webviewNovelPage(request: EndpointRequest, novel: CatalogueNovel): string {
  const poster = request.context.catalogue.novelPoster(novel);
  const author = {
    userId: String(poster.id),
    userName: poster.name,
    isFollowed: marksOf(request).followed(poster.id),
    isBlocked: false,
    profileImg: novelImageUrls(novel).square_medium,
  };
  const viewerVersion =
    typeof request.query["viewer_version"] === "string" ? request.query["viewer_version"] : "20221031_ai";
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(novel.title)}</title>
</head>
<body>
<div id="root"></div>
<script>
  Object.defineProperty(window, 'pixiv', {
    value: {
      viewerVersion: ${scriptSafeJson(viewerVersion)},
      isV2: true,
      userLang: "ja",
      novel: ${scriptSafeJson(webviewNovelJson(request, novel))},
      isOwnWork: false,
      authorDetails: ${scriptSafeJson(author)},
    },
    writable: false,
  });
</script>
</body>
</html>
`;
}

export function answerWebviewNovel(request: EndpointRequest): HtmlAnswer | AppApiAnswer {
  const found = readPublishedItem(request, "novel", parameter(request.query, "id"), "id");
  if (!("item" in found)) return found;
  return { status: 200, html: webviewNovelPage(request, found.item) };
}
