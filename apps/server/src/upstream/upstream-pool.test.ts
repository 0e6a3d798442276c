// The upstream pools' fair admission on real sockets: against a loopback upstream that holds slow
// calls until the test lets them go, one client gets its share of the pool and no more, another
// client's call goes through while the first one's are held, a call whose signal aborts while it
// waits fails at once without reaching upstream, and a failed answer frees its slot. Then through
// the app on the sandbox: one address flooding uncached work details cannot hold back another
// address's uncached ranking.
import { afterEach, describe, expect, it, vi } from "vitest";
import { request, type Dispatcher } from "undici";
import { startSandbox } from "@pxv/sandbox";
import { NO_ABUSE_LIMITS } from "../abuse/abuse-config.js";
import { startHarness } from "../test/harness.js";
import { startStubUpstream, type StubUpstream } from "../test/stub-upstream.js";
import { runAsClient } from "./client-identity.js";
import { createUpstreamPool } from "./upstream-pool.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An upstream that holds `/slow` until `releaseAll`, answers `/fail` by resetting, and `/fast` at once. */
async function holdingUpstream() {
  const held: (() => void)[] = [];
  const stub = await startStubUpstream(async (incoming, reply) => {
    if (incoming.url.startsWith("/slow")) await new Promise<void>((resolve) => held.push(resolve));
    if (incoming.url.startsWith("/fail")) {
      reply.hijack();
      incoming.raw.socket.resetAndDestroy();
      return reply;
    }
    return reply.send({ ok: true });
  });
  const releaseAll = (): void => {
    for (const release of held.splice(0)) release();
  };
  cleanups.push(async () => {
    releaseAll();
    await stub.close();
  });
  return { stub, held, releaseAll };
}

function pool(clientShare: number, connections = 4): Dispatcher {
  const dispatcher = createUpstreamPool({ connections, timeoutMs: 10_000, clientShare });
  cleanups.push(() => dispatcher.close());
  return dispatcher;
}

/** GET `path` on `stub` as `client`; resolves with the status, or the error's name. */
function call(
  dispatcher: Dispatcher,
  stub: StubUpstream,
  client: string,
  path: string,
  signal?: AbortSignal,
) {
  return runAsClient(client, async () => {
    try {
      const answer = await request(`${stub.url}${path}`, { dispatcher, ...(signal ? { signal } : {}) });
      await answer.body.text();
      return String(answer.statusCode);
    } catch (error) {
      return (error as Error).name;
    }
  });
}

describe("an upstream pool", () => {
  it("gives one client its share, and another client's call goes through while that share is held", async () => {
    const { stub, held, releaseAll } = await holdingUpstream();
    const dispatcher = pool(2);
    const flood = Array.from({ length: 10 }, (_unused, index) =>
      call(dispatcher, stub, "10.0.0.1", `/slow?n=${String(index)}`),
    );
    await vi.waitFor(() => {
      expect(held).toHaveLength(2);
    });
    let other: string | null = null;
    void call(dispatcher, stub, "10.0.0.2", "/fast").then((status) => (other = status));
    await vi.waitFor(() => {
      expect(other).toBe("200");
    });
    expect(held).toHaveLength(2);
    // Once the held calls go, the flood's others follow, two at a time.
    const answered = Promise.all(flood);
    await vi.waitFor(() => {
      releaseAll();
      expect(stub.requests.filter((seen) => seen.path === "/slow")).toHaveLength(10);
    });
    releaseAll();
    expect(await answered).toEqual(Array(10).fill("200"));
  });

  it("fails a call whose signal aborts while it waits, at once and without sending it", async () => {
    const { stub, held, releaseAll } = await holdingUpstream();
    const dispatcher = pool(1, 2);
    const first = call(dispatcher, stub, "10.0.0.1", "/slow?n=1");
    await vi.waitFor(() => {
      expect(held).toHaveLength(1);
    });
    const deadline = new AbortController();
    const waiting = call(dispatcher, stub, "10.0.0.1", "/slow?n=2", deadline.signal);
    deadline.abort(new DOMException("deadline", "TimeoutError"));
    expect(await waiting).toBe("TimeoutError");
    releaseAll();
    expect(await first).toBe("200");
    expect(stub.requests.map((seen) => seen.query.get("n"))).toEqual(["1"]);
  });

  it("frees the slot of a call whose connection fails", async () => {
    const { stub } = await holdingUpstream();
    const dispatcher = pool(1, 2);
    expect(await call(dispatcher, stub, "10.0.0.1", "/fail")).not.toBe("200");
    expect(await call(dispatcher, stub, "10.0.0.1", "/fast")).toBe("200");
  });
});

describe("through the app", () => {
  it("serves another address's uncached ranking while one address floods slow uncached work details", async () => {
    const sandbox = await startSandbox({ seed: "pxv-server-tests" });
    const harness = await startHarness(
      {},
      { sandbox, app: { abuse: { ...NO_ABUSE_LIMITS, clientConcurrency: 64, clientUpstreamShare: 8 } } },
    );
    cleanups.push(async () => {
      sandbox.faults.clear();
      await harness.close();
      await sandbox.close();
    });
    // Counted down by every detail call that reaches the sandbox; each is answered 3 s late.
    const flood = 40;
    sandbox.faults.set(`latency=3000 /v1/illust/detail host=appApi times=${String(flood)}`);
    const reached = (): number => flood - (sandbox.faults.list()[0]?.remaining ?? 0);
    const finished: string[] = [];
    const floodAnswers = Array.from({ length: flood }, (_unused, index) =>
      harness.app
        .inject({ url: `/api/pixiv/illust?id=${String(118_200_000 + index)}`, remoteAddress: "10.0.0.1" })
        .then(() => finished.push("flood")),
    );
    await vi.waitFor(() => {
      expect(reached()).toBe(8);
    });
    const ranking = await harness.app.inject({
      url: "/api/pixiv/rank?mode=day&date=2024-06-01",
      remoteAddress: "10.0.0.2",
    });
    finished.push("other");
    expect(ranking.statusCode).toBe(200);
    expect(ranking.headers["x-cache"]).toBe("MISS");
    // The other address was answered while the flood's share was still held, and held no more.
    expect(finished).toEqual(["other"]);
    expect(reached()).toBe(8);
    sandbox.faults.clear();
    await Promise.all(floodAnswers);
  });
});
