// pid-recover against the sandbox's three boorus: a deleted work every booru knows comes back as one
// entry per distinct file with its source, tags, dates and URLs; an unknown one is 404, kept an hour
// (but not kept when a booru failed); a bad id is 400; one booru failing (fault injection) still
// answers from the others; all failing is 502.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { recoverableIllustIds } from "@pxv/sandbox";
import { startHarness, type Harness } from "../../test/harness.js";
import {
  PID_RECOVER_NOT_FOUND_TTL_SECONDS,
  fileKey,
  recoverWork,
  type RecoveredWork,
} from "./pid-recover.js";

let harness: Harness;
const ids = recoverableIllustIds("pxv-server-tests");
beforeAll(async () => {
  harness = await startHarness();
});
afterEach(() => {
  harness.sandbox.faults.clear();
});
afterAll(async () => {
  await harness.close();
});

describe("/api/pid-recover/{id}", () => {
  it("answers the boorus' posts of a deleted work, one per file", async () => {
    const response = await harness.app.inject({ url: `/api/pid-recover/${ids.onEveryBooru}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-cache"]).toBe("MISS");
    const works = response.json<RecoveredWork[]>();
    expect(works.length).toBeGreaterThan(0);
    for (const work of works) {
      expect(work.fileUrl).toMatch(/^http/);
      expect(work.sampleUrl).toMatch(/^http/);
      expect(work.createDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(Array.isArray(work.tags)).toBe(true);
      expect(typeof work.source).toBe("string");
    }
    const files = works.map((work) => fileKey(work.fileUrl));
    expect(new Set(files).size).toBe(files.length);
    const again = await harness.app.inject({ url: `/api/pid-recover/${ids.onEveryBooru}` });
    expect(again.headers["x-cache"]).toBe("HIT");
  });

  it("is 404 when no booru knows the work, kept for a shorter while, and 400 for a short id", async () => {
    const missing = await harness.app.inject({ url: `/api/pid-recover/${ids.onNoBooru}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["x-cache"]).toBe("MISS");
    expect(missing.headers["cache-control"]).toContain(`max-age=${PID_RECOVER_NOT_FOUND_TTL_SECONDS}`);
    // Kept: even with every booru down now, the "not found" is answered from the cache.
    harness.sandbox.faults.set(
      "error=500 * host=danbooru; error=500 * host=gelbooru; error=500 * host=yandere",
    );
    const again = await harness.app.inject({ url: `/api/pid-recover/${ids.onNoBooru}` });
    expect(again.statusCode).toBe(404);
    expect(again.headers["x-cache"]).toBe("HIT");
    const bad = await harness.app.inject({ url: "/api/pid-recover/1234567" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ parameter: "id" });
  });

  it("tolerates one booru failing, and is 502 only when all fail", async () => {
    const bases = harness.sandbox.urls;
    const all = await recoverWork(bases, String(ids.onEveryBooru));
    // Another id no booru knows, never asked through pxv yet.
    let unknownId = ids.onNoBooru + 1;
    while ((await recoverWork(bases, String(unknownId)))?.works.length !== 0) unknownId += 1;
    harness.sandbox.faults.set("error=500 * host=danbooru");
    const failures: string[] = [];
    const partial = await recoverWork(bases, String(ids.onEveryBooru), (booru) => failures.push(booru));
    expect(failures).toEqual(["danbooru"]);
    expect(partial?.works.length).toBeGreaterThan(0);
    expect(partial?.failures).toBe(1);
    expect(partial?.works.length).toBeLessThanOrEqual(all?.works.length ?? 0);

    // A "not found" while a booru failed is not kept: that booru may know the work.
    const unsure = await harness.app.inject({ url: `/api/pid-recover/${unknownId}` });
    expect(unsure.statusCode).toBe(404);
    expect(unsure.headers["cache-control"]).toBe("no-store");

    harness.sandbox.faults.set("error=500 * host=danbooru; reset * host=gelbooru; error=503 * host=yandere");
    expect(await recoverWork(bases, String(ids.onEveryBooru))).toBeNull();
    const response = await harness.app.inject({ url: `/api/pid-recover/${unknownId}` });
    expect(response.statusCode).toBe(502);
  });
});
