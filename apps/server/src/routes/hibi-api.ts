/**
 * The HibiAPI-compatible API, `GET /api/pixiv/<name>`: each name maps onto one app API call with
 * HibiAPI's parameters and defaults, and answers with pixiv's raw JSON body and status, so any
 * HibiAPI client (the pxv web app among them) can use it. Answered with the server's account.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { isIllustRankMode, parseRankDate } from "@pxv/pixiv";
import type { AppApiClient } from "../upstream/app-api-client.js";
import { idParam, offsetOf, pageParam, parseQuery, sizeParam } from "./query.js";

const rankModeParam = z
  .string()
  .refine(isIllustRankMode, "is not one of pixiv's illust ranking modes")
  .default("week");

const rankDateParam = z
  .string()
  .transform((value, context) => {
    const date = parseRankDate(value);
    if (date === null) {
      context.addIssue({ code: "custom", message: "must be a date written YYYY-MM-DD or YYYYMMDD" });
      return z.NEVER;
    }
    return date;
  })
  .optional();

/** The caller's first language, lower-cased, as HibiAPI forwards it (wire format §7). */
function languageOf(request: FastifyRequest): string | undefined {
  return request.headers["accept-language"]?.split(",")[0]?.split(";")[0]?.trim().toLowerCase() || undefined;
}

export function registerHibiApiRoutes(app: FastifyInstance, appApi: AppApiClient): void {
  app.get("/api/pixiv/rank", async (request, reply) => {
    const query = parseQuery(
      { mode: rankModeParam, date: rankDateParam, page: pageParam, size: sizeParam },
      request.query,
    );
    const upstream = await appApi.get(
      "v1/illust/ranking",
      { mode: query.mode, date: query.date, offset: offsetOf(query.page, query.size) || undefined },
      languageOf(request),
    );
    return reply.code(upstream.statusCode).send(upstream.body);
  });

  app.get("/api/pixiv/illust", async (request, reply) => {
    const query = parseQuery({ id: idParam }, request.query);
    const upstream = await appApi.get("v1/illust/detail", { illust_id: query.id }, languageOf(request));
    return reply.code(upstream.statusCode).send(upstream.body);
  });
}
