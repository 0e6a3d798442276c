/**
 * The hybrid logical clock each record write carries: wall-clock milliseconds, a counter for writes
 * within one millisecond (or while the wall clock lags a clock already seen), and the device's node
 * id. Written with fixed widths (`000001764220800000:00000:node`), so comparing two clock strings
 * as text orders them as clocks; two devices never share a node id, so two different writes never
 * have equal clocks and every device orders them the same way.
 */
const WALL_DIGITS = 15;
const COUNTER_DIGITS = 5;
const COUNTER_MAX = 10 ** COUNTER_DIGITS - 1;

export interface Hlc {
  readonly wall: number;
  readonly counter: number;
  readonly node: string;
}

export function formatHlc(clock: Hlc): string {
  return `${String(clock.wall).padStart(WALL_DIGITS, "0")}:${String(clock.counter).padStart(COUNTER_DIGITS, "0")}:${clock.node}`;
}

export function parseHlc(text: string): Hlc | null {
  const match = /^(\d{15}):(\d{5}):([A-Za-z0-9_-]{1,40})$/.exec(text);
  if (match === null) return null;
  return { wall: Number(match[1]), counter: Number(match[2]), node: match[3] ?? "" };
}

/** Orders two clock strings: negative when `a` is older, positive when newer, 0 when equal. */
export function compareHlc(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One device's clock: `tick` for each local write, `observe` for each clock received. */
export class HybridClock {
  private last: Hlc;

  constructor(
    readonly node: string,
    private readonly now: () => number = Date.now,
  ) {
    this.last = { wall: 0, counter: 0, node };
  }

  tick(): string {
    const wall = Math.max(this.now(), this.last.wall);
    const counter = wall === this.last.wall ? this.last.counter + 1 : 0;
    this.last =
      counter > COUNTER_MAX
        ? { wall: wall + 1, counter: 0, node: this.node }
        : { wall, counter, node: this.node };
    return formatHlc(this.last);
  }

  /** Moves the clock past a received one, so this device's next write orders after it. */
  observe(text: string): void {
    const seen = parseHlc(text);
    if (seen === null) return;
    if (seen.wall > this.last.wall || (seen.wall === this.last.wall && seen.counter > this.last.counter)) {
      this.last = { wall: seen.wall, counter: seen.counter, node: this.node };
    }
  }
}
