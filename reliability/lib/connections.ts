/**
 * Hostile connections against a running pxv (issue 23): malformed websocket frames on the live
 * relay, idle sockets by the thousand from one address, request bodies dripping a byte at a time,
 * image hosts that trickle or keep the head back, and credentials in query strings with the access
 * log on. Each function returns what it saw; the suite prints it beside its goal.
 */
import { request } from "node:http";
import WebSocket from "ws";
import type { Sandbox } from "@pxv/sandbox";
import { HOSTILE_FRAMES, sendRawFrame } from "@pxv/sandbox";
import { dribble, openRawSocket, type WatchedSocket } from "../../apps/server/src/test/raw-socket.js";
import type { PxvProcess } from "./pxv-process.js";
import { rawRequest } from "./raw-http.js";
import { SECRET_PARAMETERS } from "../../apps/server/src/test/secret-parameters.js";

export interface FrameOutcome {
  readonly frame: string;
  readonly expectedCode: number;
  readonly closeCode: number | null;
  readonly closed: boolean;
}

/** A live the relay can open: the first on the live list. */
async function liveId(pxv: PxvProcess): Promise<string> {
  const lives = (await (await fetch(`${pxv.url}/api/pixiv/live_list`)).json()) as { lives: { id: string }[] };
  return lives.lives[0]?.id ?? "";
}

/** Each malformed frame on its own relayed live socket. */
export async function sendMalformedFrames(pxv: PxvProcess): Promise<FrameOutcome[]> {
  const url = `ws://127.0.0.1:${String(pxv.port)}/api/sketch/ws/lives?live_id=${await liveId(pxv)}`;
  const outcomes: FrameOutcome[] = [];
  for (const frame of HOSTILE_FRAMES) {
    const answer = await sendRawFrame(url, frame.bytes);
    outcomes.push({
      frame: frame.name,
      expectedCode: frame.closeCode,
      closeCode: answer.closeCode,
      closed: answer.closed,
    });
  }
  return outcomes;
}

/** Whether a well-behaved client still gets a message through the relay. */
export async function liveSocketRelays(pxv: PxvProcess): Promise<boolean> {
  const socket = new WebSocket(
    `ws://127.0.0.1:${String(pxv.port)}/api/sketch/ws/lives?live_id=${await liveId(pxv)}`,
  );
  socket.on("error", () => undefined);
  const got = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      resolve(false);
    }, 10_000);
    socket.once("message", () => {
      clearTimeout(timer);
      resolve(true);
    });
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  socket.terminate();
  return got;
}

export interface IdleOutcome {
  readonly opened: number;
  /** Closed by pxv at once (over the per-address cap). */
  readonly refused: number;
  /** Descriptors pxv held beyond its own while the sockets were open. */
  readonly descriptorsHeld: number;
  /** Seconds until pxv had closed the last of them (-1: some were still open after `waitMs`). */
  readonly allClosedAfterS: number;
  /** Those answered with a 408 before they were closed. */
  readonly timedOut: number;
}

/** Opens `count` sockets from 127.0.0.1 that send nothing, and watches pxv close them. */
export async function idleSockets(
  pxv: PxvProcess,
  count: number,
  cap: number,
  waitMs: number,
): Promise<IdleOutcome> {
  const before = pxv.openFiles();
  const started = performance.now();
  const sockets: WatchedSocket[] = [];
  // In batches, within the listen backlog.
  for (let opened = 0; opened < count; opened += 200) {
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(200, count - opened) }, () => openRawSocket(pxv.port)),
      )),
    );
  }
  const closedAt = new Map<WatchedSocket, number>();
  for (const socket of sockets) {
    void socket.closedWithin(waitMs).then((closed) => {
      if (closed) closedAt.set(socket, performance.now());
    });
  }
  // pxv has counted every socket once all but `cap` are closed.
  const settled = performance.now() + 10_000;
  while (closedAt.size < count - cap && performance.now() < settled) await pause(50);
  const refused = closedAt.size;
  const descriptorsHeld = pxv.openFiles() - before;
  await Promise.all(sockets.map((socket) => socket.closedWithin(waitMs)));
  const allClosed = closedAt.size === count;
  const last = Math.max(...closedAt.values());
  for (const socket of sockets) socket.socket.destroy();
  return {
    opened: count,
    refused,
    descriptorsHeld,
    allClosedAfterS: allClosed ? (last - started) / 1000 : -1,
    timedOut: sockets.filter((socket) => socket.text().startsWith("HTTP/1.1 408 ")).length,
  };
}

export interface DripOutcome {
  readonly bodies: number;
  /** Seconds until pxv had closed the last (-1: some were still open after `waitMs`). */
  readonly allClosedAfterS: number;
  readonly timedOut: number;
}

/** `count` POST bodies of 1000 bytes, each sending a byte every `intervalMs`. */
export async function drippingBodies(
  pxv: PxvProcess,
  count: number,
  intervalMs: number,
  waitMs: number,
): Promise<DripOutcome> {
  const started = performance.now();
  const sockets = await Promise.all(Array.from({ length: count }, () => openRawSocket(pxv.port)));
  for (const { socket } of sockets) {
    socket.write(
      "POST /pixiv-oauth/auth/token HTTP/1.1\r\nHost: pxv\r\n" +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n",
    );
    dribble(
      socket,
      Array.from({ length: 1000 }, () => "a"),
      intervalMs,
    );
  }
  const closed = await Promise.all(sockets.map((socket) => socket.closedWithin(waitMs)));
  const seconds = (performance.now() - started) / 1000;
  for (const { socket } of sockets) socket.destroy();
  return {
    bodies: count,
    allClosedAfterS: closed.every(Boolean) ? seconds : -1,
    timedOut: sockets.filter((socket) => socket.text().startsWith("HTTP/1.1 408 ")).length,
  };
}

export interface PictureOutcome {
  readonly status: number;
  readonly bytes: number;
  readonly complete: boolean;
  /** From the request to its head, and to the answer's end. */
  readonly headSeconds: number;
  readonly seconds: number;
}

/** GET `path` from pxv, reading everything, for at most `timeoutMs`. */
export function fetchPicture(pxv: PxvProcess, path: string, timeoutMs: number): Promise<PictureOutcome> {
  const started = performance.now();
  let headSeconds = -1;
  return new Promise((resolve) => {
    const done = (status: number, bytes: number, complete: boolean): void => {
      resolve({ status, bytes, complete, headSeconds, seconds: (performance.now() - started) / 1000 });
    };
    const outgoing = request({ host: "127.0.0.1", port: pxv.port, path, timeout: timeoutMs }, (answer) => {
      headSeconds = (performance.now() - started) / 1000;
      let bytes = 0;
      answer.on("data", (chunk: Buffer) => (bytes += chunk.length));
      answer.on("error", () => undefined);
      answer.on("close", () => {
        done(answer.statusCode ?? 0, bytes, answer.complete);
      });
    });
    outgoing.on("timeout", () => outgoing.destroy());
    outgoing.on("error", () => {
      done(0, 0, false);
    });
    outgoing.end();
  });
}

/** A thumbnail, a master and an original path of one work, as the proxy serves them. */
export async function picturePaths(
  pxv: PxvProcess,
): Promise<{ thumbnail: string; master: string; original: string }> {
  const ranking = (await (await fetch(`${pxv.url}/api/pixiv/rank?mode=week`)).json()) as {
    illusts: {
      image_urls: { square_medium: string; large: string };
      meta_single_page: { original_image_url?: string };
      meta_pages: { image_urls: { original: string } }[];
    }[];
  };
  const work = ranking.illusts[0];
  const original =
    work?.meta_single_page.original_image_url ?? work?.meta_pages[0]?.image_urls.original ?? "";
  const proxied = (url: string | undefined): string => `/-${new URL(url ?? "http://x/").pathname}`;
  return {
    thumbnail: proxied(work?.image_urls.square_medium),
    master: proxied(work?.image_urls.large),
    original: proxied(original),
  };
}

/**
 * Faults for `picturePaths`: the thumbnail trickles (256 bytes every 1.5 s, as in the issue), the
 * master's head comes after `headLateMs`, the original comes at 10 KB/s.
 */
export function slowPictureFaults(sandbox: Sandbox, headLateMs: number): void {
  sandbox.faults.set(
    `slow=1500 /c/360x360* host=iPximg chunk=256; ` +
      `latency=${String(headLateMs)} /c/600x1200* host=iPximg; ` +
      "slow=100 /img-original/* host=iPximg chunk=1024",
  );
}

export interface SecretOutcome {
  readonly requests: number;
  /** Access lines with a redacted value. */
  readonly redactedLines: number;
  /** Times a secret value appears anywhere in pxv's output. */
  readonly leaks: number;
}

/** One request per name and path with a distinct secret value, then pxv's output is searched. */
export async function secretsInQueries(pxv: PxvProcess): Promise<SecretOutcome> {
  const paths = [
    "/api/pixiv-now/http/ajax/user/900002",
    "/api/pixiv/rank",
    "/pixiv-app-api/v1/user/me/state",
  ];
  const values: string[] = [];
  for (const name of SECRET_PARAMETERS) {
    for (const path of paths) {
      const value = `s3cret${String(values.length)}x${Math.random().toString(36).slice(2)}`;
      values.push(value);
      await rawRequest(pxv.port, { method: "GET", path: `${path}?${name}=${value}` });
    }
  }
  // The access log is written as each answer ends: wait until every line is out.
  const settled = performance.now() + 10_000;
  const redacted = (): number =>
    pxv
      .output()
      .split("\n")
      .filter((line) => line.includes("%5Bredacted%5D")).length;
  while (redacted() < values.length && performance.now() < settled) await pause(50);
  const output = pxv.output();
  return {
    requests: values.length,
    redactedLines: redacted(),
    leaks: values.filter((value) => output.includes(value)).length,
  };
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}
