// Settings export/import: a round trip restores every setting; a bad file is refused with a reason
// and the fields it gets wrong are named; the valid rest merges into the stored settings without
// losing anything stored; no setting takes an address that is not http(s).
import { describe, expect, it } from "vitest";
import { readSettings } from "../../settings/settings-fields";
import { DEFAULT_SETTINGS, SETTINGS_VERSION, type Settings } from "../../settings/settings-schema";
import { exportSettings, importSettings, mergeImportedSettings } from "./settings-transfer";

const custom = readSettings({
  language: "fr",
  theme: "dark",
  accentColor: "#d0104c",
  content: { r18: true, r18g: false, ai: true },
  blockedTags: ["猫"],
  blockedUserIds: [42],
  app: { pageTransition: "dive", hideNavBarOnScroll: false, appStartPage: "/rank/daily" },
});

const fileOf = (settings: unknown): string =>
  JSON.stringify({ app: "pxv", kind: "settings", version: SETTINGS_VERSION, settings });

/** Imports `settings` as a file into `stored`, as the settings screen does. */
function importInto(stored: Settings, settings: unknown): { merged: Settings; refused: readonly string[] } {
  const result = importSettings(fileOf(settings));
  if (!result.ok) throw new Error(`refused: ${result.problem}`);
  return { merged: mergeImportedSettings(stored, result.changes), refused: result.refused };
}

describe("settings export and import", () => {
  it("round-trips every setting", () => {
    const result = importSettings(exportSettings(custom));
    expect(result).toMatchObject({ ok: true, refused: [] });
    if (!result.ok) throw new Error("unreachable");
    expect(mergeImportedSettings(DEFAULT_SETTINGS, result.changes)).toEqual(custom);
  });

  it("reads the encoded form (base64 of the URI-encoded JSON)", () => {
    const encoded = btoa(encodeURI(exportSettings(custom)));
    const result = importSettings(encoded);
    if (!result.ok) throw new Error("refused");
    expect(mergeImportedSettings(DEFAULT_SETTINGS, result.changes)).toEqual(custom);
  });

  it("migrates a file written by version 1", () => {
    const v1 = JSON.stringify({
      app: "pxv",
      kind: "settings",
      version: 1,
      settings: { language: "de", darkMode: true },
    });
    expect(importSettings(v1)).toEqual({ ok: true, changes: { language: "de", theme: "dark" }, refused: [] });
  });

  it.each([
    ["{ not json", "not_json"],
    ["%%%", "not_json"],
    ["[1,2,3]", "not_settings"],
    [JSON.stringify({ app: "other", kind: "settings", version: 2, settings: {} }), "not_settings"],
    [JSON.stringify({ app: "pxv", kind: "history", version: 2, settings: {} }), "not_settings"],
    [JSON.stringify({ app: "pxv", kind: "settings", version: "2", settings: {} }), "not_settings"],
    [JSON.stringify({ app: "pxv", kind: "settings", version: 99, settings: {} }), "newer_version"],
    [JSON.stringify({ app: "pxv", kind: "settings", version: 2, settings: {} }), "nothing_valid"],
  ])("refuses %j (%s)", (text, problem) => {
    expect(importSettings(text)).toEqual({ ok: false, problem, refused: [] });
  });

  it('refuses a file whose every field is wrong, naming each (blockedTags: "x", theme: 5)', () => {
    expect(importSettings(fileOf({ blockedTags: "x", theme: 5 }))).toEqual({
      ok: false,
      problem: "nothing_valid",
      refused: ["blockedTags", "theme"],
    });
  });

  it("names every refused field, down to the entry, and imports the rest", () => {
    const result = importSettings(
      fileOf({
        theme: "dark",
        accentColor: "red",
        blockedUserIds: [7, "8", -1, 7],
        content: { r18: "yes", ai: true, extra: 1 },
        app: { wfType: "Grid", imgReso: "Huge", dlFileNameTpl: "{title}" },
        keyBindings: { search: ["/", "Ctrl+k"], "Not An Id": ["x"] },
        hacker: true,
      }),
    );
    expect(result).toEqual({
      ok: true,
      changes: {
        theme: "dark",
        blockedUserIds: [7],
        content: { ai: true },
        app: { wfType: "Grid" },
        keyBindings: { search: ["/"] },
      },
      refused: [
        "accentColor",
        "blockedUserIds[1]",
        "blockedUserIds[2]",
        "content.r18",
        "content.extra",
        "app.imgReso",
        "app.dlFileNameTpl",
        "keyBindings.search[1]",
        "keyBindings.Not An Id",
        "hacker",
      ],
    });
  });

  it("keeps what a file leaves out or gets wrong as stored, and adds to the block lists", () => {
    const { merged, refused } = importInto(custom, {
      theme: "light",
      blockedTags: ["犬"],
      blockedUserIds: "x",
    });
    expect(refused).toEqual(["blockedUserIds"]);
    expect(merged).toEqual({ ...custom, theme: "light", blockedTags: ["猫", "犬"] });
  });

  it("merges rebound keys per command", () => {
    const stored = readSettings({ keyBindings: { search: ["/"], bookmark: ["b"] } });
    const { merged } = importInto(stored, { keyBindings: { bookmark: ["Shift+b"] } });
    expect(merged.keyBindings).toEqual({ search: ["/"], bookmark: ["Shift+b"] });
  });

  it("lets a long-press choice the file makes alone win over the stored one it excludes", () => {
    const stored = readSettings({ app: { isLongpressBlock: true } });
    const { merged } = importInto(stored, { app: { isLongpressDL: true } });
    expect(merged.app).toMatchObject({ isLongpressDL: true, isLongpressBlock: false });
  });

  const ADDRESS_FIELDS = ["apiBase", "imageHost", "sensitiveWordsUrl", "noticesUrl"] as const;
  const HOSTILE_ADDRESSES = [
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "data:application/json,{}",
    "file:///etc/passwd",
    "ftp://example.com",
    "//evil.example",
    "/\\evil.example",
    "not a url",
  ];

  it.each(ADDRESS_FIELDS)(
    "refuses every address for %s that is not http(s), keeping the stored one",
    (field) => {
      const stored = readSettings({ [field]: "https://stored.example" });
      for (const address of HOSTILE_ADDRESSES) {
        const result = importSettings(fileOf({ [field]: address, theme: "dark" }));
        expect(result, address).toMatchObject({ ok: true, refused: [field] });
        if (!result.ok) continue;
        expect(mergeImportedSettings(stored, result.changes)[field], address).toBe("https://stored.example");
      }
    },
  );

  it.each(ADDRESS_FIELDS)("takes an http(s) address for %s", (field) => {
    const { merged } = importInto(DEFAULT_SETTINGS, { [field]: "https://mirror.example" });
    expect(merged[field]).toBe("https://mirror.example");
  });
});
