/**
 * `GET /readyz`: whether this instance can serve the API now, for load balancers and orchestrators
 * (`/healthz` only says the process answers). Ready means pixiv's app API host (or the sandbox's)
 * answers HTTP at all, and Redis, when one is configured, answers PING. Otherwise a 503 lists the
 * reasons. Nothing is cached: each probe checks afresh, each check bounded by a short timeout.
 */
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { request } from "undici";
import { z } from "zod";

/** A check that takes longer than this counts as a failure. */
export const READINESS_TIMEOUT_MS = 3000;

export interface ReadinessOptions {
  /** The app API's base URL; any HTTP answer from it (even a 404) means it is reachable. */
  readonly appApiBase: string;
  readonly redis: Redis | null;
  readonly timeoutMs?: number;
}

type CheckResult = "ok" | "not configured" | `failed: ${string}`;

async function checkUpstream(base: string, timeoutMs: number): Promise<CheckResult> {
  try {
    const response = await request(base, { method: "HEAD", signal: AbortSignal.timeout(timeoutMs) });
    await response.body.dump();
    return "ok";
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  }
}

async function checkRedis(redis: Redis | null, timeoutMs: number): Promise<CheckResult> {
  if (redis === null) return "not configured";
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer in ${String(timeoutMs)} ms`));
    }, timeoutMs);
  });
  try {
    await Promise.race([redis.ping(), timeout]);
    return "ok";
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  } finally {
    clearTimeout(timer);
  }
}

const readinessBody = z.object({
  status: z.enum(["ready", "not ready"]),
  checks: z.object({ upstream: z.string(), redis: z.string() }),
  reasons: z.array(z.string()),
});

export function registerReadiness(app: FastifyInstance, options: ReadinessOptions): void {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  const schema = {
    tags: ["server"],
    summary: "Readiness: the app API host answers, and Redis (when configured) answers PING.",
    answers: {
      "200": { description: "Ready.", body: readinessBody },
      "503": { description: "Not ready; `reasons` says why.", body: readinessBody },
    },
  };
  app.get("/readyz", { schema }, async (_request, reply) => {
    const [upstream, redis] = await Promise.all([
      checkUpstream(options.appApiBase, timeoutMs),
      checkRedis(options.redis, timeoutMs),
    ]);
    const checks = { upstream, redis };
    const reasons = Object.entries(checks)
      .filter(([, result]) => result.startsWith("failed"))
      .map(([name, result]) => `${name} ${result}`);
    return reply
      .code(reasons.length === 0 ? 200 : 503)
      .header("cache-control", "no-store")
      .send({ status: reasons.length === 0 ? "ready" : "not ready", checks, reasons });
  });
}
