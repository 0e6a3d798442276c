/**
 * The emulated translation service (an OpenAI-style LLM API such as api.siliconflow.cn) as a
 * Fastify instance:
 *   POST /v1/chat/completions  bearer TRANSLATION_API_KEY; body {model, messages, stream?}
 *     stream: true  → text/event-stream: a role chunk, content chunks, a finish chunk, `data: [DONE]`
 *     otherwise     → one chat.completion object with usage
 *   GET  /v1/models            the models pxv offers
 * The answer is `pseudoTranslate` of the last user message (see pseudo-translate.ts), so a novel
 * translation can be checked end to end; the text of the text pages' regions gets its fixed
 * translation instead (region-translate.ts), so a picture translation can be too. A missing or wrong key is 401, a bad body 400, both in
 * OpenAI's `{"error":{message,type,code}}` shape.
 */
import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { chatCompletionRequestSchema, type ChatCompletionChunk } from "@pxv/pixiv";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { openAiFaultBodies } from "../control/fault-bodies.js";
import { faultInjection } from "../control/fault-plugin.js";
import type { FaultStore } from "../control/fault-store.js";
import { pacedStream } from "../http/paced-stream.js";
import { pseudoTranslate, textToTranslate } from "./pseudo-translate.js";
import { regionTranslation } from "./region-translate.js";

/** The key the sandbox's translation host accepts (`Authorization: Bearer sk-pxv-sandbox`). */
export const TRANSLATION_API_KEY = "sk-pxv-sandbox";
/** Characters per streamed chunk, and the pause between chunks. */
const CHUNK_CHARACTERS = 12;
const CHUNK_INTERVAL_MS = 5;

export const TRANSLATION_MODELS: readonly string[] = [
  "THUDM/glm-4-9b-chat",
  "Qwen/Qwen2.5-7B-Instruct",
  "Qwen/Qwen2-7B-Instruct",
  "Qwen/Qwen3-8B",
  "THUDM/GLM-4-9B-0414",
  "THUDM/GLM-Z1-9B-0414",
  "THUDM/GLM-4.1V-9B-Thinking",
  "deepseek-ai/DeepSeek-R1-Distill-Qwen-7B",
  "deepseek-ai/DeepSeek-R1-0528-Qwen3-8B",
  "tencent/Hunyuan-MT-7B",
];

export interface TranslationHostOptions {
  readonly faults: FaultStore;
  readonly logger: boolean;
  /** The accepted bearer key; default TRANSLATION_API_KEY. */
  readonly apiKey?: string;
}

function openAiError(
  reply: FastifyReply,
  status: number,
  message: string,
  type: string,
  code: string | null,
) {
  return reply.code(status).send({ error: { message, type, code } });
}

const graphemes = new Intl.Segmenter();
/** Characters as a reader sees them, not UTF-16 units; never splits one across chunks. */
const charactersOf = (text: string): string[] => Array.from(graphemes.segment(text), (part) => part.segment);
const characterCount = (text: string): number => charactersOf(text).length;

function chunksOf(text: string): string[] {
  const characters = charactersOf(text);
  const chunks: string[] = [];
  for (let index = 0; index < characters.length; index += CHUNK_CHARACTERS) {
    chunks.push(characters.slice(index, index + CHUNK_CHARACTERS).join(""));
  }
  return chunks;
}

const eventStream = (events: readonly string[]): Readable =>
  pacedStream(
    events.map((event) => `data: ${event}\n\n`),
    CHUNK_INTERVAL_MS,
  );

export function createTranslationHost(options: TranslationHostOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger, bodyLimit: 4 * 1024 * 1024 });
  const apiKey = options.apiKey ?? TRANSLATION_API_KEY;
  void app.register(faultInjection, {
    faults: options.faults,
    host: "translation",
    responder: openAiFaultBodies,
  });

  app.addHook("onRequest", async (request, reply) => {
    const header = request.headers.authorization ?? "";
    if (header === "") {
      await openAiError(reply, 401, "You didn't provide an API key.", "invalid_request_error", null);
    } else if (header !== `Bearer ${apiKey}`) {
      await openAiError(
        reply,
        401,
        "Incorrect API key provided.",
        "invalid_request_error",
        "invalid_api_key",
      );
    }
  });

  app.get("/v1/models", () => ({
    object: "list",
    data: TRANSLATION_MODELS.map((id) => ({ id, object: "model", created: 0, owned_by: "pxv-sandbox" })),
  }));

  app.post("/v1/chat/completions", (request, reply) => {
    const parsed = chatCompletionRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const problem = parsed.error.issues[0];
      const where = problem?.path.join(".") ?? "body";
      return openAiError(
        reply,
        400,
        `Invalid request: ${where}: ${problem?.message ?? "invalid"}`,
        "invalid_request_error",
        null,
      );
    }
    const { model, messages, stream } = parsed.data;
    const userMessage = messages.findLast((message) => message.role === "user");
    if (userMessage === undefined) {
      return openAiError(reply, 400, "Invalid request: no user message", "invalid_request_error", null);
    }
    const text = textToTranslate(userMessage.content);
    const instruction = text === userMessage.content ? "" : (userMessage.content.split("\n")[0] ?? "");
    const translation = regionTranslation(instruction, text) ?? pseudoTranslate(text);
    const id = `chatcmpl-${createHash("sha1").update(model).update(userMessage.content).digest("hex").slice(0, 24)}`;
    const created = Math.floor(Date.now() / 1000);

    if (stream !== true) {
      const promptTokens = messages.reduce((total, message) => total + characterCount(message.content), 0);
      const completionTokens = characterCount(translation);
      return reply.send({
        id,
        object: "chat.completion",
        created,
        model,
        choices: [{ index: 0, message: { role: "assistant", content: translation }, finish_reason: "stop" }],
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: completionTokens,
          total_tokens: promptTokens + completionTokens,
        },
      });
    }

    const chunk = (delta: ChatCompletionChunk["choices"][number]["delta"], finish: string | null): string =>
      JSON.stringify({
        id,
        object: "chat.completion.chunk",
        created,
        model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      } satisfies ChatCompletionChunk);
    const events = [
      chunk({ role: "assistant", content: "" }, null),
      ...chunksOf(translation).map((content) => chunk({ content }, null)),
      chunk({}, "stop"),
      "[DONE]",
    ];
    return reply
      .header("cache-control", "no-cache")
      .type("text/event-stream; charset=utf-8")
      .send(eventStream(events));
  });

  app.setNotFoundHandler((request, reply) =>
    openAiError(reply, 404, `Invalid URL (${request.method} ${request.url})`, "invalid_request_error", null),
  );
  return app;
}
