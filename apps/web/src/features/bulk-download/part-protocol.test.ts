// The page ↔ bulk worker protocol: replies settle the right calls, failures come back as the errors
// the runner's backoff reads, and the worker's host streams parts into its storage as valid ZIPs
// (decoded here), holding files until they are added, dropping, aborting and discarding on request.
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { EntryFetchError } from "./fetch-bytes";
import { PartHost, type PartFile, type PartStorage } from "./part-host";
import { PartChannel, errorOf, failureOf, type PartMessage } from "./part-protocol";

/** In-memory storage: each file grows as it is written at offsets. */
class MemoryStorage implements PartStorage {
  files = new Map<string, Uint8Array>();
  closed = new Set<string>();
  ok = true;
  available(): Promise<boolean> {
    return Promise.resolve(this.ok);
  }
  open(name: string): Promise<PartFile> {
    this.files.set(name, new Uint8Array(0));
    this.closed.delete(name);
    return Promise.resolve({
      write: (bytes: Uint8Array, at: number) => {
        const old = this.files.get(name) ?? new Uint8Array(0);
        const next = new Uint8Array(Math.max(old.byteLength, at + bytes.byteLength));
        next.set(old);
        next.set(bytes, at);
        this.files.set(name, next);
      },
      close: () => this.closed.add(name),
    });
  }
  remove(name: string): Promise<void> {
    this.files.delete(name);
    return Promise.resolve();
  }
  clear(): Promise<void> {
    this.files.clear();
    return Promise.resolve();
  }
}

/** A fetch by URL: "/ok/N" answers N bytes, "/status/S" fails with S, "/hang" waits for its abort. */
function fakeFetch(url: string, signal: AbortSignal): Promise<Uint8Array> {
  const [, kind, arg] = url.split("/");
  if (kind === "ok") return Promise.resolve(new Uint8Array(Number(arg)).fill(7));
  if (kind === "status") return Promise.reject(new EntryFetchError(`HTTP ${arg ?? ""}`, Number(arg), 2000));
  return new Promise((_, reject) => {
    signal.addEventListener("abort", () => {
      reject(new DOMException("aborted", "AbortError"));
    });
  });
}

/** A page channel wired straight to a host, as the worker would be. */
function wired() {
  const storage = new MemoryStorage();
  const host = new PartHost(storage, fakeFetch);
  const channel: PartChannel = new PartChannel((message: PartMessage) => {
    void host.handle(message).then((reply) => {
      if (reply !== null) channel.receive(reply);
    });
  });
  return { storage, host, channel };
}

describe("PartChannel", () => {
  it("settles each call with its own reply, in any order, and ignores unknown ones", async () => {
    const sent: PartMessage[] = [];
    const channel = new PartChannel((message) => sent.push(message));
    const first = channel.request({ kind: "probe" });
    const second = channel.request({ kind: "fetch", key: "j:1", url: "/ok/3" });
    const [a, b] = sent;
    expect(a?.call).not.toBe(b?.call);
    channel.receive({ call: 999, ok: true, value: 1 });
    channel.receive({ call: b?.call ?? 0, ok: true, value: 3 });
    channel.receive({ call: a?.call ?? 0, ok: true, value: true });
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(3);
  });

  it("fails every waiting call as a network failure when the worker dies", async () => {
    const channel = new PartChannel(() => undefined);
    const call = channel.request({ kind: "fetch", key: "j:1", url: "/ok/1" });
    channel.failAll("gone");
    const error: unknown = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EntryFetchError);
    expect((error as EntryFetchError).status).toBeNull();
  });
});

describe("failures across the boundary", () => {
  it.each([
    [new EntryFetchError("HTTP 429", 429, 5000), { status: 429, retryAfterMs: 5000, aborted: false }],
    [new EntryFetchError("offline", null), { status: null, retryAfterMs: null, aborted: false }],
    [new DOMException("stop", "AbortError"), { status: null, retryAfterMs: null, aborted: true }],
  ])("%s keeps its status, Retry-After and abort", (error, expected) => {
    const failure = failureOf(error);
    expect(failure).toMatchObject(expected);
    const back = errorOf(failure);
    if (expected.aborted) expect(back).toMatchObject({ name: "AbortError" });
    else expect(back).toMatchObject({ status: expected.status, retryAfterMs: expected.retryAfterMs });
  });
});

describe("PartHost", () => {
  it("streams held files into a part file that decodes as the ZIP asked for", async () => {
    const { storage, channel } = wired();
    expect(await channel.request({ kind: "probe" })).toBe(true);
    expect(await channel.request({ kind: "fetch", key: "j:0", url: "/ok/5" })).toBe(5);
    expect(await channel.request({ kind: "hold", key: "j:1", bytes: new Uint8Array([1, 2]) })).toBe(2);
    const size = await channel.request({ kind: "add", key: "j:1", path: "a/novel.txt", file: "p1.zip" });
    expect(size).toBeGreaterThan(2);
    await channel.request({ kind: "add", key: "j:0", path: "a/1_p0.png", file: "p1.zip" });
    const extra = { path: "manifest.json", bytes: new TextEncoder().encode("[]") };
    expect(await channel.request({ kind: "finish", extra })).toBe("p1.zip");
    expect(storage.closed.has("p1.zip")).toBe(true);
    const entries = unzipSync(storage.files.get("p1.zip") ?? new Uint8Array());
    expect(Object.keys(entries)).toEqual(["a/novel.txt", "a/1_p0.png", "manifest.json"]);
    expect([...(entries["a/1_p0.png"] ?? [])]).toEqual([7, 7, 7, 7, 7]);
    // The next part starts afresh in its own file.
    await channel.request({ kind: "fetch", key: "j:2", url: "/ok/1" });
    await channel.request({ kind: "add", key: "j:2", path: "b.png", file: "p2.zip" });
    await channel.request({ kind: "finish", extra: null });
    expect(Object.keys(unzipSync(storage.files.get("p2.zip") ?? new Uint8Array()))).toEqual(["b.png"]);
  });

  it("answers a failed fetch with its status and an aborted one as aborted", async () => {
    const { channel, host } = wired();
    await expect(channel.request({ kind: "fetch", key: "j:0", url: "/status/503" })).rejects.toMatchObject({
      status: 503,
      retryAfterMs: 2000,
    });
    const hanging = channel.request({ kind: "fetch", key: "j:1", url: "/hang" });
    await host.handle({ kind: "abort", key: "j:1", call: 0 });
    await expect(hanging).rejects.toMatchObject({ name: "AbortError" });
  });

  it("writes nothing of a dropped file and deletes a discarded part", async () => {
    const { storage, channel, host } = wired();
    await channel.request({ kind: "fetch", key: "j:0", url: "/ok/2" });
    await host.handle({ kind: "drop", key: "j:0", call: 0 });
    await expect(channel.request({ kind: "add", key: "j:0", path: "x", file: "p.zip" })).rejects.toThrow(
      /No file held/,
    );
    await channel.request({ kind: "fetch", key: "j:1", url: "/ok/2" });
    await channel.request({ kind: "add", key: "j:1", path: "y", file: "p.zip" });
    await channel.request({ kind: "discard" });
    expect(storage.files.has("p.zip")).toBe(false);
    await expect(channel.request({ kind: "finish", extra: null })).rejects.toThrow(/No ZIP part/);
  });

  it("says no where parts cannot be written", async () => {
    const { storage, channel } = wired();
    storage.ok = false;
    expect(await channel.request({ kind: "probe" })).toBe(false);
  });
});
