// The sync store against both engines — an SQLite file and a throwaway PostgreSQL cluster — with the
// same cases: migrations, sequences, pulls since a point and in pages, the version check (also under
// concurrent pushes), quotas, tombstones, deletion, data that outlives a reopened store, the purge of
// old tombstones (counts lowered, `purgedThrough` moved) and the instance's caps on spaces and bytes.
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startTestEngine, type TestEngine } from "../test/sync-databases.js";
import { openDatabase } from "./database.js";
import { migrationNames } from "./migrations.js";
import {
  createSyncStore,
  InstanceFullError,
  recordSize,
  type IncomingRecord,
  type SyncStore,
} from "./store.js";
import type { SyncDatabase } from "./sync-config.js";
import { hashWriteToken, newSpaceId } from "./write-token.js";

const CLOCK = Date.UTC(2030, 0, 2, 3, 4, 5);
const ROOMY = { records: 1000, bytes: 1_000_000 };

const record = (id: string, text = `ciphertext of ${id}`, deleted = false): IncomingRecord => ({
  id,
  ciphertext: Buffer.from(text),
  deleted,
  hlc: `0001:${id}`,
});

describe.each(ENGINES)("sync store on %s", (engineName) => {
  let engine: TestEngine;
  const opened: SyncStore[] = [];

  const open = (database: SyncDatabase, now: () => number = () => CLOCK): SyncStore => {
    const store = createSyncStore(
      openDatabase(database, () => {}),
      now,
    );
    opened.push(store);
    return store;
  };
  const newSpace = async (store: SyncStore) =>
    store.createSpace({
      id: newSpaceId(),
      tokenHash: hashWriteToken(randomBytes(32).toString("base64url")),
      salt: null,
      kdf: null,
    });

  beforeAll(async () => {
    engine = await startTestEngine(engineName);
  }, 120_000);
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });
  afterAll(() => {
    engine.stop();
  });

  it("applies every migration once, and again on a reopened database none", async () => {
    const database = engine.fresh();
    const first = openDatabase(database, () => {});
    const store = createSyncStore(first);
    opened.push(store);
    await store.ready();
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      first.db,
    );
    expect(rows.map((row) => row.name)).toEqual(migrationNames(engineName));
    await store.close();
    opened.length = 0;
    const again = open(database);
    await again.ready();
    expect(await again.getSpace("none-such-space-id-aa")).toBeNull();
  });

  it.runIf(engineName === "postgres")(
    "lets several instances starting together on one database apply each migration once",
    async () => {
      const database = engine.fresh();
      const stores = Array.from({ length: 4 }, () => open(database));
      await Promise.all(stores.map((store) => store.ready()));
      const check = openDatabase(database, () => {});
      try {
        const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(check.db);
        expect(rows.map((row) => row.name).sort()).toEqual(migrationNames(engineName));
      } finally {
        await check.db.destroy();
      }
      const space = await newSpace(stores[0] as SyncStore);
      expect(await stores[3]?.getSpace(space.id)).toMatchObject({ sequence: 0 });
    },
  );

  it("creates a space with sequence 0 and finds it by id", async () => {
    const store = open(engine.fresh());
    const space = await store.createSpace({
      id: newSpaceId(),
      tokenHash: hashWriteToken("A".repeat(43)),
      salt: "c2FsdHNhbHRzYWx0c2FsdA",
      kdf: "pbkdf2-sha256:600000",
    });
    const found = await store.getSpace(space.id);
    expect(found).toMatchObject({ sequence: 0, records: 0, bytes: 0, salt: space.salt, kdf: space.kdf });
    expect(found?.tokenHash.equals(hashWriteToken("A".repeat(43)))).toBe(true);
    expect(found?.createdAt).toBe(CLOCK);
  });

  it("gives each write the next sequence and pulls what came after a point, in pages", async () => {
    const store = open(engine.fresh());
    const { id } = await newSpace(store);
    const batch = ["a", "b", "c", "d", "e"].map((name) => record(name));
    expect(await store.push(id, 0, batch, ROOMY)).toEqual({
      kind: "stored",
      sequence: 5,
      records: 5,
      bytes: batch.reduce((sum, item) => sum + recordSize(item), 0),
    });
    const all = await store.pull(id, 0, 10);
    expect(all.more).toBe(false);
    expect(all.records.map((item) => [item.id, item.sequence])).toEqual([
      ["a", 1],
      ["b", 2],
      ["c", 3],
      ["d", 4],
      ["e", 5],
    ]);
    expect(all.records[1]).toMatchObject({ ciphertext: Buffer.from("ciphertext of b"), hlc: "0001:b" });
    const page = await store.pull(id, 1, 2);
    expect(page.records.map((item) => item.id)).toEqual(["b", "c"]);
    expect(page.more).toBe(true);
    expect((await store.pull(id, 5, 10)).records).toEqual([]);
  });

  it("moves a rewritten record to a new sequence and keeps tombstones", async () => {
    const store = open(engine.fresh());
    const { id } = await newSpace(store);
    await store.push(id, 0, [record("a"), record("b")], ROOMY);
    const result = await store.push(id, 2, [record("a", "", true)], ROOMY);
    expect(result).toMatchObject({ kind: "stored", sequence: 3, records: 2 });
    const since = await store.pull(id, 2, 10);
    expect(since.records).toEqual([
      { id: "a", sequence: 3, ciphertext: Buffer.alloc(0), deleted: true, hlc: "0001:a" },
    ]);
    expect((await store.pull(id, 0, 10)).records.map((item) => item.id)).toEqual(["b", "a"]);
    expect((await store.getSpace(id))?.bytes).toBe(
      recordSize(record("b")) + recordSize(record("a", "", true)),
    );
  });

  it("refuses a push from a client behind the space, changing nothing", async () => {
    const store = open(engine.fresh());
    const { id } = await newSpace(store);
    await store.push(id, 0, [record("a")], ROOMY);
    expect(await store.push(id, 0, [record("b")], ROOMY)).toEqual({ kind: "behind", sequence: 1 });
    expect(await store.push(id, 7, [record("b")], ROOMY)).toEqual({ kind: "behind", sequence: 1 });
    expect((await store.pull(id, 0, 10)).records.map((item) => item.id)).toEqual(["a"]);
    expect(await store.getSpace(id)).toMatchObject({ sequence: 1, records: 1 });
  });

  it("lets exactly one of several concurrent pushes from the same point through", async () => {
    const store = open(engine.fresh());
    const { id } = await newSpace(store);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        store.push(id, 0, [record(`r${index}`), record("shared")], ROOMY),
      ),
    );
    expect(results.filter((result) => result.kind === "stored")).toHaveLength(1);
    expect(results.filter((result) => result.kind === "behind")).toHaveLength(5);
    expect(await store.getSpace(id)).toMatchObject({ sequence: 2, records: 2 });
  });

  it("refuses a push that would pass the quota and accepts one that shrinks the space", async () => {
    const store = open(engine.fresh());
    const { id } = await newSpace(store);
    const quota = { records: 3, bytes: 200 };
    await store.push(id, 0, [record("a"), record("b"), record("c")], quota);
    expect(await store.push(id, 3, [record("d")], quota)).toMatchObject({ kind: "over_quota", records: 4 });
    expect(await store.push(id, 3, [record("a", "x".repeat(300))], quota)).toMatchObject({
      kind: "over_quota",
    });
    expect(await store.getSpace(id)).toMatchObject({ sequence: 3, records: 3 });
    // Rewriting a record in place does not add to the count; a tombstone frees bytes.
    expect(await store.push(id, 3, [record("a", "", true)], quota)).toMatchObject({
      kind: "stored",
      records: 3,
    });
    // Below a lowered quota, a push that frees room passes; one that grows does not.
    const lowered = { records: 1, bytes: 10 };
    expect(await store.push(id, 4, [record("b", "", true)], lowered)).toMatchObject({ kind: "stored" });
    expect(await store.push(id, 5, [record("e")], lowered)).toMatchObject({ kind: "over_quota" });
  });

  it("deletes a space with its records", async () => {
    const store = open(engine.fresh());
    const keep = await newSpace(store);
    const gone = await newSpace(store);
    await store.push(keep.id, 0, [record("a")], ROOMY);
    await store.push(gone.id, 0, [record("a"), record("b")], ROOMY);
    expect(await store.deleteSpace(gone.id)).toBe(true);
    expect(await store.deleteSpace(gone.id)).toBe(false);
    expect(await store.getSpace(gone.id)).toBeNull();
    expect(await store.pull(gone.id, 0, 10)).toEqual({ records: [], more: false });
    expect(await store.push(gone.id, 2, [record("c")], ROOMY)).toEqual({ kind: "missing" });
    expect((await store.pull(keep.id, 0, 10)).records.map((item) => item.id)).toEqual(["a"]);
  });

  it("keeps everything when the store is closed and opened again (a restart)", async () => {
    const database = engine.fresh();
    const before = open(database);
    const { id } = await newSpace(before);
    await before.push(id, 0, [record("a"), record("b", "", true)], ROOMY);
    await before.close();
    opened.length = 0;
    const after = open(database);
    expect(await after.getSpace(id)).toMatchObject({ sequence: 2, records: 2 });
    expect((await after.pull(id, 0, 10)).records).toMatchObject([
      { id: "a", deleted: false, ciphertext: Buffer.from("ciphertext of a") },
      { id: "b", deleted: true },
    ]);
    expect(await after.push(id, 2, [record("c")], ROOMY)).toMatchObject({ kind: "stored", sequence: 3 });
  });

  it("purges tombstones older than the cutoff, lowers the counts and records the newest purged sequence", async () => {
    let time = CLOCK;
    const store = open(engine.fresh(), () => time);
    const { id } = await newSpace(store);
    const other = await newSpace(store);
    await store.push(id, 0, [record("a"), record("b"), record("c"), record("d")], ROOMY);
    await store.push(id, 4, [record("a", "", true), record("c", "", true)], ROOMY);
    await store.push(other.id, 0, [record("x", "", true)], ROOMY);
    time = CLOCK + 1000;
    // A tombstone written later (d) and a record brought back after its deletion (c) stay.
    await store.push(id, 6, [record("d", "", true), record("c", "back")], ROOMY);
    expect(await store.purgeTombstones(CLOCK + 500)).toEqual({ spaces: 2, records: 2 });
    const space = await store.getSpace(id);
    expect(space).toMatchObject({ sequence: 8, records: 3, purgedThrough: 5 });
    expect(space?.bytes).toBe(
      recordSize(record("b")) + recordSize(record("d", "", true)) + recordSize(record("c", "back")),
    );
    expect((await store.pull(id, 0, 10)).records.map((item) => [item.id, item.sequence])).toEqual([
      ["b", 2],
      ["d", 7],
      ["c", 8],
    ]);
    expect(await store.getSpace(other.id)).toMatchObject({ records: 0, bytes: 0, purgedThrough: 1 });
    // Nothing left that old: a second purge changes nothing, and never moves purgedThrough back.
    expect(await store.purgeTombstones(CLOCK + 500)).toEqual({ spaces: 0, records: 0 });
    expect(await store.purgeTombstones(CLOCK + 2000)).toEqual({ spaces: 1, records: 1 });
    expect(await store.getSpace(id)).toMatchObject({ records: 2, purgedThrough: 7 });
    // The space takes pushes from its sequence as before.
    expect(await store.push(id, 8, [record("e")], ROOMY)).toMatchObject({ kind: "stored", sequence: 9 });
  });

  it("makes no space past the instance's cap, and one again once a space is deleted", async () => {
    const store = open(engine.fresh());
    const made = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        store.createSpace(
          {
            id: newSpaceId(),
            tokenHash: hashWriteToken(randomBytes(32).toString("base64url")),
            salt: null,
            kdf: null,
          },
          3,
        ),
      ),
    );
    const created = made.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    expect(created).toHaveLength(3);
    const refusals = made.flatMap((result): unknown[] =>
      result.status === "rejected" ? [result.reason] : [],
    );
    expect(refusals).toHaveLength(2);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(InstanceFullError);
      expect((refusal as InstanceFullError).spaces).toBe(3);
    }
    await store.deleteSpace(created[0]?.id ?? "");
    const again = await store.createSpace(
      { id: newSpaceId(), tokenHash: hashWriteToken("B".repeat(43)), salt: null, kdf: null },
      3,
    );
    expect(await store.getSpace(again.id)).not.toBeNull();
    // No cap: as many as asked.
    await newSpace(store);
  });

  it("refuses a push that would pass the instance's cap on bytes, and accepts one that frees room", async () => {
    const store = open(engine.fresh());
    const first = await newSpace(store);
    const second = await newSpace(store);
    const size = recordSize(record("a"));
    const capped = { ...ROOMY, instanceBytes: size * 3 };
    expect(await store.push(first.id, 0, [record("a"), record("b")], capped)).toMatchObject({
      kind: "stored",
    });
    expect(await store.push(second.id, 0, [record("c"), record("d")], capped)).toEqual({
      kind: "instance_full",
      bytes: size * 4,
    });
    expect(await store.getSpace(second.id)).toMatchObject({ sequence: 0, records: 0 });
    expect(await store.push(second.id, 0, [record("c")], capped)).toMatchObject({ kind: "stored" });
    // Full now: a tombstone (smaller) is still taken; a record that grows the space is not.
    expect(await store.push(first.id, 2, [record("a", "", true)], capped)).toMatchObject({ kind: "stored" });
    expect(await store.push(first.id, 3, [record("e", "longer ciphertext of e")], capped)).toMatchObject({
      kind: "instance_full",
    });
  });
});
