// Two devices syncing through an in-memory server that keeps the API's rules (sequences,
// baseSequence checks, paged pulls): different items edited on each both survive, the same setting
// edited on both resolves the same way on both, a deletion reaches the other device, a device that
// was offline loses nothing, a record the server changed is refused and overwrites nothing, a device
// away past a purge of tombstones resyncs (410) and drops what it missed, and the merge base and
// outbox behave (no echo of pulled records, pruned history is not re-sent).
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import type { SyncAdapter } from "./adapter";
import { deriveSpaceKeys, newSpaceKey, type SpaceKeys } from "./keys";
import { historyOverCap, historyPrunedOf, mergeRecord } from "./merge";
import { HybridClock } from "./hlc";
import { pendingCount, recordLocalChanges } from "./outbox";
import { SyncApiError, type syncApi } from "./sync-client";
import { setSyncDb, SyncDb } from "./sync-db";
import { SyncEngine } from "./sync-engine";
import { useSyncStatus } from "./sync-status";
import type { WireRecord } from "./record-crypto";

/** A record as the fake server holds it: with its sequence (which pulls do not send). */
type HeldRecord = WireRecord & { readonly sequence: number };

/** The server's rules, in memory; `offline` answers like a dropped network. */
class FakeServer {
  sequence = 0;
  records = new Map<string, HeldRecord>();
  offline = false;
  pageSize = 3;
  purgedThrough = 0;
  pulls: number[] = [];

  /** What the server's clean-up does: every tombstone goes, and purgedThrough moves past them. */
  purgeTombstones(): void {
    for (const [id, record] of this.records) {
      if (!record.deleted) continue;
      this.records.delete(id);
      this.purgedThrough = Math.max(this.purgedThrough, record.sequence);
    }
  }

  api(): typeof syncApi {
    const check = (): void => {
      if (this.offline) throw new SyncApiError("network", null, "offline");
    };
    return {
      createSpace: () => Promise.reject(new Error("unused")),
      salt: () => Promise.reject(new Error("unused")),
      status: () => Promise.reject(new Error("unused")),
      deleteSpace: () => Promise.reject(new Error("unused")),
      push: (_space: string, _token: string, base: number, records: readonly WireRecord[]) => {
        check();
        if (base !== this.sequence) {
          return Promise.reject(new SyncApiError("sequence_mismatch", 409, "moved on", this.sequence));
        }
        for (const record of records) {
          this.sequence += 1;
          this.records.set(record.id, { ...record, sequence: this.sequence });
        }
        return Promise.resolve({ sequence: this.sequence });
      },
      pull: (_space: string, _token: string, since: number) => {
        check();
        this.pulls.push(since);
        if (since > this.sequence) {
          return Promise.reject(new SyncApiError("sequence_ahead", 409, "restored", this.sequence));
        }
        if (since > 0 && since < this.purgedThrough) {
          return Promise.reject(new SyncApiError("resync_required", 410, "purged", this.sequence));
        }
        const newer = [...this.records.values()]
          .filter((record) => record.sequence > since)
          .sort((a, b) => a.sequence - b.sequence);
        const page = newer.slice(0, this.pageSize);
        const more = newer.length > page.length;
        return Promise.resolve({
          records: page.map(({ sequence: _sequence, ...record }) => record),
          next: more ? (page.at(-1)?.sequence ?? since) : this.sequence,
          more,
        });
      },
    };
  }
}

/** A store of key → value, as an adapter sees one. */
function memoryAdapter(prefix: string, store: Map<string, unknown>): SyncAdapter {
  return {
    prefix,
    readAll: () => Promise.resolve([...store].map(([key, value]) => ({ key, value }))),
    watch: () => () => undefined,
    apply: (records) => {
      for (const record of records) {
        if (record.deleted) store.delete(record.key);
        else store.set(record.key, record.value);
      }
      return Promise.resolve();
    },
  };
}

interface Device {
  readonly db: SyncDb;
  readonly store: Map<string, unknown>;
  readonly engine: SyncEngine;
  readonly applied: string[];
}

let now = 1_764_220_800_000;
let deviceCount = 0;

function device(server: FakeServer, keys: SpaceKeys, node: string, joined: boolean): Device {
  deviceCount += 1;
  const db = new SyncDb(`sync-test-${deviceCount}`);
  const store = new Map<string, unknown>();
  const applied: string[] = [];
  const adapter = memoryAdapter("item:", store);
  const watched: SyncAdapter = {
    ...adapter,
    apply: async (records) => {
      applied.push(...records.map((record) => record.key));
      await adapter.apply(records);
    },
  };
  const engine = new SyncEngine({
    spaceId: "S",
    keys,
    node,
    adapters: [watched],
    api: server.api(),
    now: () => now,
  });
  if (!joined) void db.meta.put({ key: "initialPullDone", value: true });
  return { db, store, engine, applied };
}

/** One round on a device, a second after the last one (the devices share the module's database slot, so rounds run in turn). */
async function round(of: Device): Promise<void> {
  setSyncDb(of.db);
  now += 1_000;
  await of.engine.sync();
}

afterEach(() => {
  setSyncDb(null);
});

async function pair(): Promise<{ server: FakeServer; keys: SpaceKeys; a: Device; b: Device }> {
  const server = new FakeServer();
  const keys = await deriveSpaceKeys(newSpaceKey());
  const a = device(server, keys, "devA", false);
  const b = device(server, keys, "devB", true);
  return { server, keys, a, b };
}

describe("two devices", () => {
  it("first pairing uploads what the first device holds, and the second gets all of it", async () => {
    const { a, b } = await pair();
    for (let index = 0; index < 20; index += 1) a.store.set(`item:${index}`, { n: index });
    await round(a);
    b.store.set("item:b-only", "mine");
    await round(b);
    expect(b.store.size).toBe(21);
    await round(a);
    expect(a.store.get("item:b-only")).toBe("mine");
  });

  it("keeps edits of different items from both devices", async () => {
    const { a, b } = await pair();
    await round(a);
    await round(b);
    a.store.set("item:tag-a", true);
    b.store.set("item:tag-b", true);
    await round(a);
    await round(b); // b's push meets a's write first: 409, pull, merge, push again
    await round(a);
    expect([...a.store.keys()].sort()).toEqual(["item:tag-a", "item:tag-b"]);
    expect([...b.store.keys()].sort()).toEqual(["item:tag-a", "item:tag-b"]);
  });

  it("resolves the same setting edited on both the same way on both", async () => {
    const { a, b } = await pair();
    await round(a);
    await round(b);
    // Both change it before either syncs; b's write is the later one, so it wins on both.
    a.store.set("item:theme", "dark");
    b.store.set("item:theme", "light");
    await round(a);
    await round(b);
    await round(a);
    expect(a.store.get("item:theme")).toBe("light");
    expect(b.store.get("item:theme")).toBe("light");
  });

  it("carries a deletion as a tombstone", async () => {
    const { a, b } = await pair();
    a.store.set("item:gone", 1);
    await round(a);
    await round(b);
    expect(b.store.has("item:gone")).toBe(true);
    b.store.delete("item:gone");
    await round(b);
    await round(a);
    expect(a.store.has("item:gone")).toBe(false);
  });

  it("keeps an offline device's changes queued and sends them when it is back", async () => {
    const { server, a, b } = await pair();
    await round(a);
    await round(b);
    server.offline = true;
    b.store.set("item:offline", 1);
    await round(b);
    expect(useSyncStatus.getState().lastError?.kind).toBe("network");
    setSyncDb(b.db);
    expect(await pendingCount()).toBe(1);
    server.offline = false;
    await round(b);
    expect(useSyncStatus.getState().lastError).toBeNull();
    await round(a);
    expect(a.store.get("item:offline")).toBe(1);
  });

  it("after the server is restored from an older backup, pulls from 0 and sends what it lacks", async () => {
    const { server, a, b } = await pair();
    a.store.set("item:early", 1);
    await round(a);
    const backup = { sequence: server.sequence, records: new Map(server.records) };
    a.store.set("item:late", 2);
    await round(a);
    server.sequence = backup.sequence;
    server.records = backup.records;
    await round(a); // 409 sequence_ahead: everything held goes out again
    await round(b);
    expect(b.store.get("item:late")).toBe(2);
    expect(b.store.get("item:early")).toBe(1);
  });

  it("does not send pulled records back (no echo)", async () => {
    const { server, a, b } = await pair();
    a.store.set("item:x", 1);
    await round(a);
    const sequence = server.sequence;
    await round(b);
    await round(b);
    expect(server.sequence).toBe(sequence);
  });

  it("a device that ran the first record format takes the space again once (what it refused comes back)", async () => {
    const { server, a, b } = await pair();
    a.store.set("item:1", "one");
    a.store.set("item:2", "two");
    await round(a);
    await round(b);
    // Code of the first format refused item:2 from a newer device and went past it.
    b.store.delete("item:2");
    await b.db.records.delete("item:2");
    await b.db.meta.delete("recordFormat");
    server.pulls = [];
    await round(b);
    expect(b.store.get("item:2")).toBe("two");
    expect(server.pulls[0]).toBe(0);
    server.pulls = [];
    await round(b);
    expect(server.pulls).toEqual([server.sequence]);
  });

  it("refuses a record the server changed, and overwrites nothing", async () => {
    const { server, a, b } = await pair();
    a.store.set("item:x", "original");
    await round(a);
    await round(b);
    const [id, record] = [...server.records][0] ?? [];
    if (id === undefined || record === undefined) throw new Error("nothing stored");
    const foreign = await deriveSpaceKeys(newSpaceKey());
    const { sealRecord } = await import("./record-crypto");
    const forged = await sealRecord(foreign, {
      key: "item:x",
      value: "forged",
      deleted: false,
      hlc: "999999999999999:00000:evil",
    });
    server.sequence += 1;
    server.records.set(id, { ...forged, id, sequence: server.sequence });
    await round(b);
    expect(b.store.get("item:x")).toBe("original");
    expect(useSyncStatus.getState().lastError).toMatchObject({ kind: "refused", count: 1 });
  });
});

describe("after the server purged tombstones", () => {
  it("a device away since before the purge resyncs from 0, drops what it missed and keeps what it queued", async () => {
    const { server, a, b } = await pair();
    a.store.set("item:kept", 1);
    a.store.set("item:deleted-elsewhere", 2);
    a.store.set("item:edited-here", 3);
    await round(a);
    await round(b);
    expect(b.store.size).toBe(3);
    // While B is away, A deletes one item; the tombstone is purged before B comes back.
    a.store.delete("item:deleted-elsewhere");
    a.store.set("item:new-on-a", 4);
    await round(a);
    server.purgeTombstones();
    expect(server.purgedThrough).toBeGreaterThan(0);
    // B edits one item and adds another before it syncs again.
    b.store.set("item:edited-here", 30);
    b.store.set("item:new-on-b", 5);
    server.pulls = [];
    await round(b);
    expect(server.pulls[0]).toBeGreaterThan(0); // refused (410) …
    expect(server.pulls).toContain(0); // … then everything from 0
    expect(useSyncStatus.getState().lastError).toBeNull();
    expect(Object.fromEntries(b.store)).toEqual({
      "item:kept": 1,
      "item:edited-here": 30,
      "item:new-on-a": 4,
      "item:new-on-b": 5,
    });
    expect(b.applied).toContain("item:deleted-elsewhere");
    // B's queued changes went out, and A gets them; the dropped item does not come back.
    await round(a);
    expect(Object.fromEntries(a.store)).toEqual(Object.fromEntries(b.store));
    // The next round pulls from where the resync ended: no second resync.
    server.pulls = [];
    await round(b);
    expect(server.pulls.every((since) => since >= server.purgedThrough)).toBe(true);
  });

  it("takes history missing from a full space as pruned, not deleted", () => {
    const held = [5, 6, 7].map((viewedAt) => ({ viewedAt }));
    const missing = [
      { key: "history:illust:1", viewedAt: 4 },
      { key: "history:illust:2", viewedAt: 9 },
    ];
    // The space holds its cap: an entry older than its oldest was pruned; a newer one was deleted.
    expect(historyPrunedOf(missing, held, 3)).toEqual(["history:illust:1"]);
    // Below the cap nothing was pruned: both were deleted.
    expect(historyPrunedOf(missing, held, 4)).toEqual([]);
  });
});

describe("merge rule", () => {
  it("picks the newer clock whatever the order, tombstones included", () => {
    const edit = { hlc: "000000000000010:00000:devA", deleted: false };
    const removal = { hlc: "000000000000011:00000:devB", deleted: true };
    expect(mergeRecord(edit, removal)).toBe(removal);
    expect(mergeRecord(removal, edit)).toBe(removal);
    expect(mergeRecord(undefined, edit)).toBe(edit);
  });

  it("caps history at the newest entries", () => {
    const entries = [1, 5, 3, 4, 2].map((viewedAt) => ({ key: `h${viewedAt}`, viewedAt }));
    expect(historyOverCap(entries, 3).sort()).toEqual(["h1", "h2"]);
    expect(historyOverCap(entries, 5)).toEqual([]);
  });
});

describe("outbox", () => {
  it("queues a change once, skips an unchanged value, and replaces a queued write with a newer one", async () => {
    const db = new SyncDb("outbox-test");
    setSyncDb(db);
    const clock = new HybridClock("devA", () => 1_000);
    expect(await recordLocalChanges(clock, [{ key: "item:a", value: 1 }])).toBe(1);
    expect(await recordLocalChanges(clock, [{ key: "item:a", value: 1 }])).toBe(0);
    expect(await recordLocalChanges(clock, [{ key: "item:a", value: 2 }])).toBe(1);
    expect(await pendingCount()).toBe(1);
    expect(await recordLocalChanges(clock, [{ key: "item:a", value: undefined }])).toBe(1);
    expect(await db.records.get("item:a")).toMatchObject({ deleted: true });
    expect(await recordLocalChanges(clock, [{ key: "item:never", value: undefined }])).toBe(0);
  });
});
