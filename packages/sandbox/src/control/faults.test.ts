// Fault injection over real sockets: every fault kind as a client sees it, the rule syntax, the
// store's counting, and the control host that changes rules at run time.
import { request as httpRequest } from "node:http";
import Fastify, { type FastifyInstance } from "fastify";
import { appApiErrorBodySchema } from "@pxv/pixiv";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createControlHost } from "./control-host.js";
import { sketchFaultBodies } from "./fault-bodies.js";
import { faultInjection } from "./fault-plugin.js";
import { FaultSyntaxError, parseFaultRules } from "./fault-rules.js";
import { createFaultStore, faultStoreFromEnvironment } from "./fault-store.js";

const faults = createFaultStore();
const BODY = JSON.stringify({ illusts: Array.from({ length: 50 }, (_, index) => ({ id: index })) });
let app: FastifyInstance;
let sketch: FastifyInstance;
let control: FastifyInstance;
let base: string;
let sketchBase: string;
let controlBase: string;

async function listen(instance: FastifyInstance): Promise<string> {
  await instance.listen({ host: "127.0.0.1", port: 0 });
  const address = instance.server.address();
  if (address === null || typeof address === "string") throw new Error("no address");
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  app = Fastify();
  await app.register(faultInjection, { faults, host: "appApi" });
  app.get("/v1/illust/ranking", (_request, reply) => reply.type("application/json").send(BODY));
  sketch = Fastify();
  await sketch.register(faultInjection, { faults, host: "sketch", responder: sketchFaultBodies });
  sketch.get("/api/lives/1.json", () => ({ data: {} }));
  control = createControlHost({ faults, logger: false });
  [base, sketchBase, controlBase] = await Promise.all([listen(app), listen(sketch), listen(control)]);
});
afterAll(async () => {
  await Promise.all([app.close(), sketch.close(), control.close()]);
});
afterEach(() => {
  faults.clear();
});

/** Raw HTTP, so that a cut connection is seen as such (headers, bytes received, how it ended). */
function rawGet(url: string): Promise<{ status?: number; length?: string; bytes: number; ended: string }> {
  return new Promise((resolve) => {
    const req = httpRequest(url, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      const finish = (ended: string): void => {
        resolve({ status: response.statusCode, length: response.headers["content-length"], bytes, ended });
      };
      response.on("end", () => {
        finish("end");
      });
      response.on("error", () => {
        finish("aborted");
      });
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      resolve({ bytes: 0, ended: error.code ?? "error" });
    });
    req.end();
  });
}

describe("fault kinds", () => {
  it("answers normally without rules", async () => {
    const response = await fetch(`${base}/v1/illust/ranking`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(BODY);
  });

  it("latency delays the answer", async () => {
    faults.set("latency=300 /v1/*");
    const started = performance.now();
    const response = await fetch(`${base}/v1/illust/ranking?mode=day`);
    expect(await response.text()).toBe(BODY);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it("error answers the status with pixiv's error body", async () => {
    faults.set({ kind: "error", path: "/v1/illust/ranking", status: 503 });
    const response = await fetch(`${base}/v1/illust/ranking`);
    expect(response.status).toBe(503);
    expect(appApiErrorBodySchema.parse(await response.json()).error.message).toBe("Service Unavailable");
  });

  it("rate-limit is 403 with pixiv's Rate Limit body on the app API", async () => {
    faults.set("rate-limit *");
    const response = await fetch(`${base}/v1/illust/ranking`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { user_message: "", message: "Rate Limit", reason: "", user_message_details: {} },
    });
  });

  it("uses the host's own body format (sketch: errors[0].message)", async () => {
    faults.set("error=500 *");
    const response = await fetch(`${sketchBase}/api/lives/1.json`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ errors: [{ message: "Internal Server Error" }] });
  });

  it("reset cuts the connection before any answer", async () => {
    faults.set("reset /v1/illust/ranking");
    const result = await rawGet(`${base}/v1/illust/ranking`);
    expect(result.status).toBeUndefined();
    expect(result.ended).toMatch(/ECONNRESET|socket hang up|error/);
    faults.clear();
    await expect(fetch(`${base}/v1/illust/ranking`)).resolves.toHaveProperty("status", 200);
  });

  it("truncate announces the whole length but sends only the first bytes", async () => {
    faults.set("truncate=100 /v1/illust/ranking");
    const result = await rawGet(`${base}/v1/illust/ranking`);
    expect(result.status).toBe(200);
    expect(Number(result.length)).toBe(Buffer.byteLength(BODY));
    expect(result.bytes).toBe(100);
    expect(result.ended).toBe("aborted");
    faults.set("truncate=10 *");
    await expect(fetch(`${base}/v1/illust/ranking`).then((response) => response.json())).rejects.toThrow();
  });

  it("slow streams the whole body in small chunks", async () => {
    faults.set("slow=40 /v1/illust/ranking chunk=200");
    const started = performance.now();
    const response = await fetch(`${base}/v1/illust/ranking`);
    expect(await response.text()).toBe(BODY);
    const chunks = Math.ceil(Buffer.byteLength(BODY) / 200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(chunks * 40 * 0.8);
  });
});

describe("fault rules", () => {
  it("reads the compact syntax and JSON alike", () => {
    expect(
      parseFaultRules(
        "latency=800 /v1/illust/*; error=502 /v1/illust/detail host=appApi times=2\nslow=50 /img-original/* chunk=1024 method=get",
      ),
    ).toEqual([
      { kind: "latency", path: "/v1/illust/*", ms: 800 },
      { kind: "error", path: "/v1/illust/detail", status: 502, host: "appApi", times: 2 },
      { kind: "slow", path: "/img-original/*", ms: 50, bytes: 1024, method: "GET" },
    ]);
    expect(parseFaultRules('[{"kind":"rate-limit"}]')).toEqual([{ kind: "rate-limit", path: "*" }]);
  });

  it.each([
    ["teleport /x"],
    ["latency=soon /x"],
    ["reset=3 /x"],
    ["error /x colour=red"],
    ['{"kind":"error","status":200}'],
  ])("refuses %s with a message", (text) => {
    expect(() => parseFaultRules(text)).toThrow(FaultSyntaxError);
  });

  it("matches host and method, counts times down and retires the rule", () => {
    const store = createFaultStore("error /a times=2 host=one; latency=5 /a method=POST");
    expect(store.match("two", "GET", "/a")).toEqual([]);
    expect(store.match("one", "GET", "/a").map((rule) => rule.kind)).toEqual(["error"]);
    expect(store.match("one", "POST", "/a").map((rule) => rule.kind)).toEqual(["error", "latency"]);
    expect(store.match("one", "GET", "/a")).toEqual([]);
    expect(store.list()).toHaveLength(1);
  });

  it("reads PXV_SANDBOX_FAULTS and names the variable when it is wrong", () => {
    expect(faultStoreFromEnvironment({ PXV_SANDBOX_FAULTS: "reset /x" }).list()).toHaveLength(1);
    expect(faultStoreFromEnvironment({}).list()).toEqual([]);
    expect(() => faultStoreFromEnvironment({ PXV_SANDBOX_FAULTS: "boom" })).toThrow(/^PXV_SANDBOX_FAULTS: /);
  });
});

describe("control host", () => {
  it("adds, lists, replaces and removes rules", async () => {
    const added = await fetch(`${controlBase}/faults`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "rate-limit /v1/illust/ranking host=appApi",
    });
    expect(added.status).toBe(201);
    expect((await fetch(`${base}/v1/illust/ranking`)).status).toBe(403);

    const replaced = await fetch(`${controlBase}/faults`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([{ kind: "error", status: 500, path: "/nothing" }]),
    });
    const { faults: rules } = (await replaced.json()) as { faults: { id: number }[] };
    expect((await fetch(`${base}/v1/illust/ranking`)).status).toBe(200);
    const listed = (await (await fetch(`${controlBase}/faults`)).json()) as { faults: unknown[] };
    expect(listed.faults).toHaveLength(1);

    expect((await fetch(`${controlBase}/faults/${rules[0]?.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await fetch(`${controlBase}/faults/999`, { method: "DELETE" })).status).toBe(404);
    await fetch(`${controlBase}/faults`, {
      method: "POST",
      body: "reset *",
      headers: { "content-type": "text/plain" },
    });
    expect((await fetch(`${controlBase}/faults`, { method: "DELETE" })).status).toBe(204);
    expect(faults.list()).toEqual([]);
  });

  it("answers 400 naming a bad rule", async () => {
    const response = await fetch(`${controlBase}/faults`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "explode *",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: expect.stringContaining("unknown fault kind") as unknown,
    });
  });
});
