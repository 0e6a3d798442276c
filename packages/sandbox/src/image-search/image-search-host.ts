/**
 * The emulated image search service (SauceNAO) as a Fastify instance:
 *   POST /search.php[?numres=<1–100>&minsim=<0–100>]  multipart, the picture in field `file`
 * answers SauceNAO's JSON (`output_type=2`; `api_key`, `db`, `output_type` are accepted and
 * ignored): the catalogue works whose pictures look like the upload (see colour-index.ts), most
 * similar first, each with its pixiv id, title, member, page URL and a thumbnail on i.pximg.net.
 * An upload that is not an image, a missing file or a non-multipart body is a 400 with SauceNAO's
 * error header (`status` < 0, `message`); a file over UPLOAD_LIMIT_BYTES is a 413.
 */
import multipart from "@fastify/multipart";
import {
  I_PXIMG_ORIGIN,
  SAUCENAO_PIXIV_INDEX,
  type ImageSearchBody,
  type ImageSearchResult,
} from "@pxv/pixiv";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import type { Catalogue } from "../catalogue/catalogue.js";
import { sauceNaoFaultBodies } from "../control/fault-bodies.js";
import { faultInjection } from "../control/fault-plugin.js";
import type { FaultStore } from "../control/fault-store.js";
import { masterPath, sizedPath } from "../pximg-paths.js";
import { meanColour, type ColourIndex, type PageMatch } from "./colour-index.js";

export const UPLOAD_LIMIT_BYTES = 15 * 1024 * 1024;
const DEFAULT_RESULTS = 8;
const DEFAULT_MINIMUM_SIMILARITY = 40;

export interface ImageSearchHostOptions {
  readonly catalogue: Catalogue;
  readonly index: ColourIndex;
  readonly faults: FaultStore;
  readonly logger: boolean;
}

function failure(reply: FastifyReply, httpStatus: number, status: number, message: string): FastifyReply {
  return reply.code(httpStatus).send({ header: { status, message } } satisfies ImageSearchBody);
}

function numberParameter(value: unknown, fallback: number, min: number, max: number): number {
  const number = typeof value === "string" && value !== "" ? Number(value) : fallback;
  return Number.isFinite(number) ? Math.min(max, Math.max(min, number)) : fallback;
}

function resultOf(catalogue: Catalogue, match: PageMatch): ImageSearchResult {
  const { work, page } = match;
  const member = catalogue.poster(work);
  const extension = work.type === "ugoira" ? "jpg" : work.originalExtension;
  return {
    header: {
      similarity: match.similarity.toFixed(2),
      thumbnail: `${I_PXIMG_ORIGIN}/${sizedPath("250x250_80_a2", masterPath(work, page, "square1200"))}`,
      index_id: SAUCENAO_PIXIV_INDEX,
      index_name: `Index #${SAUCENAO_PIXIV_INDEX}: Pixiv Images - ${work.id}_p${page}.${extension}`,
      dupes: 0,
      hidden: 0,
    },
    data: {
      ext_urls: [`https://www.pixiv.net/member_illust.php?mode=medium&illust_id=${work.id}`],
      title: work.title,
      pixiv_id: work.id,
      member_name: member.name,
      member_id: member.id,
    },
  };
}

export function createImageSearchHost(options: ImageSearchHostOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger });
  void app.register(faultInjection, {
    faults: options.faults,
    host: "imageSearch",
    responder: sauceNaoFaultBodies,
  });
  void app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 20 } });

  app.post("/search.php", async (request, reply) => {
    if (!request.isMultipart()) return failure(reply, 400, -1, "No file or url specified.");
    const query = request.query as Record<string, unknown>;
    const limit = Math.round(numberParameter(query["numres"], DEFAULT_RESULTS, 1, 100));
    const minimum = numberParameter(query["minsim"], DEFAULT_MINIMUM_SIMILARITY, 0, 100);

    let bytes: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === "file" && bytes === null) bytes = await part.toBuffer();
      }
    } catch (error) {
      if (error instanceof Error && "code" in error && error.code === "FST_REQ_FILE_TOO_LARGE") {
        return failure(reply, 413, -4, "The file you uploaded was too large.");
      }
      throw error;
    }
    if (bytes === null || bytes.length === 0) return failure(reply, 400, -1, "No file or url specified.");

    let colour;
    try {
      colour = await meanColour(bytes);
    } catch {
      return failure(
        reply,
        400,
        -3,
        "Specified file does not seem to be an image, or is not a supported type.",
      );
    }
    const matches = await options.index.search(colour, limit, minimum);
    const body: ImageSearchBody = {
      header: {
        user_id: "0",
        account_type: "0",
        short_limit: "4",
        long_limit: "100",
        long_remaining: 99,
        short_remaining: 3,
        status: 0,
        results_requested: limit,
        index: {
          [String(SAUCENAO_PIXIV_INDEX)]: {
            status: 0,
            parent_id: SAUCENAO_PIXIV_INDEX,
            id: SAUCENAO_PIXIV_INDEX,
            results: limit,
          },
        },
        search_depth: "128",
        minimum_similarity: minimum,
        results_returned: matches.length,
      },
      results: matches.map((match) => resultOf(options.catalogue, match)),
    };
    return reply.send(body);
  });

  app.setNotFoundHandler((_request, reply) => failure(reply, 404, -1, "Not found."));
  return app;
}
