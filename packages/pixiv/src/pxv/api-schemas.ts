/**
 * The shapes of pxv's own API answers and parameters (paths in api-paths.ts): the server's routes
 * declare them in their `schema` (so /openapi.json documents them), and the web app reads and checks
 * its answers with the same ones. The notices feed's shape is notices.ts's `noticesBodySchema`.
 */
import "../schema-config.js";
import { z } from "zod";

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
