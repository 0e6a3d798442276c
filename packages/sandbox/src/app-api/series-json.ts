/**
 * Illust and novel series as pixiv's app API writes them (PIXIV.md §3.0.7), and their members:
 * the works (or novels) at the series' positions of the poster's progression that exist and are
 * already published, in series order.
 */
import { DEFAULT_PAGE_SIZE, I_PXIMG_ORIGIN } from "@pxv/pixiv";
import { isPublished } from "../catalogue/catalogue.js";
import { novelExists, type CatalogueNovel } from "../catalogue/novels.js";
import { memberPosition, type SeriesSpec } from "../catalogue/series.js";
import { formatPixivDateTime, imageDatePath } from "../catalogue/timeline.js";
import { workIdAtPosition } from "../catalogue/users.js";
import { workExists, type CatalogueWork } from "../catalogue/works.js";
import { illustSeriesCoverName, illustSeriesCoverPath } from "../pximg-paths.js";
import { marksOf, type EndpointRequest } from "./endpoint.js";
import { userMinJson } from "./illust-json.js";

/**
 * The published members of a series, in series order: the ids at its positions that `exists` takes,
 * read by `read`, up to the first one not published yet.
 */
function seriesMembers<Member extends { readonly postedAt: number }>(
  request: EndpointRequest,
  spec: SeriesSpec,
  exists: (seedHash: number, id: number) => boolean,
  read: (id: number) => Member | null,
): Member[] {
  const { seedHash } = request.context.catalogue;
  const now = request.context.now();
  const members: Member[] = [];
  for (let order = 0; order < spec.length; order++) {
    const id = workIdAtPosition(seedHash, spec.posterIndex, memberPosition(spec, order));
    if (!exists(seedHash, id)) continue;
    const member = read(id);
    if (member === null || !isPublished(member, now)) break;
    members.push(member);
  }
  return members;
}

/**
 * The series a request names and one page of its published members from `start`: its detail JSON,
 * every member and the page; null when there is no such series (pixiv answers 404).
 */
export function seriesPage<Detail, Member>(
  request: EndpointRequest,
  kind: "illust" | "novel",
  seriesId: number,
  start: number,
  read: {
    readonly detail: (request: EndpointRequest, spec: SeriesSpec) => Detail | null;
    readonly members: (request: EndpointRequest, spec: SeriesSpec) => Member[];
  },
): { readonly detail: Detail; readonly members: Member[]; readonly page: Member[] } | null {
  const spec = request.context.catalogue.series(kind, seriesId);
  const detail = spec === null ? null : read.detail(request, spec);
  if (spec === null || detail === null) return null;
  const members = read.members(request, spec);
  return { detail, members, page: members.slice(start, start + DEFAULT_PAGE_SIZE) };
}

/** The published works of an illust series, in series order. */
export function illustSeriesMembers(request: EndpointRequest, spec: SeriesSpec): CatalogueWork[] {
  return seriesMembers(request, spec, workExists, (id) => request.context.catalogue.illust(id));
}

/** The published novels of a novel series, in series order. */
export function novelSeriesMembers(request: EndpointRequest, spec: SeriesSpec): CatalogueNovel[] {
  return seriesMembers(request, spec, novelExists, (id) => request.context.catalogue.novel(id));
}

/** `illust_series_detail`, or null when the series has nothing published yet. */
export function illustSeriesDetailJson(request: EndpointRequest, spec: SeriesSpec) {
  const members = illustSeriesMembers(request, spec);
  const first = members[0];
  if (first === undefined) return null;
  const { catalogue } = request.context;
  const name = illustSeriesCoverName(spec.id);
  return {
    id: spec.id,
    title: spec.title,
    caption: spec.caption,
    cover_image_urls: {
      medium: `${I_PXIMG_ORIGIN}/${illustSeriesCoverPath(imageDatePath(first.postedAt), name)}`,
    },
    series_work_count: members.length,
    create_date: formatPixivDateTime(first.postedAt),
    width: first.width,
    height: first.height,
    user: userMinJson(catalogue.poster(first), "detail", marksOf(request)),
    watchlist_added: false,
  };
}

/** `novel_series_detail`, or null when the series has nothing published yet. */
export function novelSeriesDetailJson(request: EndpointRequest, spec: SeriesSpec) {
  const members = novelSeriesMembers(request, spec);
  const first = members[0];
  if (first === undefined) return null;
  const { catalogue } = request.context;
  return {
    id: spec.id,
    title: spec.title,
    caption: spec.caption,
    is_original: first.isOriginal,
    is_concluded: spec.isConcluded,
    content_count: members.length,
    total_character_count: members.reduce((sum, novel) => sum + novel.text.length, 0),
    user: userMinJson(catalogue.novelPoster(first), "detail", marksOf(request)),
    display_text: spec.caption,
    novel_ai_type: first.aiType,
    watchlist_added: false,
  };
}
