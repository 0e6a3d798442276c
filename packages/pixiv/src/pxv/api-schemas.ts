/**
 * The shapes of pxv's own API answers and parameters (paths in api-paths.ts): the server's routes
 * declare them in their `schema` (so /openapi.json documents them), and the web app reads and checks
 * its answers with the same ones. The notices feed's shape is notices.ts's `noticesBodySchema`.
 */
import "../schema-config.js";
import { z } from "zod";
import { PICTURE_TRANSLATION_LANGUAGE_TAGS, PICTURE_TRANSLATION_LIMITS } from "./picture-translation.js";

/** `GET /api/capabilities`. */
export const capabilitiesBodySchema = z.object({
  /** ffmpeg runs: MP4/WebM downloads and the animated AVIF are made by the server. */
  ugoiraVideo: z.boolean(),
});
export type CapabilitiesBody = z.infer<typeof capabilitiesBodySchema>;

/** `GET /api/sensitive-words`: text/plain, one word per line. */
export const sensitiveWordsBodySchema = z.string();

/** The user a www page carries (pixiv's own fields, more of them passed as they are). */
export const webSessionUserSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).optional(),
  name: z.string().optional(),
  pixivId: z.string().optional(),
  profileImg: z.string().optional(),
  profileImgBig: z.string().optional(),
});

/** `GET /api/pixiv-now/user`: the session's CSRF token and user. */
export const webSessionBodySchema = z.object({ token: z.string(), userData: webSessionUserSchema });
export type WebSessionBody = z.infer<typeof webSessionBodySchema>;

/** `GET /api/pixiv-novel-translate/{id}.{html|txt}`'s query. */
export const novelTranslationQuery = {
  aimd: z
    .string()
    .regex(/^[\w./:-]{1,100}$/, "must be a model name")
    .optional()
    .describe("The model to use; only the configured one (PXV_TRANSLATE_MODEL) is accepted."),
  nots: z
    .string()
    .max(500, "must be at most 500 characters")
    .optional()
    .describe("Comma-separated words to keep untranslated."),
};

/** The translation: HTML paragraphs (`.html`) or plain text (`.txt`). */
export const novelTranslationBodySchema = z.string();

const { maxTexts, textMaxCharacters, totalMaxCharacters } = PICTURE_TRANSLATION_LIMITS;

/** `POST /api/picture-translate`'s body: the target language and each text region's recognised text. */
export const pictureTranslationRequestSchema = z.strictObject(
  {
    language: z
      .enum(PICTURE_TRANSLATION_LANGUAGE_TAGS, {
        error: `must be one of ${PICTURE_TRANSLATION_LANGUAGE_TAGS.join(", ")}`,
      })
      .describe("The target language: one of the interface languages."),
    texts: z
      .array(
        z
          .string({ error: "must hold strings" })
          .min(1, `each text must hold 1 to ${textMaxCharacters} characters`)
          .max(textMaxCharacters, `each text must hold 1 to ${textMaxCharacters} characters`)
          .refine((text) => text.trim() !== "", "no text may be blank"),
        { error: "must be a list of texts" },
      )
      .min(1, "must hold at least one text")
      .max(maxTexts, `must hold at most ${maxTexts} texts`)
      .refine(
        (texts) => texts.reduce((total, text) => total + text.length, 0) <= totalMaxCharacters,
        `must hold at most ${totalMaxCharacters} characters in all`,
      )
      .describe("Each text region's text, in reading order; a region's line breaks are joined."),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `the body holds only language and texts, not ${issue.keys.join(", ")}`
        : undefined,
  },
);
export type PictureTranslationRequest = z.infer<typeof pictureTranslationRequestSchema>;

/** `POST /api/picture-translate`'s answer: one translation per text, in the same order. */
export const pictureTranslationBodySchema = z.object({ translations: z.array(z.string()) });
export type PictureTranslationBody = z.infer<typeof pictureTranslationBodySchema>;
