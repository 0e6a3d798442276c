import { describe, expect, it } from "vitest";
import { activeNotice } from "./active-notice.js";
import { noticesBodySchema, type Notice } from "./notices.js";

const notice = (id: string, start: string, end: string, pnt: string[] = []): Notice => ({
  id,
  title: id,
  text: "",
  start,
  end,
  pnt,
  alert: false,
});

describe("notices", () => {
  const list = [
    notice("old", "2026-01-01", "2026-01-31"),
    notice("android-only", "2026-11-01", "2026-11-30", ["android"]),
    notice("current", "2026-11-20", "2026-11-22"),
  ];

  it("picks the first notice in its window for the platform", () => {
    expect(activeNotice(list, "2026-11-22", ["web", "pxv.example"])?.id).toBe("current");
    expect(activeNotice(list, "2026-11-22", ["android"])?.id).toBe("android-only");
    expect(activeNotice(list, "2026-11-23", ["web"])).toBeNull();
    expect(activeNotice(list, "2026-01-01", ["web"])?.id).toBe("old");
  });

  it("parses a feed with defaults and rejects bad dates", () => {
    const body = noticesBodySchema.parse({
      notices: [{ id: "a", title: "t", text: "x", start: "2026-11-01", end: "2026-11-30" }],
      effects: [],
    });
    expect(body.notices[0]).toMatchObject({ pnt: [], alert: false });
    expect(
      noticesBodySchema.safeParse({
        notices: [{ id: "a", title: "t", text: "x", start: "2026-11-31", end: "2026-12-01" }],
        effects: [],
      }).success,
    ).toBe(false);
  });
});
