// The error notice: each failure kind's message (pixiv failed, the server failed, no connection), a
// Retry button on every failure the caller can retry, and a rate limit that retries by itself once
// it should be over (the server's Retry-After, else the default wait).
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DataSourceError,
  isRetryable,
  kindOfStatus,
  retriesByItself,
  retryAfterSeconds,
} from "../data/errors";
import { ErrorNotice, RATE_LIMIT_RETRY_SECONDS } from "./error-notice";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("ErrorNotice", () => {
  it.each([
    ["upstream", "error.upstream"],
    ["server", "error.server"],
    ["network", "error.network"],
    ["rate_limited", "error.rate_limited"],
  ] as const)("shows the %s message with a Retry", (kind, key) => {
    const onRetry = vi.fn();
    render(<ErrorNotice error={new DataSourceError(kind, "")} onRetry={onRetry} />);
    expect(screen.getByTestId("error-notice").getAttribute("data-kind")).toBe(kind);
    expect(screen.getByRole("alert").textContent).toContain(key);
    fireEvent.click(screen.getByTestId("error-retry"));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("retries a rate limit by itself after the server's Retry-After", () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    const error = new DataSourceError("rate_limited", "", { status: 429, retryAfterSeconds: 5 });
    render(<ErrorNotice error={error} onRetry={onRetry} />);
    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(onRetry).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("retries a rate limit without Retry-After after the default wait, and nothing else by itself", () => {
    vi.useFakeTimers();
    const limited = vi.fn();
    const failed = vi.fn();
    render(
      <>
        <ErrorNotice error={new DataSourceError("rate_limited", "")} onRetry={limited} />
        <ErrorNotice error={new DataSourceError("upstream", "")} onRetry={failed} />
      </>,
    );
    act(() => {
      vi.advanceTimersByTime(RATE_LIMIT_RETRY_SECONDS * 1000 + 100);
    });
    expect(limited).toHaveBeenCalledTimes(1);
    expect(failed).not.toHaveBeenCalled();
  });
});

describe("failure kinds", () => {
  it("classifies statuses: 429, 404, 502–504 upstream, 500 server", () => {
    expect([429, 404, 502, 503, 504, 500, 400].map(kindOfStatus)).toEqual([
      "rate_limited",
      "not_found",
      "upstream",
      "upstream",
      "upstream",
      "server",
      "unknown",
    ]);
  });

  it("offers Retry on every failure but a missing work", () => {
    for (const kind of ["rate_limited", "network", "upstream", "server", "unknown"] as const) {
      expect(isRetryable(new DataSourceError(kind, "")), kind).toBe(true);
    }
    expect(isRetryable(new DataSourceError("not_found", ""))).toBe(false);
  });

  it("tries again by itself on failures of the moment, never into a rate limit", () => {
    for (const kind of ["network", "upstream", "server", "unknown"] as const) {
      expect(retriesByItself(new DataSourceError(kind, "")), kind).toBe(true);
    }
    for (const kind of ["rate_limited", "not_found"] as const) {
      expect(retriesByItself(new DataSourceError(kind, "")), kind).toBe(false);
    }
  });

  it("reads Retry-After as seconds or as a date", () => {
    expect(retryAfterSeconds("12")).toBe(12);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds("soon")).toBeNull();
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterSeconds("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30);
  });
});
