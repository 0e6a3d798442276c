// The emulated translation service over real HTTP: the bearer key, the non-streamed and the
// streamed (server-sent events) answers, and the pseudo-translation they carry.
import { chatCompletionChunkSchema, chatCompletionErrorSchema, chatCompletionSchema } from "@pxv/pixiv";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFaultStore } from "../control/fault-store.js";
import { pseudoTranslate, textToTranslate } from "./pseudo-translate.js";
import { createTranslationHost, TRANSLATION_API_KEY } from "./translation-host.js";

let host: FastifyInstance;
let base: string;

beforeAll(async () => {
  host = createTranslationHost({ faults: createFaultStore(), logger: false });
  await host.listen({ host: "127.0.0.1", port: 0 });
  const address = host.server.address();
  if (address === null || typeof address === "string") throw new Error("no address");
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await host.close();
});

const NOVEL = "夜の駅で、[名字0]は立ち止まった。\n「また明日ね」と彼女は言った。\nSee you tomorrow.";
const request = (body: unknown, key = TRANSLATION_API_KEY): Promise<Response> =>
  fetch(`${base}/v1/chat/completions`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const messages = [
  { role: "system", content: "你是一个专业的机器翻译引擎。" },
  { role: "user", content: `翻译成简体中文，只输出译文\n${NOVEL}` },
];

describe("pseudo-translation", () => {
  it("changes kana and Latin words, keeps kanji, punctuation, lines and placeholders", () => {
    const translated = pseudoTranslate(NOVEL);
    expect(translated).not.toBe(NOVEL);
    expect(translated.split("\n")).toHaveLength(3);
    expect(translated).toContain("[名字0]");
    expect(translated).toMatch(/^夜.駅.、\[名字0\]/);
    expect(translated).not.toMatch(/[\u3041-\u30ffA-Za-z]/);
    expect(pseudoTranslate(NOVEL)).toBe(translated);
  });

  it("drops the instruction line of the user message", () => {
    expect(textToTranslate(`Translate into Simplified Chinese\n${NOVEL}`)).toBe(NOVEL);
    expect(textToTranslate("一行だけ")).toBe("一行だけ");
  });
});

describe("POST /v1/chat/completions", () => {
  it("answers a chat.completion with the translation", async () => {
    const response = await request({ model: "Qwen/Qwen3-8B", messages });
    expect(response.status).toBe(200);
    const body = chatCompletionSchema.parse(await response.json());
    expect(body.choices[0]?.message.content).toBe(pseudoTranslate(NOVEL));
    expect(body.model).toBe("Qwen/Qwen3-8B");
  });

  it("streams server-sent events that add up to the same translation, then [DONE]", async () => {
    const response = await request({ model: "THUDM/glm-4-9b-chat", messages, stream: true });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const text = await response.text();
    const events = text
      .split("\n\n")
      .filter((block) => block !== "")
      .map((block) => block.replace(/^data: /, ""));
    expect(events.at(-1)).toBe("[DONE]");
    const chunks = events.slice(0, -1).map((event) => chatCompletionChunkSchema.parse(JSON.parse(event)));
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe("stop");
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content ?? "").join("")).toBe(
      pseudoTranslate(NOVEL),
    );
  });

  it("refuses a missing or wrong key and a bad body in OpenAI's error shape", async () => {
    const noKey = await fetch(`${base}/v1/chat/completions`, { method: "POST" });
    expect(noKey.status).toBe(401);
    chatCompletionErrorSchema.parse(await noKey.json());
    const wrong = await request({ model: "m", messages }, "sk-wrong");
    expect(wrong.status).toBe(401);
    expect(chatCompletionErrorSchema.parse(await wrong.json()).error.code).toBe("invalid_api_key");
    const bad = await request({ model: "m", messages: [] });
    expect(bad.status).toBe(400);
    chatCompletionErrorSchema.parse(await bad.json());
  });

  it("lists its models", async () => {
    const response = await fetch(`${base}/v1/models`, {
      headers: { authorization: `Bearer ${TRANSLATION_API_KEY}` },
    });
    expect(((await response.json()) as { data: unknown[] }).data.length).toBeGreaterThan(5);
  });
});

describe("region translations (picture translation)", () => {
  const translate = async (content: string): Promise<string> => {
    const response = await request({ model: "Qwen/Qwen3-8B", messages: [{ role: "user", content }] });
    expect(response.status).toBe(200);
    return chatCompletionSchema.parse(await response.json()).choices[0]?.message.content ?? "";
  };

  it("answers each region's text with its fixed translation in the language named", async () => {
    expect(await translate("Translate into English (en):\n今日は本当にいい天気だね")).toBe(
      "The weather is really nice today",
    );
    expect(await translate("Translate into English:\n海がきれい\n\n次回に続く")).toBe(
      "The sea is beautiful\n\nTo be continued",
    );
    expect(await translate("翻译成简体中文\n夏の思い出")).toBe("夏天的回忆");
    expect(await translate("Translate into Traditional Chinese (zh-TW)\n楽しみだな")).toBe("好期待啊");
  });

  it("marks the English one for languages without a written translation", async () => {
    expect(await translate("Translate into German (de)\n森の方へ")).toBe("[de] Towards the forest");
  });

  it("leaves any other text to the pseudo-translation", async () => {
    expect(await translate("Translate into English (en)\n海がきれい\nこんにちは")).toBe(
      pseudoTranslate("海がきれい\nこんにちは"),
    );
  });
});
