/**
 * OpenAI-style chat completions, the translation service pxv calls for novel translation
 * (PRODUCT.md §B7.3: `POST /v1/chat/completions`, bearer key, `stream: true`, server-sent
 * `data: {choices:[{delta:{content}}]}` lines ending with `data: [DONE]`). Only the fields pxv sends
 * and reads are described; unknown fields are kept.
 */
import "../schema-config.js";
import { z } from "zod";

export const chatMessageSchema = z.looseObject({
  role: z.enum(["system", "user", "assistant"]),
  content: z.string(),
});

export const chatCompletionRequestSchema = z.looseObject({
  model: z.string().min(1),
  messages: z.array(chatMessageSchema).min(1),
  stream: z.boolean().optional(),
  temperature: z.number().optional(),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;

export const chatCompletionSchema = z.looseObject({
  id: z.string(),
  object: z.literal("chat.completion"),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.looseObject({
      index: z.number().int(),
      message: z.looseObject({ role: z.literal("assistant"), content: z.string() }),
      finish_reason: z.string().nullable(),
    }),
  ),
  usage: z
    .looseObject({
      prompt_tokens: z.number().int(),
      completion_tokens: z.number().int(),
      total_tokens: z.number().int(),
    })
    .optional(),
});

/** One `data:` event of a streamed completion (before the final `[DONE]`). */
export const chatCompletionChunkSchema = z.looseObject({
  id: z.string(),
  object: z.literal("chat.completion.chunk"),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.looseObject({
      index: z.number().int(),
      delta: z.looseObject({
        role: z.literal("assistant").optional(),
        content: z.string().nullable().optional(),
        reasoning_content: z.string().nullable().optional(),
      }),
      finish_reason: z.string().nullable(),
    }),
  ),
});
export type ChatCompletionChunk = z.infer<typeof chatCompletionChunkSchema>;

export const chatCompletionErrorSchema = z.looseObject({
  error: z.looseObject({ message: z.string(), type: z.string(), code: z.string().nullable() }),
});
