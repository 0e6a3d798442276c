// Settings export/import: a round trip restores every setting; bad files are refused with a reason.
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, readSettings } from "../../settings/settings-schema";
import { exportSettings, importSettings } from "./settings-transfer";

const custom = readSettings({
  language: "fr",
  theme: "dark",
  accentColor: "#d0104c",
  content: { r18: true, r18g: false, ai: true },
  blockedTags: ["猫"],
  blockedUserIds: [42],
  app: { pageTransition: "dive", hideNavBarOnScroll: false, appStartPage: "/rank/daily" },
});

describe("settings export and import", () => {
  it("round-trips every setting", () => {
    expect(importSettings(exportSettings(custom))).toEqual({ ok: true, settings: custom });
  });

  it("reads the encoded form (base64 of the URI-encoded JSON)", () => {
    const encoded = btoa(encodeURI(exportSettings(custom)));
    expect(importSettings(encoded)).toEqual({ ok: true, settings: custom });
  });

  it("migrates a file written by version 1", () => {
    const v1 = JSON.stringify({
      app: "pxv",
      kind: "settings",
      version: 1,
      settings: { language: "de", darkMode: true },
    });
    expect(importSettings(v1)).toMatchObject({ ok: true, settings: { language: "de", theme: "dark" } });
  });

  it.each([
    ["{ not json", "not_json"],
    ["%%%", "not_json"],
    ["[1,2,3]", "not_settings"],
    [JSON.stringify({ app: "other", kind: "settings", version: 2, settings: {} }), "not_settings"],
    [JSON.stringify({ app: "pxv", kind: "history", version: 2, settings: {} }), "not_settings"],
    [JSON.stringify({ app: "pxv", kind: "settings", version: "2", settings: {} }), "not_settings"],
    [JSON.stringify({ app: "pxv", kind: "settings", version: 99, settings: {} }), "newer_version"],
  ])("refuses %j (%s)", (text, problem) => {
    expect(importSettings(text)).toEqual({ ok: false, problem });
  });

  it("fills what a file leaves out with the defaults", () => {
    const text = JSON.stringify({ app: "pxv", kind: "settings", version: 2, settings: { theme: "light" } });
    expect(importSettings(text)).toEqual({ ok: true, settings: { ...DEFAULT_SETTINGS, theme: "light" } });
  });
});
