// The notices feed: pxv's own server's answer is taken as sent (the server validated it); a feed
// from another address is checked against the wire schema; any failure is "no notices", never an error.
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_NOTICES_URL, fetchNotices } from "./pxv-feeds";

const NOTICE = {
  id: "n1",
  title: "Title",
  text: "Text",
  start: "2026-01-01",
  end: "2026-01-07",
  pnt: ["web"],
  alert: false,
};
const EMPTY = { notices: [], effects: [] };

function answer(status: number, body: unknown): void {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fetchNotices", () => {
  it("takes pxv's own feed as the server sent it", async () => {
    answer(200, { notices: [NOTICE], effects: [] });
    await expect(fetchNotices(DEFAULT_NOTICES_URL)).resolves.toEqual({ notices: [NOTICE], effects: [] });
  });

  it("checks a feed from another address, filling its defaults", async () => {
    const { pnt: _pnt, alert: _alert, ...bare } = NOTICE;
    answer(200, { notices: [bare], effects: [] });
    await expect(fetchNotices("https://feeds.example/notices.json")).resolves.toEqual({
      notices: [{ ...bare, pnt: [], alert: false }],
      effects: [],
    });
  });

  it("reads an invalid feed from another address as no notices", async () => {
    answer(200, { notices: [{ ...NOTICE, start: "soon" }], effects: [] });
    await expect(fetchNotices("https://feeds.example/notices.json")).resolves.toEqual(EMPTY);
  });

  it("reads a failed or unreachable feed as no notices, after the client's bounded retries", async () => {
    vi.useFakeTimers();
    try {
      answer(502, { error: "feed_invalid" });
      const failed = fetchNotices(DEFAULT_NOTICES_URL);
      await vi.runAllTimersAsync();
      await expect(failed).resolves.toEqual(EMPTY);
      expect(fetch).toHaveBeenCalledTimes(3);
      vi.stubGlobal(
        "fetch",
        vi.fn(() => Promise.reject(new TypeError("offline"))),
      );
      const unreachable = fetchNotices(DEFAULT_NOTICES_URL);
      await vi.runAllTimersAsync();
      await expect(unreachable).resolves.toEqual(EMPTY);
    } finally {
      vi.useRealTimers();
    }
  });
});
