// Every locale of every namespace has exactly zh-CN's keys, no empty values and the same
// interpolation variables, and is written in its own language.
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

function flatten(value: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
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
      expect(typeof value, `${code} ${key}`).toBe("string");
      expect((value as string).trim(), `${code} ${key}`).not.toBe("");
      expect(variables(value as string), `${code} ${key}`).toEqual(variables(reference.get(key) as string));
    }
  });

  it("names every overall rank type", () => {
    for (const type of Object.keys(RANK_TYPES)) {
      expect(reference.has(`browse:rank.type.${type}`), type).toBe(true);
    }
  });

  it("is translated, not copied from English (messages of more than 20 characters of text)", () => {
    const english = load("en");
    for (const language of LANGUAGES) {
      if (language.code === "en") continue;
      const messages = load(language.code);
      const copied = [...english].filter(
        ([key, text]) =>
          typeof text === "string" &&
          text.replace(/\{\{\w+\}\}/g, "").length > 20 &&
          messages.get(key) === text,
      );
      expect(
        copied.map(([key]) => key),
        language.code,
      ).toEqual([]);
    }
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
