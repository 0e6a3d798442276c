// Picture translation against the sandbox's chat-completions host, which answers the text pages'
// regions with fixed translations (@pxv/sandbox REGION_TRANSLATIONS): every region of a page in one
// request, in the language asked for, in order; the same request again from the cache without a
// request to the service; bodies outside the contract refused with a 400 saying what is wrong; 503
// without a service; and the service's key in no answer and no log line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  REGION_TRANSLATIONS,
  TEXT_PAGE_WORKS,
  TRANSLATION_API_KEY,
  startSandbox,
  type Sandbox,
} from "@pxv/sandbox";
import { PICTURE_TRANSLATION_LIMITS, PXV_API_PATHS } from "@pxv/pixiv";
import { NO_ABUSE_LIMITS } from "../../abuse/abuse-config.js";
import { startHarness, type Harness } from "../../test/harness.js";

const url = PXV_API_PATHS.pictureTranslation;
const { maxTexts, textMaxCharacters, totalMaxCharacters } = PICTURE_TRANSLATION_LIMITS;

/** Each text page's regions as the OCR reads them: a region's lines (or columns) on lines of their own. */
const PAGES = TEXT_PAGE_WORKS.flatMap((work) =>
  work.pages.map((page) => page.regions.map((region) => region.lines.join("\n"))),
);
/** The sandbox's translation of a region's text into `language` (English marked when none is written). */
function expected(text: string, language: string): string {
  const translations = REGION_TRANSLATIONS[text.replace(/\s+/g, "")];
  if (translations === undefined) throw new Error(`No sandbox translation of ${text}`);
  return translations[language] ?? `[${language}] ${translations.en as string}`;
}

const lines: string[] = [];
let sandbox: Sandbox;
let harness: Harness;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: "pxv-server-tests" });
  harness = await startHarness(
    {},
    {
      sandbox,
      app: {
        logLevel: "trace",
        accessLog: true,
        logStream: { write: (line: string) => void lines.push(line) },
      },
    },
  );
});
afterAll(async () => {
  await harness.close();
  await sandbox.close();
});

/** Counts the requests the sandbox's translation host receives while `run` runs. */
async function serviceRequests(run: () => Promise<void>): Promise<number> {
  const rounds = 1000;
  sandbox.faults.set(`latency=0 /v1/chat/completions host=translation times=${String(rounds)}`);
  try {
    await run();
    return rounds - (sandbox.faults.list()[0]?.remaining ?? 0);
  } finally {
    sandbox.faults.clear();
  }
}

const translate = (body: unknown, app = harness.app) =>
  app.inject({ method: "POST", url, payload: body as object });

describe("POST /api/picture-translate", () => {
  it.each(["en", "ja", "zh-TW"])(
    "translates each text page's regions into %s, in order, with one request per page",
    async (language) => {
      for (const texts of PAGES) {
        let answer: Awaited<ReturnType<typeof translate>> | undefined;
        const requests = await serviceRequests(async () => {
          answer = await translate({ language, texts });
        });
        expect(answer?.statusCode, answer?.body).toBe(200);
        expect(answer?.json()).toEqual({ translations: texts.map((text) => expected(text, language)) });
        expect(requests).toBe(1);
      }
    },
  );

  it("answers the same texts in the same language from the cache, without asking the service", async () => {
    const texts = PAGES[1] as string[];
    const first = await translate({ language: "fr", texts });
    expect(first.statusCode).toBe(200);
    let again: Awaited<ReturnType<typeof translate>> | undefined;
    const requests = await serviceRequests(async () => {
      again = await translate({ language: "fr", texts });
    });
    expect(requests).toBe(0);
    expect(again?.headers["x-cache"]).toBe("HIT");
    expect(again?.body).toBe(first.body);
    // Another language, or the texts in another order, is another translation.
    const german = await serviceRequests(async () => {
      await translate({ language: "de", texts });
    });
    expect(german).toBe(1);
    const reversed = [...texts].reverse();
    const other = await translate({ language: "fr", texts: reversed });
    expect(other.headers["x-cache"]).toBe("MISS");
    expect(other.json<{ translations: string[] }>().translations).toEqual(
      reversed.map((text) => expected(text, "fr")),
    );
  });

  const longText = "あ".repeat(textMaxCharacters + 1);
  it.each([
    ["no language", { texts: ["こんにちは"] }, "language", /must be one of zh-CN, zh-TW, de/],
    ["a language pxv has not", { language: "xx", texts: ["こんにちは"] }, "language", /must be one of/],
    ["no texts", { language: "en" }, "texts", /must be a list of texts/],
    [
      "texts that are not a list",
      { language: "en", texts: "こんにちは" },
      "texts",
      /must be a list of texts/,
    ],
    ["an empty list", { language: "en", texts: [] }, "texts", /at least one text/],
    ["a text that is not a string", { language: "en", texts: [1] }, "texts", /must hold strings/],
    ["an empty text", { language: "en", texts: [""] }, "texts", /1 to 1000 characters/],
    ["a blank text", { language: "en", texts: [" \n "] }, "texts", /no text may be blank/],
    ["a text too long", { language: "en", texts: [longText] }, "texts", /1 to 1000 characters/],
    [
      "too many texts",
      { language: "en", texts: Array.from({ length: maxTexts + 1 }, () => "はい") },
      "texts",
      new RegExp(`at most ${String(maxTexts)} texts`),
    ],
    [
      "too many characters in all",
      {
        language: "en",
        texts: Array.from({ length: totalMaxCharacters / textMaxCharacters + 1 }, () =>
          "あ".repeat(textMaxCharacters),
        ),
      },
      "texts",
      new RegExp(`at most ${String(totalMaxCharacters)} characters in all`),
    ],
    [
      "a field it does not know",
      { language: "en", texts: ["はい"], model: "x" },
      "",
      /the body holds only language and texts, not model/,
    ],
  ])("refuses %s with a 400 naming the field", async (_case, body, parameter, message) => {
    const requests = await serviceRequests(async () => {
      const answer = await translate(body);
      expect(answer.statusCode).toBe(400);
      const refusal = answer.json<{ parameter: string; detail: string }>();
      expect(refusal.parameter).toBe(parameter);
      expect(refusal.detail).toMatch(message);
    });
    expect(requests).toBe(0);
  });

  it("refuses a body that is not JSON", async () => {
    const answer = await harness.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload: '{"language": "en", "texts": [',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: { reason: "invalid_body" } });
  });

  it("answers 503 saying picture translation is not configured when there is no service", async () => {
    const none = await startHarness({}, { sandbox, app: { translation: null } });
    try {
      const answer = await translate({ language: "en", texts: PAGES[0] }, none.app);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ error: { reason: "translation_unavailable" } });
      expect(answer.json<{ detail: string }>().detail).toMatch(
        /^Picture translation is not configured on this server: set PXV_TRANSLATE_URL/,
      );
    } finally {
      await none.close();
    }
  });

  it("lets one address cause so many calls to the service a minute, then answers 429 with Retry-After; cached answers cost nothing", async () => {
    const budgeted = await startHarness(
      {},
      { sandbox, app: { abuse: { ...NO_ABUSE_LIMITS, translationPerMinute: 2 } } },
    );
    try {
      const first = await translate({ language: "de", texts: PAGES[0] }, budgeted.app);
      expect(first.statusCode).toBe(200);
      expect((await translate({ language: "de", texts: PAGES[1] }, budgeted.app)).statusCode).toBe(200);
      const spent = await translate({ language: "de", texts: PAGES[2] }, budgeted.app);
      expect(spent.statusCode).toBe(429);
      expect(spent.json()).toMatchObject({ error: { reason: "translation_budget_spent" } });
      expect(Number(spent.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      // The first page again: from the cache, which spends nothing.
      const again = await translate({ language: "de", texts: PAGES[0] }, budgeted.app);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
    } finally {
      await budgeted.close();
    }
  });

  it("answers 502 naming the service when it refuses the key, with neither key in an answer or a log line", async () => {
    const wrongKey = "sk-picture-test-wrong-key";
    const refused = await startHarness(
      {},
      {
        sandbox,
        app: {
          translation: { baseUrl: `${sandbox.urls.translation}/v1`, apiKey: wrongKey, model: "m" },
          logLevel: "trace",
          accessLog: true,
          logStream: { write: (line: string) => void lines.push(line) },
        },
      },
    );
    try {
      const answer = await translate({ language: "en", texts: PAGES[0] }, refused.app);
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toMatchObject({ upstream: "translation" });
      expect(answer.body).not.toContain(wrongKey);
      const good = await translate({ language: "ko", texts: PAGES[2] });
      expect(good.statusCode).toBe(200);
      expect(good.body).not.toContain(TRANSLATION_API_KEY);
    } finally {
      await refused.close();
    }
    const output = lines.join("");
    expect(output).toContain(url);
    expect(output).not.toContain(wrongKey);
    expect(output).not.toContain(TRANSLATION_API_KEY);
  });
});
