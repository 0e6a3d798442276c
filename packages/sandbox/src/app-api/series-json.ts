/**
 * Illust and novel series as pixiv's app API writes them (PIXIV.md §3.0.7), and their members:
 * the works (or novels) at the series' positions of the poster's progression that exist and are
 * already published, in series order.
 */
import { I_PXIMG_ORIGIN } from "@pxv/pixiv";
import { isPublished } from "../catalogue/catalogue.js";
import { novelExists, type CatalogueNovel } from "../catalogue/novels.js";
import { memberPosition, type SeriesSpec } from "../catalogue/series.js";
import { formatPixivDateTime, imageDatePath } from "../catalogue/timeline.js";
import { workIdAtPosition } from "../catalogue/users.js";
import { workExists, type CatalogueWork } from "../catalogue/works.js";
import { illustSeriesCoverName, illustSeriesCoverPath } from "../pximg-paths.js";
import { marksOf, type EndpointRequest } from "./endpoint.js";
import { userMinJson } from "./illust-json.js";

/** The published works of an illust series, in series order. */
export function illustSeriesMembers(request: EndpointRequest, spec: SeriesSpec): CatalogueWork[] {
  const { catalogue } = request.context;
  const now = request.context.now();
  const members: CatalogueWork[] = [];
  for (let order = 0; order < spec.length; order++) {
    const id = workIdAtPosition(catalogue.seedHash, spec.posterIndex, memberPosition(spec, order));
    if (!workExists(catalogue.seedHash, id)) continue;
    const work = catalogue.illust(id);
    if (work === null || !isPublished(work, now)) break;
    members.push(work);
  }
  return members;
}

/** The published novels of a novel series, in series order. */
export function novelSeriesMembers(request: EndpointRequest, spec: SeriesSpec): CatalogueNovel[] {
  const { catalogue } = request.context;
  const now = request.context.now();
  const members: CatalogueNovel[] = [];
  for (let order = 0; order < spec.length; order++) {
    const id = workIdAtPosition(catalogue.seedHash, spec.posterIndex, memberPosition(spec, order));
    if (!novelExists(catalogue.seedHash, id)) continue;
    const novel = catalogue.novel(id);
    if (novel === null || !isPublished(novel, now)) break;
    members.push(novel);
  }
  return members;
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
