/**
 * How the sync routes refuse, and how their answers are described: a request the schema refuses is a
 * 400 naming where and what (`body.records[3].ciphertext: …`), a body over a route's limit a 413
 * saying which, pxv's own HttpErrors as they are, and any other failure — the database unreachable,
 * stopped or full — a 503 `sync_unavailable` with `Retry-After`, for sync only. The answers' docs
 * (`json`, `behind`, `refusals`) feed /openapi.json.
 */
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from "fastify";
import { z } from "zod";
import { answerFor, clientGone, sendError, HttpError } from "../errors.js";
import { errorBodySchema, refused, type AnswerDoc } from "../route-schema/answers.js";

/** How long a client is asked to wait after the database failed. */
const UNAVAILABLE_RETRY_SECONDS = 30;

/** An answer with a JSON body, for /openapi.json. */
export const json = (description: string, body: z.ZodType): AnswerDoc => ({ description, body });
/** A refusal that carries the space's sequence (409). */
export const behind = (description: string): AnswerDoc => ({
  description,
  body: errorBodySchema.extend({ sequence: z.number().int().describe("The space's sequence") }),
});
/** A pull from before purged tombstones (410): it carries the space's sequence and `purgedThrough`. */
export const resyncRequired = (description: string): AnswerDoc => ({
  description,
  body: errorBodySchema.extend({
    sequence: z.number().int().describe("The space's sequence"),
    purgedThrough: z
      .number()
      .int()
      .describe("The newest sequence of a purged tombstone: a pull from below it must start from 0"),
  }),
});
/** The refusals every route on a space may answer. */
export const refusals = {
  "400": refused("A body, path or query value is wrong; `detail` names it"),
  "401": refused("No `Authorization: Bearer <write token>`"),
  "403": refused("The write token is not this space's"),
  "404": refused("No space with this id (never created, or deleted)"),
  "503": refused("The database did not answer (nothing was changed), or sync is off on this server"),
};

/** `body.records[3].id: id must be …` — where the first problems are, and what they are. */
function validationMessage(issues: FastifySchemaValidationError[], part: string): HttpError {
  const described = issues.slice(0, 3).map((issue) => {
    const path = issue.instancePath
      .split("/")
      .filter((step) => step !== "")
      .map((step) => (/^\d+$/.test(step) ? `[${step}]` : `.${step}`))
      .join("");
    return `${part}${path}: ${issue.message ?? "is not valid"}`;
  });
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : "";
  return new HttpError(400, "invalid_request", `${described.join("; ")}${more}`);
}

/** Fastify's own 4xx (a body it cannot parse, or one over the route's limit). */
function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
}

/** Says which limit a body over it passed. */
function rephrase(answer: HttpError, request: FastifyRequest): HttpError {
  if (answer.reason !== "payload_too_large") return answer;
  return new HttpError(
    413,
    "payload_too_large",
    `The body is over this route's ${request.routeOptions.bodyLimit} bytes: send fewer records per push`,
  );
}

/** Sets the refusals above on the routes' own scope (so no other route is affected). */
export function registerSyncRefusals(scope: FastifyInstance): void {
  scope.setSchemaErrorFormatter((issues, part) => validationMessage(issues, part));
  scope.setErrorHandler((error, request, reply) => {
    if (clientGone(request)) return reply;
    if (error instanceof HttpError || isClientError(error)) {
      return sendError(rephrase(answerFor(error, request), request), request, reply);
    }
    request.log.warn({ err: error }, "sync storage failed");
    reply.header("retry-after", String(UNAVAILABLE_RETRY_SECONDS));
    return sendError(
      new HttpError(
        503,
        "sync_unavailable",
        "Sync storage is unavailable right now; nothing was changed. Try again later.",
      ),
      request,
      reply,
    );
  });
}
