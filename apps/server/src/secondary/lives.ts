/**
 * pixiv Sketch lives for the web app: `GET /api/sketch/lives/{id}.json` (a live's detail) and
 * `GET /api/sketch/lives/{id}/logs.json` (its chat log), fetched from sketch.pixiv.net, answered in
 * sketch's own shape (`{data}` or `{errors:[{message}]}` with its status). Details are cached a
 * minute like the live list; chat logs are never cached.
 */
import type { FastifyInstance } from "fastify";
import { request } from "undici";
import { API_TIMEOUT_MS, CACHE_TTL_SECONDS } from "@pxv/pixiv";
import { sendCacheAnswer, type ProducedResponse, type ResponseCache } from "../cache/response-cache.js";
import { HttpError, UpstreamError, readUpstreamBody } from "../upstream/errors.js";

/** Live ids are long decimal strings (PIXIV.md §8: `live.id` is a string). */
const LIVE_ID = /^\d{1,20}$/;

async function fetchSketch(base: string, path: string): Promise<ProducedResponse> {
  let response;
  try {
    response = await request(`${base}${path}`, {
      headers: { accept: "application/json", referer: "https://sketch.pixiv.net/" },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    throw new UpstreamError("sketch", (error as Error).message);
  }
  const body = await readUpstreamBody("sketch", () => response.body.text());
  try {
    JSON.parse(body);
  } catch {
    throw new UpstreamError("sketch", `answered ${response.statusCode} with a body that is not JSON`);
  }
  return { statusCode: response.statusCode, contentType: "application/json; charset=utf-8", body };
}

function liveId(raw: string | undefined): string {
  if (raw === undefined || !LIVE_ID.test(raw)) {
    throw new HttpError(400, "invalid_parameter", 'Invalid path parameter "id": must be a live id (digits)', {
      parameter: "id",
    });
  }
  return raw;
}

export function registerLives(app: FastifyInstance, cache: ResponseCache, sketchBase: string): void {
  app.get("/api/sketch/lives/:file", async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const id = liveId(/^(.*)\.json$/.exec(file)?.[1]);
    const answer = await cache.answer(`sketch:live:${id}`, CACHE_TTL_SECONDS.liveList, () =>
      fetchSketch(sketchBase, `/api/lives/${id}.json`),
    );
    return sendCacheAnswer(reply, answer);
  });

  app.get("/api/sketch/lives/:id/logs.json", async (request, reply) => {
    const id = liveId((request.params as { id: string }).id);
    const answer = await fetchSketch(sketchBase, `/api/lives/${id}/logs.json`);
    return reply
      .code(answer.statusCode)
      .type(answer.contentType)
      .header("cache-control", "no-store")
      .send(answer.body);
  });
}
