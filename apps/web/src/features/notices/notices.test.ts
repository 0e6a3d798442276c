// Alert notices: shown when active today for this platform and not read yet.
import type { Notice } from "@pxv/pixiv";
import { describe, expect, it } from "vitest";
import { pendingAlert, seasonalEffectFor } from "./notices";

const notice = (id: string, overrides: Partial<Notice> = {}): Notice => ({
  id,
  title: id,
  text: "text",
  start: "2026-11-01",
  end: "2026-11-30",
  pnt: [],
  alert: true,
  ...overrides,
});

describe("pending alert notice", () => {
  it.each<[string, Notice[], string[], string | null]>([
    ["an active alert", [notice("a")], [], "a"],
    ["one already read", [notice("a")], ["a"], null],
    ["the next unread one", [notice("a"), notice("b")], ["a"], "b"],
    ["not a banner", [notice("a", { alert: false })], [], null],
    ["not before its start", [notice("a", { start: "2026-11-23" })], [], null],
    ["not for another platform", [notice("a", { pnt: ["android"] })], [], null],
    ["for the web platform", [notice("a", { pnt: ["web"] })], [], "a"],
  ])("%s", (_name, notices, read, expected) => {
    expect(pendingAlert(notices, "2026-11-22", read)?.id ?? null).toBe(expected);
  });
});

describe("seasonal effect", () => {
  const effect = { start: "2026-12-20", end: "2026-12-26", tag: "クリスマス", src: "/~/effects/snow.png" };
  it.each<[string, string[], string, boolean]>([
    ["a work with the tag in the window", ["クリスマス"], "2026-12-24", true],
    ["a work without the tag", ["風景"], "2026-12-24", false],
    ["outside the window", ["クリスマス"], "2026-12-27", false],
  ])("%s", (_name, tags, today, shown) => {
    const found = seasonalEffectFor(
      [effect],
      tags.map((name) => ({ name })),
      today,
    );
    expect(found !== null).toBe(shown);
  });
});
