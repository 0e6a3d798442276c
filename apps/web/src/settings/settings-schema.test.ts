// The stored settings: migrations from every older version, the check of every value read back,
// the addresses a setting may hold (http(s) only) and the combination rules of PRODUCT.md §5.
import { describe, expect, it } from "vitest";
import {
  applyCombinationRules,
  defaultPageTransition,
  DEFAULT_APP_SETTINGS,
  DEFAULT_SETTINGS,
  migrateSettings,
  platformDefaults,
  readAddress,
  SETTINGS_VERSION,
  type AddressField,
} from "./settings-schema";
import { readSettings } from "./settings-fields";

describe("settings migrations", () => {
  it.each([
    [{ language: "ja", darkMode: true }, "dark"],
    [{ language: "ja", darkMode: false }, "light"],
    [{ language: "ja", darkMode: null }, "system"],
    [{ language: "ja" }, "system"],
  ])("v1 %j becomes theme %s and keeps the language", (v1, theme) => {
    const settings = readSettings(migrateSettings(v1, 1));
    expect(settings.theme).toBe(theme);
    expect(settings.language).toBe("ja");
    expect(settings).not.toHaveProperty("darkMode");
  });

  it("leaves a current-version entry as it is", () => {
    const current = { theme: "dark", accentColor: "#112233" };
    expect(migrateSettings(current, SETTINGS_VERSION)).toEqual(current);
  });

  it("gives the defaults for anything that is not an object", () => {
    for (const value of [null, 3, "x", [1, 2]])
      expect(readSettings(migrateSettings(value, 1))).toEqual(DEFAULT_SETTINGS);
  });
});

describe("reading saved settings", () => {
  it.each<[string, Record<string, unknown>, Partial<typeof DEFAULT_SETTINGS>]>([
    ["an unknown language", { language: "xx" }, { language: null }],
    ["a bad theme", { theme: "blue" }, { theme: "system" }],
    ["a colour that is not #rrggbb", { accentColor: "red" }, { accentColor: "#38a9f5" }],
    ["an upper-case colour", { accentColor: "#AABBCC" }, { accentColor: "#aabbcc" }],
    [
      "content flags that are not booleans",
      { content: { r18: "yes", ai: true } },
      { content: { r18: false, r18g: false, ai: true } },
    ],
    ["a bad NSFW flag", { nsfwFlag: 2 }, { nsfwFlag: null }],
    [
      "block lists with junk",
      { blockedUserIds: [5, "6", -1, 5], blockedTags: ["猫", "", 3, "猫"] },
      { blockedUserIds: [5], blockedTags: ["猫"] },
    ],
  ])("drops %s", (_name, saved, expected) => {
    expect(readSettings(saved)).toMatchObject(expected);
  });

  it.each<[string, Record<string, unknown>, Partial<typeof DEFAULT_APP_SETTINGS>]>([
    ["a transition outside its choices", { pageTransition: "spin" }, { pageTransition: "dive" }],
    ["a start page outside its choices", { appStartPage: "/admin" }, { appStartPage: "" }],
    ["a valid start page", { appStartPage: "/rank/daily" }, { appStartPage: "/rank/daily" }],
    ["a boolean of the wrong type", { hideNavBarOnScroll: "no" }, { hideNavBarOnScroll: true }],
    ["digits with letters", { searchListMinFavNum: "5a" }, { searchListMinFavNum: "5" }],
    ["a negative number", { novelFilterTextLenMin: -4 }, { novelFilterTextLenMin: 100 }],
    [
      "a template without {pid}",
      { dlFileNameTpl: "{title}_{index}" },
      { dlFileNameTpl: DEFAULT_APP_SETTINGS.dlFileNameTpl },
    ],
    ["an unknown key", { hacker: true }, {}],
  ])("checks app settings: %s", (_name, app, expected) => {
    const settings = readSettings({ app });
    expect(settings.app).toMatchObject(expected);
    expect(Object.keys(settings.app).sort()).toEqual(Object.keys(DEFAULT_APP_SETTINGS).sort());
  });

  it("has PRODUCT.md's defaults", () => {
    expect(DEFAULT_SETTINGS.accentColor).toBe("#38a9f5");
    expect(DEFAULT_SETTINGS.content).toEqual({ r18: false, r18g: false, ai: false });
    expect(DEFAULT_APP_SETTINGS).toMatchObject({
      wfType: "Masonry",
      searchListMinFavNum: "5",
      hideNavBarOnScroll: true,
      isImageCardBorderRadius: true,
      isImageCardBoxShadow: true,
      isImageCardOuterMeta: true,
      novelFilterTextLenMin: 100,
      novelFilterTagLenMax: 30,
      novelFilterTagSplitMax: 5,
      ugoiraMp4Bitrate: 4,
      isLongpressBlock: false,
      isLongpressDL: false,
    });
  });
});

describe("platform defaults", () => {
  it.each([
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
      true,
      "ios",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36",
      true,
      "md",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36", true, "dive"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0", false, "none"],
  ])("%s → %s", (userAgent, supported, transition) => {
    expect(defaultPageTransition(userAgent, supported)).toBe(transition);
    const defaults = platformDefaults(userAgent, supported);
    expect(readSettings({}, defaults).app.pageTransition).toBe(transition);
  });

  it("gives a finger the long-press menu and swipe paging, and leaves a mouse without them", () => {
    const touch = readSettings({}, platformDefaults("", true, true)).app;
    expect(touch).toMatchObject({ isLongpressDL: true, isEnableSwipe: true, isLongpressBlock: false });
    const mouse = readSettings({}, platformDefaults("", true, false)).app;
    expect(mouse).toMatchObject({ isLongpressDL: false, isEnableSwipe: false, isLongpressBlock: false });
    // A stored choice still wins over the device's default.
    expect(
      readSettings({ app: { isEnableSwipe: false } }, platformDefaults("", true, true)).app,
    ).toMatchObject({
      isEnableSwipe: false,
      isLongpressDL: true,
    });
  });
});

describe("combination rules", () => {
  it("turns long-press block off when long-press download is turned on, and the reverse", () => {
    const both = { ...DEFAULT_APP_SETTINGS, isLongpressBlock: true, isLongpressDL: true };
    expect(applyCombinationRules(both, "isLongpressDL")).toMatchObject({
      isLongpressBlock: false,
      isLongpressDL: true,
    });
    expect(applyCombinationRules(both, "isLongpressBlock")).toMatchObject({
      isLongpressBlock: true,
      isLongpressDL: false,
    });
  });
});

describe("addresses", () => {
  it.each<[AddressField, string, string | null]>([
    ["apiBase", "", ""],
    ["apiBase", "  https://mirror.example/api/ ", "https://mirror.example/api"],
    ["imageHost", "http://127.0.0.1:8787", "http://127.0.0.1:8787"],
    ["apiBase", "javascript:alert(1)", null],
    ["imageHost", "data:image/png;base64,AAAA", null],
    ["apiBase", "/api/pixiv", null],
    ["imageHost", `https://${"a".repeat(500)}.example`, null],
    ["noticesUrl", "https://feeds.example/notices.json", "https://feeds.example/notices.json"],
    ["noticesUrl", "/api/notices", "/api/notices"],
    ["sensitiveWordsUrl", "javascript:alert(1)", null],
    ["sensitiveWordsUrl", "data:application/json,[]", null],
    ["noticesUrl", "//evil.example/notices", null],
    ["noticesUrl", "/\\evil.example/notices", null],
    ["noticesUrl", "vbscript:msgbox", null],
  ])("%s takes %j as %j", (field, input, expected) => {
    expect(readAddress(field, input)).toBe(expected);
  });

  it("drops a stored address that is not http(s)", () => {
    const saved = {
      apiBase: "javascript:alert(1)",
      imageHost: "data:,x",
      noticesUrl: "javascript:void 0",
      sensitiveWordsUrl: "https://words.example/list.json",
    };
    expect(readSettings(saved)).toMatchObject({
      apiBase: "",
      imageHost: "",
      noticesUrl: "",
      sensitiveWordsUrl: "https://words.example/list.json",
    });
  });
});
