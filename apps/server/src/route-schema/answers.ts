/**
 * What a route's schema says beyond what Fastify validates: its answers and the headers its
 * handler checks itself. pxv mostly passes pixiv's bytes through (answered from the response cache
 * as they came), so an answer is described, never serialized through a schema: `answers` feeds the
 * OpenAPI document only (infrastructure/openapi.ts), and Fastify's `response` stays unused. Headers such
 * as `x-auth` are refused in pixiv's own error shape by their handler, so they are declared in
 * `handlerHeaders` (documented, not validated by Fastify).
 */
import { z } from "zod";

/** One status of a route: its description, and the body's schema and media type when it has one. */
export interface AnswerDoc {
  readonly description: string;
  /** The body's shape (a zod schema; `binaryBody` for files and pictures). */
  readonly body?: z.ZodType;
  /** The media type(s) of the body; default `application/json`. */
  readonly type?: string | readonly string[];
}

/** By status code (`"200"`, `"4XX"`): a description alone, or an AnswerDoc. */
export type Answers = Readonly<Record<string, string | AnswerDoc>>;

declare module "fastify" {
  interface FastifySchema {
    /** The route's answers, for the OpenAPI document only (see the top of route-schema/answers.ts). */
    answers?: Answers;
    /** Headers the handler reads and refuses in its own shape: documented, not validated by Fastify. */
    handlerHeaders?: z.ZodType;
  }
}

/** pxv's own error answer (errors.ts `errorBody`). */
export const errorBodySchema = z.object({
  code: z.number().int(),
  detail: z.string(),
  url: z.string(),
  time: z.string(),
  parameter: z.string().optional().describe("The parameter that was refused (400)."),
  upstream: z.string().optional().describe("The upstream host that failed (502)."),
  error: z.object({
    user_message: z.string(),
    message: z.string(),
    reason: z.string(),
    user_message_details: z.object({}),
  }),
});

/** An answer in pxv's error shape. */
export const refused = (description: string): AnswerDoc => ({ description, body: errorBodySchema });

/** A JSON object pixiv wrote (pxv checks the shapes it reads; clients get pixiv's bytes). */
export const pixivJson = (description: string): AnswerDoc => ({
  description,
  body: z.looseObject({}),
});

/** A file or a picture. */
export const binaryBody = z.string().meta({ format: "binary" });
