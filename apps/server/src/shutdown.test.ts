// The drain on a real listening server: a request in flight when the stop begins is answered in full
// with `Connection: close` (not reset), and a socket that never finishes its request is destroyed
// when the drain time is up, so the stop ends.
import { Agent, request } from "node:http";
import { connect } from "node:net";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { prepareDrain } from "./shutdown.js";

describe("prepareDrain", () => {
  it("finishes a request in flight with Connection: close, and closes held sockets at the limit", async () => {
    const app = Fastify();
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = (): void => undefined;
    const inFlight = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get("/slow", async () => {
      arrived();
      await released;
      return { done: true };
    });
    const drain = prepareDrain(app.server);
    const origin = await app.listen({ port: 0, host: "127.0.0.1" });
    const port = Number(new URL(origin).port);

    // A socket whose request never ends: only the limit closes it.
    const held = connect({ host: "127.0.0.1", port });
    held.on("error", () => undefined);
    await new Promise((resolve) => held.once("connect", resolve));
    held.write("GET /slow HTTP/1.1\r\nHost: x\r\n");
    const heldClosed = new Promise((resolve) => held.once("close", resolve));

    const agent = new Agent({ keepAlive: true });
    const answer = new Promise<{ status: number; connection: string | undefined; body: string }>(
      (resolve, reject) => {
        request(`${origin}/slow`, { agent }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => {
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body });
          });
        })
          .on("error", reject)
          .end();
      },
    );
    await inFlight;
    const drained = drain.drain(1000);
    release();
    expect(await answer).toEqual({ status: 200, connection: "close", body: '{"done":true}' });
    await drained;
    await heldClosed;
    expect(held.destroyed).toBe(true);
    agent.destroy();
    await app.close();
  });
});
