// The image proxy under conditions the sandbox does not produce: a 50 MB image streams through with
// flat memory (never buffered), and no request shape or upstream redirect makes pxv connect to a
// host other than its image hosts.
import { get as httpGet } from "node:http";
import { createServer, type Server } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../test/harness.js";
import { startStubUpstream, type StubUpstream } from "../../test/stub-upstream.js";

const IMAGE_BYTES = 50 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0xab);

let imageHost: StubUpstream;
let harness: Harness;
let proxyUrl: string;
let elsewhere: Server;
let elsewherePort: number;
let elsewhereConnections = 0;
/** Bytes the image host has produced so far for the current image. */
let producedBytes = (): number => 0;

beforeAll(async () => {
  elsewhere = createServer((socket) => {
    elsewhereConnections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
  const address = elsewhere.address();
  elsewherePort = typeof address === "object" && address ? address.port : 0;

  imageHost = await startStubUpstream((request, reply) => {
    if (request.url.startsWith("/redirect-away")) {
      return reply.redirect(`http://127.0.0.1:${elsewherePort}/x.jpg`, 302);
    }
    let sent = 0;
    producedBytes = () => sent;
    const body = new Readable({
      read() {
        if (sent >= IMAGE_BYTES) {
          this.push(null);
          return;
        }
        sent += CHUNK.length;
        this.push(CHUNK);
      },
    });
    return reply.type("image/png").header("content-length", String(IMAGE_BYTES)).send(body);
  });
  harness = await startHarness({ iPximg: imageHost.url });
  await harness.app.listen({ host: "127.0.0.1", port: 0 });
  const address2 = harness.app.server.address();
  proxyUrl = `http://127.0.0.1:${typeof address2 === "object" && address2 ? address2.port : 0}`;
});
afterAll(async () => {
  await harness.close();
  await imageHost.close();
  await new Promise((resolve) => elsewhere.close(resolve));
});

/**
 * Streams a GET but stops reading after the first chunk for a while, and reports how far ahead of
 * the reader the image host got: with streaming and backpressure only socket buffers' worth, with
 * buffering the whole image. Then reads the rest.
 */
function streamWithPause(path: string): Promise<{ status: number; bytes: number; aheadWhilePaused: number }> {
  return new Promise((resolve, reject) => {
    httpGet(`${proxyUrl}${path}`, (response) => {
      let bytes = 0;
      let aheadWhilePaused = -1;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (aheadWhilePaused === -1) {
          aheadWhilePaused = 0;
          response.pause();
          setTimeout(() => {
            aheadWhilePaused = producedBytes() - bytes;
            response.resume();
          }, 500);
        }
      });
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, bytes, aheadWhilePaused });
      });
    }).on("error", reject);
  });
}

describe("image proxy streaming", () => {
  it("streams a 50 MB image, holding only buffers' worth while the client is slow", async () => {
    const result = await streamWithPause("/-/img-original/img/2025/01/01/00/00/00/1_p0.png");
    expect(result.status).toBe(200);
    expect(result.bytes).toBe(IMAGE_BYTES);
    // Buffering would have pulled the whole 50 MB from upstream during the pause.
    expect(result.aheadWhilePaused).toBeGreaterThanOrEqual(0);
    // Kernel socket buffers on two loopback connections account for up to ~10 MB here.
    expect(result.aheadWhilePaused).toBeLessThan(IMAGE_BYTES / 2);
  });
});

describe("only the image hosts are reachable", () => {
  it.each([
    () => `/-//127.0.0.1:${elsewherePort}/x.jpg`,
    () => `/-/http://127.0.0.1:${elsewherePort}/x.jpg`,
    () => `/-/@127.0.0.1:${elsewherePort}/x.jpg`,
    () => `/-/%2f%2f127.0.0.1:${elsewherePort}/x.jpg`,
    () => `/~/..%2f..%2f127.0.0.1:${elsewherePort}/x.jpg`,
  ])("a URL naming another host (%#) never connects to it", async (path) => {
    await new Promise<void>((resolve, reject) => {
      httpGet(`${proxyUrl}${path()}`, (response) => {
        response.resume();
        response.on("end", resolve);
      }).on("error", reject);
    });
    expect(elsewhereConnections).toBe(0);
  });

  it("refuses an upstream redirect to another host with a 502, without following it", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/-/redirect-away/x.jpg" });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ upstream: "i.pximg.net" });
    expect(elsewhereConnections).toBe(0);
  });
});
