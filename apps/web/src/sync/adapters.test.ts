// The adapters' pure parts: settings become one record per setting (groups part by part, block
// lists apart) and come back through the store's own checks; search terms get times that keep the
// list's order; a blocked tag pulled from another device joins the list and an unblock removes it.
import { describe, expect, it } from "vitest";
import { blocksAdapter } from "./adapter-blocks";
import { settingsAdapter, settingsRecords } from "./adapter-settings";
import { termTimes } from "./adapter-search-history";
import { currentSettings, useSettingsStore } from "../settings/settings-store";

const HLC = "000001764220800000:00000:devB";

describe("settings records", () => {
  it("are one per setting, with the block lists left to their own kind", () => {
    const keys = settingsRecords(currentSettings()).map((record) => record.key);
    expect(keys).toContain("setting:theme");
    expect(keys).toContain("setting:content.r18");
    expect(keys).toContain("setting:app.wfType");
    expect(keys.some((key) => key.includes("blocked"))).toBe(false);
    expect(keys).not.toContain("setting:nsfwFlag");
  });

  it("apply through the store's checks: a valid value is taken, an impossible one is not", async () => {
    await settingsAdapter.apply([
      { key: "setting:theme", value: "dark", deleted: false, hlc: HLC },
      { key: "setting:app.wfType", value: "NoSuchLayout", deleted: false, hlc: HLC },
    ]);
    expect(currentSettings().theme).toBe("dark");
    expect(currentSettings().app.wfType).toBe("Masonry");
  });
});

describe("block records", () => {
  it("add a pulled block and remove an unblocked one", async () => {
    useSettingsStore.getState().update({ blockedTags: ["kept", "gone"], blockedUserIds: [] });
    await blocksAdapter.apply([
      { key: "block-tag:new", value: true, deleted: false, hlc: HLC },
      { key: "block-tag:gone", deleted: true, hlc: HLC },
      { key: "block-user:42", value: true, deleted: false, hlc: HLC },
    ]);
    expect(currentSettings().blockedTags).toEqual(["kept", "new"]);
    expect(currentSettings().blockedUserIds).toEqual([42]);
  });
});

describe("search term times", () => {
  it("keep known times that agree with the order and give the others times below their elder", () => {
    const known = new Map([
      ["old", 100],
      ["moved-up", 50],
    ]);
    const times = termTimes(["new", "moved-up", "old"], known, 1_000);
    const values = times.map((time) => time.value as number);
    expect(values[0]).toBe(1_000);
    expect(values[1]).toBe(50);
    expect(values[2]).toBe(49);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
  });
});
