// /readyz: ready when the app API host answers and Redis (when configured) answers PING; a 503
// with the reasons when either does not, while /healthz still says the process is up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../test/harness.js";
import { freePort, startRedisServer, type RedisProcess } from "../../test/redis-server.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness.close();
});

interface Readiness {
  status: string;
  checks: { upstream: string; redis: string };
  reasons: string[];
}

describe("/readyz", () => {
  it("is ready on the sandbox without Redis", async () => {
    const response = await harness.app.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json<Readiness>()).toEqual({
      status: "ready",
      checks: { upstream: "ok", redis: "not configured" },
      reasons: [],
    });
  });

  it("is a 503 naming the upstream when the app API host cannot be reached", async () => {
    const closedPort = await freePort();
    const cut = await startHarness(
      { appApi: `http://127.0.0.1:${String(closedPort)}` },
      { sandbox: harness.sandbox },
    );
    try {
      const response = await cut.app.inject({ url: "/readyz" });
      expect(response.statusCode).toBe(503);
      const body = response.json<Readiness>();
      expect(body.status).toBe("not ready");
      expect(body.reasons).toEqual([expect.stringMatching(/^upstream failed: /)]);
      expect((await cut.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await cut.close();
    }
  });

  it("checks Redis when configured: ready while it runs, a 503 naming it once it stops", async () => {
    let redis: RedisProcess | null = await startRedisServer();
    const shared = await startHarness({}, { sandbox: harness.sandbox, redisUrl: redis.url });
    try {
      const up = await shared.app.inject({ url: "/readyz" });
      expect(up.statusCode).toBe(200);
      expect(up.json<Readiness>().checks.redis).toBe("ok");
      await redis.stop();
      redis = null;
      const down = await shared.app.inject({ url: "/readyz" });
      expect(down.statusCode).toBe(503);
      expect(down.json<Readiness>().reasons).toEqual([expect.stringMatching(/^redis failed: /)]);
    } finally {
      await shared.close();
      await redis?.stop();
    }
  });
});
