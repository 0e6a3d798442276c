/**
 * The image proxy's side towards the image hosts (image-proxy.ts is the side towards the browser):
 * each host's base parsed once, keep-alive connection pools per protocol, one request sent and
 * resent when the kept-alive connection it went out on had just been closed, and same-host redirects
 * followed to the answer that is not one — its head within the first-byte deadline
 * (image-proxy-pace.ts). Upstream requests go through node:http's own client (native HTTP parser)
 * with headers as flat lists and paths as they are: see image-proxy.ts on why the hot path is lean.
 */
import {
  Agent as HttpAgent,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
} from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { Socket } from "node:net";
import { urlToHttpOptions } from "node:url";
import { UpstreamError } from "../../errors.js";

const MAX_REDIRECTS = 3;
/** Upstream connections per image host; browsers open ~6 per page, a few pages at once. */
const UPSTREAM_CONNECTIONS = 64;
/** Errors of a kept-alive connection the host closed just as it was reused: worth sending again. */
const STALE_CONNECTION = new Set(["ECONNRESET", "EPIPE"]);

export interface ImageHost {
  /** The proxy path prefix, `/-` or `/~`. */
  readonly prefix: string;
  /** Where the host is reached (the real origin or the sandbox). */
  readonly base: string;
  readonly name: string;
}

/** A host with its base parsed once and its client chosen by protocol. */
export interface ResolvedHost extends ImageHost {
  readonly origin: string;
  /** The base URL's path, ending in `/`: proxied paths go under it. */
  readonly basePath: string;
  /** Where to connect (protocol, hostname and port of the base). */
  readonly address: { readonly protocol: string; readonly hostname: string; readonly port?: number };
  readonly hostHeader: string;
  readonly request: typeof httpRequest;
  readonly agent: HttpAgent;
}

/** An upstream exchange whose status line and headers have arrived. */
export interface Exchange {
  readonly request: ClientRequest;
  readonly response: IncomingMessage;
}

/**
 * Sends one request upstream and resolves at its status line; rejects on any failure before it (a
 * refused or reset connection, a timeout, `deadline` aborting). A request that failed on a kept-alive
 * connection the host had just closed never reached it: it is sent again (each such failure drops
 * that connection from the pool, so this ends, at the latest on a new connection).
 */
function openUpstream(
  host: ResolvedHost,
  path: string,
  method: "GET" | "HEAD",
  headers: readonly string[],
  timeoutMs: number,
  deadline: AbortSignal,
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const attempt = (): void => {
      if (deadline.aborted) {
        reject(deadline.reason as Error);
        return;
      }
      let answered = false;
      const request = host.request({
        ...host.address,
        agent: host.agent,
        path,
        method,
        // A flat [name, value, …] list: Node writes it as is (the host header is in it).
        headers: headers as string[],
      });
      // Only the head is bound by the deadline: once it is in, the body has its pace (relayBody).
      const abandon = (): void => {
        request.destroy(deadline.reason as Error);
      };
      deadline.addEventListener("abort", abandon, { once: true });
      request.once("close", () => {
        deadline.removeEventListener("abort", abandon);
      });
      request.once("response", (response) => {
        answered = true;
        deadline.removeEventListener("abort", abandon);
        resolve({ request, response });
      });
      request.on("error", (error: NodeJS.ErrnoException) => {
        // After the status line a failure shows as the body's early close (see relayBody).
        if (answered) return;
        if (request.reusedSocket && STALE_CONNECTION.has(error.code ?? "")) attempt();
        else reject(error);
      });
      // The connection's idle timer (see keepTimeoutOnReuse): before the status line and between chunks.
      request.once("timeout", () => {
        request.destroy(new Error(`no answer for ${String(timeoutMs / 1000)} s`));
      });
      request.end();
    };
    attempt();
  });
}

/** The host's answer that is not a redirect, and the path that gave it. */
export interface FinalAnswer {
  readonly exchange: Exchange;
  readonly target: string;
}

/**
 * Asks the host for `requested`, following redirects while they stay on the host (at most
 * MAX_REDIRECTS), and resolves at the head of the first answer that is not a redirect; all of it
 * within the pace's first-byte deadline. Throws the UpstreamError pxv answers with otherwise.
 */
export async function openFinalAnswer(
  host: ResolvedHost,
  requested: string,
  method: "GET" | "HEAD",
  headers: readonly string[],
  timeoutMs: number,
  firstByteMs: number,
): Promise<FinalAnswer> {
  const deadline = new AbortController();
  const deadlineTimer = setTimeout(() => {
    deadline.abort(new Error(`no answer within ${String(firstByteMs / 1000)} s`));
  }, firstByteMs);
  let target = requested;
  try {
    for (let redirects = 0; ; redirects++) {
      let exchange: Exchange;
      try {
        exchange = await openUpstream(host, target, method, headers, timeoutMs, deadline.signal);
      } catch (error) {
        throw new UpstreamError(host.name, (error as Error).message);
      }
      const { response } = exchange;
      const statusCode = response.statusCode ?? 502;
      const location = response.headers.location;
      if (statusCode < 300 || statusCode >= 400 || typeof location !== "string") return { exchange, target };
      // Drain the (tiny) redirect body so its connection is reused.
      response.resume();
      const current = `${host.origin}${target}`;
      if (!URL.canParse(location, current)) {
        throw new UpstreamError(host.name, `redirected to an invalid URL: ${location}`);
      }
      const next = new URL(location, current);
      if (next.origin !== host.origin) {
        throw new UpstreamError(host.name, `redirected to ${next.origin}, which this proxy does not fetch`);
      }
      if (redirects >= MAX_REDIRECTS) {
        throw new UpstreamError(host.name, `redirected more than ${String(MAX_REDIRECTS)} times`);
      }
      target = `${next.pathname}${next.search}`;
    }
  } finally {
    clearTimeout(deadlineTimer);
  }
}

/**
 * Node arms an upstream connection's idle timer with the agent's `timeout` when the connection opens,
 * and shortens it to a host's Keep-Alive hint while the connection waits in the pool, but does not
 * arm it again when the connection is reused (not even for a request's own `timeout` equal to the
 * agent's): this puts the full timeout back for every request on a reused connection.
 */
function keepTimeoutOnReuse(agent: HttpAgent, timeoutMs: number): void {
  const reuse = agent.reuseSocket.bind(agent);
  agent.reuseSocket = (socket, request) => {
    reuse(socket, request);
    if (socket instanceof Socket && socket.timeout !== timeoutMs) socket.setTimeout(timeoutMs);
  };
}

/** The connection pools of the image hosts, by protocol. */
export interface ImageAgents {
  readonly http: HttpAgent;
  readonly https: HttpsAgent;
  destroy(): void;
}

/**
 * Keep-alive pools whose connections fail after `timeoutMs` of silence, on every request; idle
 * kept-alive connections close after the same time (sooner when the host announces less). `ca`
 * adds certificate authorities for https hosts (tests).
 */
export function createImageAgents(timeoutMs: number, ca?: string): ImageAgents {
  const options = {
    keepAlive: true,
    maxSockets: UPSTREAM_CONNECTIONS,
    maxFreeSockets: UPSTREAM_CONNECTIONS,
    timeout: timeoutMs,
  };
  const http = new HttpAgent(options);
  const https = new HttpsAgent({ ...options, ...(ca ? { ca } : {}) });
  keepTimeoutOnReuse(http, timeoutMs);
  keepTimeoutOnReuse(https, timeoutMs);
  return {
    http,
    https,
    destroy() {
      http.destroy();
      https.destroy();
    },
  };
}

/** `host` with its base parsed once and its client and pool chosen by protocol. */
export function resolveImageHost(host: ImageHost, agents: ImageAgents): ResolvedHost {
  const baseUrl = new URL(host.base);
  const https = baseUrl.protocol === "https:";
  const { protocol, hostname, port } = urlToHttpOptions(baseUrl);
  return {
    ...host,
    origin: baseUrl.origin,
    basePath: baseUrl.pathname.endsWith("/") ? baseUrl.pathname : `${baseUrl.pathname}/`,
    address: {
      protocol: protocol ?? "http:",
      hostname: hostname ?? "",
      ...(port ? { port: Number(port) } : {}),
    },
    hostHeader: baseUrl.host,
    request: https ? httpsRequest : httpRequest,
    agent: https ? agents.https : agents.http,
  };
}
