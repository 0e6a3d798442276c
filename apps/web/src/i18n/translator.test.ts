// The message store: dotted keys per namespace, `{{name}}` placeholders, plurals chosen by `count`
// per language, `namespace:key` for any namespace, a missing or empty message read as its key, and a
// language switch seen by listeners.
import { describe, expect, it, vi } from "vitest";
import { interpolate, translator, type MessageTree } from "./translator";

const en: MessageTree = { nav: { home: "Home" }, greeting: "Hi {{name}}, {{count}} new", empty: "" };
const de: MessageTree = { nav: { home: "Startseite" }, greeting: "Hallo {{name}}, {{count}} neu", empty: "" };
const browseEn: MessageTree = { home: { title: "Rank {{rank}}" } };

describe("interpolate", () => {
  it("fills every placeholder, spaces inside the braces allowed, and leaves unknown ones", () => {
    expect(interpolate("{{a}} and {{ b }} and {{c}}", { a: 1, b: "two" })).toBe("1 and two and {{c}}");
    expect(interpolate("{{a}}{{a}}", { a: "x" })).toBe("xx");
    expect(interpolate("no values {{a}}", undefined)).toBe("no values {{a}}");
  });

  it("does not escape HTML (React does)", () => {
    expect(interpolate("{{v}}", { v: "<b>&" })).toBe("<b>&");
  });
});

describe("translator", () => {
  it("looks keys up in the current language and switches languages, telling listeners", () => {
    translator.addBundle("en", "translation", en);
    translator.addBundle("de", "translation", de);
    translator.addBundle("en", "browse", browseEn);
    translator.setLanguage("en");
    expect(translator.t("nav.home")).toBe("Home");
    expect(translator.t("greeting" as never, { name: "Ann", count: 3 })).toBe("Hi Ann, 3 new");
    expect(translator.t("browse:home.title" as never, { rank: 2 })).toBe("Rank 2");
    expect(translator.fixedT("browse")("home.title" as never, { rank: 5 })).toBe("Rank 5");

    const listener = vi.fn();
    const unsubscribe = translator.subscribe(listener);
    const before = translator.version;
    translator.setLanguage("de");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(translator.version).toBeGreaterThan(before);
    expect(translator.language).toBe("de");
    expect(translator.t("nav.home")).toBe("Startseite");
    translator.setLanguage("de");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("reads a missing key, an empty message or an unloaded namespace as the key", () => {
    translator.addBundle("de", "translation", de);
    translator.setLanguage("de");
    expect(translator.t("nav.nope" as never)).toBe("nav.nope");
    expect(translator.t("empty" as never)).toBe("empty");
    expect(translator.t("nav" as never)).toBe("nav");
    expect(translator.t("browse:home.title" as never)).toBe("home.title");
    expect(translator.hasBundle("de", "browse")).toBe(false);
    expect(translator.hasBundle("en", "browse")).toBe(true);
  });
});

describe("plurals", () => {
  const works: Record<string, MessageTree> = {
    en: { works: { one: "{{count}} work", other: "{{count}} works" } },
    fr: { works: { one: "{{count}} œuvre", other: "{{count}} œuvres" } },
    ru: {
      works: {
        one: "{{count}} работа",
        few: "{{count}} работы",
        many: "{{count}} работ",
        other: "{{count}} работы",
      },
    },
    ja: { works: { other: "{{count}} 件の作品" } },
  };
  for (const [language, messages] of Object.entries(works)) translator.addBundle(language, "bulk", messages);
  const read = (language: string, count: number): string => {
    translator.setLanguage(language);
    return translator.t("bulk:works" as never, { count });
  };

  it.each([
    ["en", 0, "0 works"],
    ["en", 1, "1 work"],
    ["en", 2, "2 works"],
    // French counts 0 and 1 alike.
    ["fr", 0, "0 œuvre"],
    ["fr", 1, "1 œuvre"],
    ["fr", 2, "2 œuvres"],
    ["ru", 1, "1 работа"],
    ["ru", 21, "21 работа"],
    ["ru", 3, "3 работы"],
    ["ru", 24, "24 работы"],
    ["ru", 5, "5 работ"],
    ["ru", 11, "11 работ"],
    ["ru", 1.5, "1.5 работы"],
    ["ja", 1, "1 件の作品"],
    ["ja", 7, "7 件の作品"],
  ])("%s, %d: %s", (language, count, expected) => {
    expect(read(language, count)).toBe(expected);
  });

  it("falls back to 'other' for a form a plural lacks, and without a count", () => {
    translator.addBundle("de", "bulk", { works: { other: "{{count}} Werke" } });
    expect(read("de", 1)).toBe("1 Werke");
    expect(translator.t("bulk:works" as never)).toBe("{{count}} Werke");
  });
});
