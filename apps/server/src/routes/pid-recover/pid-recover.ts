/**
 * `GET /api/pid-recover/{id}` (PRODUCT.md §B2.6): finds a work deleted from pixiv on the image
 * boorus. Danbooru (`pixiv:<id>`), Gelbooru (`pixiv_id:<id>`) and Yande.re (`pixiv:<id>`) are asked
 * in parallel, each with the usual upstream timeout; any of them may fail or answer nonsense without
 * failing the others. The answer is `[{source, tags, createDate, fileUrl, sampleUrl}]`, one entry per
 * distinct file (the same picture on several boorus appears once, first booru wins), or 404 when none
 * knows the id, or 502 when every booru failed.
 *
 * Caching: a found answer is kept PID_RECOVER_TTL_SECONDS (a day: booru posts rarely change, and a
 * deleted work does not come back) with stale-if-error from the shared response cache; a 404 is kept
 * PID_RECOVER_NOT_FOUND_TTL_SECONDS (an hour: PRODUCT.md gives no figure, and a booru may post the work
 * any time, so "not found" is kept much shorter than a find). When any booru failed, a "not found"
 * is not kept at all: the failed one may know the work.
 */
import type { FastifyInstance } from "fastify";
import { request } from "undici";
import { z } from "zod";
import {
  API_TIMEOUT_MS,
  danbooruPostsBodySchema,
  gelbooruBodySchema,
  isRecoverableWorkId,
  pidRecoverBodySchema,
  yanderePostsBodySchema,
} from "@pxv/pixiv";
import {
  sendCacheAnswer,
  type ProducedResponse,
  type ResponseCache,
} from "../../infrastructure/stores/response-cache.js";
import { refused } from "../../route-schema/answers.js";
import { UpstreamError } from "../../errors.js";

/** How long a found answer is kept (see the module comment). */
export const PID_RECOVER_TTL_SECONDS = 86_400;
/** How long "no booru knows this id" is kept (see the module comment). */
export const PID_RECOVER_NOT_FOUND_TTL_SECONDS = 3600;

export interface BooruBases {
  readonly danbooru: string;
  readonly gelbooru: string;
  readonly yandere: string;
}

export interface RecoveredWork {
  readonly source: string;
  readonly tags: string[];
  /** ISO 8601 (UTC) of the booru post. */
  readonly createDate: string;
  readonly fileUrl: string;
  readonly sampleUrl: string;
}

const tagsOf = (text: string): string[] => text.split(" ").filter((tag) => tag !== "");
const isoDate = (date: Date): string => (Number.isNaN(date.getTime()) ? "" : date.toISOString());

interface BooruSearch {
  readonly name: string;
  readonly path: (id: string) => string;
  readonly read: (body: unknown) => RecoveredWork[];
}

const SEARCHES: Readonly<Record<keyof BooruBases, BooruSearch>> = {
  danbooru: {
    name: "danbooru",
    path: (id) => `/posts.json?tags=${encodeURIComponent(`pixiv:${id}`)}`,
    read: (body) =>
      parse(danbooruPostsBodySchema, body).flatMap((post) =>
        post.file_url === undefined
          ? []
          : [
              {
                source: post.source,
                tags: tagsOf(post.tag_string),
                createDate: isoDate(new Date(post.created_at)),
                fileUrl: post.file_url,
                sampleUrl: post.large_file_url ?? post.file_url,
              },
            ],
      ),
  },
  gelbooru: {
    name: "gelbooru",
    path: (id) => `/index.php?page=dapi&s=post&q=index&json=1&tags=${encodeURIComponent(`pixiv_id:${id}`)}`,
    read: (body) =>
      (parse(gelbooruBodySchema, body).post ?? []).map((post) => ({
        source: post.source,
        tags: tagsOf(post.tags),
        createDate: isoDate(new Date(post.created_at)),
        fileUrl: post.file_url,
        sampleUrl: post.sample_url === "" ? post.file_url : post.sample_url,
      })),
  },
  yandere: {
    name: "yandere",
    path: (id) => `/post.json?tags=${encodeURIComponent(`pixiv:${id}`)}`,
    read: (body) =>
      parse(yanderePostsBodySchema, body).map((post) => ({
        source: post.source,
        tags: tagsOf(post.tags),
        createDate: isoDate(new Date(post.created_at * 1000)),
        fileUrl: post.file_url,
        sampleUrl: post.sample_url,
      })),
  },
};

function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error("answered a body of an unexpected shape");
  return result.data;
}

/** The file a URL names: boorus name files by their MD5, so the same picture shares it. */
export function fileKey(url: string): string {
  return /[0-9a-f]{32}/i.exec(url)?.[0]?.toLowerCase() ?? url;
}

async function searchBooru(base: string, search: BooruSearch, id: string): Promise<RecoveredWork[]> {
  const response = await request(`${base}${search.path(id)}`, {
    headers: { accept: "application/json", "user-agent": "pxv (pid-recover)" },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (response.statusCode !== 200) {
    await response.body.dump();
    throw new Error(`answered ${response.statusCode}`);
  }
  return search.read(await response.body.json());
}

export interface RecoveryResult {
  readonly works: RecoveredWork[];
  /** How many boorus failed (0 when every one answered). */
  readonly failures: number;
}

/** The works the boorus know for `id`, deduplicated by file; null when every booru failed. */
export async function recoverWork(
  bases: BooruBases,
  id: string,
  onFailure: (booru: string, reason: string) => void = () => undefined,
): Promise<RecoveryResult | null> {
  const names = Object.keys(SEARCHES) as (keyof BooruBases)[];
  const results = await Promise.allSettled(names.map((name) => searchBooru(bases[name], SEARCHES[name], id)));
  const seen = new Set<string>();
  const works: RecoveredWork[] = [];
  let failures = 0;
  results.forEach((result, index) => {
    if (result.status === "rejected") {
      failures += 1;
      onFailure(names[index] ?? "", (result.reason as Error).message);
      return;
    }
    for (const work of result.value) {
      const key = fileKey(work.fileUrl);
      if (seen.has(key)) continue;
      seen.add(key);
      works.push(work);
    }
  });
  return failures === names.length ? null : { works, failures };
}

const workPath = z.object({
  id: z
    .string()
    .refine(isRecoverableWorkId, "must be a work id of 8+ digits")
    .meta({ pattern: "^\\d{8,12}$" }),
});

export function registerPidRecover(app: FastifyInstance, cache: ResponseCache, bases: BooruBases): void {
  const schema = {
    tags: ["pid-recover"],
    summary: "A work deleted from pixiv, found on Danbooru, Gelbooru and Yande.re.",
    description:
      `One entry per distinct file. Found: kept ${String(PID_RECOVER_TTL_SECONDS)} s; not found: kept ` +
      `${String(PID_RECOVER_NOT_FOUND_TTL_SECONDS)} s (not at all when a booru failed).`,
    params: workPath,
    answers: {
      "200": { description: "[{source, tags, createDate, fileUrl, sampleUrl}]", body: pidRecoverBodySchema },
      "400": refused("Not a work id of 8+ digits."),
      "404": { description: "No booru knows the work.", body: z.object({ error: z.string() }) },
      "502": refused("Every booru failed."),
    },
  };
  app.get("/api/pid-recover/:id", { schema }, async (request, reply) => {
    const { id } = request.params as z.output<typeof workPath>;
    const answer = await cache.answer(
      `pid-recover:${id}`,
      PID_RECOVER_TTL_SECONDS,
      async (): Promise<ProducedResponse> => {
        const result = await recoverWork(bases, id, (booru, reason) => {
          request.log.warn({ booru, reason }, "pid-recover: a booru failed");
        });
        if (result === null) throw new UpstreamError("boorus", "Danbooru, Gelbooru and Yande.re all failed");
        const { works, failures } = result;
        if (works.length === 0) {
          return {
            statusCode: 404,
            contentType: "application/json; charset=utf-8",
            body: JSON.stringify({ error: `No booru knows pixiv work ${id}` }),
            ...(failures === 0 ? { cacheSeconds: PID_RECOVER_NOT_FOUND_TTL_SECONDS } : {}),
          };
        }
        return {
          statusCode: 200,
          contentType: "application/json; charset=utf-8",
          body: JSON.stringify(works),
        };
      },
    );
    return sendCacheAnswer(reply, answer);
  });
}
