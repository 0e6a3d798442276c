/**
 * Bounded load on loopback: `connections` keep-alive clients each send requests one after another
 * for `seconds` (a cached API answer, a picture through the image proxy, the health check), and
 * every answer that is not 200 — or no answer — is an error.
 */
import { Agent, request } from "node:http";
import { percentile } from "../../bench/lib/stats.js";

export interface LoadResult {
  readonly requests: number;
  readonly errors: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Error answers by status ("network" for none), for the report. */
  readonly errorKinds: Readonly<Record<string, number>>;
}

export function get(agent: Agent, port: number, path: string, timeoutMs = 30_000): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = request({ host: "127.0.0.1", port, path, agent, timeout: timeoutMs }, (answer) => {
      answer.resume();
      answer.on("end", () => {
        resolve(answer.statusCode ?? 0);
      });
      answer.on("error", () => {
        resolve(0);
      });
    });
    outgoing.on("timeout", () => outgoing.destroy());
    outgoing.on("error", () => {
      resolve(0);
    });
    outgoing.end();
  });
}

export async function runLoad(
  port: number,
  paths: readonly string[],
  connections: number,
  seconds: number,
  during?: (elapsedMs: number) => void,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const errorKinds: Record<string, number> = {};
  let errors = 0;
  const started = Date.now();
  const endsAt = started + seconds * 1000;
  const ticker = during
    ? setInterval(() => {
        during(Date.now() - started);
      }, 100)
    : null;
  const client = async (index: number): Promise<void> => {
    for (let turn = index; Date.now() < endsAt; turn++) {
      const sent = performance.now();
      const status = await get(agent, port, paths[turn % paths.length] ?? "/healthz");
      latencies.push(performance.now() - sent);
      if (status !== 200) {
        errors++;
        const kind = status === 0 ? "network" : String(status);
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_unused, index) => client(index)));
  if (ticker) clearInterval(ticker);
  agent.destroy();
  return {
    requests: latencies.length,
    errors,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errorKinds,
  };
}
