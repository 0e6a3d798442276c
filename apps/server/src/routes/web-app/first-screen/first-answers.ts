/**
 * Fetches the answers a page's first screen needs through the server's own API routes (app.inject):
 * the same shared, cached answer the API gives, checked the same way, counted against the same
 * visitor's limits. Only anonymously: nothing of the visitor is passed on but its address (for the
 * limits) and its language (the API's answers depend on it). An answer that is not a 200 JSON, or
 * that is not there within the deadline, is left out: the page then fetches it as before.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { hibiApiRequestUrl, type FirstDataEntry, type FirstRequest } from "@pxv/pixiv";
import { HIBI_API_PREFIX } from "../../../route-schema/route-prefixes.js";

/** How long a page waits for its first answers before it is sent without them. */
export const FIRST_DATA_DEADLINE_MS = 1500;

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** One request through the API route; null for anything but a 200 JSON answer. */
async function fetchOne(
  app: FastifyInstance,
  visitor: FastifyRequest,
  request: FirstRequest,
): Promise<FirstDataEntry | null> {
  const url = hibiApiRequestUrl(request, HIBI_API_PREFIX);
  const language = visitor.headers["accept-language"];
  const response = await app.inject({
    method: "GET",
    url,
    remoteAddress: visitor.ip,
    headers: {
      accept: "application/json",
      ...(language === undefined ? {} : { "accept-language": language }),
    },
  });
  const type = response.headers["content-type"];
  if (response.statusCode !== 200 || typeof type !== "string" || !JSON_TYPE.test(type)) return null;
  if (response.headers["content-encoding"] !== undefined) return null;
  return { url, status: 200, body: response.body };
}

/**
 * The answers to `requests`, in their order (null where there is none), once all are in or the
 * deadline passes; never throws.
 */
export async function fetchFirstAnswers(
  app: FastifyInstance,
  visitor: FastifyRequest,
  requests: readonly FirstRequest[],
  deadlineMs: number = FIRST_DATA_DEADLINE_MS,
): Promise<(FirstDataEntry | null)[]> {
  const answers: (FirstDataEntry | null)[] = requests.map(() => null);
  const all = Promise.all(
    requests.map(async (request, index) => {
      try {
        answers[index] = await fetchOne(app, visitor, request);
      } catch (error) {
        visitor.log.debug({ err: error }, "a first answer failed");
      }
    }),
  );
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, deadlineMs);
  });
  await Promise.race([all, deadline]);
  clearTimeout(timer);
  // Answers that arrive later still fill the shared cache; this page goes without them.
  return [...answers];
}
