// Settings export/import: the export is a text file holding base64 of the URI-encoded JSON, and a
// round trip restores every setting; pxv's older plain-JSON files and the reference viewer's file
// import too (its keys mapped to pxv's settings, the ones pxv does not import named); a bad file is
// refused with a reason and the fields it gets wrong are named; the valid rest merges into the stored
// settings without losing anything stored; no setting takes an address that is not http(s).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSettings } from "../../settings/settings-fields";
import { DEFAULT_SETTINGS, SETTINGS_VERSION, type Settings } from "../../settings/settings-schema";
import {
  exportSettings,
  importSettings,
  mergeImportedSettings,
  SETTINGS_EXPORT_FILE_NAME,
} from "./settings-transfer";

/** The reference viewer's settings file (test-data/reference-viewer/README.md says how it was made). */
const referenceFile = (name: string): string =>
  readFileSync(
    // Not `new URL(…, import.meta.url)`: Vite rewrites that form into an asset URL in the web tests.
    join(dirname(fileURLToPath(import.meta.url)), "../../../test-data/reference-viewer", name),
    "utf8",
  );

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

  it("exports a text file holding base64 of the URI-encoded JSON object", () => {
    expect(SETTINGS_EXPORT_FILE_NAME).toBe("pxv-settings.txt");
    const text = exportSettings(custom);
    expect(text).toMatch(/^[A-Za-z0-9+/]+=*\n$/);
    expect(JSON.parse(decodeURI(atob(text.trim())))).toEqual({
      app: "pxv",
      kind: "settings",
      version: SETTINGS_VERSION,
      settings: custom,
    });
  });

  it("reads the plain JSON file earlier versions of pxv wrote", () => {
    const result = importSettings(
      `${JSON.stringify(JSON.parse(decodeURI(atob(exportSettings(custom)))), null, 2)}\n`,
    );
    if (!result.ok) throw new Error("refused");
    expect(mergeImportedSettings(DEFAULT_SETTINGS, result.changes)).toEqual(custom);
  });

  describe("the reference viewer's file", () => {
    /** What the test file holds that pxv imports, under pxv's names. */
    const IMPORTED = {
      language: "ja",
      theme: "dark",
      accentColor: "#f29c38",
      content: { r18: true, r18g: false, ai: false },
      blockedTags: ["虫", "ホラー"],
      blockedUserIds: [123456],
      imageHost: "https://i.pixiv.re",
      app: {
        wfType: "Grid",
        isImageCardBorderRadius: false,
        ugoiraMp4Bitrate: 8,
        searchListMinFavNum: "100",
      },
    };
    /** Its keys pxv does not import, then the values of imported keys it refuses, by their key. */
    const REFUSED = [
      "PXV_THEME",
      "PXV_TEXT_CONFIG",
      "PIXIV_SearchHistory",
      "PXV_CLIENT_CONFIG",
      "PXV_NOTICE_READ_REC",
      "PXV_B_UIDS[1]",
      "PXV_APP_SETTING.novelDefAiModel",
    ];

    it("maps its keys to pxv's settings and names the ones it does not import", () => {
      expect(importSettings(referenceFile("pixiv-viewer-settings.txt"))).toEqual({
        ok: true,
        changes: IMPORTED,
        refused: REFUSED,
      });
    });

    it("reads the same object as plain JSON (the viewer's later JSON export)", () => {
      expect(importSettings(referenceFile("pixiv-viewer-settings.json"))).toEqual({
        ok: true,
        changes: IMPORTED,
        refused: REFUSED,
      });
    });

    it.each([
      [{ PXV_DARK: "" }, { theme: "light" }, []],
      [{ PXV_B_TAGS: "a, b,,c" }, { blockedTags: ["a", "b", "c"] }, []],
      [{ PXV_NSFW_ON: '{"data":"1","expires":-1}' }, { nsfwFlag: 1 }, []],
      [{ HIBIAPI_BASE: "https://api.example/api/pixiv" }, { apiBase: "https://api.example/api/pixiv" }, []],
      [
        { PXV_LANG: "xx", PXV_ACT_COLOR: "#38a9f5", PXV_CNT_SHOW: "not an envelope" },
        { accentColor: "#38a9f5" },
        ["PXV_CNT_SHOW", "PXV_LANG"],
      ],
      [{ PXIMG_PROXY: "javascript:alert(1)", PXV_DARK: "true" }, { theme: "dark" }, ["PXIMG_PROXY"]],
    ])("reads %j", (file, changes, refused) => {
      expect(importSettings(btoa(encodeURI(JSON.stringify(file))))).toEqual({ ok: true, changes, refused });
    });

    it("refuses a file of keys pxv does not import, naming each", () => {
      const file = { PXV_CLIENT_AUTH: "{}", PXV_NOW_COOKIE: '{"data":"PHPSESSID=1","expires":1}' };
      expect(importSettings(btoa(encodeURI(JSON.stringify(file))))).toEqual({
        ok: false,
        problem: "nothing_valid",
        refused: ["PXV_CLIENT_AUTH", "PXV_NOW_COOKIE"],
      });
    });
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
    [JSON.stringify({ hello: "world" }), "not_settings"],
    [btoa(encodeURI(JSON.stringify({ PXV_LANG: 5 }))), "not_settings"],
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
