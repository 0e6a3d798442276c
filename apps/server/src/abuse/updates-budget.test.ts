// The instance's budget for checks of follows, through the real app on the sandbox: Updates' cache
// misses (x-pxv-purpose: updates) and the feeds spend it, and past it a miss is a 503 with
// Retry-After; a cached answer costs nothing, a stale one is served instead of the refusal, and
// requests that are not checks of follows never see it. 0 turns it off.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type Sandbox } from "@pxv/sandbox";
import { startHarness, type Harness } from "../test/harness.js";
import { NO_ABUSE_LIMITS } from "./abuse-config.js";

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: "pxv-server-tests" });
});

afterAll(async () => {
  await sandbox.close();
});

async function withBudget(perMinute: number, run: (harness: Harness) => Promise<void>): Promise<void> {
  const harness = await startHarness(
    {},
    { sandbox, app: { abuse: { ...NO_ABUSE_LIMITS, updatesUpstreamPerMinute: perMinute } } },
  );
  try {
    await run(harness);
  } finally {
    await harness.close();
  }
}

const UPDATES = { "x-pxv-purpose": "updates" };
const search = (word: string) => `/api/pixiv/search?word=${encodeURIComponent(word)}`;

describe("the updates budget", () => {
  it("lets checks of follows reach pixiv that many times a minute, then asks them to come back", async () => {
    await withBudget(2, async (harness) => {
      const ask = (url: string, headers: Record<string, string> = UPDATES) =>
        harness.app.inject({ method: "GET", url, headers });
      expect((await ask(search("猫"))).statusCode).toBe(200);
      expect((await ask("/feeds/ranking/day.atom")).statusCode).toBe(200);
      const refused = await ask(search("犬"));
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ error: { reason: "updates_budget_spent" } });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
      // What the cache holds costs nothing: the first check's answer, again.
      const cached = await ask(search("猫"));
      expect(cached.statusCode).toBe(200);
      expect(cached.headers["x-cache"]).toBe("HIT");
      // A person browsing is never held to it.
      expect((await ask(search("犬"), {})).statusCode).toBe(200);
    });
  });

  it("is off at 0", async () => {
    await withBudget(0, async (harness) => {
      for (const word of ["空", "海", "花", "星"]) {
        const answer = await harness.app.inject({ method: "GET", url: search(word), headers: UPDATES });
        expect(answer.statusCode).toBe(200);
      }
    });
  });
});
