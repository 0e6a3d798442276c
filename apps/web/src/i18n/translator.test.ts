// The message store: dotted keys per namespace, `{{name}}` placeholders, `namespace:key` for any
// namespace, a missing or empty message read as its key, and a language switch seen by listeners.
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
