// The sync API through the whole app (`inject`), against both engines — an SQLite file and a
// throwaway PostgreSQL cluster — with the same cases: create, push, pull since, the version check
// (409), quotas and size limits, bad bodies (400 naming the field), a wrong or missing token (403,
// 401), an unknown space (404), deletion, creation's rate limit, a restart that keeps the data, old
// tombstones purged (a pull from before them answers 410 resync_required), the instance's caps on
// spaces and bytes (507 instance_full naming the cap), a database holding only ciphertext, no token in any log line, and (PostgreSQL) an outage that
// answers 503 for sync while the rest of the server keeps answering.
import { spawnSync } from "node:child_process";
import { createCipheriv, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { startSandbox, type Sandbox } from "@pxv/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../test/harness.js";
import { postgresBinDir } from "../test/postgres-server.js";
import { ENGINES, startTestEngine, type TestEngine } from "../test/sync-databases.js";
import { POOL_SIZE } from "./database.js";
import { DEFAULT_SYNC_LIMITS, type SyncDatabase, type SyncLimits } from "./sync-config.js";

const CLOCK = Date.UTC(2030, 0, 2, 3, 4, 5);
/** Small limits, so quotas are reached with a few records. */
const LIMITS: SyncLimits = {
  ...DEFAULT_SYNC_LIMITS,
  spaceMaxRecords: 6,
  spaceMaxBytes: 2000,
  recordMaxBytes: 300,
  batchMaxRecords: 4,
  batchMaxBytes: 3000,
  pageMaxRecords: 3,
  spacesPerClientPerHour: 0,
};

/** Every write token the tests send, to look for in the log. */
const tokensSent: string[] = [];
const newToken = (): string => {
  const token = randomBytes(32).toString("base64url");
  tokensSent.push(token);
  return token;
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const text = (id: string) => Buffer.from(`opaque bytes of ${id}`).toString("base64url");
const record = (id: string, deleted = false) => ({
  id,
  ciphertext: text(id),
  deleted,
  hlc: `0000001:0:${id}`,
});

interface ErrorBody {
  detail: string;
  sequence?: number;
  error: { reason: string };
}

describe.each(ENGINES)("the sync API on %s", (engineName) => {
  let engine: TestEngine;
  let sandbox: Sandbox;
  const harnesses: Harness[] = [];
  const logLines: string[] = [];

  const startApp = async (
    database: SyncDatabase,
    limits: SyncLimits = LIMITS,
    now: () => number = () => CLOCK,
  ): Promise<FastifyInstance> => {
    const harness = await startHarness(
      {},
      {
        sandbox,
        app: {
          sync: { database, limits, now },
          logLevel: "debug",
          accessLog: true,
          logStream: { write: (line: string) => void logLines.push(line) },
        },
      },
    );
    harnesses.push(harness);
    return harness.app;
  };
  const closeApp = async (app: FastifyInstance): Promise<void> => {
    const index = harnesses.findIndex((harness) => harness.app === app);
    await harnesses.splice(index, 1)[0]?.close();
  };

  const createSpace = async (app: FastifyInstance, token = newToken(), extra: object = {}) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/sync/spaces",
      payload: { writeToken: token, ...extra },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { spaceId } = response.json<{ spaceId: string }>();
    return { spaceId, token };
  };
  const push = (
    app: FastifyInstance,
    spaceId: string,
    token: string,
    baseSequence: number,
    records: object[],
  ) =>
    app.inject({
      method: "POST",
      url: `/api/sync/spaces/${spaceId}/records`,
      headers: bearer(token),
      payload: { baseSequence, records },
    });
  const pull = (app: FastifyInstance, spaceId: string, token: string, query = "since=0") =>
    app.inject({ url: `/api/sync/spaces/${spaceId}/records?${query}`, headers: bearer(token) });

  beforeAll(async () => {
    [engine, sandbox] = await Promise.all([
      startTestEngine(engineName),
      startSandbox({ seed: "pxv-sync-tests" }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(harnesses.splice(0).map((harness) => harness.close()));
    await sandbox.close();
    engine.stop();
  }, 60_000);

  it("creates a space, stores pushed records and pulls them back since a sequence, a page at a time", async () => {
    const app = await startApp(engine.fresh());
    const limits = await app.inject({ url: "/api/sync/limits" });
    expect(limits.json()).toMatchObject({ recordMaxBytes: 300, batchMaxRecords: 4, pageMaxRecords: 3 });

    const created = await app.inject({
      method: "POST",
      url: "/api/sync/spaces",
      payload: { writeToken: newToken() },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ sequence: 0, limits: { spaceMaxRecords: 6 } });
    const { spaceId } = created.json<{ spaceId: string }>();
    expect(spaceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const token = newToken();
    const { spaceId: id } = await createSpace(app, token);
    expect(id).not.toBe(spaceId);

    const first = await push(app, id, token, 0, [record("a"), record("b"), record("c")]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ sequence: 3 });
    const second = await push(app, id, token, 3, [record("d"), record("a", true)]);
    expect(second.json()).toEqual({ sequence: 5 });

    const page1 = await pull(app, id, token);
    expect(page1.statusCode).toBe(200);
    // Oldest first, each record once at its newest write; the last one's sequence is `next`.
    const body1 = page1.json<{ records: { id: string }[]; next: number; more: boolean }>();
    expect(body1.records.map((item) => item.id)).toEqual(["b", "c", "d"]);
    expect(body1).toMatchObject({ next: 4, more: true });
    const page2 = (await pull(app, id, token, `since=${body1.next}`)).json<{
      records: unknown[];
      next: number;
    }>();
    expect(page2).toEqual({
      records: [{ id: "a", ciphertext: text("a"), deleted: true, hlc: "0000001:0:a" }],
      next: 5,
      more: false,
    });
    expect((await pull(app, id, token, "since=5")).json()).toEqual({ records: [], next: 5, more: false });
    expect((await pull(app, id, token, "since=1&limit=1")).json()).toMatchObject({ next: 2, more: true });

    const status = await app.inject({ url: `/api/sync/spaces/${id}`, headers: bearer(token) });
    expect(status.json()).toEqual({
      spaceId: id,
      sequence: 5,
      records: 4,
      bytes: expect.any(Number) as number,
      passphrase: false,
      purgedThrough: 0,
      createdAt: new Date(CLOCK).toISOString(),
      updatedAt: new Date(CLOCK).toISOString(),
      limits: expect.objectContaining({ spaceMaxBytes: 2000 }) as object,
    });
    expect(status.headers["cache-control"]).toBe("no-store");
  });

  it("spends few bytes on one change: deleted may be left out, answers carry no page headers", async () => {
    const app = await startApp(engine.fresh());
    const { spaceId, token } = await createSpace(app);
    const { deleted: _deleted, ...live } = record("a");
    const pushed = await push(app, spaceId, token, 0, [live]);
    expect(pushed.json()).toEqual({ sequence: 1 });
    const pulled = await pull(app, spaceId, token);
    expect(pulled.json()).toEqual({ records: [{ ...live, deleted: false }], next: 1, more: false });
    for (const answer of [pushed, pulled]) {
      expect(answer.headers["content-type"]).toBe("application/json");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["cache-control"]).toBe("no-store");
      for (const name of [
        "x-frame-options",
        "referrer-policy",
        "permissions-policy",
        "cross-origin-opener-policy",
      ])
        expect(answer.headers[name], name).toBeUndefined();
    }
  });

  it("answers 409 with the space's sequence to a client that is behind (or ahead after a restore)", async () => {
    const app = await startApp(engine.fresh());
    const { spaceId, token } = await createSpace(app);
    await push(app, spaceId, token, 0, [record("a"), record("b")]);
    const stale = await push(app, spaceId, token, 1, [record("c")]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>()).toMatchObject({ sequence: 2, error: { reason: "sequence_mismatch" } });
    const ahead = await pull(app, spaceId, token, "since=9");
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json<ErrorBody>()).toMatchObject({ sequence: 2, error: { reason: "sequence_ahead" } });
    expect((await push(app, spaceId, token, 2, [record("c")])).json()).toMatchObject({ sequence: 3 });
  });

  it("refuses records, batches and spaces over their limits, saying which", async () => {
    const app = await startApp(engine.fresh());
    const { spaceId, token } = await createSpace(app);
    const big = { ...record("big"), ciphertext: randomBytes(301).toString("base64url") };
    const tooBig = await push(app, spaceId, token, 0, [big]);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json<ErrorBody>().detail).toMatch(
      /^body\.records\[0\]\.ciphertext: ciphertext must be at most 400/,
    );

    const tooMany = await push(
      app,
      spaceId,
      token,
      0,
      ["a", "b", "c", "d", "e"].map((id) => record(id)),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<ErrorBody>().detail).toContain("at most 4 records per push");

    const padded = await app.inject({
      method: "POST",
      url: `/api/sync/spaces/${spaceId}/records`,
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: JSON.stringify({ baseSequence: 0, records: [record("a")], pad: "x".repeat(3000) }),
    });
    expect(padded.statusCode).toBe(413);
    expect(padded.json<ErrorBody>().detail).toContain("3000 bytes");

    expect(
      (
        await push(
          app,
          spaceId,
          token,
          0,
          ["a", "b", "c", "d"].map((id) => record(id)),
        )
      ).statusCode,
    ).toBe(200);
    const over = await push(
      app,
      spaceId,
      token,
      4,
      ["e", "f", "g"].map((id) => record(id)),
    );
    expect(over.statusCode).toBe(413);
    expect(over.json<ErrorBody>()).toMatchObject({ error: { reason: "quota_exceeded" } });
    expect(over.json<ErrorBody>().detail).toContain("it may hold 6 records and 2000 bytes");
    // Nothing of the refused push was kept.
    expect((await pull(app, spaceId, token)).json<{ records: unknown[] }>().records).toHaveLength(3);
    expect((await push(app, spaceId, token, 4, [record("e"), record("f")])).statusCode).toBe(200);
  });

  it("names what is wrong in a bad body, path or query", async () => {
    const app = await startApp(engine.fresh());
    const { spaceId, token } = await createSpace(app);
    const cases: [string, Promise<LightMyRequestResponse>, RegExp][] = [
      [
        "no token",
        app.inject({ method: "POST", url: "/api/sync/spaces", payload: {} }),
        /^body\.writeToken: /,
      ],
      [
        "short token",
        app.inject({ method: "POST", url: "/api/sync/spaces", payload: { writeToken: "abc" } }),
        /writeToken must be at least 43 characters/,
      ],
      [
        "unknown field",
        app.inject({
          method: "POST",
          url: "/api/sync/spaces",
          payload: { writeToken: newToken(), key: "k" },
        }),
        /^body: .*key/,
      ],
      [
        "padded base64",
        push(app, spaceId, token, 0, [{ ...record("a"), ciphertext: "YWJj=" }]),
        /body\.records\[0\]\.ciphertext: ciphertext must use base64url characters only/,
      ],
      [
        "same id twice",
        push(app, spaceId, token, 0, [record("a"), record("a")]),
        /body\.records\[1\]\.id: id appears twice/,
      ],
      ["no clock", push(app, spaceId, token, 0, [{ ...record("a"), hlc: "" }]), /hlc must not be empty/],
      ["negative base", push(app, spaceId, token, -1, [record("a")]), /^body\.baseSequence: /],
      [
        "bad since",
        pull(app, spaceId, token, "since=soon"),
        /^querystring\.since: since must be a sequence number/,
      ],
      ["big page", pull(app, spaceId, token, "since=0&limit=50"), /limit must be at most 3/],
      [
        "bad space id",
        app.inject({ url: "/api/sync/spaces/not-an-id", headers: bearer(token) }),
        /^params\.spaceId: spaceId must be the 22-character/,
      ],
    ];
    for (const [name, answer, detail] of cases) {
      const response = await answer;
      expect(response.statusCode, name).toBe(400);
      expect(response.json<ErrorBody>().detail, name).toMatch(detail);
    }
  });

  it("answers 404 for an unknown space, 401 without a token and 403 for another space's token", async () => {
    const app = await startApp(engine.fresh());
    const mine = await createSpace(app);
    const theirs = await createSpace(app);
    const unknown = "AAAAAAAAAAAAAAAAAAAAAA";
    expect(
      (await app.inject({ url: `/api/sync/spaces/${unknown}`, headers: bearer(mine.token) })).statusCode,
    ).toBe(404);
    expect((await pull(app, unknown, mine.token)).statusCode).toBe(404);
    const missing = await app.inject({ url: `/api/sync/spaces/${mine.spaceId}` });
    expect(missing.statusCode).toBe(401);
    const basic = await app.inject({
      url: `/api/sync/spaces/${mine.spaceId}`,
      headers: { authorization: `Basic ${mine.token}` },
    });
    expect(basic.statusCode).toBe(401);
    for (const response of [
      await app.inject({ url: `/api/sync/spaces/${mine.spaceId}`, headers: bearer(theirs.token) }),
      await pull(app, mine.spaceId, theirs.token),
      await push(app, mine.spaceId, theirs.token, 0, [record("a")]),
      await app.inject({
        method: "DELETE",
        url: `/api/sync/spaces/${mine.spaceId}`,
        headers: bearer(theirs.token),
      }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>().error.reason).toBe("token_wrong");
    }
    expect((await pull(app, mine.spaceId, mine.token)).json<{ records: unknown[] }>().records).toEqual([]);
  });

  it("serves a passphrase space's salt to anyone with its id, and no salt for a key space", async () => {
    const app = await startApp(engine.fresh());
    const passphrase = { salt: randomBytes(16).toString("base64url"), kdf: "pbkdf2-sha256:600000" };
    const withSalt = await createSpace(app, newToken(), { passphrase });
    const salt = await app.inject({ url: `/api/sync/spaces/${withSalt.spaceId}/salt` });
    expect(salt.statusCode).toBe(200);
    expect(salt.json()).toEqual(passphrase);
    const status = await app.inject({
      url: `/api/sync/spaces/${withSalt.spaceId}`,
      headers: bearer(withSalt.token),
    });
    expect(status.json()).toMatchObject({ passphrase: true });
    const keyed = await createSpace(app);
    const none = await app.inject({ url: `/api/sync/spaces/${keyed.spaceId}/salt` });
    expect(none.statusCode).toBe(404);
    expect(none.json<ErrorBody>().error.reason).toBe("no_passphrase");
  });

  it("deletes a space's data: every later call answers 404", async () => {
    const app = await startApp(engine.fresh());
    const { spaceId, token } = await createSpace(app);
    await push(app, spaceId, token, 0, [record("a")]);
    const deleted = await app.inject({
      method: "DELETE",
      url: `/api/sync/spaces/${spaceId}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    expect((await pull(app, spaceId, token)).statusCode).toBe(404);
    expect((await push(app, spaceId, token, 1, [record("b")])).statusCode).toBe(404);
    expect(
      (await app.inject({ method: "DELETE", url: `/api/sync/spaces/${spaceId}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
  });

  it("limits how many spaces one address creates an hour", async () => {
    const app = await startApp(engine.fresh(), { ...LIMITS, spacesPerClientPerHour: 2 });
    await createSpace(app);
    await createSpace(app);
    const third = await app.inject({
      method: "POST",
      url: "/api/sync/spaces",
      payload: { writeToken: newToken() },
    });
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    expect(third.json<ErrorBody>().error.reason).toBe("too_many_spaces");
    const other = await app.inject({
      method: "POST",
      url: "/api/sync/spaces",
      payload: { writeToken: newToken() },
      remoteAddress: "127.0.0.2",
    });
    expect(other.statusCode).toBe(201);
  });

  it("keeps every space and record across a restart", async () => {
    const database = engine.fresh();
    const before = await startApp(database);
    const { spaceId, token } = await createSpace(before);
    await push(before, spaceId, token, 0, [record("a"), record("b", true)]);
    await closeApp(before);
    const after = await startApp(database);
    const pulled = await pull(after, spaceId, token);
    expect(pulled.json()).toMatchObject({
      records: [
        { id: "a", ciphertext: text("a"), deleted: false },
        { id: "b", deleted: true },
      ],
      next: 2,
      more: false,
    });
    expect((await push(after, spaceId, token, 2, [record("c")])).json()).toMatchObject({ sequence: 3 });
  });

  it("purges tombstones older than PXV_SYNC_TOMBSTONE_DAYS at start; a pull from before them answers 410", async () => {
    const database = engine.fresh();
    const before = await startApp(database, { ...LIMITS, tombstoneDays: 30 });
    const { spaceId, token } = await createSpace(before);
    await push(before, spaceId, token, 0, [record("a"), record("b"), record("c")]);
    await push(before, spaceId, token, 3, [record("b", true)]);
    expect((await before.inject({ url: "/api/sync/limits" })).json()).toMatchObject({ tombstoneDays: 30 });
    await closeApp(before);

    // Thirty-one days on, the restarted server purges the tombstone (seq 4) once its store is ready.
    const later = () => CLOCK + 31 * 24 * 60 * 60 * 1000;
    const after = await startApp(database, { ...LIMITS, tombstoneDays: 30 }, later);
    const status = async () =>
      (await after.inject({ url: `/api/sync/spaces/${spaceId}`, headers: bearer(token) })).json<{
        purgedThrough: number;
        records: number;
        sequence: number;
      }>();
    await expect.poll(async () => (await status()).purgedThrough, { timeout: 10_000 }).toBe(4);
    expect(await status()).toMatchObject({ records: 2, sequence: 4 });

    // A device that pulled through 3 missed the deletion: told to resync, with the numbers.
    const stale = await pull(after, spaceId, token, "since=3");
    expect(stale.statusCode).toBe(410);
    expect(stale.json<ErrorBody & { purgedThrough: number }>()).toMatchObject({
      sequence: 4,
      purgedThrough: 4,
      error: { reason: "resync_required" },
    });
    expect(stale.json<ErrorBody>().detail).toContain("pull from 0");
    // From 0 (a full pull) and from the purge point on, pulls answer as before.
    expect(
      (await pull(after, spaceId, token, "since=0"))
        .json<{ records: { id: string }[] }>()
        .records.map((item) => item.id),
    ).toEqual(["a", "c"]);
    expect((await pull(after, spaceId, token, "since=4")).json()).toEqual({
      records: [],
      next: 4,
      more: false,
    });
  });

  it("answers 507 naming the cap when the instance holds its most spaces or bytes", async () => {
    const app = await startApp(engine.fresh(), { ...LIMITS, instanceMaxSpaces: 2, instanceMaxBytes: 100 });
    const first = await createSpace(app);
    await createSpace(app);
    const third = await app.inject({
      method: "POST",
      url: "/api/sync/spaces",
      payload: { writeToken: newToken() },
    });
    expect(third.statusCode).toBe(507);
    expect(third.json<ErrorBody & { cap: unknown }>()).toMatchObject({
      error: { reason: "instance_full" },
      cap: { spaces: 2 },
    });
    expect(third.json<ErrorBody>().detail).toContain("PXV_SYNC_MAX_SPACES");
    // The caps are the operator's: the browser is not told them.
    expect((await app.inject({ url: "/api/sync/limits" })).json()).not.toHaveProperty("instanceMaxSpaces");

    // 100 bytes for every space together: three records fit (29 bytes each), a fourth does not.
    expect(
      (await push(app, first.spaceId, first.token, 0, [record("a"), record("b"), record("c")])).statusCode,
    ).toBe(200);
    const over = await push(app, first.spaceId, first.token, 3, [record("d")]);
    expect(over.statusCode).toBe(507);
    expect(over.json<ErrorBody & { cap: unknown }>()).toMatchObject({
      error: { reason: "instance_full" },
      cap: { bytes: 100 },
    });
    expect(over.json<ErrorBody>().detail).toContain("PXV_SYNC_MAX_TOTAL_MB");
    // A deletion still goes through.
    expect((await push(app, first.spaceId, first.token, 3, [record("a", true)])).statusCode).toBe(200);
  });

  it("stores only ciphertext: neither the plaintext nor the write token is in the database", async () => {
    const database = engine.fresh();
    const app = await startApp(database, { ...LIMITS, recordMaxBytes: 1000 });
    const { spaceId, token } = await createSpace(app);
    // What the browser does: AES-GCM under a key the server never sees, a fresh IV per record.
    const key = randomBytes(32);
    const plaintext = JSON.stringify({ kind: "history", title: "plaintext-marker-7d1f a work's title" });
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    const sealed = Buffer.concat([iv, cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
    const stored = await push(app, spaceId, token, 0, [
      {
        id: randomBytes(32).toString("base64url"),
        ciphertext: sealed.toString("base64url"),
        deleted: false,
        hlc: "1",
      },
    ]);
    expect(stored.statusCode).toBe(200);
    const contents = databaseContents(database);
    // The search is meaningful: the ciphertext itself is found…
    expect(contents.includes(sealed) || contents.includes(Buffer.from(sealed.toString("hex")))).toBe(true);
    // …and nothing readable or secret is.
    for (const secret of [
      Buffer.from("plaintext-marker-7d1f"),
      Buffer.from(token),
      Buffer.from(token, "base64url"),
      Buffer.from(Buffer.from(token, "base64url").toString("hex")),
      key,
    ]) {
      expect(contents.includes(secret)).toBe(false);
    }
  });

  it.runIf(engineName === "postgres")(
    "answers 503 for sync while PostgreSQL is down, serves everything else, and recovers",
    async () => {
      const app = await startApp(engine.fresh());
      const { spaceId, token } = await createSpace(app);
      await push(app, spaceId, token, 0, [record("a")]);
      await engine.postgres?.pause();
      try {
        const down = await pull(app, spaceId, token);
        expect(down.statusCode).toBe(503);
        expect(down.headers["retry-after"]).toBeDefined();
        expect(down.json<ErrorBody>()).toMatchObject({ error: { reason: "sync_unavailable" } });
        expect(down.json<ErrorBody>().detail).toMatch(/Sync storage is unavailable/);
        const created = await app.inject({
          method: "POST",
          url: "/api/sync/spaces",
          payload: { writeToken: newToken() },
        });
        expect(created.statusCode).toBe(503);
        expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
        expect((await app.inject({ url: "/api/pixiv/rank?mode=day" })).statusCode).toBe(200);
      } finally {
        await engine.postgres?.start();
      }
      // Pooled connections closed by the stop fail once each (503) as they are found; then it answers.
      let back = await pull(app, spaceId, token);
      for (let attempt = 0; attempt < POOL_SIZE && back.statusCode === 503; attempt++) {
        back = await pull(app, spaceId, token);
      }
      expect(back.statusCode).toBe(200);
      expect(back.json<{ records: { id: string }[] }>().records.map((item) => item.id)).toEqual(["a"]);
    },
    60_000,
  );

  it("never writes a write token to the log", () => {
    // Every request above ran with the access log on at debug level, wrong tokens and refusals included.
    expect(logLines.length).toBeGreaterThan(0);
    expect(tokensSent.length).toBeGreaterThan(10);
    const log = logLines.join("\n");
    expect(tokensSent.filter((token) => log.includes(token))).toEqual([]);
    expect(log).not.toMatch(/Bearer [A-Za-z0-9_-]{20,}/);
  });
});

/** Every byte the database holds for `database`: the SQLite file and its journal, or a pg_dump. */
function databaseContents(database: SyncDatabase): Buffer {
  if (database.engine === "sqlite") {
    return Buffer.concat(
      [database.file, `${database.file}-wal`]
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file)),
    );
  }
  const dump = spawnSync(join(postgresBinDir(), "pg_dump"), ["--dbname", database.url], {
    maxBuffer: 64 << 20,
  });
  if (dump.status !== 0) throw new Error(`pg_dump failed: ${dump.stderr.toString()}`);
  return dump.stdout;
}
