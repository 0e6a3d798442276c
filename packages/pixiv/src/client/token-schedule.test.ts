import { describe, expect, it, vi } from "vitest";
import type { AppAuth } from "./answers.js";
import {
  ACCESS_TOKEN_REFRESH_INTERVAL_MS,
  nextRefreshDelayMs,
  REFRESH_RETRY_MS,
  scheduleTokenRefresh,
  type Timers,
} from "./token-schedule.js";

const auth = (expiresAt: number): AppAuth => ({
  accessToken: "t",
  expiresAt,
  user: { id: 1, name: "", account: "", avatar: "", isPremium: false, xRestrict: 0 },
});

describe("nextRefreshDelayMs", () => {
  it.each([
    ["no session: now", null, 0],
    ["a fresh hour-long token: in 30 minutes", auth(3_600_000), ACCESS_TOKEN_REFRESH_INTERVAL_MS],
    ["ten minutes left: a minute before expiry", auth(600_000), 540_000],
    ["already expired: now", auth(-5), 0],
  ])("%s", (_name, value, expected) => {
    expect(nextRefreshDelayMs(value, 0)).toBe(expected);
  });
});

/** Timers driven by hand: `advance` runs whatever falls due. */
function manualTimers() {
  let now = 0;
  let pending: { at: number; callback: () => void; id: number }[] = [];
  let next = 0;
  const timers: Timers = {
    now: () => now,
    setTimeout: (callback, ms) => {
      next += 1;
      pending.push({ at: now + ms, callback, id: next });
      return next;
    },
    clearTimeout: (id) => {
      pending = pending.filter((entry) => entry.id !== id);
    },
  };
  const advance = async (ms: number) => {
    now += ms;
    const due = pending.filter((entry) => entry.at <= now);
    pending = pending.filter((entry) => entry.at > now);
    for (const entry of due) entry.callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { timers, advance, pending: () => pending };
}

describe("scheduleTokenRefresh", () => {
  it("renews every 30 minutes and retries a failed renewal after a minute", async () => {
    const { timers, advance, pending } = manualTimers();
    let current = auth(3_600_000);
    const refresh = vi.fn(() => {
      if (refresh.mock.calls.length === 2) return Promise.reject(new Error("offline"));
      current = auth(timers.now() + 3_600_000);
      return Promise.resolve(current);
    });
    const onError = vi.fn();
    const stop = scheduleTokenRefresh({ auth: () => current, refresh }, onError, timers);

    await advance(ACCESS_TOKEN_REFRESH_INTERVAL_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(ACCESS_TOKEN_REFRESH_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledOnce();
    await advance(REFRESH_RETRY_MS);
    expect(refresh).toHaveBeenCalledTimes(3);

    stop();
    expect(pending()).toHaveLength(0);
    await advance(ACCESS_TOKEN_REFRESH_INTERVAL_MS * 4);
    expect(refresh).toHaveBeenCalledTimes(3);
  });
});
