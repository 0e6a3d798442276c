/**
 * Helpers shared by the list endpoints: works and novels by id as list JSON (missing ones skipped),
 * the published work or novel a request names, and the content a signed-in account may see (its x_restrict setting, AI display setting).
 */
import type { AppIllust, AppNovel } from "@pxv/pixiv";
import { isPublished, type Catalogue } from "../catalogue/catalogue.js";
import type { CatalogueNovel } from "../catalogue/novels.js";
import type { CatalogueWork } from "../catalogue/works.js";
import { marksOf, type AppApiAnswer, type EndpointRequest } from "./endpoint.js";
import { illustNotFound, invalidParameters, novelNotFound, type ParameterProblems } from "./errors.js";
import { illustJson } from "./illust-json.js";
import { novelJson } from "./novel-json.js";
import { readId } from "./query.js";

/** The published items of `ids` as list JSON, in order (missing or unpublished ones skipped). */
function publishedOf<Item extends { readonly postedAt: number }, Json>(
  request: EndpointRequest,
  ids: readonly number[],
  read: (catalogue: Catalogue, id: number) => Item | null,
  toJson: (catalogue: Catalogue, item: Item, marks: ReturnType<typeof marksOf>) => Json,
): Json[] {
  const { catalogue } = request.context;
  const marks = marksOf(request);
  const now = request.context.now();
  return ids.flatMap((id) => {
    const item = read(catalogue, id);
    return item === null || !isPublished(item, now) ? [] : [toJson(catalogue, item, marks)];
  });
}

/** A work's JSON as the lists show it. */
const illustListJson = (
  catalogue: Catalogue,
  work: CatalogueWork,
  marks: ReturnType<typeof marksOf>,
): AppIllust => illustJson(catalogue, work, "list", marks);

export function illustsOf(request: EndpointRequest, ids: readonly number[]): AppIllust[] {
  return publishedOf(request, ids, (catalogue, id) => catalogue.illust(id), illustListJson);
}

export function novelsOf(request: EndpointRequest, ids: readonly number[]): AppNovel[] {
  return publishedOf(request, ids, (catalogue, id) => catalogue.novel(id), novelJson);
}

/**
 * The published illust or novel whose id `text` gives (the `illust_id` / `novel_id` of a query or
 * a form, or the parameter `name`), or pixiv's answer: 400 for a bad id, 404 when there is none.
 */
export function readPublishedItem(
  request: EndpointRequest,
  kind: "novel",
  text: string | undefined,
  name?: string,
): { item: CatalogueNovel } | AppApiAnswer;
export function readPublishedItem(
  request: EndpointRequest,
  kind: "illust" | "novel",
  text: string | undefined,
  name?: string,
): { item: CatalogueWork | CatalogueNovel } | AppApiAnswer;
export function readPublishedItem(
  request: EndpointRequest,
  kind: "illust" | "novel",
  text: string | undefined,
  name = `${kind}_id`,
): { item: CatalogueWork | CatalogueNovel } | AppApiAnswer {
  const problems: ParameterProblems = {};
  const id = readId({ [name]: text }, name, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const { catalogue } = request.context;
  const item = kind === "illust" ? catalogue.illust(id) : catalogue.novel(id);
  if (item === null || !isPublished(item, request.context.now())) {
    return kind === "illust" ? illustNotFound() : novelNotFound();
  }
  return { item };
}

/** Whether the signed-in account's settings let it see this work or novel in discovery lists. */
export function visibleTo(request: EndpointRequest, item: CatalogueWork | CatalogueNovel): boolean {
  if (item.xRestrict > request.viewer.xRestrict) return false;
  return item.aiType !== 2 || request.context.states.showAi(request.viewer.id);
}

export const nowSeconds = (request: EndpointRequest): number =>
  Math.floor(request.context.now().getTime() / 1000);

/** Search's "now", rounded to the minute so that a search's memo key holds for a while. */
export const searchNow = (request: EndpointRequest): number => Math.floor(nowSeconds(request) / 60) * 60;
