// The in-process tier in front of Redis, on a shared store played by a map: a kept copy answers
// without a round trip until its check is due, then a version check (not a read) keeps it, another
// instance's write or a deletion replaces it, concurrent reads of one key are one read, an outage
// leaves the copy answering, and the copies stay within their byte budget.
import { describe, expect, it } from "vitest";
import { toKeptEntry, type CachedResponse, type VersionedEntry, type VersionedStore } from "./cache-store.js";
import { createNearTier } from "./near-tier.js";

const entry = (body: string, freshUntil: number | null = null): CachedResponse => ({
  statusCode: 200,
  contentType: "application/json",
  body,
  storedAt: 0,
  freshUntil,
});

/** A shared store in a map, counting what it is asked; `down` makes every call fail as Redis does. */
function sharedStore() {
  const entries = new Map<string, VersionedEntry>();
  const calls = { read: 0, versionOf: 0, write: 0 };
  let down = false;
  const reachable = async (): Promise<void> => {
    await Promise.resolve();
    if (down) throw new Error("Connection is closed.");
  };
  const store: VersionedStore = {
    kind: "redis",
    async read(key) {
      calls.read++;
      await reachable();
      return entries.get(key) ?? null;
    },
    async versionOf(key) {
      calls.versionOf++;
      await reachable();
      return entries.get(key)?.version ?? null;
    },
    async write(key, value) {
      calls.write++;
      await reachable();
      entries.set(key, value);
    },
    close: () => Promise.resolve(),
  };
  return {
    store,
    calls,
    /** What another instance writing to the shared store does. */
    writeElsewhere(key: string, body: string, version: string) {
      entries.set(key, { entry: toKeptEntry(entry(body)), version });
    },
    remove: (key: string) => entries.delete(key),
    setDown(value: boolean) {
      down = value;
    },
  };
}

function tier(maxBytes = 1 << 20) {
  let now = 0;
  const shared = sharedStore();
  const near = createNearTier(shared.store, { maxBytes, checkAfterMs: 1000, now: () => now });
  return {
    near,
    shared,
    advance: (ms: number): void => {
      now += ms;
    },
  };
}

describe("the near tier", () => {
  it("answers a copy it wrote from memory until its check is due, with its body as bytes", async () => {
    const { near, shared } = tier();
    await near.set("k", entry('{"n":1}'), 60);
    for (let hit = 0; hit < 50; hit++) {
      const kept = await near.get("k");
      expect(kept?.bytes?.toString("utf8")).toBe('{"n":1}');
    }
    expect(shared.calls).toEqual({ read: 0, versionOf: 0, write: 1 });
  });

  it("reads an entry another instance wrote once, then answers it from memory", async () => {
    const { near, shared } = tier();
    shared.writeElsewhere("k", '{"from":"elsewhere"}', "v1");
    const answers = await Promise.all(Array.from({ length: 20 }, () => near.get("k")));
    expect(answers.every((answer) => answer?.body === '{"from":"elsewhere"}')).toBe(true);
    await near.get("k");
    expect(shared.calls.read).toBe(1);
  });

  it("after the check interval asks for the version only, and keeps the copy while it matches", async () => {
    const { near, shared, advance } = tier();
    shared.writeElsewhere("k", "a", "v1");
    await near.get("k");
    advance(1000);
    expect((await near.get("k"))?.body).toBe("a");
    expect(shared.calls).toMatchObject({ read: 1, versionOf: 1 });
    advance(999);
    await near.get("k");
    expect(shared.calls).toMatchObject({ read: 1, versionOf: 1 });
  });

  it("takes another instance's newer entry at the next check, and drops one Redis no longer has", async () => {
    const { near, shared, advance } = tier();
    await near.set("k", entry("mine"), 60);
    shared.writeElsewhere("k", "theirs", "v2");
    expect((await near.get("k"))?.body).toBe("mine");
    advance(1000);
    expect((await near.get("k"))?.body).toBe("theirs");
    shared.remove("k");
    advance(1000);
    expect(await near.get("k")).toBeNull();
    expect(near.usedBytes).toBe(0);
  });

  it("checks a copy that is no longer fresh at once: another instance may have refreshed it", async () => {
    const { near, shared, advance } = tier();
    await near.set("k", entry("old", 500), 60);
    advance(500);
    shared.writeElsewhere("k", "refreshed", "v2");
    expect((await near.get("k"))?.body).toBe("refreshed");
  });

  it("answers from its copy while Redis is down, and misses without one", async () => {
    const { near, shared, advance } = tier();
    await near.set("k", entry("kept"), 60);
    shared.setDown(true);
    advance(5000);
    expect((await near.get("k"))?.body).toBe("kept");
    expect(await near.get("never-seen")).toBeNull();
    await near.set("written-in-outage", entry("here only"), 60);
    expect((await near.get("written-in-outage"))?.body).toBe("here only");
  });

  it("keeps its copies within its byte budget, least recently used out first", async () => {
    const { near, shared } = tier(4000);
    await near.set("a", entry("x".repeat(1500)), 60);
    await near.set("b", entry("x".repeat(1500)), 60);
    await near.get("a");
    await near.set("c", entry("x".repeat(1500)), 60);
    expect(near.usedBytes).toBeLessThanOrEqual(4000);
    const readsBefore = shared.calls.read;
    await near.get("b"); // evicted here: read from Redis again
    expect(shared.calls.read).toBe(readsBefore + 1);
  });

  it("writes to Redis under a new version each time", async () => {
    const versions = new Set<string>();
    const { near } = tier();
    const shared = sharedStore();
    const spied = createNearTier(
      {
        ...shared.store,
        async write(key, value, keep) {
          versions.add(value.version);
          await shared.store.write(key, value, keep);
        },
      },
      { maxBytes: 1 << 20 },
    );
    await spied.set("k", entry("1"), 60);
    await spied.set("k", entry("2"), 60);
    expect(versions.size).toBe(2);
    expect(near.kind).toBe("redis");
  });
});
