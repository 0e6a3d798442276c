// The reliability suite's connection checks (README of reliability/, issue 23): malformed websocket
// frames on the live relay of pxv on its built-in sandbox (as `npm start` runs it), idle and
// dripping connections from one address, trickling and late pictures, and credentials in query
// strings with the access log on — each figure printed beside its goal. The short run uses short
// connection times; the long run pxv's defaults.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sandbox } from "@pxv/sandbox";
import { DEFAULT_CONNECTION_LIMITS } from "../apps/server/src/connection-limits.js";
import { DEFAULT_IMAGE_PACE } from "../apps/server/src/routes/images/image-proxy-pace.js";
import {
  drippingBodies,
  fetchPicture,
  idleSockets,
  liveSocketRelays,
  picturePaths,
  secretsInQueries,
  sendMalformedFrames,
  slowPictureFaults,
} from "./lib/connections.js";
import { PROFILE, figure } from "./lib/profile.js";
import {
  startPxvOnBuiltInSandbox,
  startPxvProcess,
  startReliabilitySandbox,
  type PxvProcess,
} from "./lib/pxv-process.js";
import { rawRequest } from "./lib/raw-http.js";

const LONG = PROFILE.name === "long";
/** Seconds: the long run keeps pxv's defaults, the short run makes each check take a few seconds. */
const TIMES = LONG
  ? {
      headers: DEFAULT_CONNECTION_LIMITS.headersTimeoutMs / 1000,
      request: DEFAULT_CONNECTION_LIMITS.requestTimeoutMs / 1000,
      firstByte: DEFAULT_IMAGE_PACE.firstByteMs / 1000,
    }
  : { headers: 2, request: 4, firstByte: 3 };
const CAP = DEFAULT_CONNECTION_LIMITS.perAddress;
/** What pxv may take beyond its times to close: a second for its check, two for a client to read the 408. */
const CLOSE_SLACK_S = 3;
/** How long after its head a trickling body must be cut: a rate window and one check (a quarter). */
const TRICKLE_CUT_S = (DEFAULT_IMAGE_PACE.windowMs * 1.25) / 1000;

let sandbox: Sandbox;
/** On the suite's sandbox, with the per-address cap, short times, and the access log. */
let pxv: PxvProcess;
/** On its own built-in sandbox. */
let standalone: PxvProcess;

beforeAll(async () => {
  sandbox = await startReliabilitySandbox();
  pxv = await startPxvProcess(sandbox, {
    PXV_CONNECTIONS_PER_ADDRESS: String(CAP),
    PXV_HEADERS_TIMEOUT_SECONDS: String(TIMES.headers),
    PXV_REQUEST_TIMEOUT_SECONDS: String(TIMES.request),
    PXV_IMAGE_FIRST_BYTE_SECONDS: String(TIMES.firstByte),
    PXV_ACCESS_LOG: "true",
    PXV_LOG_LEVEL: "info",
  });
  standalone = await startPxvOnBuiltInSandbox();
});

afterAll(async () => {
  await standalone.stop();
  await pxv.stop();
  await sandbox.close();
});

async function healthy(target: PxvProcess): Promise<boolean> {
  return (
    target.alive() && (await rawRequest(target.port, { method: "GET", path: "/healthz" })).status === 200
  );
}

describe(`reliability: connections (${PROFILE.name} run)`, { concurrent: false }, () => {
  it("closes each client that sends a malformed websocket frame, and stays up", async () => {
    const outcomes = await sendMalformedFrames(standalone);
    for (const outcome of outcomes) {
      figure(
        `websocket frame: ${outcome.frame}`,
        `close ${String(outcome.closeCode)}${outcome.closed ? ", connection closed" : ", still open"}`,
        `close ${String(outcome.expectedCode)}, connection closed`,
      );
    }
    const alive = await healthy(standalone);
    const relays = await liveSocketRelays(standalone);
    figure("process after the malformed frames", alive ? "up, /healthz 200" : "down", "up, /healthz 200");
    figure("a well-behaved live socket afterwards", relays ? "gets messages" : "gets none", "gets messages");
    expect(outcomes.map((outcome) => [outcome.closeCode, outcome.closed])).toEqual(
      outcomes.map((outcome) => [outcome.expectedCode, true]),
    );
    expect(alive).toBe(true);
    expect(relays).toBe(true);
  });

  it("cuts a trickling picture and a late head, and lets a slow original finish", async () => {
    const paths = await picturePaths(pxv);
    slowPictureFaults(sandbox, (TIMES.firstByte + 5) * 1000);
    try {
      const [thumbnail, master, original] = await Promise.all([
        fetchPicture(pxv, paths.thumbnail, 180_000),
        fetchPicture(pxv, paths.master, 180_000),
        fetchPicture(pxv, paths.original, 180_000),
      ]);
      const trickled = thumbnail.seconds - thumbnail.headSeconds;
      figure(
        "thumbnail trickling 256 B / 1.5 s",
        `${thumbnail.complete ? "completed" : "cut"} ${trickled.toFixed(1)} s after its head (${String(thumbnail.bytes)} B)`,
        `cut within ${TRICKLE_CUT_S.toFixed(1)} s of its head`,
      );
      figure(
        `head ${String(TIMES.firstByte + 5)} s late`,
        `${String(master.status)} after ${master.seconds.toFixed(1)} s`,
        `502 within ${String(TIMES.firstByte + 1)} s`,
      );
      figure(
        "original at 10 KB/s",
        `${original.complete ? "completed" : "cut"} (${String(original.bytes)} B in ${original.seconds.toFixed(1)} s)`,
        "completed",
      );
      expect(thumbnail).toMatchObject({ status: 200, complete: false });
      expect(trickled).toBeLessThan(TRICKLE_CUT_S);
      expect(master.status).toBe(502);
      expect(master.seconds).toBeLessThan(TIMES.firstByte + 1);
      expect(original).toMatchObject({ status: 200, complete: true });
    } finally {
      sandbox.faults.clear();
    }
    expect(await healthy(pxv)).toBe(true);
  });

  it("holds at most the cap of idle sockets from one address, and closes them in time", async () => {
    const count = PROFILE.idleSockets;
    const waitMs = (TIMES.headers + CLOSE_SLACK_S + 5) * 1000;
    const idle = await idleSockets(pxv, count, CAP, waitMs);
    // The suite's own kept-alive connections (fetch) may hold a place or two of the cap.
    figure(
      `idle sockets from one address`,
      `${String(idle.opened)} opened, ${String(idle.refused)} refused at once`,
      `all but ≤ ${String(CAP)} refused`,
    );
    figure("descriptors pxv held for them", idle.descriptorsHeld, `≤ ${String(CAP)} + 10`);
    figure(
      "idle sockets all closed after",
      idle.allClosedAfterS < 0
        ? "not all closed"
        : `${idle.allClosedAfterS.toFixed(1)} s, ${String(idle.timedOut)} with a 408`,
      `≤ ${String(TIMES.headers + CLOSE_SLACK_S)} s, the others with a 408`,
    );
    expect(idle.refused).toBeGreaterThanOrEqual(count - CAP);
    expect(idle.descriptorsHeld).toBeLessThanOrEqual(CAP + 10);
    expect(idle.allClosedAfterS).toBeGreaterThan(0);
    expect(idle.allClosedAfterS).toBeLessThanOrEqual(TIMES.headers + CLOSE_SLACK_S);
    expect(idle.timedOut).toBe(count - idle.refused);
    expect(await healthy(pxv)).toBe(true);
  });

  it("closes bodies that drip a byte every 2 s within the request time", async () => {
    const drip = await drippingBodies(pxv, 20, 2000, (TIMES.request + CLOSE_SLACK_S + 5) * 1000);
    figure(
      "20 bodies dripping 1 B / 2 s, all closed after",
      drip.allClosedAfterS < 0
        ? "not all closed"
        : `${drip.allClosedAfterS.toFixed(1)} s, ${String(drip.timedOut)} with a 408`,
      `≤ ${String(TIMES.request + CLOSE_SLACK_S)} s, 20 with a 408`,
    );
    expect(drip.allClosedAfterS).toBeGreaterThan(0);
    expect(drip.allClosedAfterS).toBeLessThanOrEqual(TIMES.request + CLOSE_SLACK_S);
    expect(drip.timedOut).toBe(20);
    expect(await healthy(pxv)).toBe(true);
  });

  it("never writes a credential from a query string to the access log", async () => {
    const secrets = await secretsInQueries(pxv);
    figure("requests with a credential in the query", secrets.requests, "each logged, redacted");
    figure("access lines with the value redacted", secrets.redactedLines, String(secrets.requests));
    figure("credential values in pxv's output", secrets.leaks, "0");
    expect(secrets.leaks).toBe(0);
    expect(secrets.redactedLines).toBe(secrets.requests);
  });
});
