/**
 * pixiv Sketch lives for the web app: `GET /api/sketch/lives/{id}.json` (a live's detail) and
 * `GET /api/sketch/lives/{id}/logs.json` (its chat log), fetched from sketch.pixiv.net, answered in
 * sketch's own shape (`{data}` or `{errors:[{message}]}` with its status). Details are cached a
 * minute like the live list; chat logs are never cached.
 */
import type { FastifyInstance } from "fastify";
import { request } from "undici";
import { API_TIMEOUT_MS, CACHE_TTL_SECONDS } from "@pxv/pixiv";
import {
  sendCacheAnswer,
  type ProducedResponse,
  type ResponseCache,
} from "../../infrastructure/stores/response-cache.js";
import { z } from "zod";
import { refused } from "../../route-schema/answers.js";
import { idFileParams } from "../../route-schema/params.js";
import { UpstreamError, readUpstreamBody } from "../../errors.js";

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

const liveJson = idFileParams(/^\d{1,20}\.json$/, "must be a live id (digits), as {id}.json");
const liveLog = z.object({ id: z.string().regex(LIVE_ID, "must be a live id (digits)") });
const sketchAnswers = (what: string) => ({
  "200": { description: `{data}: ${what}`, body: z.looseObject({ data: z.unknown() }) },
  "400": refused("Not a live id."),
  "404": { description: "{errors:[{message}]}", body: z.looseObject({ errors: z.array(z.unknown()) }) },
  "502": refused("Sketch failed."),
});

export function registerLives(app: FastifyInstance, cache: ResponseCache, sketchBase: string): void {
  const detail = {
    tags: ["sketch"],
    summary: "A pixiv Sketch live's detail ({id}.json), in sketch's shape.",
    params: liveJson,
    answers: sketchAnswers("the live"),
  };
  app.get("/api/sketch/lives/:file", { schema: detail }, async (request, reply) => {
    const id = (request.params as z.output<typeof liveJson>).file.slice(0, -".json".length);
    const answer = await cache.answer(`sketch:live:${id}`, CACHE_TTL_SECONDS.liveList, () =>
      fetchSketch(sketchBase, `/api/lives/${id}.json`),
    );
    return sendCacheAnswer(reply, answer);
  });

  const log = {
    tags: ["sketch"],
    summary: "A live's chat log.",
    params: liveLog,
    answers: sketchAnswers("the chat log, […]"),
  };
  app.get("/api/sketch/lives/:id/logs.json", { schema: log }, async (request, reply) => {
    const { id } = request.params as z.output<typeof liveLog>;
    const answer = await fetchSketch(sketchBase, `/api/lives/${id}/logs.json`);
    return reply
      .code(answer.statusCode)
      .type(answer.contentType)
      .header("cache-control", "no-store")
      .send(answer.body);
  });
}
