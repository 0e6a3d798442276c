/**
 * Finds the catalogue works a picture looks like. Every generated picture is dominated by a
 * background colour chosen by (seed, work, page), so a picture's mean colour is a good signature.
 * A search runs in two steps: every candidate's mean colour is first estimated from its colour key
 * alone (no rendering, microseconds), and only the nearest PRESELECTED candidates are compared
 * exactly, with their signatures rendered once at a tiny size by the image host's own renderer
 * (whole page and centre square, since thumbnails are squares) and memoized.
 *
 * Candidates are the pages the i.pximg.net host has served (`notePicture`, fed by the sandbox), so
 * a picture downloaded from the sandbox is found again, plus the top of the latest day ranking (the
 * home page's works). There are hundreds of millions of ids, so nothing is scanned. A search costs
 * at most PRESELECTED × two tiny renderings (~10 ms each), however many pages were served.
 */
import { latestRankDate } from "@pxv/pixiv";
import sharp from "sharp";
import { isPublished, type Catalogue } from "../catalogue/catalogue.js";
import type { CatalogueWork } from "../catalogue/works.js";
import { orderIPximgPicture } from "../images/picture-orders.js";
import { estimatedMeanColour, renderPicture, type Rgb } from "../images/picture-renderer.js";
import { masterPath, parseImagePath, sizedPath } from "../pximg-paths.js";

export type { Rgb };

export interface PageMatch {
  readonly work: CatalogueWork;
  readonly page: number;
  /** 0–100. */
  readonly similarity: number;
}

export interface ColourIndex {
  /** Remembers the page an i.pximg.net path (no leading slash) shows, as a candidate. */
  notePicture(path: string): void;
  /** Best matches first, at most `limit`, at least `minimum` similar. */
  search(upload: Rgb, limit: number, minimum: number): Promise<PageMatch[]>;
}

/** How many served pages are kept as candidates, newest kept. */
const NOTED_LIMIT = 2048;
/** Signatures kept (a few dozen bytes each). */
const SIGNATURE_LIMIT = 8192;
const RANKING_CANDIDATES = 20;
/**
 * How many candidates nearest by estimated colour are compared exactly. The estimate misses the
 * grid, circle and labels, which shift every picture's mean alike, so the right page is always
 * among the nearest few.
 */
const PRESELECTED = 24;
const SIGNATURE_BOX = "48x48";
/** Similarity lost per unit of RGB distance between mean colours. */
const SIMILARITY_PER_UNIT = 1.6;

/** The mean colour of a picture's pixels (alpha ignored). Throws when the bytes are no image. */
export async function meanColour(bytes: Buffer): Promise<Rgb> {
  const stats = await sharp(bytes, { limitInputPixels: 100_000_000 }).stats();
  const [red, green, blue] = stats.channels;
  if (red === undefined) throw new Error("no colour channels");
  return [red.mean, (green ?? red).mean, (blue ?? red).mean];
}

const distance = (a: Rgb, b: Rgb): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

export function createColourIndex(catalogue: Catalogue, now: () => Date): ColourIndex {
  /** `workId:page` → insertion order (a Set keeps it). */
  const noted = new Set<string>();
  const signatures = new Map<string, Promise<readonly Rgb[]>>();

  const signatureOf = (work: CatalogueWork, page: number): Promise<readonly Rgb[]> => {
    const key = `${work.id}:${page}`;
    let signature = signatures.get(key);
    if (signature === undefined) {
      signature = Promise.all(
        (["master1200", "square1200"] as const).map(async (variant) => {
          const order = orderIPximgPicture(
            catalogue,
            now(),
            sizedPath(SIGNATURE_BOX, masterPath(work, page, variant)),
          );
          if (order === null) return [-999, -999, -999] as const;
          return meanColour(await renderPicture({ ...order.spec, format: "png" }));
        }),
      );
      signature.catch(() => signatures.delete(key));
      signatures.set(key, signature);
      if (signatures.size > SIGNATURE_LIMIT) signatures.delete(signatures.keys().next().value as string);
    }
    return signature;
  };

  /** Served and ranked pages, each with its estimated mean colour. */
  const candidates = (): { work: CatalogueWork; page: number; estimate: Rgb }[] => {
    const keys = new Set(noted);
    const date = latestRankDate(now());
    for (const id of catalogue.ranking("day", date).slice(0, RANKING_CANDIDATES)) keys.add(`${id}:0`);
    return [...keys].flatMap((key) => {
      const [id = 0, page = 0] = key.split(":").map(Number);
      const work = catalogue.illust(id);
      if (work === null || !isPublished(work, now())) return [];
      const order = orderIPximgPicture(catalogue, now(), masterPath(work, page, "master1200"));
      return order === null ? [] : [{ work, page, estimate: estimatedMeanColour(order.spec) }];
    });
  };

  return {
    notePicture: (path) => {
      const request = parseImagePath(path);
      if (request === null || request.kind === "avatar") return;
      const key = `${request.workId}:${request.page ?? 0}`;
      noted.delete(key);
      noted.add(key);
      if (noted.size > NOTED_LIMIT) noted.delete(noted.values().next().value as string);
    },
    search: async (upload, limit, minimum) => {
      const nearest = candidates()
        .sort((a, b) => distance(a.estimate, upload) - distance(b.estimate, upload))
        .slice(0, Math.max(PRESELECTED, limit));
      const scored = await Promise.all(
        nearest.map(async ({ work, page }) => {
          const signature = await signatureOf(work, page);
          const closest = Math.min(...signature.map((rgb) => distance(rgb, upload)));
          const similarity = Math.max(0, 100 - closest * SIMILARITY_PER_UNIT);
          return { work, page, similarity };
        }),
      );
      return scored
        .filter((match) => match.similarity >= minimum)
        .sort((a, b) => b.similarity - a.similarity || a.work.id - b.work.id)
        .slice(0, limit);
    },
  };
}
