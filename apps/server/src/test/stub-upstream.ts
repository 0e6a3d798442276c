/**
 * A loopback stand-in for one upstream host, for the few tests that must see exactly what pxv sends
 * or make upstream misbehave in a precise way (the sandbox is used everywhere else). It records
 * every request and answers with the handler the test gives.
 */
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

export interface StubUpstream {
  readonly url: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

export type StubHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  recorded: RecordedRequest,
) => unknown;

export async function startStubUpstream(handler: StubHandler): Promise<StubUpstream> {
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => {
    done(null, body);
  });
  const requests: RecordedRequest[] = [];
  app.all("/*", (request, reply) => {
    const url = new URL(request.url, "http://stub.invalid");
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: typeof request.body === "string" ? request.body : "",
    };
    requests.push(recorded);
    return handler(request, reply, recorded);
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => app.close() };
}
