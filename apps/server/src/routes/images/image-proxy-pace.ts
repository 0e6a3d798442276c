/**
 * The pace a picture must keep through the image proxy, so that an image host that trickles (a few
 * bytes now and then, enough to keep a connection's idle timer quiet) cannot hold a request, a
 * client's connection and an upstream connection for minutes:
 *
 * - its head (status line and headers) must arrive within `firstByteMs` of the request, redirects
 *   included — the API's and the relays' upstream deadline;
 * - after it, the body must bring at least `minBytesPerSecond`, measured over each `windowMs` of
 *   time in which the host was free to send. While the client's socket is full the proxy stops
 *   reading, and that time is not counted against the host; a slow client is not the host's fault.
 *
 * A slow but moving original completes: only a window below the rate ends an answer.
 */
import { API_TIMEOUT_MS } from "@pxv/pixiv";

export interface ImagePace {
  readonly firstByteMs: number;
  /** The least the body must bring per second of sending time; 0 turns the check off. */
  readonly minBytesPerSecond: number;
  /** How much sending time each measurement spans. */
  readonly windowMs: number;
}

export const DEFAULT_IMAGE_PACE: ImagePace = {
  firstByteMs: API_TIMEOUT_MS,
  minBytesPerSecond: 4 * 1024,
  windowMs: 10_000,
};

/** What the body relay tells the watch. */
export interface PaceWatch {
  received(bytes: number): void;
  /** The proxy stopped reading (the client's socket is full) … */
  paused(): void;
  /** … and reads again. */
  resumed(): void;
  /** The body ended or was cut: no more checks. */
  stop(): void;
}

/** Looks this often whether a window of sending time is over. */
const CHECKS_PER_WINDOW = 4;

const NO_WATCH: PaceWatch = {
  received: () => undefined,
  paused: () => undefined,
  resumed: () => undefined,
  stop: () => undefined,
};

/**
 * Watches one body's pace from now on; calls `tooSlow` once, with what the last window brought,
 * when a window of sending time brought less than the pace asks.
 */
export function watchPace(pace: ImagePace, tooSlow: (bytes: number, ms: number) => void): PaceWatch {
  if (pace.minBytesPerSecond <= 0) return NO_WATCH;
  let bytes = 0;
  /** Sending time of this window before the current stretch. */
  let sendingMs = 0;
  /** When the current stretch of sending time began; null while paused. */
  let sendingSince: number | null = performance.now();
  const sendingTime = (): number =>
    sendingMs + (sendingSince === null ? 0 : performance.now() - sendingSince);

  const checkEveryMs = pace.windowMs / CHECKS_PER_WINDOW;
  const timer = setInterval(() => {
    const ms = sendingTime();
    // Timers run on the loop's clock, which can lag performance.now() by a millisecond: a window
    // within half a check of its length is complete (else it would wait a whole check more).
    if (ms < pace.windowMs - checkEveryMs / 2) return;
    if (bytes < (pace.minBytesPerSecond * ms) / 1000) {
      clearInterval(timer);
      tooSlow(bytes, ms);
      return;
    }
    bytes = 0;
    sendingMs = 0;
    if (sendingSince !== null) sendingSince = performance.now();
  }, checkEveryMs);
  timer.unref();

  return {
    received(count) {
      bytes += count;
    },
    paused() {
      if (sendingSince === null) return;
      sendingMs += performance.now() - sendingSince;
      sendingSince = null;
    },
    resumed() {
      sendingSince ??= performance.now();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
