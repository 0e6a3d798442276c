/**
 * `POST /api/picture-translate` (PXV_API_PATHS.pictureTranslation): the text regions a browser read
 * in a manga page or an illustration, translated into one of the interface languages by the
 * instance's chat-completions service (the one novels use), in one request for the whole picture
 * (region-lines.ts). Answers `{translations}`, one per text in the same order, and keeps them in the
 * response cache by language, model and the texts' hash, so the same picture costs the service once.
 * Without a configured service it answers 503 `translation_unavailable` (the browser then uses its
 * own translator); a client past its translations a minute gets 429 (abuse/translation-budget.ts).
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  PICTURE_TRANSLATION_LIMITS,
  PXV_API_PATHS,
  pictureTranslationBodySchema,
  pictureTranslationRequestSchema,
  type PictureTranslationBody,
} from "@pxv/pixiv";
import { sendCacheAnswer, type ResponseCache } from "../../infrastructure/stores/response-cache.js";
import { refused } from "../../route-schema/answers.js";
import { completionText, requireService, type TranslationService } from "./chat-service.js";
import { translateRegionLines } from "./region-lines.js";
import type { TranslationBudget } from "../../abuse/translation-budget.js";

/** How long a picture's translation is kept: a week (the same texts come back as people reread). */
const CACHE_SECONDS = 7 * 86_400;

/**
 * The largest body: every text at its longest, each character escaped in JSON (`\uXXXX`), and room
 * for the keys. Fastify refuses a larger one with a 413 before it is parsed.
 */
const BODY_LIMIT_BYTES = PICTURE_TRANSLATION_LIMITS.totalMaxCharacters * 6 + 16 * 1024;

const pictureTranslationSchema = {
  tags: ["translation"],
  summary: "A picture's text regions translated into an interface language, one translation per text.",
  body: pictureTranslationRequestSchema,
  answers: {
    "200": {
      description: "One translation per text, in the same order.",
      body: pictureTranslationBodySchema,
    },
    "400": refused("The body is not {language, texts} within the limits; the answer says what is wrong."),
    "413": refused("The body is larger than any valid request."),
    "429": refused("This address has used its translations for this minute (Retry-After says when)."),
    "502": refused("The translation service failed."),
    "503": refused("No translation service is configured."),
  },
};

/** The cache key of a request: the language, the model and a hash of the texts in their order. */
export function pictureTranslationKey(language: string, model: string, texts: readonly string[]): string {
  const hash = createHash("sha256").update(JSON.stringify(texts)).digest("base64url");
  return `picture-translate:${language}|${model}|${hash}`;
}

export function registerPictureTranslation(
  app: FastifyInstance,
  cache: ResponseCache,
  service: TranslationService | null,
  budget: TranslationBudget,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    PXV_API_PATHS.pictureTranslation,
    { schema: pictureTranslationSchema, bodyLimit: BODY_LIMIT_BYTES },
    async (request, reply) => {
      const translator = requireService(service, "Picture translation");
      const { language, texts } = request.body;
      const model = translator.model;
      const answer = await cache.answer(
        pictureTranslationKey(language, model, texts),
        CACHE_SECONDS,
        async () => {
          await budget.spend(request);
          const translations = await translateRegionLines(texts, language, (messages) =>
            completionText(translator, model, messages),
          );
          return {
            statusCode: 200,
            contentType: "application/json; charset=utf-8",
            body: JSON.stringify({ translations } satisfies PictureTranslationBody),
          };
        },
      );
      return sendCacheAnswer(reply, answer);
    },
  );
}
