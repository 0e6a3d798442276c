/**
 * 103 Early Hints for a page: sent as the request arrives, before the page's data is fetched, so the
 * entry's scripts and stylesheet load while the server waits. Only on a GET navigation over HTTP/1.1
 * or later (an HTTP/1.0 client must not be sent a 1xx answer), and only when the setting allows.
 */
import type { FastifyRequest, FastifyReply } from "fastify";

/** Whether the connection may carry a 1xx answer before the final one. */
function acceptsInterimAnswers(request: FastifyRequest): boolean {
  const { httpVersionMajor, httpVersionMinor } = request.raw;
  return httpVersionMajor > 1 || (httpVersionMajor === 1 && httpVersionMinor >= 1);
}

/** Sends one 103 with `links`; a connection that cannot take it is simply not sent one. */
export function sendEarlyHints(request: FastifyRequest, reply: FastifyReply, links: readonly string[]): void {
  if (links.length === 0 || request.method !== "GET" || !acceptsInterimAnswers(request)) return;
  // An injected request (tests, the server's own sub-requests) has no socket to write a 1xx to.
  if (reply.raw.headersSent || reply.raw.socket === null || !("writeEarlyHints" in reply.raw)) return;
  try {
    reply.raw.writeEarlyHints({ link: [...links] });
  } catch (error) {
    request.log.debug({ err: error }, "early hints not sent");
  }
}
