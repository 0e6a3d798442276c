/**
 * The emulated app API host (app-api.pixiv.net) as a Fastify instance. Routes only translate HTTP
 * to the pure endpoint functions; every failure, including unknown endpoints and Fastify's own
 * errors, leaves in pixiv's error shape. pixiv's request headers (Authorization, App-OS, X-Client-*,
 * Accept-Language, …) are accepted and, for now, ignored.
 */
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { appApiError, endpointNotFound } from "./errors.js";
import {
  answerIllustDetail,
  answerIllustRanking,
  type AppApiAnswer,
  type AppApiContext,
  type QueryParameters,
} from "./illust-endpoints.js";

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

function sendAnswer(reply: FastifyReply, answer: AppApiAnswer): FastifyReply {
  return reply.code(answer.status).type(JSON_CONTENT_TYPE).send(answer.body);
}

export function createAppApiHost(context: AppApiContext, logger: boolean): FastifyInstance {
  const app = Fastify({ logger });
  const query = (raw: unknown): QueryParameters => raw as QueryParameters;

  app.get("/v1/illust/ranking", (request, reply) =>
    sendAnswer(reply, answerIllustRanking(query(request.query), context)),
  );
  app.get("/v1/illust/detail", (request, reply) =>
    sendAnswer(reply, answerIllustDetail(query(request.query), context)),
  );

  app.setNotFoundHandler((_request, reply) => sendAnswer(reply, endpointNotFound()));
  app.setErrorHandler((error, _request, reply) => {
    const status =
      typeof error === "object" &&
      error !== null &&
      "statusCode" in error &&
      typeof error.statusCode === "number"
        ? error.statusCode
        : 500;
    const message = error instanceof Error ? error.message : "";
    return sendAnswer(reply, appApiError(status, { message }));
  });
  return app;
}
