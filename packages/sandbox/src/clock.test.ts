// The sandbox's clock: unset it is the machine's; PXV_SANDBOX_CLOCK starts it at an instant from which
// it runs on at the machine's pace; a wrong value is refused naming the variable. startSandbox uses it.
import { describe, expect, it } from "vitest";
import {
  CLOCK_ENV,
  TEST_CLOCK_START,
  clockFromEnvironment,
  clockStartingAt,
  parseClockStart,
} from "./clock.js";
import { startSandbox } from "./sandbox.js";

describe("the sandbox's clock", () => {
  it("starts at the chosen instant and runs at the machine's pace", () => {
    let machine = 1_000_000;
    const clock = clockStartingAt(new Date("2026-01-02T03:04:05Z"), () => machine);
    expect(clock().toISOString()).toBe("2026-01-02T03:04:05.000Z");
    machine += 90_000;
    expect(clock().toISOString()).toBe("2026-01-02T03:05:35.000Z");
  });

  it("reads PXV_SANDBOX_CLOCK, and is the machine's clock when it is unset", () => {
    const pinned = clockFromEnvironment({ [CLOCK_ENV]: "2020-02-29T12:00:00+09:00" })();
    expect(Math.abs(pinned.getTime() - Date.parse("2020-02-29T03:00:00Z"))).toBeLessThan(60_000);
    const machine = clockFromEnvironment({})();
    expect(Math.abs(machine.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it.each(["yesterday", "2026-11-27", "2026-11-27T16:00:00", "2026-13-40T99:00:00Z"])(
    "refuses %s, naming the variable",
    (value) => {
      expect(() => clockFromEnvironment({ [CLOCK_ENV]: value })).toThrow(
        /^PXV_SANDBOX_CLOCK: must be an ISO 8601/,
      );
    },
  );

  it("pins tests away from the day's boundaries", () => {
    expect(parseClockStart(TEST_CLOCK_START).toISOString()).toBe("2026-11-27T07:00:00.000Z");
  });

  it("is what the hosts read: nothing posted after the sandbox's now is in the newest works", async () => {
    const start = new Date("2024-06-01T12:00:00+09:00");
    const sandbox = await startSandbox({ clock: clockStartingAt(start) });
    try {
      const response = await fetch(`${sandbox.urls.www}/ajax/illust/new?lastId=0&limit=5&type=illust`);
      const body = (await response.json()) as { body: { illusts: { createDate: string }[] } };
      const newest = body.body.illusts[0];
      expect(newest).toBeDefined();
      const posted = Date.parse(newest?.createDate ?? "");
      expect(posted).toBeLessThanOrEqual(sandbox.now().getTime());
      expect(sandbox.now().getTime() - posted).toBeLessThan(3_600_000);
    } finally {
      await sandbox.close();
    }
  });
});
