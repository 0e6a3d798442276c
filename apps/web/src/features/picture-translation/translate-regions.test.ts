// Translating a picture's region texts: the instance's service through pxv's client (one request per
// batch within the limits, blank regions not sent), the browser's Translator when the server answers
// 503, NoPictureTranslator when neither exists, and failures that say which side failed. The
// transport's fetch is the global one, stubbed; the browser's Translator a stub on globalThis.
import { PICTURE_TRANSLATION_LANGUAGES, PICTURE_TRANSLATION_LIMITS } from "@pxv/pixiv";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "../../i18n/languages";
import type {
  TranslatorAvailability,
  TranslatorFactory,
  TranslatorLanguages,
} from "../../lib/built-in-translator";
import { NoPictureTranslator, PictureTranslationError, translateRegionTexts } from "./translate-regions";

interface Asked {
  readonly url: string;
  readonly method: string | undefined;
  readonly body: { language: string; texts: string[] };
}

/** pxv's server: each request's body kept, answered by `answer` (a cancelled request, as fetch does). */
function stubServer(answer: (body: Asked["body"]) => Response | Promise<Response>): Asked[] {
  const asked: Asked[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      const body = JSON.parse(init?.body as string) as Asked["body"];
      asked.push({ url, method: init?.method, body });
      const signal = init?.signal;
      if (signal?.aborted === true) return Promise.reject(signal.reason as Error);
      return Promise.resolve(answer(body));
    }),
  );
  return asked;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
/** The server's translation: each text marked with the language. */
const serviceAnswer = ({ language, texts }: Asked["body"]) =>
  json({ translations: texts.map((text) => `${language}:${text}`) });
const notConfigured = () =>
  json(
    {
      code: 503,
      detail: "Picture translation is not configured on this server",
      error: { reason: "translation_unavailable" },
    },
    503,
  );

/** The browser's Translator: each text marked with the pair; what it was asked is kept. */
function stubBrowserTranslator(availability?: TranslatorAvailability) {
  const created: TranslatorLanguages[] = [];
  const destroyed = vi.fn();
  const factory: TranslatorFactory = {
    create: (options) => {
      created.push({ sourceLanguage: options.sourceLanguage, targetLanguage: options.targetLanguage });
      return Promise.resolve({
        translate: (text: string) =>
          Promise.resolve(`${options.sourceLanguage}>${options.targetLanguage}:${text}`),
        destroy: destroyed,
      });
    },
    ...(availability === undefined ? {} : { availability: () => Promise.resolve(availability) }),
  };
  vi.stubGlobal("Translator", factory);
  return { created, destroyed };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("translateRegionTexts through the instance's service", () => {
  it("sends every region's text in one request and answers in the same order", async () => {
    const asked = stubServer(serviceAnswer);
    const browser = stubBrowserTranslator();
    const answer = await translateRegionTexts(["どこへ\n行くの", "森の方へ"], "en");
    expect(answer).toEqual({ translator: "service", translations: ["en:どこへ行くの", "en:森の方へ"] });
    expect(asked).toEqual([
      {
        url: "/api/picture-translate",
        method: "POST",
        body: { language: "en", texts: ["どこへ行くの", "森の方へ"] },
      },
    ]);
    expect(browser.created).toEqual([]);
  });

  it("does not send a region with nothing on it, and answers it empty", async () => {
    const asked = stubServer(serviceAnswer);
    const answer = await translateRegionTexts([" \n ", "はい", ""], "ko");
    expect(answer.translations).toEqual(["", "ko:はい", ""]);
    expect(asked.map((request) => request.body.texts)).toEqual([["はい"]]);
    const none = stubServer(serviceAnswer);
    expect(await translateRegionTexts(["  "], "ko")).toEqual({ translator: "service", translations: [""] });
    expect(none).toEqual([]);
  });

  it("batches a picture with more text than one request may carry, keeping the order", async () => {
    const asked = stubServer(serviceAnswer);
    const { maxTexts, textMaxCharacters, totalMaxCharacters } = PICTURE_TRANSLATION_LIMITS;
    const many = Array.from({ length: maxTexts + 3 }, (_, index) => `テキスト${String(index)}`);
    expect((await translateRegionTexts(many, "fr")).translations).toEqual(many.map((text) => `fr:${text}`));
    expect(asked.map((request) => request.body.texts.length)).toEqual([maxTexts, 3]);

    const long = stubServer(serviceAnswer);
    const longTexts = Array.from({ length: totalMaxCharacters / textMaxCharacters + 1 }, (_, index) =>
      String(index).repeat(textMaxCharacters + 5),
    );
    const answer = await translateRegionTexts(longTexts, "de");
    expect(answer.translations).toEqual(longTexts.map((text) => `de:${text.slice(0, textMaxCharacters)}`));
    for (const request of long) {
      const characters = request.body.texts.reduce((total, text) => total + text.length, 0);
      expect(characters).toBeLessThanOrEqual(totalMaxCharacters);
    }
    expect(long).toHaveLength(2);
  });

  it("says the service failed, with the server's message, without trying the browser", async () => {
    stubServer(() => json({ detail: "Upstream translation failed: Incorrect API key provided." }, 502));
    const browser = stubBrowserTranslator();
    const failure = await translateRegionTexts(["はい"], "en").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PictureTranslationError);
    expect(failure).toMatchObject({ failure: "service", message: /Incorrect API key provided/ });
    expect(browser.created).toEqual([]);
  });

  it("says the service failed when the answer does not pair up with the texts", async () => {
    stubServer(() => json({ translations: ["one"] }));
    await expect(translateRegionTexts(["はい", "いいえ"], "en")).rejects.toMatchObject({
      failure: "service",
      message: /1 translations for 2 texts/,
    });
    stubServer(() => json({ translated: [] }));
    await expect(translateRegionTexts(["はい"], "en")).rejects.toMatchObject({ failure: "service" });
  });

  it("says pxv's server could not be reached when there is no network", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(translateRegionTexts(["はい"], "en")).rejects.toMatchObject({
      name: "PictureTranslationError",
      failure: "offline",
    });
  });

  it("leaves the caller's cancel a cancel, on the server's side and the browser's", async () => {
    const reason = new DOMException("left", "AbortError");
    const controller = new AbortController();
    controller.abort(reason);
    stubServer(serviceAnswer);
    await expect(translateRegionTexts(["はい"], "en", controller.signal)).rejects.toBe(reason);
    const leaving = new AbortController();
    stubServer(() => {
      leaving.abort(reason);
      return notConfigured();
    });
    stubBrowserTranslator("available");
    await expect(translateRegionTexts(["はい"], "en", leaving.signal)).rejects.toBe(reason);
  });

  it("refuses a language that is not an interface language", async () => {
    const asked = stubServer(serviceAnswer);
    await expect(translateRegionTexts(["はい"], "xx")).rejects.toThrow(RangeError);
    expect(asked).toEqual([]);
  });
});

describe("translateRegionTexts without a service", () => {
  it.each([
    ["zh-CN", "zh"],
    ["zh-TW", "zh-Hant"],
    ["en", "en"],
    ["pt", "pt"],
  ])("uses the browser's Translator from Japanese into %s (as %s)", async (language, tag) => {
    const asked = stubServer(notConfigured);
    const browser = stubBrowserTranslator("available");
    const answer = await translateRegionTexts(["今日は\nいい天気", " ", "森へ"], language);
    expect(answer).toEqual({
      translator: "browser",
      translations: [`ja>${tag}:今日はいい天気`, "", `ja>${tag}:森へ`],
    });
    expect(asked).toHaveLength(1);
    expect(browser.created).toEqual([{ sourceLanguage: "ja", targetLanguage: tag }]);
    expect(browser.destroyed).toHaveBeenCalledTimes(1);
  });

  it("throws NoPictureTranslator when the browser has no Translator", async () => {
    stubServer(notConfigured);
    await expect(translateRegionTexts(["はい"], "en")).rejects.toBeInstanceOf(NoPictureTranslator);
  });

  it("throws NoPictureTranslator when the browser cannot translate into the language", async () => {
    stubServer(notConfigured);
    const browser = stubBrowserTranslator("unavailable");
    await expect(translateRegionTexts(["はい"], "el")).rejects.toBeInstanceOf(NoPictureTranslator);
    expect(browser.created).toEqual([]);
    vi.stubGlobal("Translator", {
      create: () => Promise.reject(new DOMException("no model", "NotSupportedError")),
    } satisfies TranslatorFactory);
    await expect(translateRegionTexts(["はい"], "el")).rejects.toBeInstanceOf(NoPictureTranslator);
  });

  it("does not wait for a model the browser would have to download first", async () => {
    stubServer(notConfigured);
    for (const availability of ["downloadable", "downloading"] as const) {
      const browser = stubBrowserTranslator(availability);
      await expect(translateRegionTexts(["はい"], "en")).rejects.toBeInstanceOf(NoPictureTranslator);
      expect(browser.created).toEqual([]);
    }
  });

  it("says the browser's translator failed when it fails while translating", async () => {
    stubServer(notConfigured);
    const destroy = vi.fn();
    vi.stubGlobal("Translator", {
      create: () => Promise.resolve({ translate: () => Promise.reject(new Error("model crashed")), destroy }),
    } satisfies TranslatorFactory);
    await expect(translateRegionTexts(["はい"], "en")).rejects.toMatchObject({
      failure: "browser",
      message: /model crashed/,
    });
    expect(destroy).toHaveBeenCalledTimes(1);
  });
});

describe("the languages a picture is translated into", () => {
  it("are the interface languages", () => {
    expect(Object.keys(PICTURE_TRANSLATION_LANGUAGES).sort()).toEqual(
      LANGUAGES.map((language) => language.code).sort(),
    );
  });
});
