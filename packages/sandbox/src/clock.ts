/**
 * The sandbox's clock. Everything time-dependent in the catalogue (which works exist yet, today's
 * ranking, the follow feed, a live's age, token expiry) reads it. By default it is the machine's
 * clock; `PXV_SANDBOX_CLOCK` (or the `clock` option) makes it start at a chosen instant and run on at
 * the machine's pace from there, so tests see the same catalogue on any day at any hour.
 */

/** The sandbox's current instant. */
export type SandboxClock = () => Date;

/** The environment variable naming the instant the sandbox's clock starts at. */
export const CLOCK_ENV = "PXV_SANDBOX_CLOCK";

/**
 * The instant every test run pins the sandbox (and the browser under test) to: a Friday afternoon in
 * Tokyo, away from the day's boundaries that pixiv's rankings turn on (midnight, noon and 14:00 JST).
 */
export const TEST_CLOCK_START = "2026-11-27T16:00:00+09:00";

/** ISO 8601 with a zone (`Z` or `±hh:mm`), seconds optional: what `PXV_SANDBOX_CLOCK` accepts. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export const systemClock: SandboxClock = () => new Date();

/** A clock that reads `start` now and runs on at the pace of `machineNow` (milliseconds). */
export function clockStartingAt(start: Date, machineNow: () => number = () => Date.now()): SandboxClock {
  const offset = start.getTime() - machineNow();
  return () => new Date(machineNow() + offset);
}

/** Reads an instant as `PXV_SANDBOX_CLOCK` accepts it; throws saying what is wrong. */
export function parseClockStart(value: string): Date {
  const start = new Date(value);
  if (!INSTANT.test(value) || Number.isNaN(start.getTime()))
    throw new Error(`must be an ISO 8601 instant with a zone, like ${TEST_CLOCK_START}; got "${value}"`);
  return start;
}

/** The clock `PXV_SANDBOX_CLOCK` asks for, else the machine's. Throws naming the variable. */
export function clockFromEnvironment(env: NodeJS.ProcessEnv = process.env): SandboxClock {
  const value = env[CLOCK_ENV];
  if (value === undefined || value === "") return systemClock;
  try {
    return clockStartingAt(parseClockStart(value));
  } catch (error) {
    throw new Error(`${CLOCK_ENV}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
