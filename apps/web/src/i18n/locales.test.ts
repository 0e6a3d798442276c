// Every locale of every namespace has exactly zh-CN's keys, no empty values and the same
// interpolation variables; a message with a count is a plural with the forms its language's grammar
// needs; and every locale is written in its own language (no value left in English).
import { describe, expect, it } from "vitest";
import { RANK_TYPES } from "@pxv/pixiv";
import { LANGUAGES } from "./languages";
import { SCREEN_NAMESPACES } from "./namespaces";

const FILES = import.meta.glob<unknown>(["./locales/*.json", "./locales/*/*.json"], {
  eager: true,
  import: "default",
});
const NAMESPACES = ["translation", ...SCREEN_NAMESPACES] as const;
const fileOf = (namespace: string, code: string): string =>
  namespace === "translation" ? `./locales/${code}.json` : `./locales/${namespace}/${code}.json`;

/** A plural message: an object of CLDR forms with "other" (translator.ts). */
type Plural = Record<string, unknown>;
const isPlural = (value: unknown): value is Plural =>
  typeof value === "object" && value !== null && "other" in value;
/** A message's texts: the string, or each form of a plural. */
const textsOf = (value: unknown): unknown[] => (isPlural(value) ? Object.values(value) : [value]);

function flatten(value: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === "object" && value !== null && !Array.isArray(value) && !isPlural(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix === "" ? key : `${prefix}.${key}`))
        out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** Every message of a language, keyed `namespace:key`. */
function load(code: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const namespace of NAMESPACES) {
    const messages = FILES[fileOf(namespace, code)];
    if (messages === undefined) throw new Error(`No ${namespace} locale file for ${code}`);
    for (const [key, value] of flatten(messages)) out.set(`${namespace}:${key}`, value);
  }
  return out;
}

/** The text whose variables every form must have: a string, or a plural's "other". */
const textOf = (value: unknown): string => String(isPlural(value) ? value.other : value);

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? "").sort();
}

const reference = load("zh-CN");

describe("locales", () => {
  it("has one file per namespace and interface language and nothing else", () => {
    expect(Object.keys(FILES).sort()).toEqual(
      NAMESPACES.flatMap((namespace) => LANGUAGES.map((language) => fileOf(namespace, language.code))).sort(),
    );
  });

  it.each(LANGUAGES.map((language) => language.code))("%s has zh-CN's keys, filled in", (code) => {
    const messages = load(code);
    expect([...messages.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, value] of messages) {
      const expected = variables(textOf(reference.get(key)));
      expect(isPlural(value), `${code} ${key} is a plural as in zh-CN`).toBe(isPlural(reference.get(key)));
      for (const text of textsOf(value)) {
        expect(typeof text, `${code} ${key}`).toBe("string");
        expect((text as string).trim(), `${code} ${key}`).not.toBe("");
        expect(variables(text as string), `${code} ${key}`).toEqual(expected);
      }
    }
  });

  /**
   * A plural has exactly the forms its language tells apart for whole numbers (Russian one, few,
   * many; French one for 0 and 1; Chinese, Japanese and Korean none) plus "other", and may add a form
   * reached only by larger or fractional numbers (French "many" for millions): what Intl.PluralRules
   * picks at run time always has its form.
   */
  it.each(LANGUAGES.map((language) => language.code))("%s's plurals have its grammar's forms", (code) => {
    const rules = new Intl.PluralRules(code);
    const allowed = new Set<string>(rules.resolvedOptions().pluralCategories);
    const needed = new Set<string>(["other"]);
    for (let n = 0; n <= 200; n += 1) needed.add(rules.select(n));
    for (const [key, value] of load(code)) {
      if (!isPlural(value)) continue;
      const forms = Object.keys(value);
      expect(
        forms.filter((form) => !allowed.has(form)),
        `${code} ${key}`,
      ).toEqual([]);
      expect(
        [...needed].filter((form) => !forms.includes(form)),
        `${code} ${key}`,
      ).toEqual([]);
    }
    expect([...reference].filter(([, value]) => isPlural(value)).length, "zh-CN has plurals").toBeGreaterThan(
      0,
    );
  });

  it("names every overall rank type", () => {
    for (const type of Object.keys(RANK_TYPES)) {
      expect(reference.has(`browse:rank.type.${type}`), type).toBe(true);
    }
  });

  /** Names and codes every language writes as English does: pixiv's own and file formats. */
  const NAMES =
    /\{\{\s*\w+\s*\}\}|\b(?:pixiv|pxv|R-18G?|AI|OK|FAQ|URL|ID|PDF|EPUB|MD|Markdown|ZIP|OPML|XML|Atom|Manga|Ugoira|Premium|Spotlights)\b/g;
  /**
   * Words a language spells exactly as English does (its own word or a settled loanword), so a
   * message of only these and NAMES may equal the English one — and nothing else may.
   */
  const SAME_AS_ENGLISH: Record<string, string> = {
    de: "Apps Chat Download Downloads Feed Illustration Interviews LIVE Manifest Original Passphrase Ranking Sticker Tag Userscripts Version",
    es: "Chat General Horizontal Original Vertical",
    fr: "Chat Date Horizontal Illustration Illustrations Original page pages Pages Pause Portrait Public Sites Source Tag Version Vertical",
    it: "Account Chat Download Feed file record Tag",
    pt: "Chat Download Downloads Feed Horizontal Original Ranking Sites Tag Vertical",
  };

  it.each(LANGUAGES.map((language) => language.code).filter((code) => code !== "en"))(
    "%s is translated, not copied from English",
    (code) => {
      const english = load("en");
      const messages = load(code);
      const same = new Set(SAME_AS_ENGLISH[code]?.split(" "));
      const copied = [...messages].filter(([key, value]) => {
        const original = english.get(key);
        const forms = isPlural(value) ? Object.entries(value) : [["", value] as const];
        return forms.some(([form, text]) => {
          const englishText = form === "" ? original : isPlural(original) ? original[form] : undefined;
          if (text !== englishText) return false;
          const words =
            String(text)
              .replace(NAMES, " ")
              .match(/\p{L}{2,}/gu) ?? [];
          return words.some((word) => !same.has(word));
        });
      });
      expect(copied.map(([key, value]) => `${key}: ${JSON.stringify(value)}`)).toEqual([]);
    },
  );

  /**
   * A language of another script writes no English word of its own: the Latin words in its
   * messages are names (capitalised or codes: Chrome, PHPSESSID, WebM…) or these few that the
   * language itself writes in Latin letters.
   */
  const LATIN_WORDS = new Set(["pixiv", "pxv", "ffmpeg", "png", "manga", "ugoira", "cookie", "bit", "users"]);

  it.each(["el", "ru", "ja", "ko", "zh-CN", "zh-TW"])("%s has no English word left in it", (code) => {
    const english: string[] = [];
    for (const [key, value] of load(code)) {
      for (const text of textsOf(value)) {
        const words = String(text)
          .replace(/\{\{\s*\w+\s*\}\}|\{\w+\}|\S*\.\S+/g, " ")
          .match(/\b[a-z][a-z]{2,}\b/g);
        for (const word of words ?? []) if (!LATIN_WORDS.has(word)) english.push(`${key}: ${word}`);
      }
    }
    expect(english).toEqual([]);
  });

  /**
   * No value is left in another language: every message of more than a few letters is written in
   * its language's script (Han for Chinese, kana or kanji for Japanese, Hangul for Korean, Greek,
   * Cyrillic), and the Latin-script languages carry no Han, kana or Hangul. Text inside {{…}} and
   * proper names such as pixiv or R-18 are ignored.
   */
  const SCRIPTS: Record<string, RegExp> = {
    "zh-CN": /\p{Script=Han}/u,
    "zh-TW": /\p{Script=Han}/u,
    ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
    ko: /\p{Script=Hangul}/u,
    el: /\p{Script=Greek}/u,
    ru: /\p{Script=Cyrillic}/u,
  };
  const EAST_ASIAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
  /** Messages that are names or codes in every language. */
  const UNIVERSAL = new Set([
    "translation:common.ok",
    "translation:badge.ai",
    "translation:recommend.tm",
    "translation:about.version",
  ]);
  const letters = (text: string): string =>
    text.replace(
      /\{\{\s*[\w.]+\s*\}\}|\{\w+\}|pixiv|pxv|R-18G?|AI|HibiAPI|API|URL|JSON|MIT|My|Chrome|Edge|OK|FAQ|[^\p{L}]/gu,
      "",
    );

  it.each(LANGUAGES.map((language) => language.code))("%s is written in its own script", (code) => {
    const script = SCRIPTS[code];
    const wrong: string[] = [];
    for (const [key, value] of load(code)) {
      if (UNIVERSAL.has(key) || key.startsWith("translation:rank.type.") || typeof value !== "string")
        continue;
      const text = letters(value);
      if (script !== undefined) {
        if (text.length >= 2 && !script.test(text)) wrong.push(key);
      } else if (EAST_ASIAN.test(value)) {
        wrong.push(key);
      }
    }
    expect(wrong).toEqual([]);
  });
});
